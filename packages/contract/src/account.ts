// Member account payloads and replies: spec §3 (fields), §5 (rules), §7 (calls).
import { z } from 'zod';
import { humanText } from './human-text.ts';
import {
  BANKS,
  BANK_ACC_DIGITS_MAX,
  BANK_ACC_DIGITS_MIN,
  DEFAULT_AGENT_ID,
  PASSWORD_MIN,
  PHONE_DIGITS_MAX,
  PHONE_DIGITS_MIN,
} from './constants.ts';
import { INT4_MAX } from './input-bounds.ts';
import { withPasswordConfirmation } from './password-confirmation.ts';
import { memberBetControls } from './risk.ts';

const phoneRe = new RegExp(`^\\d{${PHONE_DIGITS_MIN},${PHONE_DIGITS_MAX}}$`);
const bankAccRe = new RegExp(`^\\d{${BANK_ACC_DIGITS_MIN},${BANK_ACC_DIGITS_MAX}}$`);

export const phone = z
  .string({ error: 'validation.phone_invalid' })
  .trim()
  .regex(phoneRe, { message: 'validation.phone_invalid' });

export const passwordRequired = z.string({ error: 'validation.password_required' }).min(1, {
  message: 'validation.password_required',
});

export const newPassword = z
  .string({ error: 'validation.password_required' })
  .min(1, { message: 'validation.password_required' })
  .min(PASSWORD_MIN, { message: 'validation.password_min' })
  .max(128, { message: 'validation.invalid' });

export const bankCode = z.enum(BANKS, { error: 'validation.bank_required' });

export const bankAccNo = z
  .string({ error: 'validation.bank_acc_required' })
  .trim()
  .min(1, { message: 'validation.bank_acc_required' })
  .regex(bankAccRe, { message: 'validation.bank_acc_invalid' });

export const agentId = z
  .number({ error: 'validation.invalid' })
  .int({ message: 'validation.invalid' })
  .positive({ message: 'validation.invalid' })
  // members.agent_id is an int column: a larger number reached PostgreSQL and answered 500
  .max(INT4_MAX, { message: 'validation.number_too_large' })
  .default(DEFAULT_AGENT_ID);

export const loginRequest = z.object({
  phone,
  password: passwordRequired,
  agent_id: agentId.optional(),
  /**
   * After a staff member reset the password, the login with that temporary password is
   * refused (403 auth.must_change_password, no session) until it carries the member's new one.
   */
  new_password: newPassword.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Referrer: an existing member's username; empty means none. */
export const referrer = z
  .string()
  .trim()
  .max(32, { message: 'validation.referrer_invalid' })
  .regex(/^[A-Za-z0-9_]*$/, { message: 'validation.referrer_invalid' })
  .optional()
  .nullable();

export const registerRequest = z.object({
  phone,
  password: newPassword,
  name: humanText({ error: 'validation.name_required' })
    .min(1, { message: 'validation.name_required' })
    .max(100),
  agent_id: agentId.optional(),
  bank_name: bankCode,
  bank_acc_no: bankAccNo,
  referrer,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/**
 * The login's second step after a staff member reset the password: the member's new
 * password (the server's rule, loginRequest.new_password) and its confirmation, which is never sent.
 */
export const renewPasswordForm = withPasswordConfirmation(
  z.object({ new_password: newPassword }),
  'new_password',
);

/** The register form adds the confirmation field, which is never sent (spec §3). */
export const registerForm = withPasswordConfirmation(registerRequest, 'password', { early: true });
export type RegisterForm = z.infer<typeof registerForm>;

export const changePasswordRequest = z.object({
  oldPassword: passwordRequired,
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Only the fields a member may change; phone and bank belong to the operator (strict: others refused). */
export const editUserRequest = z.strictObject(
  {
    name: humanText().min(1, { message: 'validation.name_required' }).max(100).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'validation.unknown_field' : 'validation.invalid',
  },
);
export type EditUserRequest = z.infer<typeof editUserRequest>;

export const ipAddressRequest = z.object({
  ip: z.string().trim().max(64).optional().default(''),
  wc_uuid: z.string().trim().max(64).optional().default(''),
});

export const refreshRequest = z.object({ refresh_token: z.string().min(1).max(512) });
/** Logout: the bearer token is enough; a body, when sent, may name the token instead (spec §7). */
export const revokeRequest = z.object({ access_token: z.string().min(1).max(4096).optional() }).nullish();

export const depositAccount = z.object({
  bank_name: z.string(),
  bank_acc_no: z.string(),
  bank_acc_name: z.string(),
});

/** Profile user (spec §3). Never carries a password hash. Money is baht here (wire form). */
export const user = z.object({
  id: z.number(),
  phone: z.string(),
  name: z.string(),
  username: z.string(),
  bank_name: z.string().nullable(),
  bank_acc_no: z.string().nullable(),
  bank_acc_name: z.string().nullable(),
  affiliate_username: z.string().nullable(),
  agent_id: z.number(),
  balance: z.number(),
  is_vip: z.boolean(),
  event_point: z.number(),
  account: depositAccount.nullable(),
  /** the member's own betting controls, so the bet dialogs refuse what the server would */
  betting: memberBetControls,
});
export type User = z.infer<typeof user>;

export const loginData = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user,
});
export type LoginData = z.infer<typeof loginData>;

export const profileData = z.object({ user });
export const refreshData = loginData;
