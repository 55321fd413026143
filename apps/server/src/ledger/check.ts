// The invariants of DESIGN §3, as one read-only pass an operator can run at any time
// (GET /api/admin/ledger/check) and every money test ends with. Each check says what it looked at
// and, when it fails, how many offenders there are and the first of them: as codes and numbers
// (contract ledger-check.ts), which the console words in Thai or English.
import type { LedgerCheck } from '@sanam/contract/admin.ts';
import type { LedgerCheckCode, LedgerCheckResult, LedgerFinding } from '@sanam/contract/ledger-check.ts';
import type { Currency } from '@sanam/contract/ledger.ts';
import type { Db, Queryable } from '../db/db.ts';
import { CORRECTION_KINDS } from './entry-rules.ts';

type Check = LedgerCheckResult;

const passed = (code: LedgerCheckCode, finding: LedgerFinding): Check => ({
  code,
  ok: true,
  findings: [finding],
});
const failed = (code: LedgerCheckCode, findings: LedgerFinding[]): Check => ({ code, ok: false, findings });

/** Member accounts hold cash (member:<id>, satang) or coins (coins:<id>, whole coins). */
const currencyOf = (account: string): Currency => (account.startsWith('coins:') ? 'COIN' : 'THB');

export async function runLedgerChecks(q: Queryable): Promise<LedgerCheck> {
  const checks = [
    await postingsSumToZero(q),
    await cachedBalancesMatchPostings(q),
    await noNegativeMemberBalance(q),
    await settledEscrowsAreZero(q),
    await withdrawHoldMatchesPending(q),
    await settledStepEscrowsAreZero(q),
    await finishedEventEscrowsAreZero(q),
    await betHoldMatchesHeld(q),
  ];
  return { ok: checks.every((c) => c.ok), checks };
}

/** (1) The postings of each currency sum to zero, and so does each entry; every entry has two postings or more. */
async function postingsSumToZero(q: Queryable): Promise<Check> {
  const code = 'postings_balanced';
  const totals = await q.query<{ currency: Currency; total: string; n: number }>(
    'SELECT currency, sum(amount)::text AS total, count(*)::int AS n FROM postings GROUP BY currency ORDER BY currency',
  );
  const entries = await q.query<{
    unbalanced: number;
    first_unbalanced: string | null;
    short: number;
    first_short: string | null;
    n: number;
  }>(
    `WITH per_entry AS (
       SELECT e.id, p.currency, coalesce(sum(p.amount), 0) AS total, count(p.id) AS n
       FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id
       GROUP BY e.id, p.currency
     ), counted AS (
       SELECT id, bool_or(total <> 0) AS unbalanced, sum(n) AS n FROM per_entry GROUP BY id
     )
     SELECT count(*) FILTER (WHERE unbalanced)::int AS unbalanced, min(id) FILTER (WHERE unbalanced) AS first_unbalanced,
            count(*) FILTER (WHERE n < 2)::int AS short, min(id) FILTER (WHERE n < 2) AS first_short,
            count(*)::int AS n
     FROM counted`,
  );
  const e = entries.rows[0] ?? { unbalanced: 0, first_unbalanced: null, short: 0, first_short: null, n: 0 };
  const problems: LedgerFinding[] = [];
  for (const t of totals.rows)
    if (t.total !== '0')
      problems.push({
        code: 'currency_unbalanced',
        params: { currency: t.currency, total: Number(t.total) },
      });
  if (e.unbalanced > 0)
    problems.push({
      code: 'entries_unbalanced',
      params: { entries: e.unbalanced, first_entry: Number(e.first_unbalanced) },
    });
  if (e.short > 0)
    problems.push({
      code: 'entries_short',
      params: { entries: e.short, first_entry: Number(e.first_short) },
    });
  const postings = totals.rows.reduce((n, t) => n + t.n, 0);
  return problems.length > 0
    ? failed(code, problems)
    : passed(code, { code: 'postings_balanced', params: { postings, entries: e.n } });
}

/**
 * (2) Each cached member balance equals the sum of its postings, and each member account's chain is
 * unbroken: first before = 0, each before = the previous after, last after = the cached balance
 * (which last_posting_id names).
 */
