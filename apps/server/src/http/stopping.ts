// A node that is stopping refuses new work so the client or the balancer sends it to another node.
// - From the first moment of a stop (preClose), a request that arrives, on a kept-alive connection
//   or a new one before the listener closes, is answered 503 in the error envelope with Retry-After,
//   and its connection closed.
// - Requests already in their handlers (a bet waiting for its batch) finish and are answered before
//   the node exits.
// - Registered first among the onRequest hooks, so a refused request does no other work.
import type { FastifyInstance } from 'fastify';
import { errorReply } from './error-envelope.ts';

/** What a stopping node tells a request to wait before it tries again (another node answers sooner). */
const SHUTTING_DOWN_RETRY_S = 2;

export function registerStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (!stopping) return done();
    reply.header('connection', 'close').header('retry-after', String(SHUTTING_DOWN_RETRY_S));
    void errorReply(req, reply, 503, 'error.shutting_down', 'shutting_down');
  });
}
