// The statement of activity (/play/activity, "สรุปการเล่น"): what the member deposited, withdrew,
// staked and won or lost, per Bangkok day over the last month or per month over the last year. The
// chart draws every period of the range, quiet ones as gaps; the table lists the periods that had
// anything, newest first, with the range's totals. The figures are the server's (play activity.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityStatement } from '@sanam/contract/play.ts';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import { Skeleton, SkeletonList } from '@sanam/ui/skeleton.tsx';
import { useFormatBaht } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { dayMonth, monthYear } from '../../../lib/time-format.ts';
import { CalendarIcon, ShieldIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useActivity, type ActivityGrain } from '../api/activity.ts';
import { ActivityChart } from './activity-chart.tsx';

type Row = ActivityStatement['rows'][number];

const GRAINS: readonly ActivityGrain[] = ['day', 'month'];
const FIGURES = ['deposits', 'withdrawals', 'stakes', 'net'] as const;

const hasActivity = (r: Row) => FIGURES.some((f) => r[f] !== 0);

/**
 * "1 มี.ค." / "มี.ค. 69": a period as the chart and the table name it (a day of the last month needs no
 * year, and leaves the table's four figures room on a phone).
 */
function usePeriodLabel(): (period: string) => string {
  const lang = useLang();
  const at = (period: string) => new Date(`${period.length === 7 ? `${period}-01` : period}T12:00:00+07:00`);
  return (p) => (p.length === 7 ? monthYear(at(p), lang) : dayMonth(at(p), lang));
}

/** A figure of the table, in baht (its caption says so); the net with its sign and colour. */
function Amount({ baht, isSigned = false }: { baht: number; isSigned?: boolean }) {
  const formatBaht = useFormatBaht();
  if (!isSigned) return <>{formatBaht(baht)}</>;
  const [sign, tone] =
    baht > 0 ? ['+', 'text-success'] : baht < 0 ? ['-', 'text-danger'] : ['', 'text-ink-100'];
  return <span className={tone}>{`${sign}${formatBaht(Math.abs(baht))}`}</span>;
}

function ActivityTable({ statement }: { statement: ActivityStatement }) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  const active = statement.rows.filter(hasActivity);
  const totals = Object.fromEntries(
    FIGURES.map((f) => [f, statement.rows.reduce((sum, r) => sum + r[f], 0)]),
  ) as Record<(typeof FIGURES)[number], number>;
  // whole satang summed in floating point: rounded back to the satang
  const total = (f: (typeof FIGURES)[number]) => Math.round(totals[f] * 100) / 100;
  const cell = 'px-1.5 py-2.5 text-right whitespace-nowrap tabular-nums sm:px-3';
  return (
    <div className="overflow-x-auto rounded-2xl bg-ink-900/70 ring-1 ring-ink-600/60">
      <table className="w-full text-xs sm:text-sm">
        <caption className="px-3 pt-3 pb-1 text-left text-xs text-ink-400">
          {t(`activity_page.table.caption_${statement.by}`)}
        </caption>
        <thead className="text-right text-xs text-ink-300">
          <tr>
            <th scope="col" className="px-1.5 py-2 text-left font-medium sm:px-3">
              {t(`activity_page.table.period_${statement.by}`)}
            </th>
            {FIGURES.map((f) => (
              <th key={f} scope="col" className="px-1.5 py-2 font-medium sm:px-3">
                {t(`activity_page.table.${f}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {active.map((r) => (
            <tr key={r.period} className="border-t border-ink-700/70 text-ink-100">
              <th scope="row" className="px-1.5 py-2.5 text-left font-normal whitespace-nowrap sm:px-3">
                {periodLabel(r.period)}
              </th>
              {FIGURES.map((f) => (
                <td key={f} className={cell}>
                  <Amount baht={r[f]} isSigned={f === 'net'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-ink-600 font-semibold text-ink-100">
          <tr>
            <th scope="row" className="px-1.5 py-2.5 text-left whitespace-nowrap sm:px-3">
              {t(`activity_page.table.total_${statement.by}`, { n: statement.rows.length })}
            </th>
            {FIGURES.map((f) => (
              <td key={f} className={cell}>
                <Amount baht={total(f)} isSigned={f === 'net'} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Statement({ statement }: { statement: ActivityStatement }) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  if (!statement.rows.some(hasActivity))
    return (
      <EmptyState
        icon={<CalendarIcon />}
        title={t('activity_page.empty_title')}
        text={t(`activity_page.empty_text_${statement.by}`, { n: statement.rows.length })}
      />
    );
  return (
    <div className="space-y-4">
      <ActivityChart
        rows={statement.rows}
        label={t(`activity_page.chart.label_${statement.by}`, { n: statement.rows.length })}
        periodLabel={periodLabel}
      />
      <ActivityTable statement={statement} />
      <p className="text-xs leading-relaxed text-ink-400">{t('activity_page.note')}</p>
    </div>
  );
}

export function ActivityPage() {
  const { t } = useTranslation();
  const [grain, setGrain] = useState<ActivityGrain>('day');
  const query = useActivity(grain);
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-5">
      <PageHeader
        icon={<CalendarIcon />}
        title={t('activity_page.title')}
        subtitle={t('activity_page.subtitle')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl
          label={t('activity_page.by_label')}
          options={GRAINS.map((g) => ({ value: g, label: t(`activity_page.by.${g}`) }))}
          value={grain}
          onChange={setGrain}
        />
        <Link
          to="/play"
          className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm text-gold-400 ring-1 ring-gold-500/40 hover:bg-gold-500/10"
        >
          <ShieldIcon />
          {t('activity_page.to_limits')}
        </Link>
      </div>
      {query.isPending ? (
        <SkeletonList label={t('activity_page.loading')}>
          <Skeleton className="mb-4 h-48 w-full" />
          <Skeleton className="h-56 w-full" />
        </SkeletonList>
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <div
          aria-busy={query.isPlaceholderData}
          className={query.isPlaceholderData ? 'opacity-60' : undefined}
        >
          <Statement statement={query.data} />
        </div>
      )}
    </div>
  );
}
