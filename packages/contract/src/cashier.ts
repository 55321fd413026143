// The cashier's desk (DESIGN §9): the house deposit accounts and the deposit and withdrawal queues,
// as the console reads and decides them. The member's side of the same money is wallet.ts.
import { z } from 'zod';
import { humanText } from './human-text.ts';
import { bankAccNo, bankCode } from './account.ts';
import { memberIdentity, reasonText } from './operator-inputs.ts';
import { BANKS, SEARCH_TEXT_MAX } from './constants.ts';
import { positiveBahtAmount } from './money.ts';
import {
  DEPOSIT_SOURCES,
  DEPOSIT_STATUSES,
  PENDING_REASONS,
  WITHDRAW_STATUSES,
  cashierImageDataUrl,
} from './wallet.ts';

// ── Operator: house deposit accounts (DESIGN §9) ─────────────────────────────────────────────────

const accountHolder = humanText({ error: 'validation.account_name_required' })
  .min(1, { message: 'validation.account_name_required' })
  .max(100, { message: 'validation.too_long' });

export const adminDepositAccount = z.object({
  id: z.number(),
  bank_name: z.enum(BANKS),
  bank_acc_no: z.string(),
  bank_acc_name: z.string(),
  is_active: z.boolean(),
  /** members assigned to it */
  members: z.number(),
  created_at: z.string(),
});
export type AdminDepositAccount = z.infer<typeof adminDepositAccount>;

/** POST /api/admin/deposit-accounts */
export const depositAccountCreateRequest = z.object({
  bank_name: bankCode,
  bank_acc_no: bankAccNo,
  bank_acc_name: accountHolder,
  is_active: z.boolean().optional().default(true),
});
export type DepositAccountCreateRequest = z.infer<typeof depositAccountCreateRequest>;

