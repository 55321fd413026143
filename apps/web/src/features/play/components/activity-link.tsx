// The way from the limits page to the statement of activity (/play/activity).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarIcon, ChevronDownIcon } from '../../../ui/icons.tsx';

export function ActivityLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/play/activity"
      className="flex min-h-14 items-center gap-3 rounded-2xl bg-ink-900/70 px-4 py-3 ring-1 ring-ink-600/60 transition hover:ring-gold-500/60 focus-visible:outline-2 focus-visible:outline-gold-400"
    >
      <CalendarIcon className="shrink-0 text-xl text-gold-400" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-ink-100">{t('activity_page.title')}</span>
        <span className="block text-sm text-ink-300">{t('activity_page.link')}</span>
      </span>
      <ChevronDownIcon className="shrink-0 -rotate-90 text-ink-300" />
    </Link>
  );
}
