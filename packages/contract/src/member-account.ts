// The member's account as the console changes it: every change carries the staff
// member's reason; a bank-account change is requested by one staff member and takes effect only when
// a second, different admin approves it (it redirects withdrawals). Messages in messages-member-account.ts.
import { z } from 'zod';
import { humanText } from './human-text.ts';
import { bankAccNo, bankCode } from './account.ts';
import { adminMember } from './admin.ts';
import { reasonText } from './operator-inputs.ts';
import { recordId } from './routes/params.ts';

export const bankAccName = humanText({ error: 'validation.bank_acc_name_required' })
  .min(1, { message: 'validation.bank_acc_name_required' })
  .max(100, { message: 'validation.too_long' });

export const bankChangeRequest = z.object({
  bank_name: bankCode,
  bank_acc_no: bankAccNo,
  bank_acc_name: bankAccName,
  reason: reasonText,
});
export type BankChangeRequest = z.infer<typeof bankChangeRequest>;

export const reasonRequest = z.object({ reason: reasonText });

export const memberNameRequest = z.object({
  name: humanText({ error: 'validation.name_required' })
    .min(1, { message: 'validation.name_required' })
    .max(100, { message: 'validation.too_long' }),
  reason: reasonText,
});

export const depositAccountMoveRequest = z.object({
  deposit_account_id: recordId,
  reason: reasonText,
});

export const BANK_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const bankDetails = z.object({
  bank_name: z.string().nullable(),
  bank_acc_no: z.string().nullable(),
  bank_acc_name: z.string().nullable(),
});

export const bankChange = z.object({
  id: z.number(),
  member_id: z.number(),
  status: z.enum(BANK_CHANGE_STATUSES),
  bank_name: z.string(),
  bank_acc_no: z.string(),
  bank_acc_name: z.string(),
  /** the account in force when the change was requested */
  before: bankDetails,
  reason: z.string(),
  requested_by: z.number(),
  requested_by_username: z.string().nullable(),
  requested_at: z.string(),
  decided_by: z.number().nullable(),
  decided_by_username: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
});
export type BankChange = z.infer<typeof bankChange>;

/** What the console's account dialogs read: the account in force, a pending change, the house account. */
export const memberAccount = z.object({
  id: z.number(),
  /** the member as the console's member list shows them: balance, coins, VIP, blocked, referrer */
  profile: adminMember,
  username: z.string(),
  phone: z.string(),
  name: z.string(),
  bank: bankDetails,
  pending_bank_change: bankChange.nullable(),
  deposit_account_id: z.number().nullable(),
  must_change_password: z.boolean(),
  live_sessions: z.number(),
});
export type MemberAccount = z.infer<typeof memberAccount>;

export const passwordResetReply = z.object({
  /** shown once to the staff member, who gives it to the member; the member must replace it at login */
  temporary_password: z.string(),
});

export const sessionsEndedReply = z.object({ ended: z.number() });
