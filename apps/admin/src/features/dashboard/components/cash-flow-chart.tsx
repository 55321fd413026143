// The deposits credited and the withdrawals paid out in each hour, the last 24 or today's
// on the Bangkok clock (admins and cashiers).
import { CASH_FLOW_RANGES, type CashFlowHour, type CashFlowRange } from '@sanam/contract/dashboard.ts';
import { DataTable } from '@sanam/ui/data-table.tsx';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useCashFlowChart } from '../api/dashboard-charts.ts';
import { ChartCard, axisBaht, figureBaht } from './chart-card.tsx';
import { ChartFrame } from './chart-frame.tsx';
import type { ChartProps } from './chart-types.ts';

function CashFigures({ hours }: { hours: readonly CashFlowHour[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <DataTable
      look="compact"
      caption={t('charts.cash.table')}
      rows={[...hours].reverse()}
      rowKey={(h) => h.hour}
      columns={[
        {
          key: 'hour',
          label: t('charts.col.hour'),
          isRowHeader: true,
          cellClassName: 'text-left',
          cell: (h) => formatInstant(h.hour, lang, 'clock'),
        },
        {
          key: 'deposits',
          label: t('charts.cash.deposits'),
          align: 'right',
          cellClassName: 'tabular',
          cell: (h) =>
            t('charts.cash.figure', { amount: figureBaht(h.deposits, lang), count: h.deposit_count }),
        },
        {
          key: 'withdrawals',
          label: t('charts.cash.withdrawals'),
          align: 'right',
          cellClassName: 'tabular',
          cell: (h) =>
            t('charts.cash.figure', { amount: figureBaht(h.withdrawals, lang), count: h.withdrawal_count }),
        },
      ]}
    />
  );
}

function CashChartBody({ hours }: { hours: readonly CashFlowHour[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const chart = useMemo((): ChartProps => {
    const hourText = (i: number) => {
      const h = hours[i];
      return h ? formatInstant(h.hour, lang, 'clock') : '';
    };
    return {
      xKind: 'index',
      x: hours.map((_, i) => i),
      series: [
        {
          label: t('charts.cash.deposits'),
          color: 'success',
          kind: 'bars',
          barAlign: -1,
          values: hours.map((h) => h.deposits),
        },
        {
          label: t('charts.cash.withdrawals'),
          color: 'danger',
          kind: 'bars',
          barAlign: 1,
          values: hours.map((h) => h.withdrawals),
        },
      ],
      xTick: hourText,
      xText: (_x, i) => hourText(i),
      axisText: axisBaht,
      valueText: (v) => figureBaht(v, lang),
      xSpace: 44,
    };
  }, [hours, lang, t]);
  const total = (key: 'deposits' | 'withdrawals') =>
    hours.reduce((sum, h) => sum + Math.round(h[key] * 100), 0) / 100;
  return (
    <ChartFrame
      chart={chart}
      summary={t('charts.cash.summary', {
        deposits: figureBaht(total('deposits'), lang),
        withdrawals: figureBaht(total('withdrawals'), lang),
      })}
      table={<CashFigures hours={hours} />}
    />
  );
}

export function CashFlowChart() {
  const { t } = useTranslation();
  const [range, setRange] = useState<CashFlowRange>('24h');
  const query = useCashFlowChart(range, true);
  return (
    <ChartCard
      title={t('charts.cash.title')}
      subtitle={t('charts.cash.subtitle')}
      actions={
        <SegmentedControl
          label={t('charts.cash.range')}
          value={range}
          onChange={setRange}
          options={CASH_FLOW_RANGES.map((value) => ({ value, label: t(`charts.cash.range_${value}`) }))}
        />
      }
      query={query}
      emptyText={t('charts.cash.empty')}
      isEmpty={(data) => data.hours.every((h) => h.deposit_count === 0 && h.withdrawal_count === 0)}
    >
      {(data) => <CashChartBody hours={data.hours} />}
    </ChartCard>
  );
}
