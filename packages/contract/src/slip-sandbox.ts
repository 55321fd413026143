// The sandbox's slips (SANDBOX=1 only; DESIGN §9): a slip QR the sandbox slip check confirms, made
// on request so a deposit can be tried end to end without a bank.
import { z } from 'zod';
import { humanText } from './human-text.ts';
import { bankAccNo, bankCode } from './account.ts';
import { positiveBahtAmount } from './money.ts';

// ── Sandbox (SANDBOX=1 only; DESIGN §9) ──────────────────────────────────────────────────────────

/**
 * POST /api/sandbox/slips {amount, receiver?, transferred_at?, sending_bank?, sender_account?,
 * sender_name?}: a slip QR the sandbox slip check confirms for that amount. receiver defaults to the
 * newest active house account; another account number, or an old transferred_at, makes a slip that
 * waits for a cashier. The money comes from the account of the member who sends the slip, unless
 * sender_account names another (at sending_bank): then it waits for a cashier too.
 */
export const sandboxSlipRequest = z.object({
  amount: positiveBahtAmount,
  receiver: bankAccNo.optional(),
  transferred_at: z.iso.datetime({ offset: true, message: 'validation.invalid' }).optional(),
  sending_bank: bankCode.optional(),
  sender_account: bankAccNo.optional(),
  sender_name: humanText().min(1).max(100).optional(),
  /** the sandbox's check answers 'unavailable' this many times before it confirms (to try the re-check) */
  unavailable_checks: z.number().int().min(0).max(20).optional(),
});
export type SandboxSlipRequest = z.infer<typeof sandboxSlipRequest>;

export const sandboxSlip = z.object({
  payload: z.string(),
  /** a PNG of the QR, to save and upload as a slip */
  image_data_url: z.string(),
  sending_bank: z.string(),
  trans_ref: z.string(),
  amount: z.number(),
  receiver: z.string(),
  transferred_at: z.string(),
});
export type SandboxSlip = z.infer<typeof sandboxSlip>;
