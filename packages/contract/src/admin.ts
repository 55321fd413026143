// Operator console payloads (DESIGN §9).
import { z } from 'zod';
import { OPERATOR_ROLES, PASSWORD_MIN, USERNAME_MIN } from './constants.ts';
import { auditDay, SYSTEM_ACTORS } from './audit.ts';
import { DAY_LIST_RANGE_MESSAGES, withDayRange } from './day-range.ts';
import { consoleSessionTimes } from './console-session.ts';
import { ledgerCheckResult } from './ledger-check.ts';
import { bahtAmount } from './money.ts';
import { memberIdentity, reasonText } from './operator-inputs.ts';
import { memberBetControls } from './risk.ts';

/** Spec §5, the username form: its rules and messages, in this order. */
export const operatorLoginRequest = z.object({
  username: z
    .string({ error: 'validation.username_required' })
    .trim()
    .min(1, { message: 'validation.username_required' })
    .min(USERNAME_MIN, { message: 'validation.username_min' })
    .max(64),
  password: z
    .string({ error: 'validation.password_required' })
    .min(1, { message: 'validation.password_required' })
    .min(PASSWORD_MIN, { message: 'validation.password_min' })
    .max(128),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequest>;

export const operatorRole = z.enum(OPERATOR_ROLES);

export const operator = z.object({
  id: z.number(),
  username: z.string(),
  role: operatorRole,
  /** an admin set this password; every call but the own password change is refused */
  must_change_password: z.boolean().optional(),
});
export type Operator = z.infer<typeof operator>;

/** A console sign-in: the tokens (the refresh token rotates on every renewal) and the session's ends. */
export const operatorLoginData = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  session: consoleSessionTimes,
  operator,
});
export type OperatorLoginData = z.infer<typeof operatorLoginData>;

export const memberSearchQuery = z.object({
  q: z.string().trim().max(64).optional().default(''),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  offset: z.coerce.number().int().min(0).optional().default(0),
});

export const memberPatch = z
  .object({ is_vip: z.boolean().optional(), is_blocked: z.boolean().optional() })
  .strict()
  .refine((v) => v.is_vip !== undefined || v.is_blocked !== undefined, { message: 'validation.required' });

export const adjustKind = z.enum(['adjustment', 'deposit']);

export const memberAdjustRequest = z
  .object({
    amount: bahtAmount.refine((n) => n !== 0, { message: 'validation.amount_nonzero' }),
    reason: reasonText,
    kind: adjustKind.optional().default('adjustment'),
  })
  .refine((v) => v.kind !== 'deposit' || v.amount > 0, {
    message: 'admin.deposit_must_be_positive',
    path: ['amount'],
  });
export type MemberAdjustRequest = z.infer<typeof memberAdjustRequest>;

export const adminMember = memberIdentity.extend({
  affiliate_username: z.string().nullable(),
  balance: z.number(),
  event_point: z.number(),
  is_vip: z.boolean(),
  is_blocked: z.boolean(),
  created_at: z.string(),
  /** the member's last sign-in (ISO), null when they never signed in */
  last_login_at: z.string().nullable(),
  /** baht of every deposit approved to the member, all time (slips and cashier-recorded alike) */
  deposit_total: z.number(),
  /** the member's own betting controls */
  ...memberBetControls.shape,
});
export type AdminMember = z.infer<typeof adminMember>;

export const auditEntry = z.object({
  id: z.number(),
  operator_id: z.number().nullable(),
  operator_username: z.string().nullable(),
  /** the named system actor of a row no person wrote (SYSTEM_ACTORS); null when an operator acted */
  system_actor: z.enum(SYSTEM_ACTORS).nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * GET /admin/audit: newest first, narrowed by any of: the action code; the Bangkok days `from` to `to`
 * (both included, at most a year whichever end is given: day-range.ts); the operator who acted; the member the row is about (username, phone or id:
 * rows whose target is the member, or that name them as member_id, such as their deposits).
 */
export const auditQuery = withDayRange(
  z.object({
    limit: z.coerce.number().int().min(1).max(200).optional().default(100),
    offset: z.coerce.number().int().min(0).optional().default(0),
    action: z.string().max(64).optional(),
    from: auditDay.optional(),
    to: auditDay.optional(),
    operator_id: z.coerce
      .number({ error: 'validation.invalid' })
      .int({ message: 'validation.invalid' })
      .positive({ message: 'validation.invalid' })
      .max(Number.MAX_SAFE_INTEGER, { message: 'validation.invalid' })
      .optional(),
    member: z
      .string()
      .trim()
      .min(1, { message: 'validation.invalid' })
      .max(64, { message: 'validation.too_long' })
      .optional(),
  }),
  DAY_LIST_RANGE_MESSAGES,
);
export type AuditQuery = z.infer<typeof auditQuery>;

/** The ledger's invariants (ledger-check.ts): ok when every check is. */
export const ledgerCheck = z.object({
  ok: z.boolean(),
  checks: z.array(ledgerCheckResult),
});
export type LedgerCheck = z.infer<typeof ledgerCheck>;

/**
 * A run of the check on one node: GET /admin/ledger/check starts one (admin only; a call
 * while one runs waits for it and shares its result), and every staff role reads the node's last.
 */
export const ledgerCheckRun = ledgerCheck.extend({
  /** when it finished, ISO */
  checked_at: z.string(),
  seconds: z.number(),
});
export type LedgerCheckRun = z.infer<typeof ledgerCheckRun>;

/** GET /admin/ledger/check/last: the node's last run (null before its first) and whether one runs now. */
export const ledgerCheckLast = z.object({ last: ledgerCheckRun.nullable(), running: z.boolean() });
export type LedgerCheckLast = z.infer<typeof ledgerCheckLast>;

export const adminMemberList = z.object({ items: z.array(adminMember), total: z.number() });
export const auditList = z.object({ items: z.array(auditEntry), total: z.number() });
