// post(): one entry, its postings and the cached rows of the member accounts it touches (DESIGN §3;
// the rules are in ledger.ts's header and entry-rules.ts).
import { BALANCE_MAX_SATANG } from '@sanam/contract/input-bounds.ts';
import type { Tx } from '../db/db.ts';
import { intArray, textArray } from '../db/pg-array.ts';
import { AppError } from '../http/errors.ts';
import { assertValidEntry, memberIdOf, type EntryInput } from './entry-rules.ts';
import { findEntryId, insertEntry } from './journal.ts';
import type { MemberQuery } from './post-to-members.ts';

export interface PostedEntry {
  entryId: number;
  /** false when the key had been posted before (nothing moved this time) */
  created: boolean;
  /** balances after the entry, of the member accounts it touched */
  memberBalances: Record<string, number>;
}

/**
 * Posts one entry inside the caller's transaction: postings must sum to zero per currency; member
 * accounts are locked in sorted order; no debit may take a member balance below zero (AppError 400
 * 'ledger.insufficient_balance', nothing changes). A credit always goes through (within the ceiling),
 * and to a member a correction left owing it pays the debt first.
 */
export async function post(tx: Tx, entry: EntryInput): Promise<PostedEntry> {
  assertValidEntry(entry);
  const memberAccounts = entry.postings.map((p) => p.account).filter((a) => memberIdOf(a) !== null);
  const held = await lockMemberAccounts(tx, memberAccounts);

  const after: Record<string, number> = {};
  const rows = entry.postings.map((p) => {
    const before = held.get(p.account);
    if (before === undefined) return { ...p, before: null, after: null };
    const balance = before + p.amount;
    if (!Number.isSafeInteger(balance))
      throw new Error(`ledger: ${p.account} would leave the safe integer range`);
    after[p.account] = balance;
    return { ...p, before, after: balance };
  });
  const current = Object.fromEntries(held);

  // only a debit can be short: a credit raises the balance, and pays first what a member owes
  const isShort = rows.some((r) => r.after !== null && r.amount < 0 && r.after < 0);
  const isOverCeiling = rows.some((r) => r.after !== null && r.amount > 0 && r.after > BALANCE_MAX_SATANG);
  if (isShort || isOverCeiling) {
    // a retry of an entry that went through while the money was there is still a retry
    const existing = await findEntryId(tx, entry.key);
    if (existing !== null) return { entryId: existing, created: false, memberBalances: current };
    throw new AppError(400, isShort ? 'ledger.insufficient_balance' : 'ledger.balance_ceiling');
  }

  const { entryId, created } = await insertEntry(tx, entry);
  if (!created) return { entryId, created, memberBalances: current };

  // one round trip: all postings, then the cached rows of the member accounts among them
  await tx.query(
    `WITH inserted AS (
       INSERT INTO postings (entry_id, account, currency, amount, before_amount, after_amount)
       SELECT $1, t.account, t.currency, t.amount, t.before_amount, t.after_amount
       FROM unnest($2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[]) WITH ORDINALITY
         AS t(account, currency, amount, before_amount, after_amount, n)
       ORDER BY t.n
       RETURNING id, account, after_amount
     )
     UPDATE balances AS b
     SET balance = i.after_amount, last_posting_id = i.id, updated_at = now()
     FROM inserted AS i
     WHERE b.account = i.account AND i.after_amount IS NOT NULL`,
    // a settlement posts to thousands of members in one entry: array text written once (db/pg-array.ts)
    [
      entryId,
      textArray(rows.map((r) => r.account)),
      textArray(rows.map((r) => r.currency)),
      intArray(rows.map((r) => r.amount)),
      intArray(rows.map((r) => r.before)),
      intArray(rows.map((r) => r.after)),
    ],
  );
  return { entryId, created: true, memberBalances: after };
}

/**
 * Locks the cached rows of member accounts, sorted by account (DESIGN §3: no deadlock), and reads
 * them. post() calls it; a caller that posts to several members in separate entries of one
 * transaction calls it first with all of them, so the rows are taken in the same order as every
 * other multi-member entry takes them.
 */
export async function lockMemberAccounts(tx: Tx, accounts: string[]): Promise<Map<string, number>> {
  if (accounts.length === 0) return new Map();
  const { rows } = await tx.query<{ account: string; balance: number }>(
    'SELECT account, balance FROM balances WHERE account = ANY($1::text[]) ORDER BY account FOR UPDATE',
    [textArray(accounts)],
  );
  const held = new Map(rows.map((r) => [r.account, r.balance]));
  const missing = accounts.filter((a) => !held.has(a));
  if (missing.length > 0) {
    throw new Error(`ledger: no balance row for ${missing.join(', ')} (openMemberAccounts was not called)`);
  }
  return held;
}

/**
 * Locks the cash and coin rows of the members a query names (rows carrying `member_id`), in account
 * order, in one statement: a correction takes every row it will touch at once, before its first
 * entry, so it never holds one member's rows while waiting for another's that a settlement elsewhere
 * holds the other way round.
 */
export async function lockMembersOf(tx: Tx, members: MemberQuery): Promise<void> {
  await tx.query(
    `SELECT b.account FROM balances b
      WHERE b.member_id IN (SELECT member_id FROM (${members.sql}) m)
      ORDER BY b.account
        FOR UPDATE OF b`,
    members.params,
  );
}
