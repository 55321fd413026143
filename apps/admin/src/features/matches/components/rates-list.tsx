import type { Rate } from '@sanam/contract/matches.ts';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { DataTable } from '@sanam/ui/data-table.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { Panel } from './panel.tsx';

/** The rates of the round, newest (current) first. */
export function RatesList({ rates }: { rates: Rate[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Panel title={t('matches.rates.title')}>
      {rates.length === 0 ? (
        <EmptyState title={t('matches.rate.none')} />
      ) : (
        <div className="max-h-72 overflow-y-auto">
          <DataTable
            look="compact"
            rows={rates}
            rowClassName={(_, index) => (index === 0 ? 'text-gold-300' : 'text-ink-200')}
            columns={[
              {
                key: 'time',
                label: t('matches.rates.time'),
                cellClassName: 'tabular',
                cell: (rate) => formatTime(rate.created_at, lang),
              },
              {
                key: 'name',
                label: t('matches.rates.name'),
                cellClassName: 'font-medium',
                cell: (rate, index) => (
                  <>
                    {rate.rate_name}
                    {index === 0 && <span className="sr-only"> ({t('matches.rate.current')})</span>}
                  </>
                ),
              },
              {
                key: 'red',
                label: t('matches.side.red'),
                align: 'right',
                headerClassName: 'text-red-side',
                cellClassName: 'tabular',
                cell: (rate) => `${rate.red_rate_1}/${rate.red_rate_2}`,
              },
              {
                key: 'blue',
                label: t('matches.side.blue'),
                align: 'right',
                headerClassName: 'text-blue-side',
                cellClassName: 'tabular',
                cell: (rate) => `${rate.blue_rate_1}/${rate.blue_rate_2}`,
              },
            ]}
          />
        </div>
      )}
    </Panel>
  );
}
