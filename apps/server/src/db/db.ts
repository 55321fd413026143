// One database interface over PostgreSQL (pg) and embedded PGlite: plain SQL, and a transaction helper.
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  /**
   * `name` prepares the statement once per connection and reuses its plan (the hot paths: a bet,
   * the session check); PGlite, one in-process connection, ignores it.
   */
  query<T extends Row = Row>(
    sql: string,
    params?: unknown[],
    name?: string,
  ): Promise<{ rows: T[]; rowCount: number }>;
}

export interface Tx extends Queryable {
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` after the transaction commits (events, sockets): never before, never on rollback. */
  afterCommit(fn: () => void): void;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Tells `listener` how long each query and transaction waited for a connection, in seconds (the
   * app's metrics); a later call replaces it. PostgreSQL: the pool's wait for a client.
   * PGlite, one connection: a transaction's wait for the ones before it (a plain query's wait cannot
   * be told from its run there).
   */
  watchWaits(listener: (seconds: number) => void): void;
  close(): Promise<void>;
}

const ignoreError = () => undefined;

/** Seconds since `start` (performance.now()). */
const secondsSince = (start: number) => (performance.now() - start) / 1000;

// int8 (satang, ids, counts) as JS numbers: every amount stays well inside 2^53.
const INT8_OID = 20;
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${value} is beyond the safe integer range`);
  return n;
}

/** Serialization failures and deadlocks are retried: the transaction's work is all or nothing. */
const RETRYABLE = new Set(['40001', '40P01']);
export const MAX_ATTEMPTS = 5;

export function isRetryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && RETRYABLE.has((err as { code?: string }).code ?? '');
}

function makeTx(q: Queryable['query'], exec: (sql: string) => Promise<void>): { tx: Tx; run: () => void } {
  const callbacks: Array<() => void> = [];
  return {
    tx: { query: q, exec, afterCommit: (fn) => callbacks.push(fn) },
    run: () => {
      for (const fn of callbacks) {
        try {
          fn();
        } catch {
          // a failing listener must not undo a committed transaction
        }
      }
    },
  };
}

export function createPostgresDb(connectionString: string, poolSize = 10): Db {
  pg.types.setTypeParser(INT8_OID, parseInt8);
  const pool = new pg.Pool({ connectionString, max: poolSize });
  let waited: ((seconds: number) => void) | null = null;
  const connect = async () => {
    const start = performance.now();
    const client = await pool.connect();
    waited?.(secondsSince(start));
    return client;
  };
  // pool.query's own steps (connect, query, release), with the wait for the client measured
  const query: Queryable['query'] = async <T extends Row>(sql: string, params?: unknown[], name?: string) => {
    const client = await connect();
    // as pool.query does: the connection's error event (it dies mid-query) fails the query, which
    // the catch below hears, instead of the process (an error event nobody listens to throws)
    client.on('error', ignoreError);
    let res: pg.QueryResult<T>;
    try {
      res = await client.query<T>({ text: sql, values: params, name });
    } catch (err) {
      client.removeListener('error', ignoreError);
      // as pool.query does: a client whose query failed is not handed out again
      client.release(err instanceof Error ? err : true);
      throw err;
    }
    client.removeListener('error', ignoreError);
    client.release();
    return { rows: res.rows, rowCount: res.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    query,
    watchWaits(listener) {
      waited = listener;
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        const client = await connect();
        const { tx, run } = makeTx(
          async <R extends Row>(sql: string, params?: unknown[], name?: string) => {
            const res = await client.query<R>({ text: sql, values: params, name });
            return { rows: res.rows, rowCount: res.rowCount ?? 0 };
          },
          async (sql) => {
            await client.query(sql);
          },
        );
        try {
          await client.query('BEGIN');
          const result = await fn(tx);
          await client.query('COMMIT');
          client.release();
          run();
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          client.release();
          if (attempt < MAX_ATTEMPTS && isRetryable(err)) continue;
          throw err;
        }
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * A PGlite reading int8 as the server does: on disk in `dataDir`, else in memory, empty or loaded from
 * a dump of another's data directory (`loadDataDir`, how the tests copy one migrated database).
 */
export function openPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create(opts.dataDir, {
    parsers: { [pgliteTypes.INT8]: parseInt8 },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
}

/** PGlite is one in-process connection: its transactions run one at a time, which keeps them serial. */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  return pgliteDb(await openPglite(dataDir === undefined ? {} : { dataDir }));
}

export function pgliteDb(lite: PGlite): Db {
  const query: Queryable['query'] = async <T extends Row>(sql: string, params?: unknown[]) => {
    const res = await lite.query<T>(sql, params);
    return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
  };
  let waited: ((seconds: number) => void) | null = null;
  return {
    kind: 'pglite',
    query,
    watchWaits(listener) {
      waited = listener;
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      let runAfter: () => void = () => undefined;
      const start = performance.now();
      const result = await lite.transaction(async (t) => {
        waited?.(secondsSince(start));
        const { tx, run } = makeTx(
          async <R extends Row>(sql: string, params?: unknown[]) => {
            const res = await t.query<R>(sql, params);
            return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
          },
          async (sql) => {
            await t.exec(sql);
          },
        );
        runAfter = run;
        return fn(tx);
      });
      runAfter();
      return result;
    },
    async close() {
      await lite.close();
    },
  };
}

export async function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return opts.databaseUrl ? createPostgresDb(opts.databaseUrl) : createPgliteDb(opts.dataDir);
}
