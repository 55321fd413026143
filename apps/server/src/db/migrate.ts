// Numbered plain SQL migrations (db/migrations/NNN_name.sql), forward only, applied at start.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
// Any number: one migrator at a time across nodes sharing a PostgreSQL.
const MIGRATION_LOCK = 724_001;

export function listMigrations(): Array<{ version: number; name: string; sql: string }> {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 3)),
      name: f,
      sql: readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8'),
    }));
}

/** Applies the migrations not applied yet; with `through`, only those up to that version (tests). */
export async function migrate(db: Db, opts: { through?: number } = {}): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    for (const m of listMigrations()) {
      if (done.has(m.version) || m.version > (opts.through ?? Infinity)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.name);
    }
  });
  return applied;
}

export async function pendingMigrations(db: Db): Promise<number> {
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const done = new Set(rows.map((r) => r.version));
  return listMigrations().filter((m) => !done.has(m.version)).length;
}
