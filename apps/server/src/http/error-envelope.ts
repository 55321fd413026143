// The error envelope of spec §3 (`{ success: false, message, data: { code, fields? } }`) and the one
// error handler that turns every thrown error into it, in the caller's language.
// - AppError / WaitError carry their own status, message key and code; a WaitError adds Retry-After
//   and says the wait in the message.
// - A schema refusal names each field (first message per field) and answers with the first one.
// - Fastify's own body errors (bad or empty JSON, too large, wrong media type) keep their 4xx status.
// - Anything else is logged and answered 500 `internal`, with no detail of the failure.
import { withWait } from '@sanam/contract/messages-access.ts';
import { translate } from '@sanam/contract/messages.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, WaitError } from './errors.ts';
import { pickLanguage } from './lang.ts';

/** A message's {{name}} from the error's field of that name (a minimum stake); else as written. */
function fillIn(message: string, fields: Record<string, string> | undefined): string {
  if (!fields) return message;
  return message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => fields[name] ?? whole);
}

/** Answers `status` in the error envelope, the message (and each field's) translated for the caller. */
export function errorReply(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: string,
  code: string,
  fields?: Record<string, string>,
  waitSeconds?: number,
) {
  const lang = req.lang ?? pickLanguage(req.headers['accept-language']);
  const translated = fields
    ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translate(v, lang)]))
    : undefined;
  let message = fillIn(translate(key, lang), translated);
  if (waitSeconds !== undefined) {
    const seconds = Math.max(1, Math.ceil(waitSeconds));
    reply.header('retry-after', String(seconds));
    message = withWait(message, seconds, lang);
  }
  return reply.status(status).send({
    success: false,
    message,
    data: {
      code,
      ...(translated
        ? {
            fields: Object.fromEntries(
              Object.entries(translated).map(([k, v]) => [k, fillIn(v, translated)]),
            ),
          }
        : {}),
    },
  });
}

export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof WaitError)
      return errorReply(req, reply, err.status, err.messageKey, err.code, err.fields, err.waitSeconds);
    if (err instanceof AppError)
      return errorReply(req, reply, err.status, err.messageKey, err.code, err.fields);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[field] ??= issue.message ?? 'validation.invalid';
      }
      const first = Object.values(fields)[0] ?? 'error.validation';
      return errorReply(req, reply, 400, first, 'validation', fields);
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return errorReply(req, reply, 400, 'error.bad_json', 'bad_json');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return errorReply(req, reply, 413, 'error.body_too_large', 'body_too_large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return errorReply(req, reply, 415, 'error.bad_json', 'unsupported_media_type');
      default:
        break;
    }
    if (err instanceof SyntaxError || (err.statusCode === 400 && /JSON/i.test(err.message))) {
      return errorReply(req, reply, 400, 'error.bad_json', 'bad_json');
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return errorReply(
        req,
        reply,
        err.statusCode,
        err.statusCode === 429 ? 'error.too_many_requests' : 'error.validation',
        'client_error',
      );
    }
    req.log.error({ err }, 'unhandled error');
    return errorReply(req, reply, 500, 'error.internal', 'internal');
  });
}