async function cachedBalancesMatchPostings(q: Queryable): Promise<Check> {
  const code = 'member_balances_match';
  const { rows } = await q.query<BalanceProblem>(
    `WITH chain AS (
       SELECT account, id, amount, before_amount, after_amount,
              lag(after_amount) OVER (PARTITION BY account ORDER BY id) AS prev_after,
              row_number() OVER (PARTITION BY account ORDER BY id DESC) AS from_end,
              sum(amount) OVER (PARTITION BY account) AS total
       FROM postings
       WHERE account LIKE 'member:%' OR account LIKE 'coins:%'
     ), ends AS (
       SELECT account, id AS last_id, after_amount AS last_after, total FROM chain WHERE from_end = 1
     )
     SELECT account, 'chain_broken' AS kind, id AS a, before_amount AS b, coalesce(prev_after, 0)::bigint AS c
     FROM chain
     WHERE before_amount IS DISTINCT FROM coalesce(prev_after, 0)
     UNION ALL
     SELECT coalesce(b.account, e.account),
            CASE
              WHEN b.account IS NULL THEN 'balance_row_missing'
              WHEN b.balance <> coalesce(e.total, 0) THEN 'cached_differs'
              WHEN e.last_after IS DISTINCT FROM e.total THEN 'last_after_differs'
              ELSE 'last_posting_differs'
            END,
            CASE
              WHEN b.account IS NULL THEN NULL
              WHEN b.balance <> coalesce(e.total, 0) THEN b.balance
              WHEN e.last_after IS DISTINCT FROM e.total THEN e.last_id
              ELSE b.last_posting_id
            END,
            CASE
              WHEN b.account IS NULL THEN NULL
              WHEN b.balance <> coalesce(e.total, 0) THEN coalesce(e.total, 0)::bigint
              WHEN e.last_after IS DISTINCT FROM e.total THEN e.last_after
              ELSE e.last_id
            END,
            CASE WHEN e.last_after IS DISTINCT FROM e.total THEN e.total::bigint END
     FROM balances b FULL JOIN ends e ON e.account = b.account
     WHERE b.account IS NULL OR b.balance <> coalesce(e.total, 0) OR e.last_after IS DISTINCT FROM e.total
        OR b.last_posting_id IS DISTINCT FROM e.last_id
     ORDER BY 1`,
  );
  const first = rows[0];
  if (first) {
    const accounts = new Set(rows.map((r) => r.account)).size;
    return failed(code, [balanceProblem(first, rows.length, accounts)]);
  }
  const accounts = await q.query<{ accounts: number }>('SELECT count(*)::int AS accounts FROM balances');
  return passed(code, { code: 'balances_agree', params: { accounts: accounts.rows[0]?.accounts ?? 0 } });
}

type BalanceProblem = {
  account: string;
  kind:
    'chain_broken' | 'balance_row_missing' | 'cached_differs' | 'last_after_differs' | 'last_posting_differs';
  /** per kind: the posting, its before and the expected before; the cached balance and the sum; … */
  a: number | null;
  b: number | null;
  c: number | null;
};

/** Check (2)'s first problem, with how many there are in all and in how many accounts. */
function balanceProblem(p: BalanceProblem, problems: number, accounts: number): LedgerFinding {
  const counts = { problems, accounts, account: p.account, currency: currencyOf(p.account) };
  const n = (v: number | null) => Number(v);
  const orNull = (v: number | null) => (v === null ? null : Number(v));
  switch (p.kind) {
    case 'chain_broken':
      return { code: p.kind, params: { ...counts, posting: n(p.a), before: orNull(p.b), expected: n(p.c) } };
    case 'balance_row_missing':
      return { code: p.kind, params: counts };
    case 'cached_differs':
      return { code: p.kind, params: { ...counts, cached: n(p.a), sum: n(p.b) } };
    case 'last_after_differs':
      return { code: p.kind, params: { ...counts, posting: n(p.a), after: n(p.b), sum: n(p.c) } };
    case 'last_posting_differs':
      return { code: p.kind, params: { ...counts, recorded: orNull(p.a), last_posting: orNull(p.b) } };
  }
}

