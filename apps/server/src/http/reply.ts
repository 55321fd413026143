import { translate, type MessageKey } from '@sanam/contract/messages.ts';
import type { FastifyRequest } from 'fastify';

/** The success envelope of spec §3, with the message in the caller's language. */
export function ok<T>(req: FastifyRequest, data: T, key: MessageKey = 'ok') {
  return { success: true as const, message: translate(key, req.lang), data };
}
