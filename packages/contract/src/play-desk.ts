// Responsible play at the console: a member's limits and breaks as the member file shows them, the
// desk's stricter limit, a time-out the desk sets, the lift of an ended self-exclusion, and the
// report of every break that closes a member's play now. Amounts in baht, instants as ISO strings.
//
// What the desk may do, and why:
// - A desk limit stands beside the member's own, and the lower of the two holds (play-limits.ts
//   stricterOf), so no desk limit can loosen what the member chose for themselves. A desk limit above
//   the member's own is accepted: it changes nothing today, but it is the ceiling that holds when the
//   member later raises or removes theirs, which is what an operator who caps a member means.
// - Raising or removing the desk's own limit applies at once (the 24-hour wait protects members from
//   their own impulse; a staff decision is given a reason and audited instead), and never goes past
//   the member's own limit. It takes a protection away, so only an admin may do it; anyone who runs
//   the book may protect a member more (a new or lower desk limit, a time-out).
// - The desk sets time-outs only: a self-exclusion is the member's own decision.
// - Lifting an exclusion is possible only once its term has ended; the account then stays closed 24
//   hours more (play-limits.ts EXCLUSION_COOL_OFF_MS). It too is an admin's alone.
import { z } from 'zod';
import type { OperatorRole } from './constants.ts';
import { positiveBahtAmount } from './money.ts';
import { reasonText } from './operator-inputs.ts';
import { breakLength, playLimit, playLimitKey } from './play.ts';
import {
  EXCLUSION_COOL_OFF_MS,
  perPeriod,
  TIME_OUTS,
  type BreakKind,
  type TimeOutLength,
} from './play-limits.ts';

/** Who acts at the responsible-play desk (every staff role reads it). */
export const PLAY_DESK_ROLES = {
  /** a new or lower desk limit, a time-out: whoever runs the book, as a member's betting controls */
  protect: ['admin', 'operator'],
  /** raising or removing the desk's limit, lifting an ended exclusion: what takes a protection away */
  loosen: ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export const mayLoosenPlay = (role: OperatorRole): boolean =>
  (PLAY_DESK_ROLES.loosen as readonly OperatorRole[]).includes(role);

/** Where a break stands at a moment (breakStateOf). */
export const BREAK_STATES = ['running', 'awaiting_lift', 'reopening', 'over'] as const;
export type BreakState = (typeof BREAK_STATES)[number];

/**
 * running: before its end; awaiting_lift: an exclusion past its end that the desk has not lifted (the
 * account stays closed); reopening: lifted, in its 24 hours before the account reopens; over: it no
 * longer closes play.
 */
export function breakStateOf(
  b: { kind: BreakKind; endsAt: Date; liftedAt: Date | null },
  now: Date,
): BreakState {
  if (b.endsAt.getTime() > now.getTime()) return 'running';
  if (b.kind === 'time_out') return 'over';
  if (b.liftedAt === null) return 'awaiting_lift';
  return b.liftedAt.getTime() + EXCLUSION_COOL_OFF_MS > now.getTime() ? 'reopening' : 'over';
}

/** When a lifted exclusion's account reopens. */
export const reopensAt = (liftedAt: Date): Date => new Date(liftedAt.getTime() + EXCLUSION_COOL_OFF_MS);

/** The lengths the desk may set: time-outs only. */
export const DESK_TIME_OUTS = Object.keys(TIME_OUTS) as [TimeOutLength, ...TimeOutLength[]];

/** One break as the console shows it. */
export const deskBreak = z.object({
  id: z.number(),
  kind: z.enum(['time_out', 'exclusion']),
  length: breakLength,
  started_at: z.string(),
  ends_at: z.string(),
  /** who asked for it: the member, or the desk (a time-out only) */
  by: z.enum(['member', 'desk']),
  /** the staff member who set it (by desk) */
  set_by: z.string().nullable(),
  reason: z.string().nullable(),
  lifted_at: z.string().nullable(),
  lifted_by: z.string().nullable(),
  /** a lifted exclusion: when the account reopens */
  reopens_at: z.string().nullable(),
  state: z.enum(BREAK_STATES),
});
export type DeskBreak = z.infer<typeof deskBreak>;

/** The history the member file shows: the newest breaks, at most this many. */
export const PLAY_HISTORY_MAX = 100;

const bahtPerPeriod = z.object(perPeriod(() => z.number()));

/** GET /admin/members/{id}/play: every limit (one per key, set or not), the periods' use, the breaks. */
export const memberPlay = z.object({
  member_id: z.number(),
  limits: z.array(playLimit),
  /** lost to wagering and deposited this Bangkok day, week and month, baht */
  lost: bahtPerPeriod,
  deposited: bahtPerPeriod,
  /** the break that closes the member's play now; null: none */
  break: deskBreak.nullable(),
  /** newest first, at most PLAY_HISTORY_MAX */
  breaks: z.array(deskBreak),
});
export type MemberPlay = z.infer<typeof memberPlay>;

/** POST /admin/members/{id}/play/limits: the desk's limit of `key` (amount null: the desk's removed). */
export const deskLimitRequest = z.object({
  key: playLimitKey,
  amount: positiveBahtAmount.nullable(),
  reason: reasonText,
});
export type DeskLimitRequest = z.infer<typeof deskLimitRequest>;

/** POST /admin/members/{id}/play/time-out: starts at once, ends every sign-in of the member. */
export const deskTimeOutRequest = z.object({
  length: z.enum(DESK_TIME_OUTS, { error: 'play_desk.time_out_length' }),
  reason: reasonText,
});
export type DeskTimeOutRequest = z.infer<typeof deskTimeOutRequest>;

/** POST /admin/members/{id}/play/lift-exclusion: an ended self-exclusion lifted; reopens 24 hours on. */
export const deskLiftRequest = z.object({ reason: reasonText });
export type DeskLiftRequest = z.infer<typeof deskLiftRequest>;

export const PLAY_BREAKS_PAGE_SIZE = 50;

/** GET /admin/play/breaks: the breaks that close a member's play now, one per member. */
export const playBreaksQuery = z.object({
  kind: z.enum(['all', 'time_out', 'exclusion']).optional().default('all'),
  limit: z.coerce.number().int().min(1).max(100).optional().default(PLAY_BREAKS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).optional().default(0),
});
export type PlayBreaksQuery = z.infer<typeof playBreaksQuery>;

export const playBreakReportRow = deskBreak.extend({
  member: z.object({ id: z.number(), username: z.string(), name: z.string(), phone: z.string() }),
});
export type PlayBreakReportRow = z.infer<typeof playBreakReportRow>;

export const playBreakReport = z.object({ items: z.array(playBreakReportRow), total: z.number() });
export type PlayBreakReport = z.infer<typeof playBreakReport>;