/**
 * (3) No member coin balance is or was negative, now (balances) or ever (the postings' after); nor
 * any member cash balance, but by a correction: a correction's take-back (CORRECTION_KINDS) is the one
 * posting that may take cash below zero, leaving the member owing the house, and while below zero
 * cash only rises (a credit) or moves by another correction. Passing, it says what members owe.
 */
async function noNegativeMemberBalance(q: Queryable): Promise<Check> {
  const code = 'no_negative_balance';
  const corrections = [...CORRECTION_KINDS];
  const { rows } = await q.query<{ account: string; amount: number }>(
    `SELECT account, balance AS amount FROM balances WHERE balance < 0 AND account NOT LIKE 'member:%'
     UNION ALL
     SELECT p.account, p.after_amount FROM postings p JOIN journal_entries e ON e.id = p.entry_id
      WHERE p.after_amount < 0 AND p.amount < 0
        AND (p.account NOT LIKE 'member:%' OR NOT e.kind = ANY($1::text[]))
     ORDER BY 1`,
    [corrections],
  );
  const first = rows[0];
  if (first)
    return failed(code, [
      {
        code: 'negative_balances',
        params: {
          balances: rows.length,
          account: first.account,
          currency: currencyOf(first.account),
          amount: Number(first.amount),
        },
      },
    ]);
  const owed = await q.query<{ members: number; owed: string }>(
    `SELECT count(*)::int AS members, coalesce(-sum(balance), 0)::text AS owed
       FROM balances WHERE balance < 0 AND account LIKE 'member:%'`,
  );
  const o = owed.rows[0] ?? { members: 0, owed: '0' };
  return o.members > 0
    ? passed(code, { code: 'owed_after_corrections', params: { members: o.members, owed: Number(o.owed) } })
    : passed(code, { code: 'never_negative', params: {} });
}

/**
 * Every escrow of a finished thing (a settled match, a settled step ticket, a settled or cancelled
 * event) is zero: its settlement paid the whole of it out. The findings name how many finished, or
 * the escrows left holding money and the first of them. A database migrated before the thing's
 * table (or its column) existed has nothing to check.
 */
async function finishedEscrowsAreZero<
  C extends 'match_escrows_zero' | 'step_escrows_zero' | 'event_escrows_zero',
>(
  q: Queryable,
  spec: {
    code: C;
    /** the table and the column its finished rows are told by, whose absence means nothing to check */
    table: string;
    column: string;
    /** SQL over the table as `t`: the row is finished */
    finished: string;
    /** the escrow account of row `t.id` is `${escrowOf}<id>` */
    escrowOf: string;
    /** the finding when every escrow is zero, from the count of finished rows */
    zero: (finished: number) => LedgerFinding;
    notZero: (params: {
      escrows: number;
      account: string;
      currency: Currency;
      amount: number;
    }) => LedgerFinding;
  },
): Promise<Check> {
  const { rows: hasColumn } = await q.query(
    `SELECT 1 FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
    [spec.table, spec.column],
  );
  if (hasColumn.length === 0) return passed(spec.code, spec.zero(0));
  const finished = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${spec.table} t WHERE ${spec.finished}`,
  );
  const finishedCount = finished.rows[0]?.n ?? 0;
  if (finishedCount === 0) return passed(spec.code, spec.zero(0));
  const { rows } = await q.query<{ account: string; currency: Currency; total: string }>(
    `SELECT p.account, p.currency, sum(p.amount)::text AS total
     FROM ${spec.table} t JOIN postings p ON p.account = '${spec.escrowOf}' || t.id
     WHERE ${spec.finished}
     GROUP BY p.account, p.currency
     HAVING sum(p.amount) <> 0
     ORDER BY p.account`,
  );
  const first = rows[0];
  return first
    ? failed(spec.code, [
        spec.notZero({
          escrows: rows.length,
          account: first.account,
          currency: first.currency,
          amount: Number(first.total),
        }),
      ])
    : passed(spec.code, spec.zero(finishedCount));
}

