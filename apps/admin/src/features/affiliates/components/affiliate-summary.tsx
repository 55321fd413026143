import { AFFILIATE_REWARD_PERCENT } from '@sanam/contract/constants.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import type { AffiliateReport } from '@sanam/contract/rewards.ts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-count.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-card border border-ink-700 bg-ink-800 p-3 shadow-card">
      <dt className="text-xs text-ink-300">{label}</dt>
      <dd className="tabular text-2xl font-semibold text-ink-100">{value}</dd>
      {note && <dd className="text-xs text-ink-300">{note}</dd>}
    </div>
  );
}

/** The whole programme at a glance, whatever the search: who invites, whom, what it cost the house, and what waits for play. */
export function AffiliateSummary({ summary }: { summary: AffiliateReport['summary'] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <section aria-label={t('affiliates.summary')} className="mb-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label={t('affiliates.referrers')} value={formatCount(summary.referrers, lang)} />
        <Figure label={t('affiliates.invited')} value={formatCount(summary.invited, lang)} />
        <Figure
          label={t('affiliates.rewarded')}
          value={formatCount(summary.rewarded, lang)}
          note={t('affiliates.rewarded_note')}
        />
        <Figure
          label={t('affiliates.reward_total')}
          value={`฿${formatBaht(summary.reward_total, lang)}`}
          note={
            summary.capped > 0
              ? `${t('affiliates.reward_note', { percent: AFFILIATE_REWARD_PERCENT })} · ${t('affiliates.capped_note', { count: summary.capped })}`
              : t('affiliates.reward_note', { percent: AFFILIATE_REWARD_PERCENT })
          }
        />
        <Figure
          label={t('affiliates.held')}
          value={`฿${formatBaht(summary.held_total, lang)}`}
          note={t('affiliates.held_note', { count: summary.held })}
        />
      </dl>
    </section>
  );
}
