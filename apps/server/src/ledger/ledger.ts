// The double-entry core (DESIGN §3): the code that writes journal_entries, postings and balances. The
// one other writer is a bet's own statement (betting/queries.ts placeBetsIfCurrent, issue 10: a bet in
// one statement), which writes the same rows by the same rules below; checkLedger covers both.
//
// Owns: posting entries (post, and postToMembers for an entry whose member amounts come from a
// query), the cached member balance rows (openMemberAccounts), reading member balances and member
// transactions, and the invariant check (checkLedger, in check.ts).
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
//   of its postings (postings_account_idx): no shared hot row.
// - post() runs inside the caller's transaction: a refusal throws, the caller's work rolls back.
// - postToMembers() is post() with the member amounts read from a query in the database; every
//   rule above holds for it the same way, checked in SQL.
import { BALANCE_MAX_SATANG } from '@sanam/contract/input-bounds.ts';
import { TX_TYPE, type Currency, type TxType } from '@sanam/contract/ledger.ts';
import type { LedgerCheck } from '@sanam/contract/admin.ts';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { intArray, textArray } from '../db/pg-array.ts';
import { AppError } from '../http/errors.ts';
import { runLedgerChecks } from './check.ts';
import { assertValidEntry, memberIdOf, type EntryInput } from './entry-rules.ts';

// the entry's shape lives with its rules (entry-rules.ts); callers import it from here
export type { EntryInput, PostingInput } from './entry-rules.ts';

export interface PostedEntry {
  entryId: number;
  /** false when the key had been posted before (nothing moved this time) */
  created: boolean;
  /** balances after the entry, of the member accounts it touched */
  memberBalances: Record<string, number>;
}

/**
 * Posts one entry inside the caller's transaction: postings must sum to zero per currency; member
 * accounts are locked in sorted order; a member balance may never go below zero
 * (AppError 400 'ledger.insufficient_balance', nothing changes).
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

  const isShort = rows.some((r) => r.after !== null && r.after < 0);
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

/** The journal row's values, in the order both writers of it take them: key, kind, type, topic, memo, operator. */
const journalRowValues = (entry: Omit<EntryInput, 'postings'>) => [
  entry.key,
  entry.kind,
  entry.type,
  entry.topic,
  entry.memo ? JSON.stringify(entry.memo) : null,
  entry.operatorId ?? null,
];

