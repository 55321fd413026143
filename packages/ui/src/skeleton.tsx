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

/**
 * The placeholder of a list of rows (a mark, two lines of text, a figure or badge at the end), the
 * shape most lists have while they load. Each list keeps its own sizes through the classes.
 */
export function SkeletonRows({
  label,
  rows,
  listClass = 'space-y-2.5',
  rowClass = 'flex items-center gap-3 rounded-[var(--radius-card)] bg-ink-800 p-3.5 ring-1 ring-ink-600/60',
  leadClass,
  linesClass = 'flex-1 space-y-2',
  lineClasses,
  trailClass,
}: {
  label: string;
  rows: number;
  listClass?: string;
  rowClass?: string;
  /** the mark at the start of a row (an icon's place), if the rows have one */
  leadClass?: string;
  linesClass?: string;
  lineClasses: readonly [string, string];
  trailClass: string;
}) {
  return (
    <SkeletonList label={label}>
      <div className={listClass}>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className={rowClass}>
            {leadClass ? <Skeleton className={leadClass} /> : null}
            <div className={linesClass}>
              <Skeleton className={lineClasses[0]} />
              <Skeleton className={lineClasses[1]} />
            </div>
            <Skeleton className={trailClass} />
          </div>
        ))}
      </div>
    </SkeletonList>
  );
}

/**
 * The placeholder of a list of cards, `count` alike: each card's frame (a list's card, unless the
 * list draws its own) around the blocks the list draws in `children`, in its own sizes.
 */
export function SkeletonCards({
  label,
  count,
  listClass = 'space-y-2.5',
  cardClass = 'space-y-3 rounded-[var(--radius-card)] bg-ink-800 p-3.5 ring-1 ring-ink-600/60',
  children,
}: {
  label: string;
  count: number;
  listClass?: string;
  cardClass?: string;
  children: ReactNode;
}) {
  return (
    <SkeletonList label={label}>
      <div className={listClass}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={cardClass}>
            {children}
          </div>
        ))}
      </div>
    </SkeletonList>
  );
}
