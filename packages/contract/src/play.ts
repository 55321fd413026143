// Responsible play on the wire: the member's own limits (play-limits.ts holds the rules), amounts in
// baht as everywhere on the member API, instants as ISO strings.
import { z } from 'zod';
import { positiveBahtAmount } from './money.ts';
import { perPeriod, PLAY_LIMIT_KEYS } from './play-limits.ts';

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
});
export type PlayState = z.infer<typeof playState>;

export const playLimitSet = z.object({ timing: z.enum(['now', 'after_wait']), limit: playLimit });
