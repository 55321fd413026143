// The member file's lists: GET /api/admin/members/{id}/<list>, each paged
// (limit/offset, as the cashier queues) and searched by a `q` that means what the list holds, a
// status where the list has one, and a Bangkok date range on when each row was made.
import { z } from 'zod';
import { auditDay } from './audit.ts';
import { SEARCH_TEXT_MAX } from './constants.ts';
import { DAY_LIST_RANGE_MESSAGES, withDayRange } from './day-range.ts';
import { EVENT_BET_STATUSES } from './events.ts';
import { BET_SIDES, BET_STATUSES } from './matches.ts';
import { REDEEM_ORDER_STATUSES } from './rewards.ts';
import { statementRow } from './reports.ts';
import { STEP_TICKET_STATUSES } from './steps.ts';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES } from './wallet.ts';

export const MEMBER_FILE_PAGE_SIZE = 20;

export const SESSION_STATES = ['live', 'ended'] as const;

/** Every list of the file, as its tab is named (?tab=) and its route ends. */
export const MEMBER_FILE_LISTS = [
  'sessions',
  'invitees',
  'deposits',
  'withdrawals',
  'bets',
  'step-tickets',
  'event-bets',
  'game-sessions',
  'redeems',
  'statement',
] as const;
export type MemberFileList = (typeof MEMBER_FILE_LISTS)[number];

const pageFields = {
  q: z.string().trim().max(SEARCH_TEXT_MAX).optional().default(''),
  /** Bangkok days, both included, at most a year whichever end is given (day-range.ts); none: all */
  from: auditDay.optional(),
  to: auditDay.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(MEMBER_FILE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).optional().default(0),
};

const pageQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  withDayRange(
    z.object({
      ...pageFields,
      status: z
        .enum([...statuses, 'all'])
        .optional()
        .default('all'),
    }),
    DAY_LIST_RANGE_MESSAGES,
  );

/** A list's query with no status (invitees, game sessions, the statement). */
export const memberFilePlainQuery = withDayRange(z.object(pageFields), DAY_LIST_RANGE_MESSAGES);
export type MemberFilePlainQuery = z.infer<typeof memberFilePlainQuery>;
export const memberSessionsQuery = pageQuery(SESSION_STATES);
export const memberDepositsQuery = pageQuery(DEPOSIT_STATUSES);
export const memberWithdrawalsQuery = pageQuery(WITHDRAW_STATUSES);
export const memberBetsQuery = pageQuery(BET_STATUSES);
export const memberStepTicketsQuery = pageQuery(STEP_TICKET_STATUSES);
export const memberEventBetsQuery = pageQuery(EVENT_BET_STATUSES);
export const memberRedeemsQuery = pageQuery(REDEEM_ORDER_STATUSES);

/** What every list's query holds, whatever its statuses (the server's filter reads these). */
export type MemberFileQuery = MemberFilePlainQuery & { status?: string };

const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });

/** A login of the member: current ones first, then the ended, each newest first. */
export const memberSession = z.object({
  id: z.string(),
  /** read from the user agent (browser · system) */
  device: z.string().nullable(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  /** the login, or the last token refresh (migration 028) */
  last_seen_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  is_live: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSession>;

export const memberInvitee = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  created_at: z.string(),
  is_blocked: z.boolean(),
});
export type MemberInvitee = z.infer<typeof memberInvitee>;

export const memberDeposit = z.object({
  id: z.number(),
  source: z.enum(['slip', 'cashier']),
  status: z.enum(DEPOSIT_STATUSES),
  /** baht; none until approved */
  amount: z.number().nullable(),
  trans_ref: z.string().nullable(),
  reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type MemberDeposit = z.infer<typeof memberDeposit>;

export const memberWithdrawal = z.object({
  id: z.number(),
  amount: z.number(),
  status: z.enum(WITHDRAW_STATUSES),
  bank_name: z.string(),
  bank_acc_no: z.string(),
  transfer_ref: z.string().nullable(),
  reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type MemberWithdrawal = z.infer<typeof memberWithdrawal>;

/** A bet on a round (prefight included), graded by the round's grading in force. */
export const memberBet = z.object({
  id: z.number(),
  match_id: z.number(),
  round_name: z.string(),
  is_prefight: z.boolean(),
  side: z.enum(BET_SIDES),
  amount: z.number(),
  status: z.enum(BET_STATUSES),
  /** what came back, stake included; none until the round is settled */
  payout: z.number().nullable(),
  ref: z.string(),
  created_at: z.string(),
});
export type MemberBet = z.infer<typeof memberBet>;

export const memberStepTicket = z.object({
  id: z.number(),
  amount: z.number(),
  legs_count: z.number(),
  status: z.enum(STEP_TICKET_STATUSES),
  payout: z.number().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type MemberStepTicket = z.infer<typeof memberStepTicket>;

export const memberEventBet = z.object({
  id: z.number(),
  event_id: z.number(),
  question: z.string(),
  option_key: z.string(),
  amount: z.number(),
  /** decimal odds, e.g. 1.85 */
  odds: z.number(),
  status: z.enum(EVENT_BET_STATUSES),
  payout: z.number().nullable(),
  created_at: z.string(),
});
export type MemberEventBet = z.infer<typeof memberEventBet>;

/** A game launch and what its provider moved: stakes taken, wins paid, rollbacks returned. */
export const memberGameSession = z.object({
  id: z.number(),
  game: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  transactions: z.number(),
  debits: z.number(),
  credits: z.number(),
  rollbacks: z.number(),
});
export type MemberGameSession = z.infer<typeof memberGameSession>;

export const memberRedeem = z.object({
  id: z.number(),
  item_name: z.string(),
  point: z.number(),
  /** baht, for a cash item */
  cash: z.number().nullable(),
  status: z.enum(REDEEM_ORDER_STATUSES),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type MemberRedeem = z.infer<typeof memberRedeem>;

export const memberSessionList = paged(memberSession);
export const memberInviteeList = paged(memberInvitee);
export const memberDepositList = paged(memberDeposit);
export const memberWithdrawalList = paged(memberWithdrawal);
export const memberBetList = paged(memberBet);
export const memberStepTicketList = paged(memberStepTicket);
export const memberEventBetList = paged(memberEventBet);
export const memberGameSessionList = paged(memberGameSession);
export const memberRedeemList = paged(memberRedeem);
/** The member's postings with the balance before and after, newest first (the reports' rows). */
export const memberStatementList = paged(statementRow);
export type MemberStatementRow = z.infer<typeof statementRow>;
