import type { RateNumbers } from '@sanam/contract/odds.ts';
import {
  bothSidesReturn,
  givesMemberEdge,
  impliedProbability,
  isValidQuote,
  isValidSideRate,
  overround,
  sidesOf,
  type SideRate,
} from '@sanam/contract/pricing.ts';
import { useTranslation } from 'react-i18next';

/** A fraction as a percent with one decimal ("52.6%"); a margin a hair under 0 still reads "-0.0%". */
export function percentText(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

type Props = {
  /** the numbers as typed: NaN (or out of range) while a field holds no rate */
  typed: RateNumbers;
  /** the warning's id, for the publish button to name it */
  warningId: string;
};

/**
 * What the typed rate means as a price, live before it is published: each side's implied
 * probability, the house's margin (overround) on red + blue, and a warning when the quote gives
 * members the edge (contract pricing.ts). A side not yet a valid rate shows a dash.
 */
export function RatePricing({ typed, warningId }: Props) {
  const { t } = useTranslation();
  const { red, blue } = sidesOf(typed);
  const probability = (side: SideRate) =>
    isValidSideRate(side) ? percentText(impliedProbability(side)) : '–';
  const isQuote = isValidQuote(typed);
  const margin = isQuote ? overround(typed) : null;
  const hasEdge = isQuote && givesMemberEdge(typed);

  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-xs text-ink-300">
        <span className="font-medium tracking-wide uppercase">{t('matches.pricing.implied')}</span>
        <dl aria-label={t('matches.pricing.title')} className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <div className="flex gap-1">
            <dt className="text-red-side">{t('matches.pricing.red')}</dt>
            <dd className="tabular font-medium text-ink-100">{probability(red)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-blue-side">{t('matches.pricing.blue')}</dt>
            <dd className="tabular font-medium text-ink-100">{probability(blue)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('matches.pricing.margin')}</dt>
            <dd className={`tabular font-medium ${hasEdge ? 'text-warning' : 'text-ink-100'}`}>
              {margin === null ? '–' : percentText(margin)}
            </dd>
          </div>
        </dl>
      </div>
      {hasEdge && (
        <p
          id={warningId}
          role="alert"
          className="mt-1.5 rounded-lg border border-warning/50 bg-warning/10 px-3 py-1.5 text-sm font-medium text-warning"
        >
          <span aria-hidden="true">⚠ </span>
          {t('matches.pricing.member_edge', { gain: percentText(bothSidesReturn(typed)) })}
        </p>
      )}
    </div>
  );
}