/** The entry's journal row: created, or the one its key already names (created: false). */
async function insertEntry(
  tx: Tx,
  entry: Omit<EntryInput, 'postings'>,
): Promise<{ entryId: number; created: boolean }> {
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO journal_entries (key, kind, type, topic, memo, operator_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (key) DO NOTHING
     RETURNING id`,
    journalRowValues(entry),
  );
  const entryId = inserted.rows[0]?.id;
  if (entryId !== undefined) return { entryId, created: true };
  const existing = await findEntryId(tx, entry.key);
  if (existing === null) throw new Error(`ledger: key ${entry.key} conflicted but cannot be found`);
  return { entryId: existing, created: false };
}

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

async function findEntryId(q: Queryable, key: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM journal_entries WHERE key = $1', [key]);
  return rows[0]?.id ?? null;
}

/** Creates the cached balance rows (member:<id> THB, coins:<id> COIN) of a new member. */
export async function openMemberAccounts(tx: Queryable, memberId: number): Promise<void> {
  await tx.query(
    `INSERT INTO balances (account, member_id, currency)
     VALUES ($1, $3, 'THB'), ($2, $3, 'COIN')
     ON CONFLICT (account) DO NOTHING`,
    [`member:${memberId}`, `coins:${memberId}`, memberId],
  );
}

/** Cash and coin balances of members, in satang and coins. Members without balance rows are absent. */
export async function memberBalances(
  q: Queryable,
  memberIds: number[],
): Promise<Map<number, { cashSatang: number; coins: number }>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await q.query<{ member_id: number; currency: Currency; balance: number }>(
    'SELECT member_id, currency, balance FROM balances WHERE member_id = ANY($1::bigint[])',
    [intArray(memberIds)],
  );
  return byMember(rows);
}

/** memberBalances() of the members a query names (a settlement's thousands, never sent over). */
export async function memberBalancesOf(
  q: Queryable,
  members: MemberQuery,
): Promise<Map<number, { cashSatang: number; coins: number }>> {
  const { rows } = await q.query<{ member_id: number; currency: Currency; balance: number }>(
    `SELECT member_id, currency, balance FROM balances
      WHERE member_id IN (SELECT member_id FROM (${members.sql}) m)`,
    members.params,
  );
  return byMember(rows);
}

function byMember(
  rows: Array<{ member_id: number; currency: Currency; balance: number }>,
): Map<number, { cashSatang: number; coins: number }> {
  const result = new Map<number, { cashSatang: number; coins: number }>();
  for (const r of rows) {
    const b = result.get(r.member_id) ?? { cashSatang: 0, coins: 0 };
    if (r.currency === 'THB') b.cashSatang = r.balance;
    else b.coins = r.balance;
    result.set(r.member_id, b);
  }
  return result;
}

export type MemberTransaction = {
  postingId: number;
  entryId: number;
  type: TxType;
  topic: string;
  amountSatang: number;
  beforeSatang: number;
  afterSatang: number;
  createdAt: Date;
  /** the match the entry's memo names (bets, bills, refunds, regrades), else null */
  matchId: number | null;
};

/**
 * DESIGN §3: a member's transactions are the postings on member:<id>, newest first; types 149
 * (withdraw hold released) and 999 (internal correction) are stored but never shown to the member.
 * `types` keeps only those types; `search` keeps the postings whose topic contains `text` (any case),
 * whose amount, without its sign, is `amountSatang`, or whose entry's memo names one of `matchIds`
 * (the rounds whose names the history prints on the row, issue 21).
 */
export async function memberTransactions(
  q: Queryable,
  memberId: number,
  opts: {
    limit?: number;
    beforePostingId?: number | null;
    types?: readonly number[] | null;
    search?: { text: string; amountSatang: number | null; matchIds?: readonly number[] } | null;
  } = {},
): Promise<MemberTransaction[]> {
  const text = opts.search?.text ? `%${opts.search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await q.query<MemberTransaction>(
    `SELECT p.id AS "postingId", p.entry_id AS "entryId", e.type, e.topic, p.amount AS "amountSatang",
            p.before_amount AS "beforeSatang", p.after_amount AS "afterSatang", p.created_at AS "createdAt",
            (e.memo->>'match_id')::bigint AS "matchId"
     FROM postings p JOIN journal_entries e ON e.id = p.entry_id
     WHERE p.account = $1 AND e.type NOT IN (149, 999) AND ($2::bigint IS NULL OR p.id < $2)
       AND ($4::int[] IS NULL OR e.type = ANY($4::int[]))
       AND ($5::text IS NULL OR e.topic ILIKE $5 OR abs(p.amount) = $6::bigint
            OR (e.memo->>'match_id')::bigint = ANY($7::bigint[]))
     ORDER BY p.id DESC
     LIMIT $3`,
    [
      `member:${memberId}`,
      opts.beforePostingId ?? null,
      opts.limit ?? 50,
      opts.types ? [...opts.types] : null,
      text,
      opts.search?.amountSatang ?? null,
      [...(opts.search?.matchIds ?? [])],
    ],
  );
  return rows;
}

/**
 * DESIGN §7 live access: what deposits (type 1) credited member:<id> in the last `days` days, in
 * satang, by the database clock. Slip, cashier and seeded deposits all post type 1 to the member.
 */
export async function memberDepositsWithinDays(
  q: Queryable,
  memberId: number,
  days: number,
): Promise<number> {
  const { rows } = await q.query<{ total: number }>(
    `SELECT coalesce(sum(p.amount), 0)::bigint AS total
       FROM postings p JOIN journal_entries e ON e.id = p.entry_id
      WHERE p.account = $1 AND p.amount > 0 AND e.type = $2
        AND e.created_at >= now() - make_interval(days => $3::int)`,
    [`member:${memberId}`, TX_TYPE.deposit, days],
  );
  return rows[0]?.total ?? 0;
}

/** The four invariants of DESIGN §3. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  return runLedgerChecks(db);
}
