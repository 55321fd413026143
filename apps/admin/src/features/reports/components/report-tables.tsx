// The four reports as tables (the kit's DataTable), each closed by its totals row. Amounts are baht
// with 2 decimals; times on the Bangkok clock (lib/format-time.ts).
import { MemberFileLink } from '../../../ui/member-link.tsx';
import { formatBaht, formatWhole } from '@sanam/contract/money.ts';
import type {
  DailySummaryReport,
  DailySummaryRow,
  MemberStatement,
  RoundPnlReport,
  RoundPnlRow,
  ShiftReport,
  ShiftRow,
  ShiftTotal,
  StatementRow,
} from '@sanam/contract/reports.ts';
import { DataTable, type DataColumn } from '@sanam/ui/data-table.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** A table's lines: its rows, then the totals row. */
type Line<Row, Total> = { row: Row; total?: never } | { total: Total; row?: never };

const TOTAL_ROW = 'bg-ink-950/60 font-semibold text-ink-100';
const rowClass = (line: { total?: unknown }) => (line.total ? TOTAL_ROW : 'hover:bg-ink-700/40');
const money = (baht: number) => formatBaht(baht);
const signed = (baht: number) => (baht < 0 ? 'tabular text-danger' : 'tabular');

function amountColumn<L>(key: string, label: string, of: (line: L) => number | null): DataColumn<L> {
  return {
    key,
    label,
    align: 'right',
    cellClassName: (line) => signed(of(line) ?? 0),
    cell: (line) => {
      const v = of(line);
      return v === null ? '' : money(v);
    },
  };
}

export function RoundPnlTable({ report }: { report: RoundPnlReport }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  type L = Line<RoundPnlRow, RoundPnlReport['totals']>;
  const lines: L[] = [...report.rows.map((row) => ({ row })), { total: report.totals }];
  const figure = (line: L) => line.row ?? line.total;
  return (
    <DataTable<L>
      minWidthClass="min-w-[960px]"
      rows={lines}
      rowKey={(line) => line.row?.match_id ?? 'total'}
      rowClassName={rowClass}
      columns={[
        {
          key: 'settled_at',
          label: t('reports.col.settled_at'),
          cellClassName: 'tabular whitespace-nowrap text-ink-300',
          cell: (line) => (line.row ? formatDateTime(line.row.settled_at, lang) : t('reports.total')),
        },
        { key: 'stadium', label: t('reports.col.stadium'), cell: (line) => line.row?.stadium ?? '' },
        {
          key: 'round',
          label: t('reports.col.round'),
          cell: (line) =>
            line.row ? (
              <>
                <span className="font-medium text-ink-100">{line.row.round_name}</span>{' '}
                <span className="text-xs text-ink-400">#{line.row.match_id}</span>
              </>
            ) : (
              ''
            ),
        },
        {
          key: 'result',
          label: t('reports.col.result'),
          cellClassName: 'whitespace-nowrap',
          cell: (line) =>
            line.row ? (
              <>
                {t(`reports.result.${line.row.result}`)}
                {line.row.grading > 1 && (
                  <span className="ml-1.5 rounded bg-gold-500/15 px-1 text-[11px] text-gold-300">
                    {t('reports.regraded')}
                  </span>
                )}
              </>
            ) : (
              ''
            ),
        },
        {
          key: 'bets',
          label: t('reports.col.bets'),
          align: 'right',
          cellClassName: 'tabular',
          cell: (line) => formatWhole(figure(line).bets),
        },
        {
          key: 'members',
          label: t('reports.col.members'),
          align: 'right',
          cellClassName: 'tabular',
          cell: (line) => formatWhole(figure(line).members),
        },
        amountColumn<L>('handle', t('reports.col.handle'), (line) => figure(line).handle),
        amountColumn<L>('payouts', t('reports.col.payouts'), (line) => figure(line).payouts),
        amountColumn<L>('refunds', t('reports.col.refunds'), (line) => figure(line).refunds),
        amountColumn<L>('house', t('reports.col.house'), (line) => figure(line).house),
      ]}
    />
  );
}

