// postToMembers(): post() for an entry whose member amounts a query of the caller's tables answers in
// the database (a settlement's thousands of members, never sent to the server and back).
import { BALANCE_MAX_SATANG } from '@sanam/contract/input-bounds.ts';
import type { Currency } from '@sanam/contract/ledger.ts';
import type { Tx } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import {
  allowedCurrencies,
  assertValidEntry,
  CORRECTION_KINDS,
  memberIdOf,
  type EntryInput,
} from './entry-rules.ts';
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
 * How an entry's member postings may move balances beyond post()'s rules; each is one of the
 * settlement core's own cases (betting/settlement-core.ts), never a caller's convenience.
 */
export interface MembersPosting {
  /** COIN: the amounts are coins on coins:<member_id> (a grading's coins) */
  currency?: Currency;
  /**
   * A correction's take-back (THB): a member whose cash cannot give back all of it is left owing the
   * rest, their cash below zero by exactly that (docs/decisions.md, "A correction never waits for one
   * member"). The only postings that may take member cash below zero; check (3) proves it.
   */
  debt?: boolean;
  /**
   * A correction's coins (COIN): a take-back is limited to what each member holds, and `remainderTo`
   * (the entry's one other account, the house) takes what the members' moves leave. The entry's own
   * postings must then be empty.
   */
  upToHeld?: { remainderTo: string };
  /**
   * A settlement's payment: every amount is a credit (checked; anything else is a programming error)
   * and not held to BALANCE_MAX_SATANG (each stake's win was checked against it when placed, so no
   * round's settlement waits for one member), so nothing can refuse it: no balance is read to decide
   * anything, and the statement only locks the rows (in account order) and writes them.
   */
  paysOnly?: boolean;
}

export interface MembersPosted {
  /** null: nothing moved (every take-back limited to nothing), so nothing was posted */
  entryId: number | null;
  created: boolean;
  members: number;
  /** with upToHeld: the members whose take-back was limited, and what was posted for them */
  limited: Array<{ memberId: number; asked: number; posted: number }>;
}

/**
 * post() for an entry that pays or charges thousands of members at once (a settlement): the
 * members' amounts come from `memberCash`, a query of (member_id, amount) rows, amount in satang on
 * member:<member_id> (coins on coins:<member_id> with COIN), that the database answers itself, so
 * they never travel to the server and back; `entry.postings` are the entry's other postings (escrow,
 * house), on no member account. The rules are post()'s, checked in SQL before anything is written:
 * every member has a balance row, none appears twice, no amount is 0, the postings sum to zero per
 * currency (AppError 400 'ledger.unbalanced'), no member balance goes below zero (AppError 400
 * 'ledger.insufficient_balance'; but see MembersPosting.debt) nor past BALANCE_MAX_SATANG
 * ('ledger.balance_ceiling'; but see paysOnly), the member rows are locked in account order, and a
 * key that exists returns its entry, created: false, moving nothing. One statement (the settlement
 * bench's cost): the query is read once, the member rows locked and checked, and the journal row,
 * the postings and the balances written only when every check holds, so a refusal writes nothing.
 */
