// A round's exposure over its life: after each bet (or each time bucket of a busy round),
// what the house would pay out of its own pocket if red, blue or a draw won. The round is the one the
// address names (?round=, the match desk links here), else the live round with the most stakes.
import type { ChartRound, DashboardExposure, ExposurePoint } from '@sanam/contract/dashboard.ts';
import { formatWhole } from '@sanam/contract/money.ts';
import { Button } from '@sanam/ui/button.tsx';
import { DataTable } from '@sanam/ui/data-table.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { SelectField, TextField } from '@sanam/ui/field.tsx';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatInstant } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useExposureChart } from '../api/dashboard-charts.ts';
import { ChartCard, axisBaht, figureBaht } from './chart-card.tsx';
import { ChartFrame } from './chart-frame.tsx';
import type { ChartProps } from './chart-types.ts';

const RESULTS = [
  { key: 'red', color: 'red-side', label: 'charts.exposure.if_red' },
  { key: 'blue', color: 'blue-side', label: 'charts.exposure.if_blue' },
  { key: 'green', color: 'tie', label: 'charts.exposure.if_draw' },
] as const;

function roundIdOf(text: string | null): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function ExposureFigures({ points }: { points: readonly ExposurePoint[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <DataTable
      look="compact"
      caption={t('charts.exposure.table')}
      minWidthClass="min-w-[520px]"
      rows={[...points].reverse()}
      rowKey={(p) => p.at}
      columns={[
        {
          key: 'at',
          label: t('charts.col.time'),
          isRowHeader: true,
          cellClassName: 'text-left',
          cell: (p) => formatInstant(p.at, lang, 'time'),
        },
        {
          key: 'bets',
          label: t('charts.exposure.bets'),
          align: 'right',
          cellClassName: 'tabular',
          cell: (p) => formatWhole(p.bets),
        },
        {
          key: 'stakes',
          label: t('charts.exposure.stakes'),
          align: 'right',
          cellClassName: 'tabular',
          cell: (p) => figureBaht(p.stakes, lang),
        },
        ...RESULTS.map((r) => ({
          key: r.key,
          label: t(r.label),
          align: 'right' as const,
          cellClassName: 'tabular',
          cell: (p: ExposurePoint) => figureBaht(p.house_loss[r.key], lang),
        })),
      ]}
    />
  );
}

function ExposureChartBody({ round, points }: { round: ChartRound; points: readonly ExposurePoint[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const chart = useMemo((): ChartProps => {
    const seconds = points.map((p) => Date.parse(p.at) / 1000);
    // the book after the last bet holds on: one more x a little later draws its level, not a spike
    const first = seconds[0] ?? 0;
    const last = seconds.at(-1) ?? 0;
    const x = [...seconds, last + Math.max(1, (last - first) * 0.03)];
    const held = [...points, ...points.slice(-1)];
    return {
      xKind: 'time',
      x,
      series: RESULTS.map((r) => ({
        label: t(r.label),
        color: r.color,
        kind: 'step' as const,
        values: held.map((p) => p.house_loss[r.key]),
      })),
      // whole minutes as 14:05, a busy round's seconds as 14:05:30
      xTick: (x) => formatInstant(x * 1000, lang, x % 60 === 0 ? 'clock' : 'time'),
      xText: (_x, i) => {
        const p = points[Math.min(i, points.length - 1)];
        return t('charts.exposure.point', {
          time: p ? formatInstant(p.at, lang, 'time') : '',
          bets: formatWhole(p?.bets ?? 0),
        });
      },
      axisText: axisBaht,
      valueText: (v) => figureBaht(v, lang),
      xSpace: 72,
    };
  }, [points, lang, t]);
  const last = points.at(-1);
  if (!last) return <EmptyState title={t('charts.exposure.no_bets')} />;
  return (
    <ChartFrame
      chart={chart}
      summary={t('charts.exposure.summary', {
        round: round.round_name,
        bets: formatWhole(last.bets),
        stakes: figureBaht(last.stakes, lang),
        red: figureBaht(last.house_loss.red, lang),
        blue: figureBaht(last.house_loss.blue, lang),
        green: figureBaht(last.house_loss.green, lang),
      })}
      table={<ExposureFigures points={points} />}
    />
  );
}

function RoundPicker({
  data,
  onPick,
}: {
  data: DashboardExposure | undefined;
  onPick: (id: number) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [typed, setTyped] = useState('');
  const rounds = data ? [...data.live_rounds] : [];
  if (data?.round && !rounds.some((r) => r.id === data.round?.id)) rounds.unshift(data.round);
  const optionText = (r: ChartRound) =>
    t(r.is_end ? 'charts.exposure.option_ended' : 'charts.exposure.option', {
      id: r.id,
      round: r.round_name,
      stakes: figureBaht(r.stakes, lang),
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = roundIdOf(typed.trim());
    if (id !== null) onPick(id);
  };
  return (
    <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
      <SelectField
        label={t('charts.exposure.round')}
        className="min-w-0 flex-1 sm:w-64 sm:flex-none"
        value={data?.round?.id ?? ''}
        disabled={rounds.length === 0}
        onChange={(e) => {
          const id = roundIdOf(e.target.value);
          if (id !== null) onPick(id);
        }}
      >
        {rounds.length === 0 && <option value="">{t('charts.exposure.no_round')}</option>}
        {rounds.map((r) => (
          <option key={r.id} value={r.id}>
            {optionText(r)}
          </option>
        ))}
      </SelectField>
      <form onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label={t('charts.exposure.round_id')}
          inputMode="numeric"
          className="w-24"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" className="h-10">
          {t('charts.exposure.show')}
        </Button>
      </form>
    </div>
  );
}

export function ExposureChart() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roundId = roundIdOf(params.get('round'));
  const query = useExposureChart(roundId, true);
  const pick = (id: number) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set('round', String(id));
        return next;
      },
      { replace: true },
    );
  return (
    <ChartCard
      title={t('charts.exposure.title')}
      subtitle={t('charts.exposure.subtitle')}
      actions={<RoundPicker data={query.data} onPick={pick} />}
      query={query}
      emptyText={t('charts.exposure.no_round')}
      isEmpty={(data) => data.round === null}
    >
      {(data) => data.round && <ExposureChartBody round={data.round} points={data.points} />}
    </ChartCard>
  );
}
