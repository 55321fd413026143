// Process entry: config → db → migrate → app + sockets → seed and simulator (embedded demo) → listen.
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { onOneNode } from './db/one-node.ts';
import { createMetrics } from './http/metrics.ts';
import { startLastCallClock } from './modules/matches/index.ts';
import { createSocketServer } from './socket-server.ts';
import { DEMO_LOGINS } from './seed/demo-data.ts';
import { seedDemo } from './seed/demo.ts';
import { startSimulator } from './seed/simulator.ts';

/** A stop must be over within this, as an orchestrator's grace period expects (issue 25: at most 10 s). */
const SHUTDOWN_DEADLINE_MS = 9_000;
/** Signals this close to the first are the same stop delivered twice (npm, a process group), not a second. */
const DUPLICATE_SIGNAL_MS = 1_000;

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
  const deps = { config, db, realtime: sockets.bus, metrics: createMetrics(config) };
  const app = await buildApp(deps);
  sockets.attach(app, deps); // app.close() closes the sockets first
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.demoSeed) await seedDemo(deps);
  // DESIGN §8: the demo's operator plays a stadium so a newcomer sees a live room move. With several
  // nodes on one database, exactly one of them plays it, and another takes over if it dies (issue 25).
  const simulatorLog = app.log.child({ module: 'simulator' });
  const simulator =
    config.demoSeed && config.demoSimulator
      ? onOneNode({
          databaseUrl: config.databaseUrl,
          name: 'simulator',
          start: () => startSimulator(deps, { log: simulatorLog }),
          log: simulatorLog,
        })
      : null;

  // issue 23: a last call closes betting on time on whichever node gets there first, after a restart too
  const lastCalls = startLastCallClock(deps, app.log.child({ module: 'last-call' }));

  // issue 25: a shutdown is bounded. Every step runs under one deadline, and a second signal (an
  // operator's second Ctrl-C, or a supervisor's follow-up) exits at once: a node that closed its
  // listener but never exits holds its port and its database connections for nobody.
  let closingSince = 0;
  const close = async (signal: string) => {
    if (closingSince) {
      // npm forwards the signal it got to the node, and a terminal's Ctrl-C reaches the whole process
      // group: the same stop arrives twice within moments. A signal later than that is someone insisting.
      if (Date.now() - closingSince < DUPLICATE_SIGNAL_MS) return;
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    closingSince = Date.now();
    app.log.info({ signal }, 'shutting down');
    // the step in progress is named when the deadline passes: the one that would have held the node
    let step = 'last-call clock';
    const deadline = setTimeout(() => {
      app.log.error({ ms: SHUTDOWN_DEADLINE_MS, step }, 'shutdown passed its deadline: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    let code = 0;
    try {
      lastCalls.stop();
      step = 'simulator';
      await simulator?.stop();
      step = 'http server, sockets and workers';
      await app.close();
      step = 'database';
      await db.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // issue 21: the banner is the last thing start-up prints (after the simulator's first lines), so a
  // newcomer finds the URLs and logins at the bottom of the terminal
  await simulator?.settled;
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
