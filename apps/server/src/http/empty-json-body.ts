// A logout is a POST whose token is in the Authorization header: clients send it with no body, an
// empty one, or `{}`, often still labelled application/json. Fastify refuses an empty JSON body
// (400 bad_json), which left the session alive; in the plugin that calls this, an empty
// JSON body parses as no body, and any other JSON goes through Fastify's own parser.
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void json(req, text, done);
  });
}
