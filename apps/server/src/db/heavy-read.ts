// A read that may scan a year of rows (a report) runs in its own read-only transaction whose
// statements PostgreSQL cancels past `timeoutMs` (statement_timeout, for this transaction only): a
// slow report gives its connection back instead of holding it while members wait for theirs. PGlite
// accepts the setting but has no timer to enforce it (one in-process connection, no signals), so
// there the read runs to its end.
import type { MessageKey } from '@sanam/contract/messages.ts';
import { AppError } from '../http/errors.ts';
import type { Db, Queryable } from './db.ts';

/** PostgreSQL's query_canceled: what a statement past statement_timeout fails with. */
const QUERY_CANCELED = '57014';

export async function readUnderTimeout<T>(
  db: Db,
  timeoutMs: number,
  timedOut: MessageKey,
  read: (q: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION READ ONLY');
      await tx.query(`SELECT set_config('statement_timeout', $1, true)`, [String(Math.max(1, timeoutMs))]);
      return read(tx);
    });
  } catch (err) {
    if ((err as { code?: unknown } | null)?.code === QUERY_CANCELED)
      throw new AppError(503, timedOut, 'timed_out');
    throw err;
  }
}