/** (4) Every escrow of a settled match is zero. */
const settledEscrowsAreZero = (q: Queryable) =>
  finishedEscrowsAreZero(q, {
    code: 'match_escrows_zero',
    table: 'matches',
    column: 'settled_at',
    finished: 't.settled_at IS NOT NULL',
    escrowOf: 'escrow:match:',
    zero: (n) => ({ code: 'match_escrows_zero', params: { matches: n } }),
    notZero: (params) => ({ code: 'match_escrows_not_zero', params }),
  });

/**
 * (5) withdraw:hold holds exactly the withdrawals still waiting for a cashier: every request moved
 * its amount in, every payment or rejection moved it out.
 */
async function withdrawHoldMatchesPending(q: Queryable): Promise<Check> {
  const code = 'withdraw_hold_matches';
  const { rows: hasTable } = await q.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'withdrawals'`,
  );
  if (hasTable.length === 0)
    return passed(code, { code: 'withdraw_hold_matches', params: { held: 0, withdrawals: 0 } });
  const { rows } = await q.query<{ held: string; pending: string; n: number }>(
    `SELECT (SELECT coalesce(sum(amount), 0) FROM postings WHERE account = 'withdraw:hold')::text AS held,
            (SELECT coalesce(sum(amount_satang), 0) FROM withdrawals WHERE status = 'pending')::text AS pending,
            (SELECT count(*)::int FROM withdrawals WHERE status = 'pending') AS n`,
  );
  const r = rows[0] ?? { held: '0', pending: '0', n: 0 };
  return r.held === r.pending
    ? passed(code, { code: 'withdraw_hold_matches', params: { held: Number(r.held), withdrawals: r.n } })
    : failed(code, [
        { code: 'withdraw_hold_differs', params: { held: Number(r.held), pending: Number(r.pending) } },
      ]);
}

/**
 * (8) hold:bet holds exactly the live bets still held for their bet delay: every bet taken in moved
 * its stake in, and every decision moved it out (to the round's escrow, or back to the member).
 */
async function betHoldMatchesHeld(q: Queryable): Promise<Check> {
  const code = 'bet_hold_matches';
  const { rows: hasTable } = await q.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'bet_holds'`,
  );
  if (hasTable.length === 0) return passed(code, { code, params: { held: 0, bets: 0 } });
  const { rows } = await q.query<{ held: string; pending: string; n: number }>(
    `SELECT (SELECT coalesce(sum(amount), 0) FROM postings WHERE account = 'hold:bet')::text AS held,
            (SELECT coalesce(sum(amount_satang), 0) FROM bet_holds WHERE status = 'held')::text AS pending,
            (SELECT count(*)::int FROM bet_holds WHERE status = 'held') AS n`,
  );
  const r = rows[0] ?? { held: '0', pending: '0', n: 0 };
  return r.held === r.pending
    ? passed(code, { code, params: { held: Number(r.held), bets: r.n } })
    : failed(code, [
        { code: 'bet_hold_differs', params: { held: Number(r.held), pending: Number(r.pending) } },
      ]);
}

/** (6) Every escrow of a settled step ticket is zero: its last leg's settlement paid the whole stake out. */
const settledStepEscrowsAreZero = (q: Queryable) =>
  finishedEscrowsAreZero(q, {
    code: 'step_escrows_zero',
    table: 'step_tickets',
    column: 'status',
    finished: "t.status <> 'pending'",
    escrowOf: 'escrow:step:',
    zero: (n) => ({ code: 'step_escrows_zero', params: { tickets: n } }),
    notZero: (params) => ({ code: 'step_escrows_not_zero', params }),
  });

/** (7) Every escrow of a settled or cancelled event is zero: its winners, the house or the refunds took it all. */
const finishedEventEscrowsAreZero = (q: Queryable) =>
  finishedEscrowsAreZero(q, {
    code: 'event_escrows_zero',
    table: 'events',
    column: 'state',
    finished: "t.state IN ('settled', 'cancelled')",
    escrowOf: 'escrow:event:',
    zero: (n) => ({ code: 'event_escrows_zero', params: { events: n } }),
    notZero: (params) => ({ code: 'event_escrows_not_zero', params }),
  });

/** The four invariants of DESIGN §3. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  return runLedgerChecks(db);
}
