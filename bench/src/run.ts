// `npm run bench`: (a) live bets through the real server vs the bare bet transaction in pgbench,
// (b) RATE fan-out to 1,000 member sockets, then 10,000 across two processes sharing Redis, vs bare
// Socket.IO, (c) the settlement of 100,000 bets vs a bare INSERT … SELECT of as many rows, and (d)
// the member app's first-load JS vs its budget and Lighthouse on the login and home pages, and (e) the
// bet path and the history pages on an empty database vs a year of data (10,000,000 bets); results
// and ratios to docs/benchmarks.md. Loopback only; fresh PostgreSQL databases, dropped at the end.
import os from 'node:os';
import pg from 'pg';
import { Api, fundedMember, openMatch, operatorToken, type BenchMember } from './api.ts';
import { runBetLoad, runPgbenchBaseline } from './bet-load.ts';
import { runHeldBets } from './held-load.ts';
import { DEFAULT_PUBLISHES, runFanoutSection } from './fanout-cluster.ts';
import { createFreshDatabase, DEFAULT_ADMIN_URL } from './fresh-database.ts';
import { runLighthouse } from './lighthouse.ts';
import { writeReport, type BenchReport } from './report.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { runSettlementBench } from './settlement-load.ts';
import { round } from './stats.ts';
import { measureWebWeight } from './web-weight.ts';
import { runYearSection } from './year-load.ts';
import { YEAR_LEDGER_FAILED } from './year-of-data.ts';

