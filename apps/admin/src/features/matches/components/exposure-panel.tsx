import { MATCH_RESULTS, type Exposure } from '@sanam/contract/matches.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { DataTable } from '@sanam/ui/data-table.tsx';
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

/** A captioned table of figures: each row named by its header, its figure on the right. */
function Figures<Row>({
  caption,
  rows,
  rowKey,
  name,
  nameClassName,
  value,
  valueClassName = () => '',
  className,
}: {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  name: (row: Row) => string;
  nameClassName: (row: Row) => string;
  value: (row: Row) => string;
  valueClassName?: (row: Row) => string;
  className?: string;
}) {
  return (
    <DataTable
      look="compact"
      hasHeader={false}
      caption={caption}
      className={className}
      rows={rows}
      rowKey={rowKey}
      columns={[
        {
          key: 'name',
          label: caption,
          isRowHeader: true,
          cellClassName: (row) => `text-left font-medium ${nameClassName(row)}`,
          cell: name,
        },
        {
          key: 'value',
          label: caption,
          align: 'right',
          cellClassName: (row) => `tabular ${valueClassName(row)} font-semibold`,
          cell: value,
        },
      ]}
    />
  );
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
          <Figures
            caption={t('matches.exposure.stakes')}
            rows={sides}
            rowKey={(side) => side.key}
            nameClassName={(side) => side.tone}
            name={(side) => t(`matches.side.${side.key}`)}
            value={(side) => formatBaht(exposure.stakes[side.key], lang)}
          />
          <Figures
            className="mt-4"
            caption={t('matches.exposure.house_result')}
            rows={MATCH_RESULTS}
            rowKey={(result) => result}
            nameClassName={() => 'text-ink-200'}
            name={(result) => t(`matches.result.${result}`)}
            valueClassName={(result) => `text-base ${houseTone(exposure.house_result[result])}`}
            value={(result) => signed(exposure.house_result[result], lang)}
          />
          <p className="mt-2 text-xs text-ink-300">{t('matches.exposure.legend')}</p>
          {/* this book is the single bets'; the cap is checked against the risk read, step tickets included */}
          <p className="mt-1 text-xs text-ink-300">{t('matches.exposure.singles_only')}</p>
          {/* the dashboard charts this book bet by bet */}
          <Link
            to={`/?round=${exposure.match_id}`}
            className="mt-2 inline-block text-xs font-medium text-gold-300 underline-offset-2 hover:underline"
          >
            {t('charts.exposure.link')}
          </Link>
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
