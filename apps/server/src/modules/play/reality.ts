// The reality check (contract play-limits.ts): every 30, 60 or 120 minutes of a sign-in (60 unless the
// member chose otherwise, or off), the member app interrupts play with the time played and what the
// sign-in won or lost. The interval is the member's setting; the time counts from the sign-in (the
// session's start), and the result is read from the ledger like the limits' losses.
import {
  nextRealityCheck,
  REALITY_CHECK_DEFAULT,
  type RealityCheckMinutes,
} from '@sanam/contract/play-limits.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { realityMinutesRow, writeRealityMinutes } from './break-queries.ts';
import { wagersSince } from './limit-queries.ts';

/** The member's reality-check interval, minutes; null: off. */
export async function realityMinutes(q: Queryable, memberId: number): Promise<RealityCheckMinutes | null> {
  const row = await realityMinutesRow(q, memberId);
  return row === undefined ? REALITY_CHECK_DEFAULT : (row as RealityCheckMinutes | null);
}

export const setRealityMinutes = (db: Db, memberId: number, minutes: RealityCheckMinutes | null) =>
  writeRealityMinutes(db, memberId, minutes);

export interface RealityView {
  minutes: RealityCheckMinutes | null;
  startedAt: Date;
  nextAt: Date | null;
  stakedSatang: number;
  netSatang: number;
}

/** The reality check of the sign-in that began at `startedAt`, as of `now`. */
export async function realityOf(
  q: Queryable,
  memberId: number,
  startedAt: Date,
  now: Date = new Date(),
): Promise<RealityView> {
  const [minutes, wagers] = [await realityMinutes(q, memberId), await wagersSince(q, memberId, startedAt)];
  return {
    minutes,
    startedAt,
    nextAt: minutes === null ? null : nextRealityCheck(startedAt, minutes, now),
    ...wagers,
  };
}
