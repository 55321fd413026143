// The ledger's read models: member balances, a member's transactions and their recent deposits. They
// read what the writers (post.ts, post-to-members.ts, stake-entries.ts) wrote and change nothing.
import { TX_TYPE, type Currency, type TxType } from '@sanam/contract/ledger.ts';
import type { MemberFileQuery } from '@sanam/contract/member-file.ts';
import type { Queryable } from '../db/db.ts';
import { anyOf, memberPage } from '../db/member-page.ts';
import { intArray } from '../db/pg-array.ts';
import type { MemberQuery } from './post-to-members.ts';

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
  /** the entry's kind ("game.credit", "bet", ...) */
  kind: string;
  /** the game provider the entry's memo names (game entries), else null */
  game: string | null;
};

/**
 * DESIGN §3: a member's transactions are the postings on member:<id>, newest first; types 149
 * (withdraw hold released) and 999 (internal correction) are stored but never shown to the member.
 * `types` keeps only those types; `search` keeps the postings whose topic contains `text` (any case),
 * whose amount, without its sign, is `amountSatang`, or whose entry's memo names one of `matchIds`
 * (the rounds whose names the history prints on the row).
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
            (e.memo->>'match_id')::bigint AS "matchId", e.kind, e.memo->>'game' AS game
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

export type StatementPosting = Omit<MemberTransaction, 'entryId' | 'matchId' | 'kind' | 'game'>;

/**
 * A member's statement for support (the console's reports): the same rows memberTransactions() shows the
 * member (postings on member:<id>, types 149 and 999 hidden) made in [from, to), oldest first, with
 * where the balance stood when the range opened and when it closed (every posting counted, hidden
 * ones too, so the two are the balance's true values).
 */
export async function memberStatement(
  q: Queryable,
  memberId: number,
  from: Date,
  to: Date,
): Promise<{ rows: StatementPosting[]; openingSatang: number; closingSatang: number }> {
  const account = `member:${memberId}`;
  const { rows } = await q.query<StatementPosting>(
    `SELECT p.id AS "postingId", e.type, e.topic, p.amount AS "amountSatang",
            p.before_amount AS "beforeSatang", p.after_amount AS "afterSatang", p.created_at AS "createdAt"
       FROM postings p JOIN journal_entries e ON e.id = p.entry_id
      WHERE p.account = $1 AND e.type NOT IN (149, 999) AND p.created_at >= $2 AND p.created_at < $3
      ORDER BY p.id`,
    [account, from, to],
  );
  return { rows, ...(await statementEnds(q, account, from, to)) };
}

/** Where the account's balance stood when [from, to) opened and when it closed (every posting counted). */
async function statementEnds(q: Queryable, account: string, from: Date, to: Date) {
  const { rows } = await q.query<{ opening: number | null; closing: number | null }>(
    `SELECT (SELECT after_amount FROM postings WHERE account = $1 AND created_at < $2 ORDER BY id DESC LIMIT 1) AS opening,
            (SELECT after_amount FROM postings WHERE account = $1 AND created_at < $3 ORDER BY id DESC LIMIT 1) AS closing`,
    [account, from, to],
  );
  return { openingSatang: rows[0]?.opening ?? 0, closingSatang: rows[0]?.closing ?? 0 };
}

/**
 * One page of the reports' member statement (a busy member's month is thousands of rows):
 * `limit` rows from `offset`, in time order, with what the whole range adds up to. The range is read
 * through postings (account, created_at) (migration 029); the sums and the count send no row.
 */
export async function memberStatementRange(
  q: Queryable,
  memberId: number,
  from: Date,
  to: Date,
  page: { offset: number; limit: number },
): Promise<{
  rows: StatementPosting[];
  total: number;
  inSatang: number;
  outSatang: number;
  openingSatang: number;
  closingSatang: number;
}> {
  const account = `member:${memberId}`;
  // The range is read from postings (account, created_at), then put in id order: the order of the
  // member's balance chain (a posting made in a transaction that began earlier can come later).
  // MATERIALIZED keeps the planner from walking the member's whole history in id order until the
  // range begins (a year: 200 ms); the hidden entries are few, left out through their own index
  // (migration 029).
  const inRange = `FROM postings p
      WHERE p.account = $1 AND p.created_at >= $2 AND p.created_at < $3
        AND NOT EXISTS (SELECT 1 FROM journal_entries h WHERE h.id = p.entry_id AND h.type IN (149, 999))`;
  const [{ rows }, { rows: sums }, ends] = await Promise.all([
    q.query<StatementPosting>(
      `WITH range AS MATERIALIZED (SELECT p.* ${inRange}),
            page AS (SELECT * FROM range ORDER BY id LIMIT $4 OFFSET $5)
       SELECT p.id AS "postingId", e.type, e.topic, p.amount AS "amountSatang",
              p.before_amount AS "beforeSatang", p.after_amount AS "afterSatang", p.created_at AS "createdAt"
         FROM page p JOIN journal_entries e ON e.id = p.entry_id
        ORDER BY p.id`,
      [account, from, to, page.limit, page.offset],
    ),
    q.query<{ total: number; money_in: number | null; money_out: number | null }>(
      `SELECT count(*)::int AS total,
              sum(p.amount) FILTER (WHERE p.amount > 0)::bigint AS money_in,
              (-sum(p.amount) FILTER (WHERE p.amount < 0))::bigint AS money_out
         ${inRange}`,
      [account, from, to],
    ),
    statementEnds(q, account, from, to),
  ]);
  return {
    rows,
    total: sums[0]?.total ?? 0,
    inSatang: sums[0]?.money_in ?? 0,
    outSatang: sums[0]?.money_out ?? 0,
    ...ends,
  };
}

/**
 * One page of the member's statement for the console's member file: the same postings
 * as the reports' statement (types 149 and 999 hidden), newest first, each with the balance before
 * and after. `q` matches the topic, the posting's number or its amount either way.
 */
export async function memberStatementPage(q: Queryable, memberId: number, query: MemberFileQuery) {
  const page = await memberPage<StatementPosting>(q, `member:${memberId}`, query, {
    from: 'postings p JOIN journal_entries e ON e.id = p.entry_id AND e.type NOT IN (149, 999)',
    // the same postings counted from the indexes alone (migration 029): the member's (account, id,
    // entry_id) less the few hidden entries
    countFrom: `(SELECT p.* FROM postings p
                  WHERE NOT EXISTS (SELECT 1 FROM journal_entries e
                                     WHERE e.id = p.entry_id AND e.type IN (149, 999))) p`,
    memberColumn: 'p.account',
    createdColumn: 'p.created_at',
    columns: `p.id AS "postingId", e.type, e.topic, p.amount AS "amountSatang",
              p.before_amount AS "beforeSatang", p.after_amount AS "afterSatang", p.created_at AS "createdAt"`,
    orderBy: 'p.id DESC',
    search: (s, add) =>
      anyOf(
        `e.topic ILIKE ${add(s.like)}`,
        s.id !== null && `p.id = ${add(s.id)}`,
        s.satang !== null && `abs(p.amount) = ${add(s.satang)}`,
      ),
  });
  return page;
}
