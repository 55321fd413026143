// Tests build the real app on a fresh database: in-memory PGlite by default, a new PostgreSQL
// database per call when TEST_DATABASE_URL is set. Never mocks of our own code.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config } from '../config.ts';
import { testConfig, testDatabaseUrl } from './env.ts';
import { createPgliteDb, createPostgresDb, openPglite, pgliteDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { createMetrics } from '../http/metrics.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import { recordingBus, type Emitted } from './recording-bus.ts';
import { createSocketServer, type SocketServer } from '../socket-server.ts';
import { assertAuditFieldsNamed } from './audit-fields.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** what the services emitted (after commit), in order */
  emitted: Emitted[];
  /** the app's realtime bus: emit through it to reach sockets (it also records into `emitted`) */
  bus: RealtimeBus;
  /** resolves once the emits the calls so far set off in the background (bus.later) are out */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** An app serving HTTP and Socket.IO on an ephemeral port of 127.0.0.1 (`createTestApp(o, { sockets: true })`). */
export interface SocketTestContext extends TestContext {
  /** http://127.0.0.1:<port>: the API under /api, Socket.IO under /socket.io */
  url: string;
  sockets: SocketServer;
}

let migrated: Promise<Blob> | undefined;

/**
 * A migrated PGlite's data directory, made once per test worker (the files of a worker share their
 * modules): a fresh database loads it in about 0.4 s, where an empty PGlite and the migrations take 2 s.
 */
function migratedPglite(): Promise<Blob> {
  migrated ??= (async () => {
    const lite = await openPglite();
    await migrate(pgliteDb(lite));
    const dump = await lite.dumpDataDir('none');
    await lite.close();
    return dump;
  })();
  return migrated;
}

/**
 * A fresh database of the kind this run tests against, migrated (with `migrateThrough`, only up to
 * that migration: a test of the next one's data changes).
 */
export async function createTestDb(
  opts: { poolSize?: number; migrateThrough?: number } = {},
): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  const url = testDatabaseUrl();
  const through = opts.migrateThrough === undefined ? {} : { through: opts.migrateThrough };
  if (!url) {
    if (opts.migrateThrough !== undefined) {
      const db = await createPgliteDb();
      await migrate(db, through);
      return { db, drop: () => db.close() };
    }
    const db = pgliteDb(await openPglite({ loadDataDir: await migratedPglite() }));
    return { db, drop: () => db.close() };
  }
  const name = `sanam_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const db = createPostgresDb(dbUrl.toString(), opts.poolSize ?? 20);
  await migrate(db, through);
  return {
    db,
    /** the fresh database's URL, for server processes a test spawns */
    url: dbUrl.toString(),
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // pool.end() resolves before its sockets have closed; forcing the drop while a backend is still
      // winding down sends that client a FATAL nobody listens for (an uncaught error in vitest).
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if ((rows[0] as { n: number } | undefined)?.n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(overrides?: Partial<Config>): Promise<TestContext>;
export async function createTestApp(
  overrides: Partial<Config>,
  opts: { sockets: true },
): Promise<SocketTestContext>;
/** The real app on a fresh database; with `sockets`, also listening with Socket.IO attached. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { sockets?: boolean } = {},
): Promise<TestContext | SocketTestContext> {
  const { db, drop } = await createTestDb();
  const config = testConfig(overrides);
  const recording = recordingBus();
  const sockets = opts.sockets ? createSocketServer(config) : null;
  const bus = sockets ? teeBus(recording, sockets.bus) : recording;
  const deps = { config, db, realtime: bus, metrics: createMetrics(config) };
  const app = await buildApp(deps);
  sockets?.attach(app, deps);
  await app.ready();
  const context: TestContext = {
    app,
    db,
    config,
    emitted: recording.emitted,
    bus,
    idle: () => recording.idle(),
    async close() {
      await app.close();
      try {
        await assertAuditFieldsNamed(db);
      } finally {
        await drop();
      }
    },
  };
  if (!sockets) return context;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return { ...context, url: `http://127.0.0.1:${address.port}`, sockets };
}

function teeBus(...buses: RealtimeBus[]): RealtimeBus {
  return {
    toMatch(id, event, payload) {
      for (const b of buses) b.toMatch(id, event, payload);
    },
    toMember(id, event, payload) {
      for (const b of buses) b.toMember(id, event, payload);
    },
    toDesk(id, event, payload) {
      for (const b of buses) b.toDesk(id, event, payload);
    },
    toEvents(event, payload) {
      for (const b of buses) b.toEvents(event, payload);
    },
    referralToMember(id, payload) {
      for (const b of buses) b.referralToMember(id, payload);
    },
    toCashiers(event, payload) {
      for (const b of buses) b.toCashiers(event, payload);
    },
    disconnectMember(id) {
      for (const b of buses) b.disconnectMember(id);
    },
    disconnectOperator(id) {
      for (const b of buses) b.disconnectOperator(id);
    },
    disconnectSessions(ids) {
      for (const b of buses) b.disconnectSessions(ids);
    },
    later(work) {
      // once: the work emits through this bus, so every bus hears it; the first (the recording
      // bus) keeps track of it for idle()
      buses[0]?.later(work);
    },
  };
}
