// Spec §2 side panel: collapsible sections; program of the day and the coin event open by default.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { SUPPORT_URL } from '../../lib/links.ts';
import {
  CalendarIcon,
  ChevronDownIcon,
  DepositIcon,
  GiftIcon,
  HeadsetIcon,
  WithdrawIcon,
} from '../../ui/icons.tsx';

type SectionKey = 'program' | 'event' | 'deposit' | 'withdraw' | 'contact';

const SECTIONS: { key: SectionKey; icon: ReactNode; isOpen: boolean }[] = [
  { key: 'program', icon: <CalendarIcon />, isOpen: true },
  { key: 'event', icon: <GiftIcon />, isOpen: true },
  { key: 'deposit', icon: <DepositIcon />, isOpen: false },
  { key: 'withdraw', icon: <WithdrawIcon />, isOpen: false },
  { key: 'contact', icon: <HeadsetIcon />, isOpen: false },
];

export function SidePanel() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('home.side_panel')} className="space-y-3">
      {SECTIONS.map(({ key, icon, isOpen }) => (
        <details
          key={key}
          open={isOpen}
          className="group rounded-[var(--radius-card)] bg-ink-800 ring-1 ring-ink-600/60"
        >
          <summary className="flex min-h-13 cursor-pointer list-none items-center gap-3 px-4 py-3 font-medium text-ink-100 [&::-webkit-details-marker]:hidden">
            <span className="flex size-9 items-center justify-center rounded-lg bg-gold-500/15 text-lg text-gold-400">
              {icon}
            </span>
            <span className="flex-1">{t(`home.sections.${key}.title`)}</span>
            <ChevronDownIcon className="text-ink-300 transition group-open:rotate-180" />
          </summary>
          <div className="px-4 pb-4 text-sm leading-relaxed text-ink-300">
            <p>{t(`home.sections.${key}.text`)}</p>
            {key === 'contact' ? (
              <a
                href={SUPPORT_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-success/90 px-4 font-medium text-white hover:bg-success"
              >
                <HeadsetIcon />
                {t('common.contact_support')}
              </a>
            ) : null}
          </div>
        </details>
      ))}
    </aside>
  );
}