export async function postToMembers(
  tx: Tx,
  entry: EntryInput,
  memberCash: MemberQuery,
  opts: MembersPosting = {},
): Promise<MembersPosted> {
  const currency = opts.currency ?? 'THB';
  // one of two fixed names, never input: the member account the query's amounts go to
  const prefix = currency === 'COIN' ? 'coins:' : 'member:';
  if (opts.debt && (currency !== 'THB' || !(CORRECTION_KINDS as readonly string[]).includes(entry.kind)))
    throw new Error(
      `ledger: entry ${entry.key}: only a correction's take-back of cash may leave a member owing`,
    );
  if (opts.upToHeld && entry.postings.length > 0)
    throw new Error(`ledger: entry ${entry.key}: upToHeld takes no postings of its own`);
  for (const p of entry.postings) {
    if (memberIdOf(p.account) !== null)
      throw new Error(`ledger: entry ${entry.key}: ${p.account} belongs in the member query`);
  }
  if (
    opts.upToHeld &&
    (memberIdOf(opts.upToHeld.remainderTo) !== null ||
      !allowedCurrencies(opts.upToHeld.remainderTo)?.includes(currency))
  )
    throw new Error(`ledger: entry ${entry.key}: ${opts.upToHeld.remainderTo} cannot take the remainder`);
  // a take-back limited to what is held is for coins only: cash a correction takes back is owed in full
  if (opts.upToHeld && (currency !== 'COIN' || opts.debt))
    throw new Error(`ledger: entry ${entry.key}: only coins are taken back up to what is held`);
  if (opts.paysOnly && (opts.debt || opts.upToHeld))
    throw new Error(`ledger: entry ${entry.key}: a payment neither takes back nor owes`);
  // the entry's own postings are checked here; what the members' total must come to, in SQL
  const membersTotal = -entry.postings
    .filter((p) => p.currency === currency)
    .reduce((sum, p) => sum + p.amount, 0);
  assertValidEntry(entry, { postings: null, total: membersTotal, currency });
  if (opts.paysOnly) return payMembers(tx, entry, memberCash, { currency, prefix, membersTotal });

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
    moving: number;
    extras: number;
    entry_id: number | null;
    written: number;
    limited: Array<{ account: string; asked: number; posted: number }>;
  }>(
    `WITH src AS (${memberCash.sql}),
     locked AS (
       SELECT b.account, b.balance, s.amount AS asked,
              CASE WHEN ${at(11)}::boolean AND s.amount < 0 THEN greatest(s.amount, -b.balance)
                   ELSE s.amount END AS amount
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
                      count(*) FILTER (WHERE amount < 0 AND balance + amount < 0 AND NOT ${at(13)}::boolean)::int AS short,
                      count(*) FILTER (WHERE amount > 0 AND balance + amount > ${BALANCE_MAX_SATANG})::int AS over,
                      count(*) FILTER (WHERE amount <> 0)::int AS moving,
                      coalesce(sum(amount), 0)::bigint AS moved
                 FROM locked) AS l
     ),
     -- the entry's own postings: as given, or (upToHeld) the remainder account taking what the
     -- members' moves leave
     extra AS (
       SELECT t.account, t.currency, t.amount
         FROM unnest(${at(7)}::text[], ${at(8)}::text[], ${at(9)}::bigint[]) AS t(account, currency, amount)
       UNION ALL
       SELECT ${at(12)}::text, '${currency}', -moved FROM checked WHERE ${at(11)}::boolean AND moved <> 0
     ),
     entry AS (
       INSERT INTO journal_entries (key, kind, type, topic, memo, operator_id)
       SELECT ${at(1)}::text, ${at(2)}::text, ${at(3)}::smallint, ${at(4)}::text, ${at(5)}::jsonb, ${at(6)}::bigint
         FROM checked
        WHERE members = rows AND zero = 0 AND locked = rows AND short = 0 AND over = 0
          AND (${at(11)}::boolean OR total = ${at(10)}::bigint)
          AND moving + (SELECT count(*) FROM extra) >= 2
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
        WHERE l.amount <> 0
     ),
     inserted AS (
       INSERT INTO postings (id, entry_id, account, currency, amount, before_amount, after_amount)
       SELECT nextval('postings_id_seq'), entry.id, t.account, t.currency, t.amount, NULL, NULL
         FROM entry, extra t
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
     SELECT checked.*, (SELECT count(*)::int FROM extra) AS extras, (SELECT id FROM entry) AS entry_id,
            (SELECT count(*) FROM written)::int AS written,
            (SELECT coalesce(json_agg(json_build_object('account', account, 'asked', asked, 'posted', amount)), '[]')
               FROM locked WHERE amount <> asked) AS limited
       FROM checked`,
    [
      ...memberCash.params,
      ...journalRowValues(entry),
      entry.postings.map((p) => p.account),
      entry.postings.map((p) => p.currency),
      entry.postings.map((p) => p.amount),
      membersTotal,
      opts.upToHeld !== undefined,
      opts.upToHeld?.remainderTo ?? null,
      opts.debt === true,
    ],
  );
  const c = rows[0];
  if (!c) throw new Error(`ledger: entry ${entry.key}: the member check read nothing`);
  if (c.members !== c.rows || c.zero > 0 || c.locked !== c.rows) {
    throw new Error(
      `ledger: entry ${entry.key}: ${c.rows} member postings, ${c.members} members, ${c.zero} of 0, ${c.locked} balance rows`,
    );
  }
  const limited = c.limited.map((l) => ({
    memberId: Number(l.account.slice(prefix.length)),
    asked: Number(l.asked),
    posted: Number(l.posted),
  }));
  if (!opts.upToHeld) {
    if (c.rows + entry.postings.length < 2)
      throw new Error(`ledger: entry ${entry.key} needs at least two postings`);
    if (c.total !== membersTotal) throw new AppError(400, 'ledger.unbalanced');
  }
  if (c.entry_id === null) {
    // nothing was written: the key exists (a retry, whatever the balances say now), or a balance refused
    const existing = await findEntryId(tx, entry.key);
    if (existing !== null) return { entryId: existing, created: false, members: 0, limited: [] };
    if (c.short > 0 || c.over > 0)
      throw new AppError(400, c.short > 0 ? 'ledger.insufficient_balance' : 'ledger.balance_ceiling');
    // every take-back limited to nothing: nothing moves, nothing is posted
    if (opts.upToHeld && c.moving === 0) return { entryId: null, created: false, members: 0, limited };
    throw new Error(`ledger: entry ${entry.key} was neither written nor found`);
  }
  if (c.written !== c.moving)
    throw new Error(`ledger: entry ${entry.key}: ${c.written} of ${c.moving} member balances written`);
  return { entryId: c.entry_id, created: true, members: c.moving, limited };
}