type Figure = keyof Omit<DailySummaryRow, 'day'>;
const DAILY_GROUPS: ReadonlyArray<{ title: string; figures: readonly Figure[] }> = [
  { title: 'reports.daily.money', figures: ['deposits', 'withdrawals_paid', 'withdrawals_requested'] },
  {
    title: 'reports.daily.play',
    figures: [
      'handle_live',
      'handle_prefight',
      'handle_step',
      'handle_event',
      'handle',
      'payouts',
      'refunds',
      'ggr',
    ],
  },
  {
    title: 'reports.daily.rewards',
    figures: [
      'coins_earned',
      'coins_redeemed',
      'redeem_cash',
      'affiliate_rewards',
      'games_net',
      'adjustments',
    ],
  },
  {
    title: 'reports.daily.balances',
    figures: [
      'change_members',
      'change_withdraw_hold',
      'change_in_play',
      'change_house',
      'change_promotions',
      'change_games',
    ],
  },
];
const COINS = new Set<Figure>(['coins_earned', 'coins_redeemed']);
const STRONG = new Set<Figure>(['handle', 'ggr']);

/** The day's summary with the figures down the side and the days across, the range's total last. */
export function DailySummaryTable({ report }: { report: DailySummaryReport }) {
  const { t } = useTranslation();
  const columns: DataColumn<Figure>[] = [
    {
      key: 'figure',
      label: t('reports.col.figure'),
      isRowHeader: true,
      cellClassName: (f) =>
        `text-left font-normal whitespace-nowrap ${STRONG.has(f) ? 'font-semibold text-ink-100' : 'text-ink-200'}`,
      cell: (f) => t(`reports.fig.${f}`),
    },
    ...report.rows.map((day): DataColumn<Figure> => ({
      key: day.day,
      label: day.day,
      align: 'right',
      cellClassName: (f) => signed(day[f]),
      cell: (f) => (COINS.has(f) ? formatWhole(day[f]) : money(day[f])),
    })),
    ...(report.rows.length > 1
      ? [
          {
            key: 'total',
            label: t('reports.total'),
            align: 'right' as const,
            cellClassName: (f: Figure) => `${signed(report.totals[f])} bg-ink-950/60 font-semibold`,
            cell: (f: Figure) => (COINS.has(f) ? formatWhole(report.totals[f]) : money(report.totals[f])),
          },
        ]
      : []),
  ];
  // a day or two fit a phone; a longer range scrolls sideways inside its frame
  const wide = report.rows.length > 4 ? 'min-w-[1100px]' : report.rows.length > 1 ? 'min-w-[520px]' : '';
  return (
    <div className="space-y-4">
      {DAILY_GROUPS.map((group) => (
        <section key={group.title}>
          <h2 className="mb-1.5 text-sm font-semibold text-ink-200">{t(group.title)}</h2>
          <DataTable<Figure> minWidthClass={wide} rows={group.figures} rowKey={(f) => f} columns={columns} />
        </section>
      ))}
      <p className="text-xs text-ink-400">{t('reports.daily.definition')}</p>
    </div>
  );
}

