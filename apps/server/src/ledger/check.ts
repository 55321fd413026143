// The invariants of DESIGN §3, as one read-only pass an operator can run at any time
// (GET /api/admin/ledger/check) and every money test ends with. Each check says what it looked at
// and, when it fails, how many offenders there are and the first of them.
import type { LedgerCheck } from '@sanam/contract/admin.ts';
import type { Queryable } from '../db/db.ts';

type Check = LedgerCheck['checks'][number];

const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;

export async function runLedgerChecks(q: Queryable): Promise<LedgerCheck> {
  const checks = [
    await postingsSumToZero(q),
    await cachedBalancesMatchPostings(q),
    await noNegativeMemberBalance(q),
    await settledEscrowsAreZero(q),
    await withdrawHoldMatchesPending(q),
    await settledStepEscrowsAreZero(q),
    await finishedEventEscrowsAreZero(q),
  ];
  return { ok: checks.every((c) => c.ok), checks };
}

/** (1) The postings of each currency sum to zero, and so does each entry; every entry has two postings or more. */
async function postingsSumToZero(q: Queryable): Promise<Check> {
  const name = 'postings sum to zero';
  const totals = await q.query<{ currency: string; total: string; n: number }>(
    'SELECT currency, sum(amount)::text AS total, count(*)::int AS n FROM postings GROUP BY currency ORDER BY currency',
  );
  const entries = await q.query<{
    unbalanced: number;
    first_unbalanced: number | null;
    short: number;
    first_short: number | null;
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
  const problems: string[] = [];
  for (const t of totals.rows) if (t.total !== '0') problems.push(`${t.currency} postings sum to ${t.total}`);
  if (e.unbalanced > 0)
    problems.push(`${plural(e.unbalanced, 'entry', 'entries')} not balanced, first #${e.first_unbalanced}`);
  if (e.short > 0)
    problems.push(
      `${plural(e.short, 'entry', 'entries')} with fewer than two postings, first #${e.first_short}`,
    );
  const postings = totals.rows.reduce((n, t) => n + t.n, 0);
  return problems.length > 0
    ? { name, ok: false, detail: problems.join('; ') }
    : {
        name,
        ok: true,
        detail: `${plural(postings, 'posting')} in ${plural(e.n, 'entry', 'entries')} sum to zero per currency and per entry`,
      };
}

/**
 * (2) Each cached member balance equals the sum of its postings, and each member account's chain is
 * unbroken: first before = 0, each before = the previous after, last after = the cached balance
 * (which last_posting_id names).
 */
async function cachedBalancesMatchPostings(q: Queryable): Promise<Check> {
  const name = 'member balances match their postings';
  const { rows } = await q.query<{ account: string; problem: string }>(
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
     SELECT account, format('posting %s has before %s, expected %s', id, coalesce(before_amount::text, 'null'),
                            coalesce(prev_after, 0)) AS problem
     FROM chain
     WHERE before_amount IS DISTINCT FROM coalesce(prev_after, 0)
     UNION ALL
     SELECT coalesce(b.account, e.account),
            CASE
              WHEN b.account IS NULL THEN 'has postings but no balance row'
              WHEN b.balance <> coalesce(e.total, 0) THEN format('cached %s, postings sum to %s', b.balance, coalesce(e.total, 0))
              WHEN e.last_after IS DISTINCT FROM e.total THEN format('last posting %s ends at %s, postings sum to %s', e.last_id, e.last_after, e.total)
              ELSE format('last_posting_id %s, last posting is %s', coalesce(b.last_posting_id::text, 'null'), coalesce(e.last_id::text, 'none'))
            END
     FROM balances b FULL JOIN ends e ON e.account = b.account
     WHERE b.account IS NULL OR b.balance <> coalesce(e.total, 0) OR e.last_after IS DISTINCT FROM e.total
        OR b.last_posting_id IS DISTINCT FROM e.last_id
     ORDER BY 1`,
  );
  if (rows.length > 0) {
    const accounts = new Set(rows.map((r) => r.account)).size;
    const first = rows[0];
    return {
      name,
      ok: false,
      detail: `${plural(rows.length, 'problem')} in ${plural(accounts, 'account')}; first ${first?.account}: ${first?.problem}`,
    };
  }
  const counts = await q.query<{ accounts: number }>('SELECT count(*)::int AS accounts FROM balances');
  return {
    name,
    ok: true,
    detail: `${plural(counts.rows[0]?.accounts ?? 0, 'member account')} agree with their postings and chains`,
  };
}

/** (3) No member cash or coin balance is negative, now (balances) or ever (the postings' after). */
async function noNegativeMemberBalance(q: Queryable): Promise<Check> {
  const name = 'no negative member balance';
  const { rows } = await q.query<{ account: string; amount: number }>(
    `SELECT account, balance AS amount FROM balances WHERE balance < 0
     UNION ALL
     SELECT account, after_amount FROM postings WHERE after_amount < 0
     ORDER BY 1`,
  );
  const first = rows[0];
  return first
    ? {
        name,
        ok: false,
        detail: `${plural(rows.length, 'negative balance')}; first ${first.account} at ${first.amount}`,
      }
    : { name, ok: true, detail: 'no member cash or coin balance is or was negative' };
}

/** (4) Every escrow of a settled match is zero. Matches arrive with a later issue; until then there is nothing to check. */
async function settledEscrowsAreZero(q: Queryable): Promise<Check> {
  const name = 'settled match escrows are zero';
  const { rows: hasMatches } = await q.query(
    `SELECT 1 FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'matches' AND column_name = 'settled_at'`,
  );
  if (hasMatches.length === 0) return { name, ok: true, detail: 'no settled matches yet' };
  const settled = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM matches WHERE settled_at IS NOT NULL',
  );
  const settledCount = settled.rows[0]?.n ?? 0;
  if (settledCount === 0) return { name, ok: true, detail: 'no settled matches yet' };
  const { rows } = await q.query<{ account: string; currency: string; total: string }>(
    `SELECT p.account, p.currency, sum(p.amount)::text AS total
     FROM matches m JOIN postings p ON p.account = 'escrow:match:' || m.id
     WHERE m.settled_at IS NOT NULL
     GROUP BY p.account, p.currency
     HAVING sum(p.amount) <> 0
     ORDER BY p.account`,
  );
  const first = rows[0];
  return first
    ? {
        name,
        ok: false,
        detail: `${plural(rows.length, 'settled match escrow')} not zero; first ${first.account} holds ${first.total} ${first.currency}`,
      }
    : {
        name,
        ok: true,
        detail: `the escrows of ${plural(settledCount, 'settled match', 'settled matches')} are zero`,
      };
}

/**
 * (5) withdraw:hold holds exactly the withdrawals still waiting for a cashier: every request moved
 * its amount in, every payment or rejection moved it out.
 */
async function withdrawHoldMatchesPending(q: Queryable): Promise<Check> {
  const name = 'withdraw hold equals pending withdrawals';
  const { rows: hasTable } = await q.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'withdrawals'`,
  );
  if (hasTable.length === 0) return { name, ok: true, detail: 'no withdrawals yet' };
  const { rows } = await q.query<{ held: string; pending: string; n: number }>(
    `SELECT (SELECT coalesce(sum(amount), 0) FROM postings WHERE account = 'withdraw:hold')::text AS held,
            (SELECT coalesce(sum(amount_satang), 0) FROM withdrawals WHERE status = 'pending')::text AS pending,
            (SELECT count(*)::int FROM withdrawals WHERE status = 'pending') AS n`,
  );
  const r = rows[0] ?? { held: '0', pending: '0', n: 0 };
  return r.held === r.pending
    ? {
        name,
        ok: true,
        detail: `withdraw:hold holds ${r.held} satang for ${plural(r.n, 'pending withdrawal')}`,
      }
    : {
        name,
        ok: false,
        detail: `withdraw:hold holds ${r.held} satang, pending withdrawals total ${r.pending}`,
      };
}

/** (6) Every escrow of a settled step ticket is zero: its last leg's settlement paid the whole stake out. */
async function settledStepEscrowsAreZero(q: Queryable): Promise<Check> {
  const name = 'settled step ticket escrows are zero';
  const { rows: hasTable } = await q.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'step_tickets'`,
  );
  if (hasTable.length === 0) return { name, ok: true, detail: 'no step tickets yet' };
  const { rows } = await q.query<{ account: string; total: string; settled: number }>(
    `WITH settled AS (SELECT id FROM step_tickets WHERE status <> 'pending')
     SELECT p.account, sum(p.amount)::text AS total, (SELECT count(*)::int FROM settled) AS settled
       FROM settled t JOIN postings p ON p.account = 'escrow:step:' || t.id
      GROUP BY p.account
     HAVING sum(p.amount) <> 0
     UNION ALL
     SELECT NULL, NULL, (SELECT count(*)::int FROM settled)
     ORDER BY 1 NULLS LAST`,
  );
  const offenders = rows.filter((r) => r.account !== null);
  const settledCount = rows.at(-1)?.settled ?? 0;
  const first = offenders[0];
  return first
    ? {
        name,
        ok: false,
        detail: `${plural(offenders.length, 'settled step ticket escrow')} not zero; first ${first.account} holds ${first.total} THB`,
      }
    : { name, ok: true, detail: `the escrows of ${plural(settledCount, 'settled step ticket')} are zero` };
}

/** (7) Every escrow of a settled or cancelled event is zero: its winners, the house or the refunds took it all. */
async function finishedEventEscrowsAreZero(q: Queryable): Promise<Check> {
  const name = 'finished event escrows are zero';
  const { rows: hasTable } = await q.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'events'`,
  );
  if (hasTable.length === 0) return { name, ok: true, detail: 'no finished events yet' };
  const finished = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM events WHERE state IN ('settled', 'cancelled')`,
  );
  const finishedCount = finished.rows[0]?.n ?? 0;
  const { rows } = await q.query<{ account: string; total: string }>(
    `SELECT p.account, sum(p.amount)::text AS total
     FROM events e JOIN postings p ON p.account = 'escrow:event:' || e.id
     WHERE e.state IN ('settled', 'cancelled')
     GROUP BY p.account
     HAVING sum(p.amount) <> 0
     ORDER BY p.account`,
  );
  const first = rows[0];
  return first
    ? {
        name,
        ok: false,
        detail: `${plural(rows.length, 'finished event escrow')} not zero; first ${first.account} holds ${first.total} THB`,
      }
    : { name, ok: true, detail: `the escrows of ${plural(finishedCount, 'finished event')} are zero` };
}
