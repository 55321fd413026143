import type { MessageKey } from '@sanam/contract/messages.ts';
import type { FastifyBaseLogger } from 'fastify';

/**
 * An error a member or operator should see: an HTTP status, a message key of the contract's
 * catalogue (translated on the way out), a stable code, and optional per-field message keys.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly code: string = messageKey,
    readonly fields?: Record<string, MessageKey>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/**
 * What a socket's caller is told of `err`: an AppError's message key and code; anything else is
 * internal, its details logged as `failure` and never sent.
 */
export function publicError(
  err: unknown,
  log: FastifyBaseLogger,
  failure: string,
): { key: MessageKey; code: string } {
  if (err instanceof AppError) return { key: err.messageKey, code: err.code };
  log.error({ err }, failure);
  return { key: 'error.internal', code: 'internal' };
}

export const badRequest = (key: MessageKey, fields?: Record<string, MessageKey>) =>
  new AppError(400, key, 'validation', fields);
export const unauthorized = (key: MessageKey = 'error.unauthorized') =>
  new AppError(401, key, 'unauthorized');
export const forbidden = (key: MessageKey = 'error.forbidden') => new AppError(403, key, 'forbidden');
export const notFound = (key: MessageKey = 'error.not_found') => new AppError(404, key, 'not_found');
export const conflict = (key: MessageKey, fields?: Record<string, MessageKey>) =>
  new AppError(409, key, 'conflict', fields);
export const tooManyRequests = (key: MessageKey = 'error.too_many_requests') =>
  new AppError(429, key, 'too_many_requests');

/**
 * 429 that says how long to wait: a `Retry-After` header, and the message's `{{wait}}` filled in the
 * member's language (contract messages-access.ts).
 */
export class WaitError extends AppError {
  constructor(
    messageKey: MessageKey,
    readonly waitSeconds: number,
  ) {
    super(429, messageKey, 'too_many_requests');
    this.name = 'WaitError';
  }
}
