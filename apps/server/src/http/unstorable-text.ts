// PostgreSQL refuses U+0000 in text: a NUL that reached the database would answer 500. One hook on the root instance checks the parsed
// params, query and body of every route, before validation and before any route's own hooks, so a
// new route cannot forget it; the reply names the field in the caller's language.
import { findUnstorableText } from '@sanam/contract/input-bounds.ts';
import { translate } from '@sanam/contract/messages.ts';
import type { FastifyInstance } from 'fastify';

export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (req, reply) => {
    const field =
      findUnstorableText(req.params) ?? findUnstorableText(req.query) ?? findUnstorableText(req.body);
    if (field === null) return;
    const message = translate('validation.text_unstorable', req.lang).replace('{field}', field);
    return reply
      .status(400)
      .send({ success: false, message, data: { code: 'validation', fields: { [field]: message } } });
  });
}
