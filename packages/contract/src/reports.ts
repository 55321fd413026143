// The console's reports: what each report answers, its range in Bangkok days and
// its CSV's columns. Amounts are baht (2 decimals) like every reply; the server sums satang.
//
// Who may read which report (the server's routes hold the same list, reports/console-routes.ts):
//   per-round P&L       admin, operator   (the operator runs the rounds and sees how they came out)
//   the day's summary   admin             (the whole house's money)
//   cashier shifts      admin, cashier    (who decided which deposit, withdrawal, redeem order)
//   member statement    admin, cashier    (support answers a member's question about their money)
import { z } from 'zod';
import { bangkokDay } from './audit.ts';
import { addDays, bangkokToday, DAY_RANGE_DAYS_MAX, dayRangeDays, withDayRange } from './day-range.ts';
import type { OperatorRole } from './constants.ts';
import { MATCH_RESULTS } from './matches.ts';

const recordId = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ message: 'validation.invalid' })
  .positive({ message: 'validation.invalid' })
  .max(Number.MAX_SAFE_INTEGER, { message: 'validation.invalid' });

export const REPORT_KINDS = ['rounds', 'daily', 'shifts', 'statement'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Which roles may read each report (see the header). */
export const REPORT_ACCESS: Record<ReportKind, readonly OperatorRole[]> = {
  rounds: ['admin', 'operator'],
  daily: ['admin'],
  shifts: ['admin', 'cashier'],
  statement: ['admin', 'cashier'],
};

/** The longest range a report reads: a year, leap day included (every date range's, day-range.ts). */
export const REPORT_RANGE_DAYS_MAX = DAY_RANGE_DAYS_MAX;

export { addDays, bangkokToday };

/** Days from `from` to `to`, both included (1 for a single day). */
export const reportRangeDays = dayRangeDays;

/** A day a report may name: the ledger's years (the database holds no instant before year 1). */
export const REPORT_DAY_MIN = '2000-01-01';
export const REPORT_DAY_MAX = '2099-12-31';
const reportDay = bangkokDay.refine((day) => day >= REPORT_DAY_MIN && day <= REPORT_DAY_MAX, {
  message: 'report.date_out_of_range',
});
const rangeFields = { from: reportDay.optional(), to: reportDay.optional() };
type RangeFields = { from?: string | undefined; to?: string | undefined };
/**
 * A report's range: the Bangkok days `from` to `to`, both included (a day runs 17:00 UTC to 17:00
 * UTC); either left out is today (day-range.ts resolveDayRange). Refused with 400: a malformed or
 * impossible date, `to` before `from`, more than REPORT_RANGE_DAYS_MAX days, whichever ends are given.
 */
const rangeChecks = <T extends RangeFields>(schema: z.ZodType<T>) =>
  withDayRange(schema, { reversed: 'report.range_reversed', tooLong: 'report.range_too_long' });

export const reportRangeQuery = rangeChecks(z.object(rangeFields));
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

export const shiftReportQuery = rangeChecks(z.object({ ...rangeFields, operator_id: recordId.optional() }));
export type ShiftReportQuery = z.infer<typeof shiftReportQuery>;

export const statementQuery = rangeChecks(z.object({ ...rangeFields, member_id: recordId }));
export type StatementQuery = z.infer<typeof statementQuery>;

/** Rows of a member statement on one page of the console (a year's busiest member has
 *  thousands of rows a month, too many for one answer); the CSV holds the whole range. */
export const STATEMENT_PAGE_SIZE = 100;
/** GET /api/admin/reports/statement: the statement's query and which of its rows to show. */
export const statementPageQuery = rangeChecks(
  z.object({
    ...rangeFields,
    member_id: recordId,
    limit: z.coerce.number().int().min(1).max(500).optional().default(STATEMENT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).optional().default(0),
  }),
);
export type StatementPageQuery = z.infer<typeof statementPageQuery>;

/** The range a report covered, as days (both included). */
export const reportRange = z.object({ from: z.string(), to: z.string() });

// --- per-round P&L -------------------------------------------------------------------------------

/**
 * A round settled in the range (its first settlement's Bangkok day), with the figures of its grading
 * in force: a regrade replaces them, on whatever day it happened.
 */
export const roundPnlRow = z.object({
  match_id: z.number().int(),
  settled_at: z.string(),
  stadium: z.string(),
  round_name: z.string(),
  result: z.enum(MATCH_RESULTS),
  /** 1 when never regraded */
  grading: z.number().int(),
  bets: z.number().int(),
  members: z.number().int(),
  /** the stakes of the round's bets (its handle) */
  handle: z.number(),
  /** what won bets were paid back, stakes included (refunds apart) */
  payouts: z.number(),
  refunds: z.number(),
  /** handle − payouts − refunds: what the house kept (negative: paid in) */
  house: z.number(),
});
export type RoundPnlRow = z.infer<typeof roundPnlRow>;

export const roundPnlReport = z.object({
  range: reportRange,
  rows: z.array(roundPnlRow),
  totals: roundPnlRow.pick({
    bets: true,
    members: true,
    handle: true,
    payouts: true,
    refunds: true,
    house: true,
  }),
});
export type RoundPnlReport = z.infer<typeof roundPnlReport>;

// --- the day's summary ---------------------------------------------------------------------------

/**
 * One Bangkok day of the ledger (docs/reports.md defines each figure by the accounts and entry kinds
 * it sums). Money in − money out (deposits − withdrawals paid) equals the change of everything the
 * house holds for someone or for itself: members, withdrawals held, stakes in play, the house,
 * promotions and game accounts.
 */
export const dailySummaryRow = z.object({
  day: z.string(),
  deposits: z.number(),
  /** withdrawals the cashiers paid out (withdraw:hold → bank:out) */
  withdrawals_paid: z.number(),
  /** what members asked to withdraw, less what was rejected back to them */
  withdrawals_requested: z.number(),
  handle_live: z.number(),
  handle_prefight: z.number(),
  handle_step: z.number(),
  handle_event: z.number(),
  handle: z.number(),
  payouts: z.number(),
  refunds: z.number(),
  /** gross gaming revenue: handle − payouts − refunds (stakes still in play count as revenue until graded) */
  ggr: z.number(),
  coins_earned: z.number().int(),
  coins_redeemed: z.number().int(),
  redeem_cash: z.number(),
  affiliate_rewards: z.number(),
  /** the house's side of game play: members' game losses less their wins */
  games_net: z.number(),
  /** operators' corrections of members' cash (may be negative) */
  adjustments: z.number(),
  // where the money stands: each account group's change over the day
  change_members: z.number(),
  change_withdraw_hold: z.number(),
  change_in_play: z.number(),
  change_house: z.number(),
  change_promotions: z.number(),
  change_games: z.number(),
});
export type DailySummaryRow = z.infer<typeof dailySummaryRow>;

export const dailySummaryReport = z.object({
  range: reportRange,
  rows: z.array(dailySummaryRow),
  totals: dailySummaryRow.omit({ day: true }),
});
export type DailySummaryReport = z.infer<typeof dailySummaryReport>;

// --- cashier shifts ------------------------------------------------------------------------------

export const SHIFT_DECISIONS = [
  'deposit.approved',
  'deposit.rejected',
  'withdrawal.paid',
  'withdrawal.rejected',
  'redeem_order.shipped',
  'redeem_order.cancelled',
] as const;
export type ShiftDecision = (typeof SHIFT_DECISIONS)[number];

/** One decision a staff member took on a desk. */
export const shiftRow = z.object({
  decided_at: z.string(),
  operator_id: z.number().int(),
  operator: z.string(),
  decision: z.enum(SHIFT_DECISIONS),
  /** the deposit's, withdrawal's or redeem order's id */
  ref_id: z.number().int(),
  member_id: z.number().int(),
  member: z.string(),
  /** baht moved (a rejected deposit: what the member claimed, when known; goods: 0) */
  amount: z.number(),
  /** the coins of a redeem order, else 0 */
  coins: z.number().int(),
});
export type ShiftRow = z.infer<typeof shiftRow>;

/** A staff member's totals over the range. */
export const shiftTotal = z.object({
  operator_id: z.number().int(),
  operator: z.string(),
  decisions: z.number().int(),
  deposits_approved: z.number(),
  deposits_approved_count: z.number().int(),
  deposits_rejected_count: z.number().int(),
  withdrawals_paid: z.number(),
  withdrawals_paid_count: z.number().int(),
  withdrawals_rejected_count: z.number().int(),
  redeem_orders_count: z.number().int(),
});
export type ShiftTotal = z.infer<typeof shiftTotal>;

export const shiftReport = z.object({
  range: reportRange,
  rows: z.array(shiftRow),
  staff: z.array(shiftTotal),
  totals: shiftTotal.omit({ operator_id: true, operator: true }),
});
export type ShiftReport = z.infer<typeof shiftReport>;

// --- member statement ----------------------------------------------------------------------------

/** A row of the member's own history (DESIGN §3): a posting on member:<id>, types 149 and 999 hidden. */
export const statementRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  type: z.number().int(),
  topic: z.string(),
  amount: z.number(),
  before_amount: z.number(),
  after_amount: z.number(),
});
export type StatementRow = z.infer<typeof statementRow>;

export const memberStatement = z.object({
  range: reportRange,
  member: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  rows: z.array(statementRow),
  totals: z.object({
    /** the balance before the range's first row (or where it stood, when no row) */
    opening: z.number(),
    money_in: z.number(),
    money_out: z.number(),
    closing: z.number(),
  }),
});
export type MemberStatement = z.infer<typeof memberStatement>;

/** One page of a member statement: its rows in time order, the totals and ends of the whole range. */
export const memberStatementPage = memberStatement.extend({
  /** how many rows the whole range holds */
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type MemberStatementPage = z.infer<typeof memberStatementPage>;
