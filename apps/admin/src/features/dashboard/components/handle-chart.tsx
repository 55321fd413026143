// What the members staked each Bangkok day of the last 30 (every kind of wager), and what
// the house kept of what was settled that day.
import type { DashboardDay } from '@sanam/contract/dashboard.ts';
import { DataTable } from '@sanam/ui/data-table.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, fromBangkokInput } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useHandleChart } from '../api/dashboard-charts.ts';
import { ChartCard, axisBaht, figureBaht } from './chart-card.tsx';
import { ChartFrame } from './chart-frame.tsx';
import type { ChartProps } from './chart-types.ts';

const dayInstant = (day: string) => fromBangkokInput(`${day}T00:00`) ?? day;

function HandleFigures({ days }: { days: readonly DashboardDay[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const money = (key: keyof DashboardDay, label: string) => ({
    key,
    label,
    align: 'right' as const,
    cellClassName: 'tabular',
    cell: (d: DashboardDay) => figureBaht(d[key] as number, lang),
  });
  return (
    <DataTable
      look="compact"
      caption={t('charts.handle.table')}
      minWidthClass="min-w-[560px]"
      rows={[...days].reverse()}
      rowKey={(d) => d.day}
      columns={[
        {
          key: 'day',
          label: t('charts.col.day'),
          isRowHeader: true,
          cellClassName: 'text-left',
          cell: (d) => formatInstant(dayInstant(d.day), lang, 'dayMonth'),
        },
        money('stakes', t('charts.handle.stakes')),
        money('settled_stakes', t('charts.handle.settled_stakes')),
        money('payouts', t('charts.handle.payouts')),
        money('refunds', t('charts.handle.refunds')),
        money('house_result', t('charts.handle.house_result')),
      ]}
    />
  );
}

function HandleChartBody({ days }: { days: readonly DashboardDay[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const chart = useMemo((): ChartProps => {
    const dayText = (i: number) => {
      const d = days[i];
      return d ? formatInstant(dayInstant(d.day), lang, 'dayMonth') : '';
    };
    return {
      xKind: 'index',
      x: days.map((_, i) => i),
      series: [
        {
          label: t('charts.handle.stakes'),
          color: 'gold-500',
          kind: 'bars',
          values: days.map((d) => d.stakes),
        },
        {
          label: t('charts.handle.house_result'),
          color: 'success',
          kind: 'line',
          values: days.map((d) => d.house_result),
        },
      ],
      xTick: dayText,
      xText: (_x, i) => dayText(i),
      axisText: axisBaht,
      valueText: (v) => figureBaht(v, lang),
      xSpace: 56,
    };
  }, [days, lang, t]);
  const total = (key: 'stakes' | 'house_result') =>
    days.reduce((sum, d) => sum + Math.round(d[key] * 100), 0) / 100;
  return (
    <ChartFrame
      chart={chart}
      summary={t('charts.handle.summary', {
        stakes: figureBaht(total('stakes'), lang),
        house: figureBaht(total('house_result'), lang),
      })}
      table={<HandleFigures days={days} />}
    />
  );
}

export function HandleChart() {
  const { t } = useTranslation();
  const query = useHandleChart(true);
  return (
    <ChartCard
      title={t('charts.handle.title')}
      subtitle={t('charts.handle.subtitle')}
      query={query}
      emptyText={t('charts.handle.empty')}
      isEmpty={(data) =>
        data.days.every((d) => d.stakes === 0 && d.settled_stakes === 0 && d.house_result === 0)
      }
    >
      {(data) => <HandleChartBody days={data.days} />}
    </ChartCard>
  );
}
