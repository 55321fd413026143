// `npm run bench`: (a) live bets through the real server vs the bare bet transaction in pgbench, and
// (b) RATE fan-out to member sockets vs a bare Socket.IO broadcast; results and ratios to
// docs/benchmarks.md. Loopback only; a fresh PostgreSQL database, dropped at the end.
import os from 'node:os';
import pg from 'pg';
import { Api, fundedMember, openMatch, operatorToken, type BenchMember } from './api.ts';
import { runBetLoad, runPgbenchBaseline } from './bet-load.ts';
import { createFreshDatabase, DEFAULT_ADMIN_URL } from './fresh-database.ts';
import { runBareFanout, runRateFanout } from './rate-fanout.ts';
import { writeReport, type BenchReport } from './report.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { round } from './stats.ts';

const num = (name: string, fallback: number) => {
  const v = process.env[name];
  const n = v === undefined || v === '' ? fallback : Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
};

const settings = {
  clients: num('BENCH_CLIENTS', 16),
  seconds: num('BENCH_SECONDS', 15),
  warmupS: num('BENCH_WARMUP_SECONDS', 2),
  sockets: num('BENCH_SOCKETS', 1000),
  publishes: num('BENCH_PUBLISHES', 20),
};
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
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

async function main() {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const db = await createFreshDatabase(adminUrl);
  let server: ServerProcess | undefined;
  try {
    log(`bench: fresh database ${db.name}; starting the server`);
    server = await startServer(db.url);
    const api = new Api(server.url);
    const op = await operatorToken(api, db.url);

    log(`bench (a): ${settings.clients} members, funded through the operator's deposit call`);
    const members: BenchMember[] = await Promise.all(
      Array.from({ length: settings.clients }, (_, i) => fundedMember(api, op, i + 1, 100_000)),
    );
    const bets = await openMatch(api, op, 'Bench round (bets)');
    log(`bench (a): bets for ${settings.seconds} s`);
    const betServer = await runBetLoad({
      baseUrl: server.url,
      matchId: bets.matchId,
      rateId: bets.rate.id,
      members,
      seconds: settings.seconds,
      warmupS: settings.warmupS,
    });
    log(
      `  server: ${round(betServer.perSecond, 0)} bets/s, p50 ${round(betServer.p50Ms)} ms, p99 ${round(betServer.p99Ms)} ms`,
    );
    log(`bench (a): pgbench baseline for ${settings.seconds} s`);
    const betBase = await runPgbenchBaseline({
      databaseUrl: db.url,
      clients: settings.clients,
      seconds: settings.seconds,
      warmupS: settings.warmupS,
      pgbench,
    });
    log(
      `  pgbench: ${round(betBase.perSecond, 0)} tx/s, p50 ${round(betBase.p50Ms)} ms, p99 ${round(betBase.p99Ms)} ms`,
    );

    log(`bench (b): ${settings.sockets} sockets, ${settings.publishes} publishes`);
    let fanout: BenchReport['fanout'];
    try {
      const room = await openMatch(api, op, 'Bench round (fan-out)');
      const [first] = members;
      if (!first) throw new Error('no member');
      const real = await runRateFanout({
        api,
        opToken: op,
        memberToken: first.token,
        matchId: room.matchId,
        sockets: settings.sockets,
        publishes: settings.publishes,
      });
      log(
        `  server: p50 ${round(real.result.p50Ms)} ms, p99 ${round(real.result.p99Ms)} ms, max ${round(real.result.maxMs)} ms, missing ${real.result.missing}`,
      );
      const bare = await runBareFanout({
        sockets: settings.sockets,
        publishes: settings.publishes,
        payload: real.samplePayload,
      });
      log(
        `  bare:   p50 ${round(bare.p50Ms)} ms, p99 ${round(bare.p99Ms)} ms, max ${round(bare.maxMs)} ms, missing ${bare.missing}`,
      );
      fanout = { server: real.result, baseline: bare };
    } catch (err) {
      fanout = { skipped: (err as Error).message };
      log(`  skipped: ${(err as Error).message}`);
    }

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
      bets: { server: betServer, baseline: betBase },
      fanout,
    };
    if (process.env.BENCH_WRITE === '0') log('bench: BENCH_WRITE=0, docs/benchmarks.md left as it is');
    else log(`bench: wrote ${await writeReport(report)}`);
  } finally {
    await server?.stop();
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
