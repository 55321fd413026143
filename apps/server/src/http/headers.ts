import { z } from 'zod';

/**
 * An optional Idempotency-Key header: the apps send one per submitted money form (a cashier's
 * adjustment, a member's withdrawal), so a double click or a retry moves the money once.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { message: 'validation.invalid' })
    .max(128, { message: 'validation.invalid' })
    .optional(),
});
