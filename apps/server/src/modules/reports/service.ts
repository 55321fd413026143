// The console's reports. Owns nothing: it reads what the ledger, betting's
// settlements, the cashier desks and the rewards desk wrote, and writes no row of any table.
//
// Invariants:
// - A range is Bangkok calendar days, both included: [from 00:00 +07:00, the day after `to` 00:00
//   +07:00), i.e. 17:00 UTC to 17:00 UTC. The contract's schema refuses a reversed or too long range,
//   a missing end counted as today (day-range.ts), so no request reads more than a year; the routes
//   run each report under a statement timeout (db/heavy-read.ts).
// - The day's summary is the ledger's own sums (queries.ts dailyLedgerSums): every figure is a sum of
//   postings by account and entry kind or type, so it ties out to the ledger by construction, and
//   deposits − withdrawals paid = the change of members + withdrawals held + stakes in play + house +
//   promotions + games for every day (all THB postings of a day sum to zero; docs/reports.md).
// - The per-round P&L takes each round's grading in force: a regrade shows in it at once.
// - Amounts leave as baht (satangToBaht), summed in satang first: the totals row is exact.
import { bangkokDayEnd, bangkokDayStart } from '@sanam/contract/audit.ts';
import { resolveDayRange } from '@sanam/contract/day-range.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import {
  addDays,
  bangkokToday,
  reportRangeDays,
  SHIFT_DECISIONS,
  type DailySummaryReport,
  type DailySummaryRow,
  type MemberStatement,
  type MemberStatementPage,
  type ReportRangeQuery,
  type RoundPnlReport,
  type ShiftDecision,
  type ShiftReport,
  type ShiftReportQuery,
  type ShiftTotal,
  type StatementPageQuery,
  type StatementQuery,
  type StatementRow,
} from '@sanam/contract/reports.ts';
import type { Queryable } from '../../db/db.ts';
import { notFound } from '../../http/errors.ts';
import {
  memberStatement as ledgerStatement,
  memberStatementRange,
  type StatementPosting,
} from '../../ledger/ledger.ts';
import * as queries from './queries.ts';

type Range = { from: string; to: string; start: Date; end: Date };

/** The request's days (a missing end is today: contract day-range.ts) and the instants they span. */
export function rangeOf(query: ReportRangeQuery, now = new Date()): Range {
  const today = bangkokToday(now);
  const { from, to } = resolveDayRange(query, today) ?? { from: today, to: today };
  return { from, to, start: bangkokDayStart(from), end: bangkokDayEnd(to) };
}

/** Every Bangkok day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  return Array.from({ length: reportRangeDays(from, to) }, (_, i) => addDays(from, i));
}

const baht = satangToBaht;

export async function roundPnl(db: Queryable, query: ReportRangeQuery): Promise<RoundPnlReport> {
  const range = rangeOf(query);
  const found = await queries.roundsSettledBetween(db, range.start, range.end);
  const totals = { bets: 0, members: 0, handle: 0, payouts: 0, refunds: 0, house: 0 };
  const rows = found.map((r) => {
    const payouts = r.payout_satang - r.refund_satang;
    totals.bets += r.bets;
    totals.members += r.members;
    totals.handle += r.stake_satang;
    totals.payouts += payouts;
    totals.refunds += r.refund_satang;
    totals.house += r.house_satang;
    return {
      match_id: r.match_id,
      settled_at: new Date(r.settled_at).toISOString(),
      stadium: r.stadium ?? '',
      round_name: r.round_name,
      result: r.result,
      grading: r.grading,
      bets: r.bets,
      members: r.members,
      handle: baht(r.stake_satang),
      payouts: baht(payouts),
      refunds: baht(r.refund_satang),
      house: baht(r.house_satang),
    };
  });
  return {
    range: { from: range.from, to: range.to },
    rows,
    totals: {
      bets: totals.bets,
      members: totals.members,
      handle: baht(totals.handle),
      payouts: baht(totals.payouts),
      refunds: baht(totals.refunds),
      house: baht(totals.house),
    },
  };
}

type DailySums = Omit<queries.DailyLedgerSums, 'day'>;
const COIN_FIGURES = new Set<keyof DailySums>(['coins_earned', 'coins_redeemed']);

function dailyRowOf(s: DailySums): Omit<DailySummaryRow, 'day'> {
  const handle = s.handle_live + s.handle_prefight + s.handle_step + s.handle_event;
  const satang = { ...s, handle, ggr: handle - s.payouts - s.refunds };
  return Object.fromEntries(
    Object.entries(satang).map(([k, v]) => [k, COIN_FIGURES.has(k as keyof DailySums) ? v : baht(v)]),
  ) as Omit<DailySummaryRow, 'day'>;
}

const ZERO_SUMS: DailySums = {
  deposits: 0,
  withdrawals_paid: 0,
  withdrawals_requested: 0,
  handle_live: 0,
  handle_prefight: 0,
  handle_step: 0,
  handle_event: 0,
  payouts: 0,
  refunds: 0,
  coins_earned: 0,
  coins_redeemed: 0,
  redeem_cash: 0,
  affiliate_rewards: 0,
  games_net: 0,
  adjustments: 0,
  change_members: 0,
  change_withdraw_hold: 0,
  change_in_play: 0,
  change_house: 0,
  change_promotions: 0,
  change_games: 0,
};

/** One row per Bangkok day of the range (days without movement too, at zero), and their totals. */
export async function dailySummary(db: Queryable, query: ReportRangeQuery): Promise<DailySummaryReport> {
  const range = rangeOf(query);
  const sums = new Map((await queries.dailyLedgerSums(db, range.start, range.end)).map((r) => [r.day, r]));
  const total: DailySums = { ...ZERO_SUMS };
  const rows = daysOf(range.from, range.to).map((day) => {
    const { day: _day, ...s } = sums.get(day) ?? { day, ...ZERO_SUMS };
    for (const k of Object.keys(total) as (keyof DailySums)[]) total[k] += s[k];
    return { day, ...dailyRowOf(s) };
  });
  return { range: { from: range.from, to: range.to }, rows, totals: dailyRowOf(total) };
}

