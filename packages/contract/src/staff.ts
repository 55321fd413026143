// Staff accounts: the admin's list, new accounts, role and active changes,
// password resets and sessions; and every staff member's own password change.
import { z } from 'zod';
import { humanText } from './human-text.ts';
import { PASSWORD_MIN, USERNAME_MIN } from './constants.ts';
import { operatorRole } from './admin.ts';
import { reasonText } from './operator-inputs.ts';
import { withPasswordConfirmation } from './password-confirmation.ts';

/**
 * What could give one person a second admin identity, and so waits for a second admin:
 * a new admin, an account made an active admin, an admin's password or second factor reset.
 */
export const STAFF_REQUEST_KINDS = ['create_admin', 'make_admin', 'password_reset', 'totp_reset'] as const;
export const staffRequestKind = z.enum(STAFF_REQUEST_KINDS);
export type StaffRequestKind = z.infer<typeof staffRequestKind>;

/** A staff username: what the login form takes, in letters, digits and . _ - only. */
export const staffUsername = humanText({ error: 'validation.username_required' })
  .min(1, { message: 'validation.username_required' })
  .min(USERNAME_MIN, { message: 'validation.username_min' })
  .max(32, { message: 'validation.username_max' })
  .regex(/^[A-Za-z0-9._-]+$/, { message: 'validation.username_chars' });

/** A password a staff account is given or chooses: the login form's rules (PASSWORD_MIN). */
export const staffPassword = z
  .string({ error: 'validation.password_required' })
  .min(1, { message: 'validation.password_required' })
  .min(PASSWORD_MIN, { message: 'validation.password_min' })
  .max(128, { message: 'validation.password_max' });

export const staffRow = z.object({
  id: z.number(),
  username: z.string(),
  role: operatorRole,
  is_active: z.boolean(),
  /** set by an admin's reset or a new account: the next login must choose a new password */
  must_change_password: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  open_sessions: z.number(),
  /** a new admin whose creation waits for a second admin: it cannot sign in until then */
  awaiting_approval: z.boolean(),
  /** the four-eyes request waiting on this account, if any */
  pending_request: staffRequestKind.nullable(),
});
export type StaffRow = z.infer<typeof staffRow>;
export const staffList = z.object({ staff: z.array(staffRow) });
export type StaffList = z.infer<typeof staffList>;

export const staffCreateRequest = z.object({
  username: staffUsername,
  role: operatorRole,
  password: staffPassword,
});
export type StaffCreateRequest = z.input<typeof staffCreateRequest>;

export const staffPatch = z
  .strictObject(
    { role: operatorRole.optional(), is_active: z.boolean().optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? 'validation.unknown_field' : 'validation.invalid',
    },
  )
  .refine((p) => p.role !== undefined || p.is_active !== undefined, {
    message: 'validation.nothing_to_change',
  });
export type StaffPatch = z.infer<typeof staffPatch>;

export const staffPasswordReset = z.object({ password: staffPassword });

export const staffRequest = z.object({
  id: z.number(),
  kind: staffRequestKind,
  status: z.enum(['pending', 'approved', 'rejected']),
  target_id: z.number(),
  target_username: z.string(),
  /** make_admin: the role and active flag the account gets */
  role: operatorRole.nullable(),
  is_active: z.boolean().nullable(),
  requested_by: z.number(),
  requested_by_username: z.string(),
  requested_at: z.string(),
  decided_by: z.number().nullable(),
  decided_by_username: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /**
   * the caller may approve it: not their own request, not about their own account, and neither
   * account created, promoted or reset by the other (up the chain)
   */
  can_approve: z.boolean(),
});
export type StaffRequest = z.infer<typeof staffRequest>;
export const staffRequestList = z.object({ requests: z.array(staffRequest) });
export type StaffRequestList = z.infer<typeof staffRequestList>;
/** A second admin's approval or rejection of a staff request, with its reason (audited). */
export const staffDecision = z.object({ reason: reasonText });
export type StaffDecision = z.infer<typeof staffDecision>;
export type StaffPasswordReset = z.infer<typeof staffPasswordReset>;

export const staffSession = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  /** its login, or its last token refresh (migration 028) */
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** the session the caller is using */
  is_current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSession>;
export const staffSessionList = z.object({ sessions: z.array(staffSession) });
export type StaffSessionList = z.infer<typeof staffSessionList>;
export const staffSessionParams = z.object({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER),
  sessionId: z.uuid({ message: 'validation.invalid' }),
});
export const sessionsEnded = z.object({ ended: z.number() });

/** A staff member's own password change: the current one, the new one twice. */
export const ownPasswordChange = withPasswordConfirmation(
  z.object({
    current_password: z
      .string({ error: 'validation.password_required' })
      .min(1, { message: 'validation.password_required' }),
    new_password: staffPassword,
  }),
  'new_password',
);
export type OwnPasswordChange = z.infer<typeof ownPasswordChange>;
