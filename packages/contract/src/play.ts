// Responsible play on the wire: the member's own limits (play-limits.ts holds the rules), amounts in
// baht as everywhere on the member API, instants as ISO strings.
import { z } from 'zod';
import { positiveBahtAmount } from './money.ts';
import { BREAK_LENGTHS, perPeriod, PLAY_LIMIT_KEYS, REALITY_CHECK_MINUTES } from './play-limits.ts';

export const playLimitKey = z.enum(PLAY_LIMIT_KEYS, { error: 'play.limit_unknown' });

/** POST /user/play/limits: a limit set, lowered, raised or (amount null) removed. */
export const playLimitRequest = z.object({
  key: playLimitKey,
  amount: positiveBahtAmount.nullable(),
});
export type PlayLimitRequest = z.infer<typeof playLimitRequest>;

/** POST /user/play/limits/confirm: a raise or a removal that waited its 24 hours, confirmed. */
export const playLimitConfirmRequest = z.object({ key: playLimitKey });

export const playLimit = z.object({
  key: playLimitKey,
  /** the limit that holds, the lower of the member's own and the desk's; null: none */
  in_force: z.number().nullable(),
  own: z.number().nullable(),
  desk: z.number().nullable(),
  /** a raise (amount) or a removal (amount null) waiting for the member to confirm it */
  pending: z.object({ amount: z.number().nullable(), confirmable_at: z.string() }).nullable(),
});
export type PlayLimit = z.infer<typeof playLimit>;

export const breakLength = z.enum(BREAK_LENGTHS, { error: 'play.break_length_unknown' });

/**
 * POST /user/play/break: a time-out (24h, 7d, 30d, 6w) or a self-exclusion (6m, 1y, 5y), taken at
 * once; `confirm` is the member's tick that they understand it cannot be cancelled or shortened.
 */
export const playBreakRequest = z.object({
  length: breakLength,
  confirm: z.literal(true, { error: 'play.break_confirm_required' }),
});
export type PlayBreakRequest = z.infer<typeof playBreakRequest>;

/** The break that closes the member's play now (play-limits.ts PlayBreak). */
export const playBreak = z.object({
  kind: z.enum(['time_out', 'exclusion']),
  length: breakLength,
  started_at: z.string(),
  ends_at: z.string(),
  /** an exclusion lifted by the desk after its end: the account reopens then; null: not lifted */
  closed_until: z.string().nullable(),
  /** who asked for it: the member, or the desk (a time-out only) */
  by: z.enum(['member', 'desk']),
});
export type PlayBreak = z.infer<typeof playBreak>;

export const realityCheckMinutes = z
  .union(
    REALITY_CHECK_MINUTES.map((m) => z.literal(m)) as [z.ZodLiteral<30>, z.ZodLiteral<60>, z.ZodLiteral<120>],
    {
      error: 'play.reality_unknown',
    },
  )
  .nullable();

/** POST /user/play/reality: how often the reality check interrupts play; null: off. */
export const realityCheckRequest = z.object({ minutes: realityCheckMinutes });

/**
 * GET /user/play/reality: the reality check of the member's sign-in: how long it has run, what it
 * won or lost, and when the next check is due (null: checks off).
 */
export const realityCheck = z.object({
  minutes: realityCheckMinutes,
  started_at: z.string(),
  next_at: z.string().nullable(),
  /** stakes placed since the sign-in, and returns less stakes (+ won, − lost), baht */
  staked: z.number(),
  net: z.number(),
});
export type RealityCheck = z.infer<typeof realityCheck>;

/** GET /user/play/activity: the member's money per Bangkok day or month, newest first. */
export const activityQuery = z.object({ by: z.enum(['day', 'month']).default('day') });
export const activityRow = z.object({
  /** YYYY-MM-DD or YYYY-MM, Bangkok */
  period: z.string(),
  deposits: z.number(),
  withdrawals: z.number(),
  stakes: z.number(),
  /** returns less stakes over the period's wagers (+ won, − lost), baht */
  net: z.number(),
});
export const activityStatement = z.object({ by: z.enum(['day', 'month']), rows: z.array(activityRow) });
export type ActivityStatement = z.infer<typeof activityStatement>;

/** baht in each period */
const bahtPerPeriod = z.object(perPeriod(() => z.number()));

/** GET /user/play: every limit that has anything set, and what the periods have used so far. */
export const playState = z.object({
  limits: z.array(playLimit),
  /** lost to wagering (stakes less returns, open stakes counted) and deposited, baht, per period */
  lost: bahtPerPeriod,
  deposited: bahtPerPeriod,
  /** when each period starts counting from 0 again */
  resets_at: z.object(perPeriod(() => z.string())),
  /** the break that closes the member's play now; null: none */
  break: playBreak.nullable(),
  /** how often the reality check interrupts play, minutes; null: off */
  reality_check: realityCheckMinutes,
});
export type PlayState = z.infer<typeof playState>;

export const playLimitSet = z.object({ timing: z.enum(['now', 'after_wait']), limit: playLimit });
