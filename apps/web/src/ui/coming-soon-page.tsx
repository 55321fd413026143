import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';
import { HomeIcon } from './icons.tsx';

/** A member page whose content arrives in a later issue: a real page in the layout, never a blank. */
export function ComingSoonPage({
  icon,
  title,
  subtitle,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader icon={icon} title={title} subtitle={subtitle} />
      <EmptyState
        icon={icon}
        title={t('common.coming_soon_title')}
        text={t('common.coming_soon_text')}
        action={
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl px-4 font-medium text-gold-400 ring-1 ring-gold-500/60 hover:bg-gold-500/10"
          >
            <HomeIcon />
            {t('common.back_home')}
          </Link>
        }
      />
    </div>
  );
}
