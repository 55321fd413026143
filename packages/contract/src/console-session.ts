// A console session that fits a shift: staff tokens renew while the person works, end
// after STAFF_IDLE_MINUTES without work and STAFF_SESSION_MAX_HOURS after the sign-in whatever
// happens. The server decides both ends; the console only learns how far away they are.
import { z } from 'zod';

/**
 * The session's two ends, in seconds from the reply (the console's clock need not agree with the
 * server's): `expires_in` unless renewed while working, `ends_in` whatever happens.
 */
export const consoleSessionTimes = z.object({
  idle_seconds: z.number().int().positive(),
  expires_in: z.number().int().min(0),
  ends_in: z.number().int().min(0),
});
export type ConsoleSessionTimes = z.infer<typeof consoleSessionTimes>;

/**
 * POST /admin/auth/refresh: the refresh token of the sign-in, rotated on every call (a rotated one
 * presented again ends the session). `active`: whether the person worked since the last renewal;
 * only then does the idle end move, so a console left open renews its token yet still signs out.
 */
export const consoleRefreshRequest = z.object({
  refresh_token: z.string().min(1).max(512),
  active: z.boolean().optional().default(true),
});
export type ConsoleRefreshRequest = z.input<typeof consoleRefreshRequest>;

/** The console warns this long before an idle sign-out, with a "stay signed in" button. */
export const IDLE_WARNING_SECONDS = 60;

/** While the person works, the console renews at most this often (each renewal moves the idle end). */
export const CONSOLE_RENEW_EVERY_SECONDS = 60;

export const consoleSessionMessages = {
  'auth.temporary_password_used': {
    th: 'รหัสผ่านชั่วคราวนี้ถูกใช้เข้าสู่ระบบไปแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่ หรือขอรหัสผ่านชั่วคราวใหม่',
    en: 'This temporary password has already been used to sign in. Sign in with the new password, or ask for a new temporary password',
  },
} as const satisfies Record<string, { th: string; en: string }>;
