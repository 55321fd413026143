// Responsible play's breaks on the server (the rules: contract play-limits.ts). A time-out or a
// self-exclusion starts at once and ends every sign-in of the member in the same transaction (their
// sockets close once it commits); while it runs every money path but a withdrawal refuses (the stake
// rule set reads it in the member's standing, the deposit check in heldDepositRefusal). Nothing
// shortens a break: a shorter one asked for beside it changes nothing, and an exclusion stays closed
// after its end until the desk lifts it, and 24 hours more.
import {
  breakEndsAt,
  breakKindOf,
  breakRefusal,
  EXCLUSION_COOL_OFF_MS,
  type BreakLength,
  type PlayBreak,
} from '@sanam/contract/play-limits.ts';
import type { PlayBreak as WireBreak } from '@sanam/contract/play.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { endMemberSessions } from '../auth/index.ts';
import { closingBreakRow, insertBreak, liftEndedExclusions, type BreakRow } from './break-queries.ts';

/** The break as the stake rule set reads it. */
export function breakOf(row: BreakRow): PlayBreak {
  return {
    kind: row.kind,
    endsAt: row.ends_at,
    closedUntil: row.lifted_at && new Date(row.lifted_at.getTime() + EXCLUSION_COOL_OFF_MS),
  };
}

/** The break as the member's page and the member file show it. */
export function wireBreak(row: BreakRow): WireBreak {
  const closedUntil = breakOf(row).closedUntil;
  return {
    kind: row.kind,
    length: row.length,
    started_at: row.started_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    closed_until: closedUntil && closedUntil.toISOString(),
    by: row.set_by === null ? 'member' : 'desk',
  };
}

/** The break that closes the member's play at `now` (the longest, when several run), or null. */
export const closingBreak = (q: Queryable, memberId: number, now: Date = new Date()) =>
  closingBreakRow(q, memberId, now);

/**
 * Starts a break of `length` for the member in `tx`: taken by the member (setBy null) or, a time-out
 * only, set by a staff member. Every sign-in of the member ends with it. Answers the break that now
 * closes the member's play: this one, or a longer one already running.
 */
export async function startBreak(
  deps: AppDeps,
  tx: Tx,
  ask: { memberId: number; length: BreakLength; setBy: number | null; reason: string | null },
  now: Date = new Date(),
): Promise<BreakRow> {
  const kind = breakKindOf(ask.length);
  if (ask.setBy !== null && kind !== 'time_out') throw new Error('the desk sets time-outs only');
  await insertBreak(tx, {
    member_id: ask.memberId,
    kind,
    length: ask.length,
    started_at: now,
    ends_at: breakEndsAt(ask.length, now),
    set_by: ask.setBy,
    reason: ask.reason,
  });
  await endMemberSessions(deps, tx, ask.memberId, 'play_break');
  const closing = await closingBreakRow(tx, ask.memberId, now);
  if (!closing) throw new Error(`the break just taken by member ${ask.memberId} does not close their play`);
  return closing;
}

/** The member takes a break of `length` (they ticked that they understand it cannot be shortened). */
export const takeBreak = (deps: AppDeps, memberId: number, length: BreakLength, now: Date = new Date()) =>
  deps.db.transaction((tx) => startBreak(deps, tx, { memberId, length, setBy: null, reason: null }, now));

/**
 * Refuses (403, naming the break and until when) a money path other than a stake or a deposit (a
 * redeem of coins) while a break closes the member's play. Stakes go through the stake rule set and
 * deposits through heldDepositRefusal; a withdrawal is never refused.
 */
export async function refuseDuringBreak(
  q: Queryable,
  memberId: number,
  now: Date = new Date(),
): Promise<void> {
  const closing = await closingBreakRow(q, memberId, now);
  if (!closing) return;
  const r = breakRefusal(breakOf(closing), now);
  throw new AppError(403, r.key, 'play_break', r.fields as Record<string, MessageKey>);
}

/**
 * The desk lifts the member's exclusions whose term has ended: the account reopens 24 hours on.
 * Answers how many were lifted (0: none had ended, or they were lifted already).
 */
export const liftExclusion = (tx: Tx, memberId: number, operatorId: number, now: Date = new Date()) =>
  liftEndedExclusions(tx, memberId, operatorId, now);
