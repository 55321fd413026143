// GET /api/admin/ledger/check (DESIGN §3): the invariants of the book, each as a code, and what each
// found as codes with their numbers and accounts as parameters, never as sentences: the console
// words them in Thai or English, tests pin the numbers.
//
// Amounts are in the account's own unit: satang for THB, whole coins for COIN (`currency` says which).
import { z } from 'zod';
import { CURRENCIES } from './ledger.ts';

/** The checks, in the order the server runs them. */
export const LEDGER_CHECK_CODES = [
  /** (1) the postings of each currency sum to zero, and so does each entry of two postings or more */
  'postings_balanced',
  /** (2) each cached member balance equals its postings, and each account's before/after chain holds */
  'member_balances_match',
  /**
   * (3) no member coin balance is or was negative, and no member cash balance either but by what a
   * correction left a member owing (a correction's take-back is the one posting that may take cash
   * below zero; while below zero, cash only rises, but by another correction)
   */
  'no_negative_balance',
  /** (4) every escrow of a settled match is zero */
  'match_escrows_zero',
  /** (5) withdraw:hold holds exactly the withdrawals still waiting for a cashier */
  'withdraw_hold_matches',
  /** (6) every escrow of a settled step ticket is zero */
  'step_escrows_zero',
  /** (7) every escrow of a settled or cancelled event is zero */
  'event_escrows_zero',
  /** (8) hold:bet holds exactly the live bets still held for their bet delay */
  'bet_hold_matches',
] as const;
export type LedgerCheckCode = (typeof LEDGER_CHECK_CODES)[number];

const count = z.number().int().nonnegative();
const id = z.number().int();
const amount = z.number().int();
const account = z.string();
const currency = z.enum(CURRENCIES);

const finding = <C extends string, P extends z.ZodRawShape>(code: C, params: P) =>
  z.object({ code: z.literal(code), params: z.object(params) });

/** What the first problem of check (2) is, for one member account. */
const balanceProblem = {
  /** how many problems, and in how many accounts; then the first one's account */
  problems: count,
  accounts: count,
  account,
  currency,
};

export const ledgerFinding = z.discriminatedUnion('code', [
  // (1)
  finding('postings_balanced', { postings: count, entries: count }),
  finding('currency_unbalanced', { currency, total: amount }),
  finding('entries_unbalanced', { entries: count, first_entry: id }),
  finding('entries_short', { entries: count, first_entry: id }),
  // (2)
  finding('balances_agree', { accounts: count }),
  /** a posting's before is not the previous posting's after (0 for the first) */
  finding('chain_broken', { ...balanceProblem, posting: id, before: amount.nullable(), expected: amount }),
  finding('balance_row_missing', { ...balanceProblem }),
  finding('cached_differs', { ...balanceProblem, cached: amount, sum: amount }),
  finding('last_after_differs', { ...balanceProblem, posting: id, after: amount, sum: amount }),
  finding('last_posting_differs', {
    ...balanceProblem,
    recorded: id.nullable(),
    last_posting: id.nullable(),
  }),
  // (3)
  finding('never_negative', {}),
  /** every negative balance is a correction's: `members` owe the house `owed` satang in all */
  finding('owed_after_corrections', { members: count, owed: amount }),
  finding('negative_balances', { balances: count, account, currency, amount }),
  // (4), (6), (7): how many were settled, or the escrows left holding money and the first of them
  finding('match_escrows_zero', { matches: count }),
  finding('match_escrows_not_zero', { escrows: count, account, currency, amount }),
  finding('step_escrows_zero', { tickets: count }),
  finding('step_escrows_not_zero', { escrows: count, account, currency, amount }),
  finding('event_escrows_zero', { events: count }),
  finding('event_escrows_not_zero', { escrows: count, account, currency, amount }),
  // (5)
  finding('withdraw_hold_matches', { held: amount, withdrawals: count }),
  finding('withdraw_hold_differs', { held: amount, pending: amount }),
  // (8)
  finding('bet_hold_matches', { held: amount, bets: count }),
  finding('bet_hold_differs', { held: amount, pending: amount }),
]);
export type LedgerFinding = z.infer<typeof ledgerFinding>;
export type LedgerFindingCode = LedgerFinding['code'];

export const ledgerCheckResult = z.object({
  code: z.enum(LEDGER_CHECK_CODES),
  ok: z.boolean(),
  /** at least one: what a passing check looked at, or each problem a failing one found */
  findings: z.array(ledgerFinding),
});
export type LedgerCheckResult = z.infer<typeof ledgerCheckResult>;