/**
 * postToMembers for a payment (MembersPosting.paysOnly): nothing can refuse it but a programming
 * mistake (a member twice, an amount that is no credit, a member without a balance row: an error
 * that rolls the caller's transaction back) or an unbalanced entry, so no balance is read to decide
 * anything: the rows are locked in account order (the order every entry takes member rows in) and
 * each written once by one UPDATE, whose RETURNING gives each posting its exact before and after.
 */
async function payMembers(
  tx: Tx,
  entry: EntryInput,
  members: MemberQuery,
  m: { currency: Currency; prefix: string; membersTotal: number },
): Promise<MembersPosted> {
  const n = members.params.length;
  const at = (i: number) => `$${n + i}`;
  const { rows } = await tx.query<{
    rows: number;
    members: number;
    not_credit: number;
    total: number;
    entry_id: number | null;
    written: number;
  }>(
    `WITH src AS (${members.sql}),
     checked AS (
       SELECT count(*)::int AS rows, count(DISTINCT member_id)::int AS members,
              count(*) FILTER (WHERE amount <= 0)::int AS not_credit,
              coalesce(sum(amount), 0)::bigint AS total
         FROM src
     ),
     entry AS (
       INSERT INTO journal_entries (key, kind, type, topic, memo, operator_id)
       SELECT ${at(1)}::text, ${at(2)}::text, ${at(3)}::smallint, ${at(4)}::text, ${at(5)}::jsonb, ${at(6)}::bigint
         FROM checked
        WHERE members = rows AND not_credit = 0 AND total = ${at(10)}::bigint
          AND rows + ${at(11)}::int >= 2
       ON CONFLICT (key) DO NOTHING
       RETURNING id
     ),
     moves AS (
       SELECT '${m.prefix}' || s.member_id AS account, s.amount, nextval('postings_id_seq') AS posting_id
         FROM src s, entry
        ORDER BY 1
     ),
     -- the rows locked in account order (the order every entry takes member rows in) before the
     -- UPDATE writes them: the UPDATE's own join may read them in any order the planner likes, and two
     -- payments (or a payment and a bet statement) taking the same rows in different orders deadlock
     locked AS (
       SELECT b.account, mv.amount, mv.posting_id
         FROM balances b JOIN moves mv ON b.account = mv.account
        ORDER BY b.account
          FOR UPDATE OF b
     ),
     written AS (
       UPDATE balances AS b
          SET balance = b.balance + l.amount, last_posting_id = l.posting_id, updated_at = now()
         FROM locked l
        WHERE b.account = l.account
       RETURNING l.posting_id, b.account, l.amount, b.balance AS after_amount
     ),
     inserted AS (
       INSERT INTO postings (id, entry_id, account, currency, amount, before_amount, after_amount)
       SELECT nextval('postings_id_seq'), entry.id, t.account, t.currency, t.amount, NULL, NULL
         FROM entry, unnest(${at(7)}::text[], ${at(8)}::text[], ${at(9)}::bigint[]) AS t(account, currency, amount)
       UNION ALL
       SELECT w.posting_id, entry.id, w.account, '${m.currency}', w.amount, w.after_amount - w.amount, w.after_amount
         FROM entry, written w
     )
     SELECT checked.*, (SELECT id FROM entry) AS entry_id, (SELECT count(*) FROM written)::int AS written
       FROM checked`,
    [
      ...members.params,
      ...journalRowValues(entry),
      entry.postings.map((p) => p.account),
      entry.postings.map((p) => p.currency),
      entry.postings.map((p) => p.amount),
      m.membersTotal,
      entry.postings.length,
    ],
  );
  const c = rows[0];
  if (!c) throw new Error(`ledger: entry ${entry.key}: the member check read nothing`);
  if (c.members !== c.rows || c.not_credit > 0)
    throw new Error(
      `ledger: entry ${entry.key}: ${c.rows} payments, ${c.members} members, ${c.not_credit} not a credit`,
    );
  if (c.rows + entry.postings.length < 2)
    throw new Error(`ledger: entry ${entry.key} needs at least two postings`);
  if (Number(c.total) !== m.membersTotal) throw new AppError(400, 'ledger.unbalanced');
  if (c.entry_id === null) {
    const existing = await findEntryId(tx, entry.key);
    if (existing !== null) return { entryId: existing, created: false, members: 0, limited: [] };
    throw new Error(`ledger: entry ${entry.key} was neither written nor found`);
  }
  // a member without a balance row is a programming mistake: the error rolls the caller's work back
  if (c.written !== c.rows)
    throw new Error(`ledger: entry ${entry.key}: ${c.written} of ${c.rows} member balances written`);
  return { entryId: c.entry_id, created: true, members: c.rows, limited: [] };
}
