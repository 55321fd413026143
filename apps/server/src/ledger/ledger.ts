// The double-entry core (DESIGN §3), and its public entry: the only code that writes journal_entries,
// postings and balances (post.ts, post-to-members.ts, stake-entries.ts, accounts.ts), with the read
// models (read-queries.ts, flows.ts) and the invariant check (check.ts).
// Invariants:
// - Entries and postings are immutable; a correction is a new entry. Every entry has two or more
//   postings summing to zero per currency (entry-rules.ts says which account holds which currency).
// - The key makes a retry harmless: posting a key that exists returns that entry and moves nothing.
// - Only member accounts (member:<id> THB, coins:<id> COIN) have a cached row in `balances`, locked
//   in account order (two entries never deadlock) with before/after on each member posting; no
//   balance goes below 0 ('ledger.insufficient_balance') or past BALANCE_MAX_SATANG
//   ('ledger.balance_ceiling': past 2^53 a reply cannot carry it). Every other account's balance is
//   the sum of its postings: no shared hot row.
// - Everything runs inside the caller's transaction: a refusal throws and the caller's work rolls back.
// - postToMembers() and stakeEntriesSql() keep these rules in SQL; the settlement core's two named
//   exceptions (debt: a correction's take-back may leave a member owing; paysOnly: payments nothing
//   can refuse are neither capped nor locked first) are what check.ts proves nothing else does.
export { openMemberAccounts } from './accounts.ts';
export { checkLedger } from './check.ts';
export { cashByHour, wagersByDay, type CashHourRow, type WagerDayRow } from './flows.ts';
export type { EntryInput, PostingInput } from './entry-rules.ts';
export { lockMemberAccounts, lockMembersOf, post, type PostedEntry } from './post.ts';
export {
  postToMembers,
  type MemberQuery,
  type MembersPosted,
  type MembersPosting,
} from './post-to-members.ts';
export {
  memberBalances,
  memberBalancesOf,
  memberDepositsWithinDays,
  memberStatement,
  memberStatementPage,
  memberStatementRange,
  memberTransactions,
  type MemberTransaction,
  type StatementPosting,
} from './read-queries.ts';
export { stakeEntriesSql, type StakeEntries } from './stake-entries.ts';
