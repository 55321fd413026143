// Bench (a): live bets through the real server against the bare bet transaction in pgbench, both on
// the same fresh PostgreSQL database at the same concurrency.
import { MIN_BET_BAHT_DEFAULT, MIN_BET_SATANG_DEFAULT } from '@sanam/contract/stakes.ts';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { Pool } from 'undici';
import type { BenchMember } from './api.ts';
import { summarize, type LatencySummary } from './stats.ts';

export interface LoadResult extends LatencySummary {
  perSecond: number;
  /** answers other than 200 (refused or failed bets); the ratio counts accepted bets only */
  rejected: number;
  seconds: number;
}

// the smallest stake a round takes (no bet under it), so the bench measures the bet path
// members use; the pgbench baseline moves the same amount
const STAKE_BAHT = MIN_BET_BAHT_DEFAULT;
const STAKE_SATANG = MIN_BET_SATANG_DEFAULT;

/**
 * `clients` loops firing POST /api/user/bet/:matchId back to back over kept-alive loopback
 * connections, for `warmupS` uncounted then `seconds` counted. Loop c bets for members c,
 * c + clients, c + 2 × clients… in turn, so no two bets of one member are ever in flight together
 * (as one member's taps are answered one by one) and every member bets.
 */
export async function runBetLoad(opts: {
  baseUrl: string;
  matchId: number;
  rateId: number;
  members: readonly BenchMember[];
  clients: number;
  seconds: number;
  warmupS: number;
}): Promise<LoadResult> {
  // undici's pool: a lighter client than node:http, so the load generator takes less of the CPU
  // the server shares with it (pgbench, the baseline's client, is C)
  const pool = new Pool(opts.baseUrl, { connections: opts.clients, pipelining: 1 });
  const start = performance.now();
  const measureFrom = start + opts.warmupS * 1000;
  const end = measureFrom + opts.seconds * 1000;
  const latencies: number[] = [];
  let rejected = 0;
  const refusals: string[] = [];

  const bet = async (m: BenchMember, ref: string): Promise<number> => {
    const res = await pool.request({
      method: 'POST',
      path: `/api/user/bet/${opts.matchId}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
      body: JSON.stringify({ amount: STAKE_BAHT, type: 'red', ref, rateId: opts.rateId }),
    });
    const text = await res.body.text();
    if (res.statusCode !== 200 && refusals.length === 0)
      refusals.push(`${res.statusCode} ${text.slice(0, 200)}`);
    return res.statusCode;
  };

  const own = (c: number) => opts.members.filter((_, i) => i % opts.clients === c);
  await Promise.all(
    Array.from({ length: opts.clients }, async (_, c) => {
      const mine = own(c);
      for (let i = 0; ; i++) {
        const t0 = performance.now();
        if (t0 >= end) return;
        const m = mine[i % mine.length];
        if (!m) throw new Error(`bench client ${c} has no member`);
        const status = await bet(m, `bench-${c}-${i}`);
        const t1 = performance.now();
        if (t0 < measureFrom || t1 > end) continue;
        if (status === 200) latencies.push(t1 - t0);
        else rejected++;
      }
    }),
  );
  await pool.close();
  if (refusals.length > 0) console.warn(`  a bet was refused: ${refusals.join('')}`);
  return {
    ...summarize(latencies),
    perSecond: latencies.length / opts.seconds,
    rejected,
    seconds: opts.seconds,
  };
}

/**
 * The baseline: a bet at its barest, run by pgbench with prepared statements and per-transaction
 * latency logs: a conditional debit of the member's balance row, the insert of a bet row and of its
 * two postings (member and escrow, before/after on the member's), in one transaction. Client c bets
 * for members c + 1, c + 1 + clients… picked at random, as the server load spreads its members.
 * (Account names use '-' where the server has ':': pgbench would read ':name' as a variable.)
 */
export const PGBENCH_SETUP_SQL = `
CREATE TABLE bench_balances (member_id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0));
CREATE TABLE bench_bets (
  id bigserial PRIMARY KEY,
  match_id bigint NOT NULL,
  member_id int NOT NULL REFERENCES bench_balances(member_id),
  side text NOT NULL,
  amount_satang bigint NOT NULL,
  rate_1 int NOT NULL,
  rate_2 int NOT NULL,
  ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, ref)
);
CREATE TABLE bench_postings (
  id bigserial PRIMARY KEY,
  bet_id bigint NOT NULL REFERENCES bench_bets(id),
  account text NOT NULL,
  amount bigint NOT NULL,
  before_amount bigint,
  after_amount bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bench_postings_account_idx ON bench_postings (account, id);`;

export function pgbenchScript(clients: number, members: number): string {
  const slots = Math.max(1, Math.floor(members / clients));
  return `\\set slot random(0, ${slots - 1})
\\set member :client_id + 1 + ${clients} * :slot
BEGIN;
UPDATE bench_balances SET balance = balance - ${STAKE_SATANG} WHERE member_id = :member AND balance >= ${STAKE_SATANG} RETURNING balance AS after \\gset
INSERT INTO bench_bets (match_id, member_id, side, amount_satang, rate_1, rate_2, ref)
VALUES (1, :member, 'red', ${STAKE_SATANG}, 10, 10, md5(random()::text)) RETURNING id AS bet \\gset
INSERT INTO bench_postings (bet_id, account, amount, before_amount, after_amount)
VALUES (:bet, 'member-' || :member, -${STAKE_SATANG}, :after::bigint + ${STAKE_SATANG}, :after::bigint), (:bet, 'escrow-match-1', ${STAKE_SATANG}, NULL, NULL);
COMMIT;
`;
}

export async function runPgbenchBaseline(opts: {
  databaseUrl: string;
  clients: number;
  members: number;
  seconds: number;
  warmupS: number;
  pgbench: string;
}): Promise<LoadResult> {
  const c = new pg.Client({ connectionString: opts.databaseUrl });
  await c.connect();
  try {
    await c.query(PGBENCH_SETUP_SQL);
    await c.query('INSERT INTO bench_balances SELECT g, 1000000000000 FROM generate_series(1, $1::int) g', [
      opts.members,
    ]);
  } finally {
    await c.end();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'sanam-pgbench-'));
  try {
    const script = path.join(dir, 'bet.sql');
    await writeFile(script, pgbenchScript(opts.clients, opts.members));
    const total = opts.warmupS + opts.seconds;
    await promisify(execFile)(
      opts.pgbench,
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(opts.clients),
        '-j',
        '2',
        '-T',
        String(total),
        '-f',
        script,
        '-l',
        '--log-prefix',
        path.join(dir, 'tx'),
        opts.databaseUrl,
      ],
      { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
    );
    // each log line: client_id transaction_no latency_us script_no epoch_s epoch_us
    const latencies: number[] = [];
    let firstEpochUs = Infinity;
    const rows: Array<[number, number]> = [];
    for (const f of await readdir(dir)) {
      if (!f.startsWith('tx')) continue;
      for (const line of (await readFile(path.join(dir, f), 'utf8')).split('\n')) {
        const parts = line.trim().split(/\s+/);
        if (parts.length < 6) continue;
        const latencyUs = Number(parts[2]);
        const endUs = Number(parts[4]) * 1e6 + Number(parts[5]);
        firstEpochUs = Math.min(firstEpochUs, endUs - latencyUs);
        rows.push([endUs, latencyUs]);
      }
    }
    const from = firstEpochUs + opts.warmupS * 1e6;
    const to = from + opts.seconds * 1e6;
    for (const [endUs, latencyUs] of rows) {
      if (endUs - latencyUs >= from && endUs <= to) latencies.push(latencyUs / 1000);
    }
    return {
      ...summarize(latencies),
      perSecond: latencies.length / opts.seconds,
      rejected: 0,
      seconds: opts.seconds,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
