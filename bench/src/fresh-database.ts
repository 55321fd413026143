// A PostgreSQL database made for one bench run and dropped after it, on the server the bench is
// pointed at (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default below).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  /** connection string of the new database */
  url: string;
  name: string;
  drop(): Promise<void>;
}

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** `prefix`: what the database's name starts with (bench (e)'s year is `sanam_year`). */
export async function createFreshDatabase(adminUrl: string, prefix = 'sanam_bench'): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
