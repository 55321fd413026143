// Placeholder blocks while a list loads. The wrapper announces "loading" once; the blocks are silent.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-ink-700/70 ${className}`} />;
}

export function SkeletonList({ children, label }: { children: ReactNode; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={label ?? t('common.loading')} aria-busy="true">
      {children}
    </div>
  );
}
