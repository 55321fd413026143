// Spec §2 previous rates: numbered, rate_name or "no data"; up to PREVIOUS_RATES_MOBILE entries on
// phones, behind a toggle, and PREVIOUS_RATES_DESKTOP on wide screens, always shown.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIOUS_RATES_DESKTOP, PREVIOUS_RATES_MOBILE } from '@sanam/contract/constants.ts';
import type { Rate } from '@sanam/contract/matches.ts';
import { useRateName } from '../../../lib/rate-name.ts';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import { useIsDesktop } from '../../../lib/use-is-desktop.ts';

export function PreviousRates({ rates }: { rates: readonly Rate[] }) {
  const { t } = useTranslation();
  const rateName = useRateName();
  const id = useId();
  const isDesktop = useIsDesktop();
  const [isOpen, setIsOpen] = useState(false);
  const shown = rates.slice(0, isDesktop ? PREVIOUS_RATES_DESKTOP : PREVIOUS_RATES_MOBILE);
  const isExpanded = isDesktop || isOpen;
  const listId = `${id}-list`;

  const heading = (
    <span className="flex items-center gap-2">
      <span className="font-medium text-ink-100">{t('room.rates.title')}</span>
      <span className="rounded-full bg-ink-700 px-2 text-xs text-ink-300 tabular-nums">
        {t('room.rates.count', { count: rates.length })}
      </span>
    </span>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius-card)] bg-ink-800 ring-1 ring-ink-700"
    >
      <h2 id={`${id}-title`} className="m-0">
        {isDesktop ? (
          <span className="flex min-h-12 items-center px-4">{heading}</span>
        ) : (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={listId}
            onClick={() => setIsOpen((v) => !v)}
            className="flex min-h-12 w-full items-center justify-between gap-2 rounded-[var(--radius-card)] px-4 text-left focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            {heading}
            <ChevronDownIcon className={`text-ink-300 transition ${isOpen ? 'rotate-180' : ''}`} />
          </button>
        )}
      </h2>
      {isExpanded ? (
        <ol id={listId} className="max-h-80 space-y-1 overflow-y-auto px-3 pb-3">
          {shown.length === 0 ? (
            <li className="rounded-lg bg-ink-900/60 px-3 py-2 text-sm text-ink-300">
              {t('room.rates.no_data')}
            </li>
          ) : (
            shown.map((rate, index) => {
              const name = rateName(rate.rate_name).trim();
              return (
                <li
                  key={rate.id}
                  className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                    index === 0 ? 'bg-gold-500/10 ring-1 ring-gold-500/30' : 'bg-ink-900/60'
                  }`}
                >
                  <span className="w-8 shrink-0 text-ink-300 tabular-nums">{rates.length - index}.</span>
                  <span className={`flex-1 font-medium ${name ? 'text-ink-100' : 'text-ink-300'}`}>
                    {name || t('room.rates.no_data')}
                  </span>
                  {index === 0 ? (
                    <span className="rounded-full bg-gold-500/20 px-2 text-xs text-gold-400">
                      {t('room.rates.latest')}
                    </span>
                  ) : null}
                </li>
              );
            })
          )}
        </ol>
      ) : null}
    </section>
  );
}
