// The console's second factor: TOTP (RFC 6238) with single-use recovery codes for the
// roles whose password moves money. Its limits, the calls' payloads and the login's two steps.
import { z } from 'zod';
import { operator, operatorLoginData } from './admin.ts';
import type { OperatorRole } from './constants.ts';

/** Roles that must use the second factor in production; `operator` may enrol and is then held to it. */
export const TOTP_REQUIRED_ROLES: readonly OperatorRole[] = ['admin', 'cashier'];

/** What every authenticator app understands: SHA-1, 6 digits, 30 seconds (RFC 6238's defaults). */
export const TOTP = {
  issuer: 'Sanam Live',
  digits: 6,
  periodSeconds: 30,
  /** steps either side of now that still count, for a phone's clock a little off */
  windowSteps: 1,
  /** 20 random bytes, RFC 4226's recommended secret length */
  secretBytes: 20,
} as const;

/** The password step's challenge: long enough to open an app and type a code, no longer. */
export const TOTP_CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * Wrong second-factor codes per operator before 429. Three codes of a million are valid at any
 * moment, so 20 a day leaves a guesser about 1 chance in 16,000 a day.
 */
export const TOTP_FAILURE_LIMITS = {
  short: { failures: 5, windowSeconds: 5 * 60 },
  day: { failures: 20, windowSeconds: 24 * 60 * 60 },
} as const;

/** Shown once at enrolment: 10 codes of 10 letters and digits (about 50 bits each). */
export const RECOVERY_CODES = { count: 10, length: 10 } as const;
/** The letters of a recovery code: no 0/o, 1/l/i, so a code copied from paper reads back right. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const totpCode = z
  .string({ error: 'validation.totp_code' })
  .trim()
  .regex(/^\d{6}$/, { message: 'validation.totp_code' });

/** Typed as shown (xxxxx-xxxxx) or without the dash, any case, spaces ignored. */
export const recoveryCode = z
  .string({ error: 'validation.recovery_code' })
  .max(64)
  .transform((s) => s.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(
    z.string().regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODES.length}}$`), {
      message: 'validation.recovery_code',
    }),
  );

const challengeToken = z.string().min(1).max(2048);

/** What the server holds of an operator's second factor. */
export const totpStatus = z.object({
  enrolled: z.boolean(),
  /** the login asks for a code (enrolled), or would force enrolment (production, admin/cashier) */
  required: z.boolean(),
  /** a demo seed's staff account signing in without a second factor (never in production) */
  demo_exempt: z.boolean(),
  recovery_codes_left: z.number().int().min(0),
});
export type TotpStatus = z.infer<typeof totpStatus>;

/**
 * The password step's reply: `done` with the access token, or a challenge for the second step:
 * `totp` (a code or a recovery code) or `enrol` (production, not yet enrolled). A challenge token
 * opens nothing but that step.
 */
export const operatorLoginReply = z.discriminatedUnion('step', [
  operatorLoginData.extend({ step: z.literal('done'), totp: totpStatus }),
  z.object({
    step: z.enum(['totp', 'enrol']),
    challenge_token: z.string(),
    expires_in: z.number().int(),
    operator,
  }),
]);
export type OperatorLoginReply = z.infer<typeof operatorLoginReply>;
export type OperatorLoginDone = Extract<OperatorLoginReply, { step: 'done' }>;

/** The challenge and a code of the app: the login's second step, and the end of forced enrolment. */
export const loginEnrolConfirmRequest = z.object({ challenge_token: challengeToken, code: totpCode });

/** The second step: the challenge and either the code of the app or one recovery code. */
export const totpLoginRequest = z.union([
  loginEnrolConfirmRequest,
  z.object({ challenge_token: challengeToken, recovery_code: recoveryCode }),
]);
export type TotpLoginRequest = z.input<typeof totpLoginRequest>;

/** A new secret, shown while enrolling only: the app scans the QR or the operator types the secret. */
export const totpEnrolment = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_data_url: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

export const loginEnrolRequest = z.object({ challenge_token: challengeToken });
export const totpCodeRequest = z.object({ code: totpCode });
export type TotpCodeRequest = z.infer<typeof totpCodeRequest>;

/** Shown once, never again: the server keeps only their hashes. */
export const recoveryCodesReply = z.object({
  recovery_codes: z.array(z.string()),
  totp: totpStatus,
});
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReply>;

/** Forced enrolment's end: signed in, and the recovery codes to keep. */
export const loginEnrolDone = operatorLoginData.extend({
  step: z.literal('done'),
  totp: totpStatus,
  recovery_codes: z.array(z.string()),
});
export type LoginEnrolDone = z.infer<typeof loginEnrolDone>;

/** The admin's list of console accounts with their second factor, for resets. */
export const operatorSecurityRow = operator.extend({
  is_active: z.boolean(),
  totp_enrolled: z.boolean(),
  demo_exempt: z.boolean(),
});
export type OperatorSecurityRow = z.infer<typeof operatorSecurityRow>;
export const operatorSecurityList = z.object({ operators: z.array(operatorSecurityRow) });

export const operatorIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
