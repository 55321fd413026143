// Process entry: config → db → migrate → app + sockets → seed and simulator (embedded demo) → listen.
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { startLastCallClock } from './modules/matches/index.ts';
import { createSocketServer } from './socket-server.ts';
import { DEMO_LOGINS } from './seed/demo-data.ts';
import { seedDemo } from './seed/demo.ts';
import { startSimulator } from './seed/simulator.ts';

async function main() {
  // one stream for the log and the start banner: pino writes asynchronously, so a banner written to
  // stdout directly could land above log lines made before it
  const out = pino.destination({ dest: 1, sync: false });
  const config = loadConfig(undefined, { logDestination: out });
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  const applied = await migrate(db);
  // the bus exists before the app (AppDeps.realtime); Socket.IO then serves on the app's HTTP server
  const sockets = createSocketServer(config);
  const deps = { config, db, realtime: sockets.bus };
  const app = await buildApp(deps);
  sockets.attach(app, deps); // app.close() closes the sockets first
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.demoSeed) await seedDemo(deps);
  // DESIGN §8: the demo's operator plays a stadium so a newcomer sees a live room move (one node only)
  const simulator =
    config.demoSeed && config.demoSimulator
      ? startSimulator(deps, { log: app.log.child({ module: 'simulator' }) })
      : null;

  // issue 23: a last call closes betting on time on whichever node gets there first, after a restart too
  const lastCalls = startLastCallClock(deps, app.log.child({ module: 'last-call' }));

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    lastCalls.stop();
    await simulator?.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // issue 21: the banner is the last thing start-up prints (after the simulator's first lines), so a
  // newcomer finds the URLs and logins at the bottom of the terminal
  await simulator?.started;
  // the bound port, so PORT=0 (any free port) prints the real one
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : config.port;
  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
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
    // issue 20: the demo's staff skip the console's second factor, except in production
    lines.push(
      config.env === 'production'
        ? '  Console admin and cashier logins set up two-step verification (TOTP) first.'
        : '  Demo console logins sign in without two-step verification (required in production).',
    );
  }
  out.write(`${lines.join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
