// Process entry: config → db → migrate → seed (embedded demo) → app → listen.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { recordingBus } from './realtime/bus.ts';
import { seedDemo, DEMO_LOGINS } from './seed/demo.ts';

async function main() {
  const config = loadConfig();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  const applied = await migrate(db);
  // replaced by the Socket.IO bus when realtime/server.ts attaches (issue 3)
  const realtime = recordingBus();
  const app = await buildApp({ config, db, realtime });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.demoSeed) await seedDemo(db);

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    '',
    '  Sanam Live is running',
    `  Member app:        ${base}/`,
    `  Operator console:  ${base}/admin/`,
    `  API docs:          ${base}${config.apiPrefix}/docs`,
    `  Database:          ${db.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.demoSeed) {
    lines.push('', '  Demo logins (fake data):');
    for (const l of DEMO_LOGINS) lines.push(`    ${l.who.padEnd(18)} ${l.login.padEnd(14)} / ${l.password}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
