import { MATCH_RESULTS, type Exposure } from '@sanam/contract/matches.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import { Panel } from './panel.tsx';

const sides = [
  { key: 'red', tone: 'text-red-side' },
  { key: 'blue', tone: 'text-blue-side' },
  { key: 'tie', tone: 'text-tie' },
  { key: 'notie', tone: 'text-ink-200' },
] as const;

type Props = {
  exposure: Exposure | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  updatedAt: number;
};

/** House result > 0: the house keeps money (green); < 0: it pays out of its own pocket (red). */
function houseTone(baht: number): string {
  return baht > 0 ? 'text-success' : baht < 0 ? 'text-danger' : 'text-ink-200';
}

function signed(baht: number, lang: 'th' | 'en'): string {
  const text = formatBaht(Math.abs(baht), lang);
  return baht > 0 ? `+${text}` : baht < 0 ? `−${text}` : text;
}

export function ExposurePanel({ exposure, isPending, isFetching, error, updatedAt }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const locale = lang === 'en' ? 'en-US' : 'th-TH';
  const time = updatedAt ? formatTime(updatedAt, lang) : null;

  return (
    <Panel
      title={t('matches.exposure.title')}
      actions={
        <span className="flex items-center gap-2 text-xs text-ink-300">
          {isFetching && <Spinner className="size-3.5 text-gold-500" />}
          {time && t('matches.exposure.updated_at', { time })}
        </span>
      }
    >
      {isPending ? (
        <LoadingState />
      ) : !exposure ? (
        <ErrorState message={errorMessage(error)} />
      ) : (
        <>
          <dl className="mb-3 grid grid-cols-2 gap-2">
            <div className="rounded-lg bg-ink-900/60 px-3 py-2">
              <dt className="text-xs text-ink-300">{t('matches.exposure.bets')}</dt>
              <dd className="tabular text-xl font-semibold">{exposure.bets.toLocaleString(locale)}</dd>
            </div>
            <div className="rounded-lg bg-ink-900/60 px-3 py-2">
              <dt className="text-xs text-ink-300">{t('matches.exposure.bettors')}</dt>
              <dd className="tabular text-xl font-semibold">{exposure.bettors.toLocaleString(locale)}</dd>
            </div>
          </dl>
          <table className="w-full text-sm">
            <caption className="mb-1 text-left text-xs font-medium tracking-wide text-ink-300 uppercase">
              {t('matches.exposure.stakes')}
            </caption>
            <tbody className="divide-y divide-ink-700">
              {sides.map(({ key, tone }) => (
                <tr key={key}>
                  <th scope="row" className={`py-1.5 text-left font-medium ${tone}`}>
                    {t(`matches.side.${key}`)}
                  </th>
                  <td className="tabular py-1.5 text-right font-semibold">
                    {formatBaht(exposure.stakes[key], lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="mt-4 w-full text-sm">
            <caption className="mb-1 text-left text-xs font-medium tracking-wide text-ink-300 uppercase">
              {t('matches.exposure.house_result')}
            </caption>
            <tbody className="divide-y divide-ink-700">
              {MATCH_RESULTS.map((result) => {
                const baht = exposure.house_result[result];
                return (
                  <tr key={result}>
                    <th scope="row" className="py-1.5 text-left font-medium text-ink-200">
                      {t(`matches.result.${result}`)}
                    </th>
                    <td className={`tabular py-1.5 text-right text-base font-semibold ${houseTone(baht)}`}>
                      {signed(baht, lang)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-ink-300">{t('matches.exposure.legend')}</p>
          {error && (
            <p role="alert" className="mt-2 text-xs text-danger">
              {errorMessage(error)}
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
