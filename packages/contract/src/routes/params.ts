// The request parts more than one route shares: record ids in the path and the Idempotency-Key header.
import { z } from 'zod';

/** A row id in a path: a positive safe integer, refused with the one validation message. */
export const recordId = z.coerce
  .number({ error: 'validation.invalid' })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);

export const idParams = z.object({ id: recordId });
export const matchIdParams = z.object({ matchId: recordId });

/**
 * An optional Idempotency-Key header: the apps send one per submitted money form (a cashier's
 * adjustment, a member's withdrawal), so a double click or a retry moves the money once. The server
 * binds it to the request it first came with (apps/server/src/http/idempotency.ts): another request
 * under the same key is refused.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { message: 'validation.invalid' })
    .max(128, { message: 'validation.invalid' })
    .optional(),
});
