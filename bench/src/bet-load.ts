// Bench (a): live bets through the real server against the bare bet transaction in pgbench, both on
// the same fresh PostgreSQL database at the same concurrency.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { BenchMember } from './api.ts';
import { summarize, type LatencySummary } from './stats.ts';

export interface LoadResult extends LatencySummary {
  perSecond: number;
  /** answers other than 200 (refused or failed bets); the ratio counts accepted bets only */
  rejected: number;
  seconds: number;
}

const STAKE_BAHT = 1;

/**
 * `clients` loops, each a member of its own firing POST /api/user/bet/:matchId back to back over a
 * kept-alive loopback connection, for `warmupS` uncounted then `seconds` counted.
 */
export async function runBetLoad(opts: {
  baseUrl: string;
  matchId: number;
  rateId: number;
  members: readonly BenchMember[];
  seconds: number;
  warmupS: number;
}): Promise<LoadResult> {
  const url = new URL(opts.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.members.length });
  const start = performance.now();
  const measureFrom = start + opts.warmupS * 1000;
  const end = measureFrom + opts.seconds * 1000;
  const latencies: number[] = [];
  let rejected = 0;
  const refusals: string[] = [];

  const bet = (m: BenchMember, ref: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ amount: STAKE_BAHT, type: 'red', ref, rateId: opts.rateId });
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: `/api/user/bet/${opts.matchId}`,
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${m.token}`,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            if (res.statusCode !== 200 && refusals.length === 0)
              refusals.push(`${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`);
            resolve(res.statusCode ?? 0);
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  await Promise.all(
    opts.members.map(async (m, c) => {
      for (let i = 0; ; i++) {
        const t0 = performance.now();
        if (t0 >= end) return;
        const status = await bet(m, `bench-${c}-${i}`);
        const t1 = performance.now();
        if (t0 < measureFrom || t1 > end) continue;
        if (status === 200) latencies.push(t1 - t0);
        else rejected++;
      }
    }),
  );
  agent.destroy();
  if (refusals.length > 0) console.warn(`  a bet was refused: ${refusals.join('')}`);
  return {
    ...summarize(latencies),
    perSecond: latencies.length / opts.seconds,
    rejected,
    seconds: opts.seconds,
  };
}

/**
 * The baseline: what a bet is at its barest, a conditional debit of the member's balance row and the
 * insert of a bet row in one transaction, run by pgbench with one member per client (as the server
 * load has), prepared statements, per-transaction latency logs.
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
);`;

export const PGBENCH_SCRIPT = `\\set member :client_id + 1
BEGIN;
WITH debited AS (
  UPDATE bench_balances SET balance = balance - 100 WHERE member_id = :member AND balance >= 100 RETURNING member_id
)
INSERT INTO bench_bets (match_id, member_id, side, amount_satang, rate_1, rate_2, ref)
SELECT 1, member_id, 'red', 100, 10, 10, md5(random()::text) FROM debited;
COMMIT;
`;

export async function runPgbenchBaseline(opts: {
  databaseUrl: string;
  clients: number;
  seconds: number;
  warmupS: number;
  pgbench: string;
}): Promise<LoadResult> {
  const c = new pg.Client({ connectionString: opts.databaseUrl });
  await c.connect();
  try {
    await c.query(PGBENCH_SETUP_SQL);
    await c.query('INSERT INTO bench_balances SELECT g, 1000000000000 FROM generate_series(1, $1::int) g', [
      opts.clients,
    ]);
  } finally {
    await c.end();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'sanam-pgbench-'));
  try {
    const script = path.join(dir, 'bet.sql');
    await writeFile(script, PGBENCH_SCRIPT);
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
