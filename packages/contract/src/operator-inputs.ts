// What the console's desks share across the contract's files: the reason an operator gives and who a
// member is on a desk. Kept apart from admin.ts so that a member-side file naming one of them (a
// round's regrade reason, a cashier row) does not carry the whole console contract into the member
// app's first load (bench (d): every zod schema of an imported file stays in the bundle).
import { z } from 'zod';
import { humanText } from './human-text.ts';

/** Why an operator did something to a member's money (an adjustment, a refused deposit or withdrawal). */
export const reasonText = humanText({ error: 'validation.reason_required', multiline: true })
  .min(1, { message: 'validation.reason_required' })
  .max(500, { message: 'validation.too_long' });

/** Who a member is, as every console desk shows them: the account and the bank they registered. */
export const memberIdentity = z.object({
  id: z.number(),
  username: z.string(),
  phone: z.string(),
  name: z.string(),
  bank_name: z.string().nullable(),
  bank_acc_no: z.string().nullable(),
});
