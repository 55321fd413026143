// What every request carries before its route runs: the caller's language (`req.lang`, from
// Accept-Language) and its request id.
// - The request id is ours alone (server options: genReqId, requestIdHeader off) and is echoed as
//   X-Request-Id; a client's own X-Request-Id is only logged beside it, as printable ASCII cut to 64
//   characters, so a client cannot forge or flood the log's id.
import type { FastifyInstance } from 'fastify';
import { pickLanguage } from './lang.ts';

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('lang', 'th');
  app.addHook('onRequest', async (req, reply) => {
    req.lang = pickLanguage(req.headers['accept-language']);
    reply.header('x-request-id', req.id);
    const clientRequestId = req.headers['x-request-id'];
    if (typeof clientRequestId === 'string') {
      const clientId = clientRequestId.replace(/[^\x20-\x7e]/g, '').slice(0, 64);
      req.log = reply.log = req.log.child({ client_request_id: clientId });
    }
  });
}