const num = (name: string, fallback: number) => {
  const v = process.env[name];
  const n = v === undefined || v === '' ? fallback : Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number ≥ 0`);
  return n;
};

const settings = {
  clients: num('BENCH_CLIENTS', 32),
  members: num('BENCH_MEMBERS', 200),
  seconds: num('BENCH_SECONDS', 15),
  warmupS: num('BENCH_WARMUP_SECONDS', 2),
  sockets: num('BENCH_SOCKETS', 1000),
  clusterSockets: num('BENCH_CLUSTER_SOCKETS', 10_000),
  publishes: num('BENCH_PUBLISHES', DEFAULT_PUBLISHES),
  settleBets: num('BENCH_SETTLE_BETS', 100_000),
  // Lighthouse's own advice on variability: the median of five runs (docs/decisions.md, "Speed")
  lighthouseRuns: num('BENCH_LIGHTHOUSE_RUNS', 5),
  // (e): the year (25 item 7); 0 leaves the section out, 200000 is a quick run
  yearBets: num('BENCH_YEAR_BETS', 10_000_000),
  yearReads: num('BENCH_YEAR_READS', 200),
};
/**
 * BENCH_SECTIONS=a,c runs only those sections (the bet path and the settlement: what a change to the
 * bet or ledger path is measured by, before and after); the others are recorded as skipped, and the
 * report is printed, never written over docs/benchmarks.md. Unset: every section.
 */
const ALL_SECTIONS = ['a', 'b', 'c', 'd', 'e', 'h'];
const sections = new Set(
  (process.env.BENCH_SECTIONS ?? ALL_SECTIONS.join(',')).split(',').map((s) => s.trim()),
);
const only = (name: string) => !sections.has(name);
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
const redisUrl = process.env.BENCH_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const pgbench = process.env.PGBENCH || 'pgbench';
const log = (msg: string) => process.stdout.write(`${msg}\n`);

async function postgresVersion(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version.split(' ')[0] ?? 'unknown';
  } finally {
    await c.end();
  }
}

/** A section that fails is recorded as skipped with its reason; the others still run. */
async function section<T>(name: string, run: () => Promise<T>): Promise<T | { skipped: string }> {
  try {
    return await run();
  } catch (err) {
    log(`  ${name} skipped: ${(err as Error).message}`);
    return { skipped: (err as Error).message.split('\n')[0] ?? 'failed' };
  }
}

async function main() {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const db = await createFreshDatabase(adminUrl);
  let server: ServerProcess | undefined;
  try {
    log(`bench: fresh database ${db.name}; starting the server`);
    server = await startServer(db.url);
    const api = new Api(server.url);
    const op = await operatorToken(api, db.url);

    log(`bench (a): ${settings.members} members, funded through the operator's deposit call`);
    const members: BenchMember[] = [];
    for (let i = 0; i < settings.members; i += 16) {
      const batch = Array.from({ length: Math.min(16, settings.members - i) }, (_, j) => i + j + 1);
      members.push(...(await Promise.all(batch.map((n) => fundedMember(api, op, n, 100_000)))));
    }
    const bets = await openMatch(api, op, 'Bench round (bets)');
    log(`bench (a): bets from ${settings.clients} clients for ${settings.seconds} s`);
    const betServer = await runBetLoad({
      baseUrl: server.url,
      matchId: bets.matchId,
      rateId: bets.rate.id,
      members,
      clients: settings.clients,
      seconds: settings.seconds,
      warmupS: settings.warmupS,
    });
    log(
      `  server: ${round(betServer.perSecond, 0)} bets/s, p50 ${round(betServer.p50Ms)} ms, p99 ${round(betServer.p99Ms)} ms`,
    );
    const betLedger = await api.call<{ ok: boolean }>('GET', '/admin/ledger/check', { token: op });
    log(`  ledger check after the bets: ${betLedger.ok ? 'ok' : 'FAILED'}`);
    log(`bench (a): pgbench baseline for ${settings.seconds} s`);
    const betBase = await runPgbenchBaseline({
      databaseUrl: db.url,
      clients: settings.clients,
      members: settings.members,
      seconds: settings.seconds,
      warmupS: settings.warmupS,
      pgbench,
    });
    log(
      `  pgbench: ${round(betBase.perSecond, 0)} tx/s, p50 ${round(betBase.p50Ms)} ms, p99 ${round(betBase.p99Ms)} ms`,
    );

    const DELAY_SECONDS = 3;
    log(`bench (h): ${members.length} held bets at once at a ${DELAY_SECONDS} s bet delay`);
    const held = await section('held bets', async () => {
      if (only('h')) throw new Error('BENCH_SECTIONS');
      const round_ = await openMatch(api, op, 'Bench round (held)', DELAY_SECONDS);
      return runHeldBets({
        baseUrl: server?.url ?? '',
        databaseUrl: db.url,
        matchId: round_.matchId,
        rateId: round_.rate.id,
        members,
        clients: settings.clients,
        delaySeconds: DELAY_SECONDS,
      });
    });
    if (!('skipped' in held))
      log(
        `  ${held.accepted}/${held.bets} accepted; ${round(held.decidedPerSecond, 0)} decided/s, latest ${round(held.latestMs, 0)} ms past due`,
      );

    log(
      `bench (b): RATE fan-out, ${settings.sockets} sockets, then ${settings.clusterSockets} on two processes`,
    );
    const [first] = members;
    if (!first) throw new Error('no member');
    const fanout = only('b')
      ? {
          windowMs: 0,
          warmups: 0,
          single: { skipped: 'BENCH_SECTIONS' },
          cluster: { skipped: 'BENCH_SECTIONS' },
        }
      : await runFanoutSection({
          api,
          databaseUrl: db.url,
          opToken: op,
          memberToken: first.token,
          sockets: settings.sockets,
          clusterSockets: settings.clusterSockets,
          publishes: settings.publishes,
          redisUrl,
          log: (line) => log(`  ${line}`),
        });

    log(`bench (c): settling ${settings.settleBets} bets`);
    const settlement = await section('settlement', () =>
      only('c')
        ? Promise.reject(new Error('BENCH_SECTIONS'))
        : runSettlementBench({
            api,
            opToken: op,
            databaseUrl: db.url,
            bets: settings.settleBets,
            members: Math.min(10_000, settings.settleBets),
            log,
          }),
    );
    if (!('skipped' in settlement))
      log(
        `  settle ${round(settlement.settleMs)} ms vs INSERT … SELECT ${round(settlement.baselineMs)} ms, ledger ${settlement.ledgerOk ? 'ok' : 'FAILED'}`,
      );
    await server.stop();
    server = undefined;

    log('bench (d): the member app (a production build) and Lighthouse');
    const weight = await section('web weight', () =>
      only('d') ? Promise.reject(new Error('BENCH_SECTIONS')) : measureWebWeight({ build: 'always' }),
    );
    if (!('skipped' in weight))
      log(`  first load ${weight.firstLoadGzipKb} kB gzip of a ${weight.budgetGzipKb} kB budget`);
    const lighthouse = await section('lighthouse', () =>
      only('d')
        ? Promise.reject(new Error('BENCH_SECTIONS'))
        : runLighthouse({ runs: settings.lighthouseRuns }),
    );
    if (!('skipped' in lighthouse))
      log(
        `  performance: login ${lighthouse.median.login.performance}, home ${lighthouse.median.home.performance}`,
      );

    const year =
      settings.yearBets > 0 && !only('e')
        ? await section('a year of data', async () => {
            log(`bench (e): a year of data, ${settings.yearBets} bets, against an empty database`);
            return runYearSection(
              adminUrl,
              {
                bets: settings.yearBets,
                reads: settings.yearReads,
                clients: settings.clients,
                members: settings.members,
                seconds: settings.seconds,
                warmupS: settings.warmupS,
              },
              log,
            );
          })
        : { skipped: 'BENCH_YEAR_BETS=0' };

    const cpus = os.cpus();
    const report: BenchReport = {
      date: new Date().toISOString().slice(0, 10),
      machine: {
        cores: cpus.length,
        cpu: cpus[0]?.model.trim() ?? 'unknown',
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.versions.node,
        postgres: await postgresVersion(db.url),
        loadAtStart,
      },
      settings,
      bets: { server: betServer, baseline: betBase, ledgerOk: betLedger.ok },
      fanout,
      settlement,
      held,
      weight,
      lighthouse,
      year,
    };
    if (process.env.BENCH_WRITE === '0' || sections.size < ALL_SECTIONS.length)
      log('bench: BENCH_WRITE=0 or BENCH_SECTIONS, docs/benchmarks.md left as it is');
    else log(`bench: wrote ${await writeReport(report)}`);
    // a year whose ledger does not hold measured nothing worth keeping: the run fails
    if ('skipped' in year && year.skipped.startsWith(YEAR_LEDGER_FAILED)) process.exitCode = 1;
  } finally {
    await server?.stop();
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
