// Rate limits on the writes that cost the house work, and the login throttle (DESIGN §6).
// Declared once here; the server applies them (apps/server/src/http/rate-limits.ts, modules/auth).
// Set for people, not scripts: a member working normally (a few deposits, withdrawals or redeems a
// minute) never meets one. Bets are not limited: a bet is as fast as a round allows, and its path
// is the performance-critical one. Per address limits are wider than per member ones, because many
// members share one address behind a mobile carrier's NAT.
import { z } from 'zod';
import { reasonText } from './operator-inputs.ts';

/** At most `points` requests in any `windowSeconds` (a fixed window from the first). */
export interface RateLimit {
  points: number;
  windowSeconds: number;
}

export interface RouteRateLimit {
  /** per signed-in member (routes behind the member guard) */
  member?: readonly RateLimit[];
  /** per client address (TRUST_PROXY decides which address that is) */
  address?: readonly RateLimit[];
}

const perMinute = (points: number): RateLimit => ({ points, windowSeconds: 60 });
const perHour = (points: number): RateLimit => ({ points, windowSeconds: 60 * 60 });

export const RATE_LIMITS = {
  /** a slip: each one waits for a provider check or a cashier (60 invented slips in 0.7 s) */
  slip: { member: [perMinute(5), perHour(30)], address: [perMinute(30)] },
  withdraw: { member: [perMinute(5), perHour(30)], address: [perMinute(30)] },
  redeem: { member: [perMinute(10), perHour(60)], address: [perMinute(60)] },
  /**
   * every registration is a new account: a person registers once, a family a few times; many
   * members share one address behind a carrier's NAT, so an address gets ten a minute, sixty an hour
   */
  register: { address: [perMinute(10), perHour(60)] },
  /** every login attempt costs an argon2 hash; failures are throttled apart (LOGIN_THROTTLE) */
  login: { address: [perMinute(30)] },
  /** the chat token opens the chat socket; messages on it are limited by CHAT_RATE per member */
  chatToken: { member: [perMinute(20)], address: [perMinute(120)] },
  /** messages on the chat socket per address, over every member there (CHAT_RATE is per member) */
  chatMessage: { address: [{ points: 30, windowSeconds: 10 }] },
  /** a password change hashes twice with argon2 (wrong old passwords are throttled as logins) */
  passwordChange: { member: [perMinute(5)], address: [perMinute(30)] },
  /** a launch asks a game provider for a session */
  gameLaunch: { member: [perMinute(10)], address: [perMinute(60)] },
} as const satisfies Record<string, RouteRateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Failed logins (members by phone, operators by username). Nothing locks an account: a stranger's
 * failures slow the stranger, and the owner on their own address is never held by them.
 * - per (account, address): `freeFailures` in a row, then each further attempt waits a back-off that
 *   doubles from `firstWaitSeconds` up to `maxWaitSeconds`; failures are forgotten after
 *   `windowSeconds`, or at once on a success or an operator's unlock.
 * - per address across accounts: `perAddress.failures` per `windowSeconds`, then the rest of the
 *   window (one address guessing many accounts).
 * - per account across addresses: after `perAccount.freeFailures` failures from everywhere in its
 *   window, attempts from addresses the account has never signed in from take a doubling back-off
 *   capped at `maxWaitSeconds` (a crowd of addresses guessing one account); addresses it signed in
 *   from in the last `knownAddressDays` are not held.
 */
export const LOGIN_THROTTLE = {
  perPair: { freeFailures: 3, firstWaitSeconds: 2, maxWaitSeconds: 15 * 60, windowSeconds: 24 * 60 * 60 },
  perAddress: { failures: 30, windowSeconds: 15 * 60 },
  perAccount: { freeFailures: 50, firstWaitSeconds: 2, maxWaitSeconds: 60, windowSeconds: 60 * 60 },
  // under 24.8 days: the in-memory store (no Redis) keeps a key with a 32-bit millisecond timer
  knownAddressDays: 14,
} as const;

/** The back-off before attempt `failures + 1` after `failures` failures, of which `free` cost nothing. */
export function backoffSeconds(
  failures: number,
  rule: { freeFailures: number; firstWaitSeconds: number; maxWaitSeconds: number },
): number {
  const over = failures - rule.freeFailures;
  if (over < 0) return 0;
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** Math.min(over, 30));
}

/** POST /admin/members/{id}/unlock-login and /admin/operators/{id}/unlock-login: why (audited). */
export const loginUnlockRequest = z.object({ reason: reasonText }).strict();
export type LoginUnlockRequest = z.infer<typeof loginUnlockRequest>;

export const loginUnlockData = z.object({
  target_type: z.enum(['member', 'operator']),
  target_id: z.number().int().positive(),
});
export type LoginUnlockData = z.infer<typeof loginUnlockData>;
