// The double-entry core (DESIGN §3), and its public entry: the only code that writes journal_entries,
// postings and balances. Every module moves money through what this file exports.
//
// Owns: posting entries (post.ts post, and post-to-members.ts postToMembers for an entry whose
// member amounts come from a query), the stake entries of the bet statement (stake-entries.ts: the
// CTEs betting's one-statement bet writes its money with, issue 10), the cached member balance rows
// (accounts.ts openMemberAccounts), the read models (reads.ts: member balances, member transactions and
// statements, recent deposits; flows.ts: wagers per day and cash per hour, for the dashboard) and the
// invariant check (check.ts checkLedger).
// Invariants:
// - Entries and postings are immutable; a correction is a new entry. Every entry has two or more
//   postings summing to zero per currency (entry-rules.ts says which account holds which currency).
// - The key makes a retry harmless: posting a key that exists returns that entry, created: false,
//   and moves nothing.
// - Only member accounts (member:<id> THB, coins:<id> COIN) have a cached row in `balances`. post()
//   locks the rows it touches in account order (one statement, so two entries never deadlock on
//   them), stores before/after on each member posting, and refuses any after < 0 with AppError 400
//   'ledger.insufficient_balance' before writing anything, and any credit that would take it past
//   BALANCE_MAX_SATANG with AppError 400 'ledger.balance_ceiling' (issue 20: repeated cashier
//   adjustments took a balance past 2^53, and its replies failed). Every other account's balance is the sum
//   of its postings (postings_account_entry_idx): no shared hot row.
// - post() runs inside the caller's transaction: a refusal throws, the caller's work rolls back.
// - postToMembers() is post() with the member amounts read from a query in the database, and
//   stakeEntriesSql() a stake per member inside the caller's statement; every rule above holds for
//   them the same way, checked in SQL. Two of the settlement core's cases go past them on purpose,
//   each named by an option: a correction's take-back may leave a member owing (debt, correction
//   kinds only: check (3) proves nothing else did), and a settlement's payments are neither held to
//   the ceiling nor locked before they are written, since nothing can refuse them (paysOnly).
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
} from './reads.ts';
export { stakeEntriesSql, type StakeEntries } from './stake-entries.ts';
