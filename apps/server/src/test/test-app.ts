// Tests build the real app on a fresh database: in-memory PGlite by default, a new PostgreSQL
// database per call when TEST_DATABASE_URL is set. Never mocks of our own code.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { testConfig, testDatabaseUrl, type Config } from '../config.ts';
import { createPgliteDb, createPostgresDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { recordingBus, type Emitted } from '../realtime/bus.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** what the services emitted (after commit), in order */
  emitted: Emitted[];
  close(): Promise<void>;
}

/** A fresh, migrated database of the kind this run tests against. */
export async function createTestDb(
  opts: { poolSize?: number } = {},
): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = testDatabaseUrl();
  if (!url) {
    const db = await createPgliteDb();
    await migrate(db);
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
  await migrate(db);
  return {
    db,
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

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const { db, drop } = await createTestDb();
  const config = testConfig(overrides);
  const realtime = recordingBus();
  const app = await buildApp({ config, db, realtime });
  await app.ready();
  return {
    app,
    db,
    config,
    emitted: realtime.emitted,
    async close() {
      await app.close();
      await drop();
    },
  };
}