export function ShiftTables({
  report,
  operatorId,
  onOperator,
}: {
  report: ShiftReport;
  operatorId: number | null;
  onOperator: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  type S = Line<ShiftTotal, ShiftReport['totals']>;
  const staffLines: S[] = [...report.staff.map((row) => ({ row })), { total: report.totals }];
  const counts = (line: S) => line.row ?? line.total;
  const countAmount = (count: number, amount: number) =>
    t('reports.count_amount', { count: formatWhole(count), amount: money(amount) });
  const shown = operatorId === null ? null : report.staff.find((s) => s.operator_id === operatorId);
  const staffButton = (id: number, username: string): ReactNode => (
    <button
      type="button"
      className="font-medium text-ink-100 hover:text-gold-300"
      title={t('reports.shifts.only', { username })}
      onClick={() => onOperator(id)}
    >
      {username}
    </button>
  );
  type D = Line<ShiftRow, ShiftReport['totals']>;
  const decisionLines: D[] = [...report.rows.map((row) => ({ row })), { total: report.totals }];
  const { totals } = report;
  // money in and money out stand apart; their difference only as a figure named the net
  const moneyFigures: Array<{ label: string; amount: number; count?: number }> = [
    {
      label: t('reports.shifts.money_in'),
      amount: totals.deposits_approved,
      count: totals.deposits_approved_count,
    },
    {
      label: t('reports.shifts.money_out'),
      amount: totals.withdrawals_paid,
      count: totals.withdrawals_paid_count,
    },
    {
      label: t('reports.shifts.net'),
      amount: (Math.round(totals.deposits_approved * 100) - Math.round(totals.withdrawals_paid * 100)) / 100,
    },
  ];
  return (
    <div className="space-y-4">
      <section aria-label={t('reports.shifts.money')}>
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {moneyFigures.map((f) => (
            <div key={f.label} className="rounded-lg border border-ink-700 bg-ink-800 px-3 py-2">
              <dt className="text-xs text-ink-300">{f.label}</dt>
              <dd
                className={`text-base font-semibold ${signed(f.amount)} ${f.amount < 0 ? '' : 'text-ink-100'}`}
              >
                {t('reports.money', { amount: money(f.amount) })}
                {f.count !== undefined && (
                  <span className="ml-2 text-xs font-normal text-ink-400">
                    {t('reports.shifts.decisions_count', { formatted: formatWhole(f.count) })}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-sm font-semibold text-ink-200">
            {shown ? t('reports.shifts.showing', { username: shown.operator }) : t('reports.shifts.staff')}
          </h2>
          {operatorId !== null && (
            <button
              type="button"
              className="text-sm text-gold-300 hover:underline"
              onClick={() => onOperator(null)}
            >
              {t('reports.shifts.everyone')}
            </button>
          )}
        </div>
        <DataTable<S>
          minWidthClass="min-w-[860px]"
          rows={staffLines}
          rowKey={(line) => line.row?.operator_id ?? 'total'}
          rowClassName={rowClass}
          columns={[
            {
              key: 'staff',
              label: t('reports.col.staff'),
              cell: (line) =>
                line.row ? staffButton(line.row.operator_id, line.row.operator) : t('reports.total'),
            },
            {
              key: 'decisions',
              label: t('reports.col.decisions'),
              align: 'right',
              cellClassName: 'tabular',
              cell: (line) => formatWhole(counts(line).decisions),
            },
            {
              key: 'deposits_approved',
              label: t('reports.col.deposits_approved'),
              align: 'right',
              cellClassName: 'tabular whitespace-nowrap',
              cell: (line) =>
                countAmount(counts(line).deposits_approved_count, counts(line).deposits_approved),
            },
            {
              key: 'deposits_rejected',
              label: t('reports.col.deposits_rejected'),
              align: 'right',
              cellClassName: 'tabular',
              cell: (line) => formatWhole(counts(line).deposits_rejected_count),
            },
            {
              key: 'withdrawals_paid',
              label: t('reports.col.withdrawals_paid'),
              align: 'right',
              cellClassName: 'tabular whitespace-nowrap',
              cell: (line) => countAmount(counts(line).withdrawals_paid_count, counts(line).withdrawals_paid),
            },
            {
              key: 'withdrawals_rejected',
              label: t('reports.col.withdrawals_rejected'),
              align: 'right',
              cellClassName: 'tabular',
              cell: (line) => formatWhole(counts(line).withdrawals_rejected_count),
            },
            {
              key: 'redeem_orders',
              label: t('reports.col.redeem_orders'),
              align: 'right',
              cellClassName: 'tabular',
              cell: (line) => formatWhole(counts(line).redeem_orders_count),
            },
          ]}
        />
      </section>
      <section>
        <h2 className="mb-1.5 text-sm font-semibold text-ink-200">{t('reports.shifts.decisions')}</h2>
        <DataTable<D>
          minWidthClass="min-w-[900px]"
          rows={decisionLines}
          rowKey={(line) => (line.row ? `${line.row.decision}:${line.row.ref_id}` : 'total')}
          rowClassName={rowClass}
          columns={[
            {
              key: 'time',
              label: t('reports.col.time'),
              cellClassName: 'tabular whitespace-nowrap text-ink-300',
              cell: (line) => (line.row ? formatDateTime(line.row.decided_at, lang) : t('reports.total')),
            },
            {
              key: 'staff',
              label: t('reports.col.staff'),
              cell: (line) => (line.row ? staffButton(line.row.operator_id, line.row.operator) : ''),
            },
            {
              key: 'decision',
              label: t('reports.col.decision'),
              cell: (line) => (line.row ? t(`reports.decision.${line.row.decision}`) : ''),
            },
            {
              key: 'ref',
              label: t('reports.col.ref'),
              cellClassName: 'tabular text-ink-300',
              cell: (line) => (line.row ? `#${line.row.ref_id}` : ''),
            },
            { key: 'member', label: t('reports.col.member'), cell: (line) => line.row?.member ?? '' },
            // each decision's own figure; the totals row leaves it empty (money in and out are totalled apart)
            amountColumn<D>('amount', t('reports.col.amount'), (line) => line.row?.amount ?? null),
            amountColumn<D>('money_in', t('reports.col.money_in'), (line) =>
              line.row
                ? line.row.decision === 'deposit.approved'
                  ? line.row.amount
                  : null
                : line.total.deposits_approved,
            ),
            amountColumn<D>('money_out', t('reports.col.money_out'), (line) =>
              line.row
                ? line.row.decision === 'withdrawal.paid'
                  ? line.row.amount
                  : null
                : line.total.withdrawals_paid,
            ),
            {
              key: 'coins',
              label: t('reports.col.coins'),
              align: 'right',
              cellClassName: 'tabular',
              cell: (line) => (line.row && line.row.coins > 0 ? formatWhole(line.row.coins) : ''),
            },
          ]}
        />
      </section>
    </div>
  );
}

export function StatementTable({ report }: { report: MemberStatement }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { totals } = report;
  type L = Line<StatementRow, MemberStatement['totals']>;
  const lines: L[] = [...report.rows.map((row) => ({ row })), { total: totals }];
  const figures: Array<[string, number]> = [
    ['reports.statement.opening', totals.opening],
    ['reports.statement.in', totals.money_in],
    ['reports.statement.out', totals.money_out],
    ['reports.statement.closing', totals.closing],
  ];
  return (
    <div className="space-y-3">
      <h2 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-ink-100">
        {t('reports.statement.of', {
          name: report.member.name,
          username: report.member.username,
          id: report.member.id,
        })}
        <MemberFileLink id={report.member.id} name={report.member.username} />
      </h2>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-ink-700 bg-ink-800 px-3 py-2">
            <dt className="text-xs text-ink-300">{t(label)}</dt>
            <dd className="tabular text-base font-semibold text-ink-100">
              {t('reports.money', { amount: money(value) })}
            </dd>
          </div>
        ))}
      </dl>
      {report.rows.length > 0 && (
        <DataTable<L>
          minWidthClass="min-w-[760px]"
          rows={lines}
          rowKey={(line) => line.row?.id ?? 'total'}
          rowClassName={rowClass}
          columns={[
            {
              key: 'time',
              label: t('reports.col.time'),
              cellClassName: 'tabular whitespace-nowrap text-ink-300',
              cell: (line) => (line.row ? formatDateTime(line.row.created_at, lang) : t('reports.total')),
            },
            {
              key: 'type',
              label: t('reports.col.type'),
              cellClassName: 'whitespace-nowrap',
              cell: (line) =>
                line.row ? t(`reports.tx.${line.row.type}`, { defaultValue: String(line.row.type) }) : '',
            },
            { key: 'topic', label: t('reports.col.description'), cell: (line) => line.row?.topic ?? '' },
            amountColumn<L>('amount', t('reports.col.amount'), (line) =>
              line.row ? line.row.amount : line.total.money_in - line.total.money_out,
            ),
            amountColumn<L>('before', t('reports.col.before'), (line) =>
              line.row ? line.row.before_amount : line.total.opening,
            ),
            amountColumn<L>('after', t('reports.col.after'), (line) =>
              line.row ? line.row.after_amount : line.total.closing,
            ),
          ]}
        />
      )}
    </div>
  );
}