/** PATCH /api/admin/deposit-accounts/{id}: any of the fields, at least one. */
export const depositAccountPatchRequest = z
  .object({
    bank_name: bankCode.optional(),
    bank_acc_no: bankAccNo.optional(),
    bank_acc_name: accountHolder.optional(),
    is_active: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation.required' });
export type DepositAccountPatchRequest = z.infer<typeof depositAccountPatchRequest>;

// ── Operator: the cashier queues (DESIGN §9) ─────────────────────────────────────────────────────

/** The member a cashier pays or credits, with the bank details they registered (never member-editable). */
export const cashierMember = memberIdentity.extend({
  bank_acc_name: z.string().nullable(),
  is_vip: z.boolean(),
});
export type CashierMember = z.infer<typeof cashierMember>;

export const SLIP_CHECK_STATUSES = ['confirmed', 'not_found', 'unavailable', 'none'] as const;
export type SlipCheckStatus = (typeof SLIP_CHECK_STATUSES)[number];

/** What the slip-check provider answered for a slip. */
export const slipCheck = z.object({
  status: z.enum(SLIP_CHECK_STATUSES),
  provider: z.string(),
  amount: z.number().nullable(),
  receiver_bank: z.string().nullable(),
  receiver_account: z.string().nullable(),
  receiver_name: z.string().nullable(),
  /** the sending account, when the slip check reveals it (the number possibly masked) */
  sender_bank: z.string().nullable(),
  sender_account: z.string().nullable(),
  sender_name: z.string().nullable(),
  transferred_at: z.string().nullable(),
  checked_at: z.string(),
});
export type SlipCheck = z.infer<typeof slipCheck>;

export const adminDeposit = z.object({
  id: z.number(),
  member: cashierMember,
  source: z.enum(DEPOSIT_SOURCES),
  status: z.enum(DEPOSIT_STATUSES),
  /** credited baht once approved */
  amount: z.number().nullable(),
  slip: z
    .object({
      /** the three-digit code of the sending bank, and its name where we know it */
      sending_bank: z.string(),
      sending_bank_name: z.enum(BANKS).nullable(),
      trans_ref: z.string(),
      payload: z.string(),
      /** the picture the member uploaded (GET /admin/cashier/images/{name}), or null (sent without one) */
      image: z.string().nullable(),
    })
    .nullable(),
  check: slipCheck.nullable(),
  /**
   * a slip sent without a readable QR: its picture and the amount the member claims; no
   * slip check was made, so the cashier checks the bank statement
   */
  unread_slip: z.object({ image: z.string(), claimed_amount: z.number() }).nullable(),
  pending_reason: z.enum(PENDING_REASONS).nullable(),
  /** how many times the slip was checked again after the first check (automatically or by a cashier) */
  check_attempts: z.number().int(),
  /** when the next automatic re-check is due (pending only), or null when none will come */
  next_check_at: z.string().nullable(),
  /** the rejection reason, or the cashier's note */
  reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminDeposit = z.infer<typeof adminDeposit>;

/**
 * POST /api/admin/deposits/{id}/recheck: the slip checked again by the same rule as the first check;
 * credited now, or still waiting (the deposit's pending_reason says why).
 */
export const depositRecheck = z.object({
  outcome: z.enum(['credited', 'waiting']),
  deposit: adminDeposit,
});
export type DepositRecheck = z.infer<typeof depositRecheck>;

export const adminWithdrawal = z.object({
  id: z.number(),
  member: cashierMember,
  amount: z.number(),
  status: z.enum(WITHDRAW_STATUSES),
  /** the account to pay into, as it was when the member asked */
  bank_name: z.string(),
  bank_acc_no: z.string(),
  bank_acc_name: z.string().nullable(),
  reason: z.string().nullable(),
  /** the bank's transfer reference the cashier recorded when paying, and a picture of the transfer */
  transfer_ref: z.string().nullable(),
  transfer_image: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  /**
   * what the member owes the house now, in baht (0 when nothing): a correction left them owing, and
   * the withdrawal cannot be paid until it is rejected (its amount pays the debt)
   */
  member_owed: z.number(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

const pageQuery = {
  q: z.string().trim().max(SEARCH_TEXT_MAX).optional().default(''),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  offset: z.coerce.number().int().min(0).optional().default(0),
};

/** GET /api/admin/deposits?status=&q=: q matches the member's phone, username or name, or the slip reference. */
export const depositListQuery = z.object({
  status: z
    .enum([...DEPOSIT_STATUSES, 'all'])
    .optional()
    .default('pending'),
  ...pageQuery,
});
export type DepositListQuery = z.infer<typeof depositListQuery>;

/** GET /api/admin/withdrawals?status=&q= */
export const withdrawalListQuery = z.object({
  status: z
    .enum([...WITHDRAW_STATUSES, 'all'])
    .optional()
    .default('pending'),
  ...pageQuery,
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;

export const adminDepositList = z.object({ items: z.array(adminDeposit), total: z.number() });
export type AdminDepositList = z.infer<typeof adminDepositList>;
export const adminWithdrawalList = z.object({ items: z.array(adminWithdrawal), total: z.number() });
export type AdminWithdrawalList = z.infer<typeof adminWithdrawalList>;

/** POST /api/admin/deposits/{id}/approve {amount}: the baht to credit (the cashier checks the statement). */
export const depositApproveRequest = z.object({ amount: positiveBahtAmount });
export type DepositApproveRequest = z.infer<typeof depositApproveRequest>;

/** The longest bank transfer reference a cashier may record. */
export const TRANSFER_REF_MAX = 64;

/**
 * POST /api/admin/withdrawals/{id}/approve {transfer_ref, image?}: the cashier has transferred the
 * money; the bank's reference of that transfer is required, a picture of it optional.
 */
export const withdrawalPayRequest = z.object({
  transfer_ref: humanText({ error: 'withdraw.transfer_ref_required' })
    .min(1, { message: 'withdraw.transfer_ref_required' })
    .max(TRANSFER_REF_MAX, { message: 'withdraw.transfer_ref_invalid' }),
  image: cashierImageDataUrl.optional(),
});
export type WithdrawalPayRequest = z.input<typeof withdrawalPayRequest>;

/** GET /api/admin/cashier/images/{name}: a kept slip or transfer picture, to staff only. */
export const cashierImageParams = z.object({
  name: z.string().regex(/^[0-9a-f]{32}\.(?:png|jpg|webp)$/, { message: 'error.not_found' }),
});

/** POST /api/admin/deposits/{id}/reject and /withdrawals/{id}/reject {reason} */
export const cashierRejectRequest = z.object({ reason: reasonText });
export type CashierRejectRequest = z.infer<typeof cashierRejectRequest>;

/** GET /api/admin/cashier/summary: what waits in the queues (the console's badges). */
export const cashierSummary = z.object({
  deposits_pending: z.number(),
  withdrawals_pending: z.number(),
  withdrawals_pending_amount: z.number(),
  /** the sandbox providers are on (SANDBOX=1): the console offers "make a test slip" */
  sandbox: z.boolean(),
});
export type CashierSummary = z.infer<typeof cashierSummary>;
