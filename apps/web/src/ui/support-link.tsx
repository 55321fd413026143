// Spec §1: support is an external chat, advertised as 24 hours. Every screen that offers it (bottom
// bar, login and register, side panel, wallet notes) uses this link, so the address (VITE_SUPPORT_URL)
// and the words are the same everywhere.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_URL } from '../lib/env.ts';
import { HeadsetIcon } from './icons.tsx';

export function SupportLink({
  className,
  icon = <HeadsetIcon />,
  isCompact = false,
}: {
  className: string;
  icon?: ReactNode;
  /**
   * For the bottom bar, where the full words do not fit a phone's quarter width: the hours ride on the
   * icon as a badge, and the link's name stays the full "24-hour support".
   */
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  if (isCompact) {
    return (
      <a
        href={SUPPORT_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('common.contact_support')}
        className={className}
      >
        <span className="relative">
          {icon}
          <span
            aria-hidden="true"
            className="absolute -top-1 left-1/2 ml-1.5 rounded-full bg-success px-1 py-px text-[9px] leading-none font-semibold whitespace-nowrap text-white ring-2 ring-ink-900"
          >
            {t('common.support_hours')}
          </span>
        </span>
        <span className="whitespace-nowrap">{t('common.support_short')}</span>
      </a>
    );
  }
  return (
    <a href={SUPPORT_URL} target="_blank" rel="noopener noreferrer" className={className}>
      {icon}
      {t('common.contact_support')}
    </a>
  );
}
