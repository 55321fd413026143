// postToMembers(): post() for an entry whose member amounts a query of the caller's tables answers in
// the database (a settlement's thousands of members, never sent to the server and back).
import { BALANCE_MAX_SATANG } from '@sanam/contract/input-bounds.ts';
import type { Currency } from '@sanam/contract/ledger.ts';
import type { Tx } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { assertValidEntry, memberIdOf, type EntryInput } from './entry-rules.ts';
import { findEntryId, journalRowValues } from './journal.ts';

/**
 * Members as a query on the caller's own tables: a SELECT whose rows carry `member_id` (and, for
 * postToMembers, `amount`). Its parameters are $1 … $n; the ledger numbers its own after them.
 */
export interface MemberQuery {
  sql: string;
  params: unknown[];
}

/**
 * post() for an entry that pays or charges thousands of members at once (a settlement): the
 * members' amounts come from `memberCash`, a query of (member_id, amount) rows, amount in satang on
 * member:<member_id>, that the database answers itself, so they never travel to the server and
 * back; `entry.postings` are the entry's other postings (escrow, house), on no member account. The
 * rules are post()'s, checked in SQL before anything is written: every member has a balance row,
 * none appears twice, no amount is 0, the postings sum to zero per currency (AppError 400
 * 'ledger.unbalanced'), no member balance goes below zero (AppError 400
 * 'ledger.insufficient_balance') nor past BALANCE_MAX_SATANG ('ledger.balance_ceiling'), the member
 * rows are locked in account order, and a key that exists returns its entry, created: false, moving
 * nothing. One statement (issue 20's settlement bench): the query is read once, the member rows
 * locked and checked, and the journal row, the postings and the balances written only when every
 * check holds, so a refusal writes nothing.
 */
export async function postToMembers(
  tx: Tx,
  entry: EntryInput,
  memberCash: MemberQuery,
  /** COIN: the amounts are coins on coins:<member_id> (a settlement's coins, issue 20) */
  currency: Currency = 'THB',
): Promise<{ entryId: number; created: boolean; members: number }> {
  // one of two fixed names, never input: the member account the query's amounts go to
  const prefix = currency === 'COIN' ? 'coins:' : 'member:';
  for (const p of entry.postings) {
    if (memberIdOf(p.account) !== null)
      throw new Error(`ledger: entry ${entry.key}: ${p.account} belongs in the member query`);
  }
  // the entry's own postings are checked here; what the members' total must come to, in SQL
  const membersTotal = -entry.postings
    .filter((p) => p.currency === currency)
    .reduce((sum, p) => sum + p.amount, 0);
  assertValidEntry(entry, { postings: null, total: membersTotal, currency });

  const n = memberCash.params.length;
  const at = (i: number) => `$${n + i}`;
  const { rows } = await tx.query<{
    rows: number;
    members: number;
    zero: number;
    total: number;
    locked: number;
    short: number;
    over: number;
    entry_id: number | null;
    written: number;
  }>(
    `WITH src AS (${memberCash.sql}),
     locked AS (
       SELECT b.account, b.balance, s.amount
         FROM balances b JOIN src s ON b.account = '${prefix}' || s.member_id
        ORDER BY b.account
          FOR UPDATE OF b
     ),
     checked AS (
       SELECT q.*, l.*
         FROM (SELECT count(*)::int AS rows, count(DISTINCT member_id)::int AS members,
                      count(*) FILTER (WHERE amount = 0)::int AS zero,
                      coalesce(sum(amount), 0)::bigint AS total
                 FROM src) AS q,
              (SELECT count(*)::int AS locked,
                      count(*) FILTER (WHERE balance + amount < 0)::int AS short,
                      count(*) FILTER (WHERE amount > 0 AND balance + amount > ${BALANCE_MAX_SATANG})::int AS over
                 FROM locked) AS l
     ),
     entry AS (
       INSERT INTO journal_entries (key, kind, type, topic, memo, operator_id)
       SELECT ${at(1)}::text, ${at(2)}::text, ${at(3)}::smallint, ${at(4)}::text, ${at(5)}::jsonb, ${at(6)}::bigint
         FROM checked
        WHERE members = rows AND zero = 0 AND locked = rows AND short = 0 AND over = 0
          AND total = ${at(10)}::bigint AND rows + ${at(11)}::int >= 2
       ON CONFLICT (key) DO NOTHING
       RETURNING id
     ),
     -- the member postings with their ids drawn here, so the balance rows are written from the rows
     -- locked above alongside the postings. By account, not by row id: a row that another transaction
     -- changed before the lock is a newer version than this statement's snapshot can reach by id.
     member_postings AS (
       SELECT nextval('postings_id_seq') AS id, entry.id AS entry_id, l.account, l.amount,
              l.balance AS before_amount, l.balance + l.amount AS after_amount
         FROM entry, locked l
     ),
     inserted AS (
       INSERT INTO postings (id, entry_id, account, currency, amount, before_amount, after_amount)
       SELECT nextval('postings_id_seq'), entry.id, t.account, t.currency, t.amount, NULL, NULL
         FROM entry, unnest(${at(7)}::text[], ${at(8)}::text[], ${at(9)}::bigint[]) AS t(account, currency, amount)
       UNION ALL
       SELECT id, entry_id, account, '${currency}', amount, before_amount, after_amount FROM member_postings
     ),
     written AS (
       UPDATE balances AS b
          SET balance = p.after_amount, last_posting_id = p.id, updated_at = now()
         FROM member_postings AS p
        WHERE b.account = p.account
       RETURNING 1
     )
     SELECT checked.*, (SELECT id FROM entry) AS entry_id, (SELECT count(*) FROM written)::int AS written
       FROM checked`,
    [
      ...memberCash.params,
      ...journalRowValues(entry),
      entry.postings.map((p) => p.account),
      entry.postings.map((p) => p.currency),
      entry.postings.map((p) => p.amount),
      membersTotal,
      entry.postings.length,
    ],
  );
  const c = rows[0];
  if (!c) throw new Error(`ledger: entry ${entry.key}: the member check read nothing`);
  if (c.members !== c.rows || c.zero > 0 || c.locked !== c.rows) {
    throw new Error(
      `ledger: entry ${entry.key}: ${c.rows} member postings, ${c.members} members, ${c.zero} of 0, ${c.locked} balance rows`,
    );
  }
  if (c.rows + entry.postings.length < 2)
    throw new Error(`ledger: entry ${entry.key} needs at least two postings`);
  if (c.total !== membersTotal) throw new AppError(400, 'ledger.unbalanced');
  if (c.entry_id === null) {
    // nothing was written: the key exists (a retry, whatever the balances say now), or a balance refused
    const existing = await findEntryId(tx, entry.key);
    if (existing !== null) return { entryId: existing, created: false, members: 0 };
    if (c.short > 0 || c.over > 0)
      throw new AppError(400, c.short > 0 ? 'ledger.insufficient_balance' : 'ledger.balance_ceiling');
    throw new Error(`ledger: entry ${entry.key} was neither written nor found`);
  }
  if (c.written !== c.rows)
    throw new Error(`ledger: entry ${entry.key}: ${c.written} of ${c.rows} member balances written`);
  return { entryId: c.entry_id, created: true, members: c.rows };
}