const isShiftDecision = (d: string): d is ShiftDecision => (SHIFT_DECISIONS as readonly string[]).includes(d);

type ShiftCounts = Omit<ShiftTotal, 'operator_id' | 'operator'>;
const noShift = (): ShiftCounts => ({
  decisions: 0,
  deposits_approved: 0,
  deposits_approved_count: 0,
  deposits_rejected_count: 0,
  withdrawals_paid: 0,
  withdrawals_paid_count: 0,
  withdrawals_rejected_count: 0,
  redeem_orders_count: 0,
});

/** Adds a decision to a staff member's counts; the baht figures are summed in satang. */
function count(c: ShiftCounts, decision: ShiftDecision, satang: number): void {
  c.decisions += 1;
  switch (decision) {
    case 'deposit.approved':
      c.deposits_approved_count += 1;
      c.deposits_approved += satang;
      break;
    case 'deposit.rejected':
      c.deposits_rejected_count += 1;
      break;
    case 'withdrawal.paid':
      c.withdrawals_paid_count += 1;
      c.withdrawals_paid += satang;
      break;
    case 'withdrawal.rejected':
      c.withdrawals_rejected_count += 1;
      break;
    case 'redeem_order.shipped':
    case 'redeem_order.cancelled':
      c.redeem_orders_count += 1;
      break;
  }
}

const inBaht = (c: ShiftCounts): ShiftCounts => ({
  ...c,
  deposits_approved: baht(c.deposits_approved),
  withdrawals_paid: baht(c.withdrawals_paid),
});

export async function shiftReport(db: Queryable, query: ShiftReportQuery): Promise<ShiftReport> {
  const range = rangeOf(query);
  const found = await queries.deskDecisionsBetween(db, range.start, range.end, query.operator_id ?? null);
  const staff = new Map<number, { operator: string; counts: ShiftCounts }>();
  const all = noShift();
  const rows = found.flatMap((r) => {
    if (!isShiftDecision(r.decision)) return [];
    const s = staff.get(r.operator_id) ?? { operator: r.operator, counts: noShift() };
    staff.set(r.operator_id, s);
    count(s.counts, r.decision, r.amount_satang);
    count(all, r.decision, r.amount_satang);
    return [
      {
        decided_at: new Date(r.decided_at).toISOString(),
        operator_id: r.operator_id,
        operator: r.operator,
        decision: r.decision,
        ref_id: r.ref_id,
        member_id: r.member_id,
        member: r.member,
        amount: baht(r.amount_satang),
        coins: r.coins,
      },
    ];
  });
  return {
    range: { from: range.from, to: range.to },
    rows,
    staff: [...staff.entries()]
      .sort((a, b) => a[1].operator.localeCompare(b[1].operator))
      .map(([operatorId, s]) => ({ operator_id: operatorId, operator: s.operator, ...inBaht(s.counts) })),
    totals: inBaht(all),
  };
}

const statementRow = (r: StatementPosting): StatementRow => ({
  id: r.postingId,
  created_at: new Date(r.createdAt).toISOString(),
  type: r.type,
  topic: r.topic,
  amount: baht(r.amountSatang),
  before_amount: baht(r.beforeSatang),
  after_amount: baht(r.afterSatang),
});

/** The whole range's statement: the CSV's. */
export async function memberStatement(db: Queryable, query: StatementQuery): Promise<MemberStatement> {
  const range = rangeOf(query);
  const member = await queries.findMember(db, query.member_id);
  if (!member) throw notFound('error.not_found');
  const found = await ledgerStatement(db, member.id, range.start, range.end);
  let moneyIn = 0;
  let moneyOut = 0;
  for (const r of found.rows) {
    if (r.amountSatang > 0) moneyIn += r.amountSatang;
    else moneyOut -= r.amountSatang;
  }
  const rows = found.rows.map(statementRow);
  return {
    range: { from: range.from, to: range.to },
    member,
    rows,
    totals: {
      opening: baht(found.openingSatang),
      money_in: baht(moneyIn),
      money_out: baht(moneyOut),
      closing: baht(found.closingSatang),
    },
  };
}

/** The screen's statement: one page of rows, and the totals and ends of the whole range. */
export async function memberStatementPage(
  db: Queryable,
  query: StatementPageQuery,
): Promise<MemberStatementPage> {
  const range = rangeOf(query);
  const member = await queries.findMember(db, query.member_id);
  if (!member) throw notFound('error.not_found');
  const found = await memberStatementRange(db, member.id, range.start, range.end, query);
  return {
    range: { from: range.from, to: range.to },
    member,
    rows: found.rows.map(statementRow),
    total: found.total,
    offset: query.offset,
    limit: query.limit,
    totals: {
      opening: baht(found.openingSatang),
      money_in: baht(found.inSatang),
      money_out: baht(found.outSatang),
      closing: baht(found.closingSatang),
    },
  };
}
