// `npx tsx bench/src/fanout-main.ts`: bench (b) alone, the RATE fan-out section of `npm run bench`
// (fanout-cluster.ts), printed instead of written: a fresh database, the server, an operator and a
// member, then the section. Knobs: BENCH_SOCKETS, BENCH_CLUSTER_SOCKETS (0: one process only),
// BENCH_PUBLISHES, BENCH_BURST, BENCH_REDIS_URL (else REDIS_URL, else the local default).
import { Api, fundedMember, operatorToken } from './api.ts';
import { DEFAULT_PUBLISHES, fanoutMarkdown, runFanoutSection } from './fanout-cluster.ts';
import { createFreshDatabase, DEFAULT_ADMIN_URL } from './fresh-database.ts';
import { startServer } from './server-process.ts';

const num = (name: string, fallback: number) => {
  const v = process.env[name];
  const n = v === undefined || v === '' ? fallback : Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number ≥ 0`);
  return n;
};

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
const redisUrl = process.env.BENCH_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const db = await createFreshDatabase(adminUrl);
  const server = await startServer(db.url).catch(async (err: unknown) => {
    await db.drop();
    throw err;
  });
  try {
    const api = new Api(server.url);
    const opToken = await operatorToken(api, db.url);
    const member = await fundedMember(api, opToken, 1, 100);
    const result = await runFanoutSection({
      api,
      databaseUrl: db.url,
      opToken,
      memberToken: member.token,
      sockets: num('BENCH_SOCKETS', 1000),
      clusterSockets: num('BENCH_CLUSTER_SOCKETS', 10_000),
      publishes: num('BENCH_PUBLISHES', DEFAULT_PUBLISHES),
      burst: num('BENCH_BURST', 10),
      redisUrl,
      log,
    });
    log('');
    log(fanoutMarkdown(result));
    log(JSON.stringify(result));
  } finally {
    await server.stop();
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
