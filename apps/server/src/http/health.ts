// GET <API prefix>/health and /ready, hidden from the API docs.
// - health: the process answers (a liveness probe); it touches nothing.
// - ready: the database answers and no migration is pending; else 503 in the error envelope
//   (`migrations_pending`, `database_unreachable`), so a balancer sends no traffic to the node yet.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { errorReply } from './error-envelope.ts';

export function registerHealth(api: FastifyInstance, db: Db): void {
  api.get('/health', { schema: { hide: true } }, () => ({
    success: true,
    message: 'ok',
    data: { status: 'live' },
  }));
  api.get('/ready', { schema: { hide: true } }, async (req, reply) => {
    try {
      const pending = await pendingMigrations(db);
      if (pending > 0) return errorReply(req, reply, 503, 'error.not_ready', 'migrations_pending');
      return { success: true, message: 'ok', data: { status: 'ready', database: db.kind } };
    } catch {
      return errorReply(req, reply, 503, 'error.not_ready', 'database_unreachable');
    }
  });
}
