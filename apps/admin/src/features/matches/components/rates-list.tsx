import type { Rate } from '@sanam/contract/matches.ts';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
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
          <table className="w-full text-sm">
            <thead className="text-xs text-ink-300">
              <tr>
                <th scope="col" className="py-1 text-left font-medium">
                  {t('matches.rates.time')}
                </th>
                <th scope="col" className="py-1 text-left font-medium">
                  {t('matches.rates.name')}
                </th>
                <th scope="col" className="py-1 text-right font-medium text-red-side">
                  {t('matches.side.red')}
                </th>
                <th scope="col" className="py-1 text-right font-medium text-blue-side">
                  {t('matches.side.blue')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-700">
              {rates.map((rate, index) => (
                <tr key={rate.id} className={index === 0 ? 'text-gold-300' : 'text-ink-200'}>
                  <td className="tabular py-1.5">{formatTime(rate.created_at, lang)}</td>
                  <td className="py-1.5 font-medium">
                    {rate.rate_name}
                    {index === 0 && <span className="sr-only"> ({t('matches.rate.current')})</span>}
                  </td>
                  <td className="tabular py-1.5 text-right">
                    {rate.red_rate_1}/{rate.red_rate_2}
                  </td>
                  <td className="tabular py-1.5 text-right">
                    {rate.blue_rate_1}/{rate.blue_rate_2}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
