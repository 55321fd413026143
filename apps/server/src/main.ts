// Process entry: config → db → migrate → app + sockets → seed and simulator (embedded demo) → listen.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { onOneNode } from './db/one-node.ts';
import { createMetrics } from './http/metrics.ts';
import { createLogDestination } from './log-destination.ts';
import { startLastCallClock } from './modules/matches/index.ts';
import { createSocketServer } from './socket-server.ts';
import { DEMO_LOGINS } from './seed/demo-data.ts';
import { seedDemo } from './seed/demo.ts';
import { startSimulator } from './seed/simulator.ts';
import { onStopSignals } from './shutdown.ts';

async function main() {
  const settings = loadConfig();
  // one stream for the log and the start banner: pino writes asynchronously, so a banner written to
  // stdout directly could land above log lines made before it. Bounded, and never in the way of a
  // stop (log-destination.ts).
  const out = createLogDestination({ maxBytes: settings.logBufferBytes });
  const config = { ...settings, logDestination: out };
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  const applied = await migrate(db);
  // the bus exists before the app (AppDeps.realtime); Socket.IO then serves on the app's HTTP server
  const sockets = createSocketServer(config);
  const deps = {
    config,
    db,
    realtime: sockets.bus,
    metrics: createMetrics(config, { logLinesDropped: out.dropped }),
  };
  const app = await buildApp(deps);
  sockets.attach(app, deps); // app.close() closes the sockets first
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.demoSeed) await seedDemo(deps);
  // DESIGN §8: the demo's operator plays a stadium so a newcomer sees a live room move. With several
  // nodes on one database, exactly one of them plays it, and another takes over if it dies.
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

  // a last call closes betting on time on whichever node gets there first, after a restart too
  const lastCalls = startLastCallClock(deps, app.log.child({ module: 'last-call' }));

  // A shutdown is bounded. Every step runs under one deadline, and a second signal (an
  // operator's second Ctrl-C, or a supervisor's follow-up) exits at once: a node that closed its
  // listener but never exits holds its port and its database connections for nobody. The
  // deadline holds even when the main thread is held (shutdown.ts).
  onStopSignals({
    log: app.log,
    steps: [
      ['last-call clock', () => lastCalls.stop()],
      ['simulator', () => simulator?.stop()],
      ['http server, sockets and workers', () => app.close()],
      ['database', () => db.close()],
    ],
    drainLog: (ms) => out.drain(ms),
  });

  await app.listen({ host: config.host, port: config.port });
  // the banner is the last thing start-up prints (after the simulator's first lines), so a
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
    // the demo's staff skip the console's second factor, except in production
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
