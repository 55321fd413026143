// Responsible play's limits on the server (the rules: contract play-limits.ts). A member's change of
// their own limit applies at once when it protects them more, and otherwise waits until they confirm
// it again 24 hours on; the desk's stricter limit stands beside it, the lower of the two in force.
// What a limit counts is read from the ledger (limit-queries.ts usageSince), so every way to stake,
// settle or deposit counts without writing anything of its own here.
import type { MessageKey } from '@sanam/contract/messages.ts';
import {
  bangkokDateTime,
  bangkokPeriod,
  breakRefusal,
  canConfirm,
  confirmableAt,
  depositLimitRefusal,
  limitChangeTiming,
  hasPeriodLimit,
  perPeriod,
  stricterOf,
  type BreakRefusalKey,
  type PlayLimitKey,
  type PlayLimits,
  type PlayPeriod,
  type PlayRefusal,
} from '@sanam/contract/play-limits.ts';
import { accountName } from '@sanam/contract/ledger.ts';
import type { PlayStanding } from '@sanam/contract/wager-rules.ts';
import type { Db, Queryable, Tx } from '../../db/db.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { lockMemberAccounts } from '../../ledger/ledger.ts';
import { breakOf, closingBreak } from './breaks.ts';
import { limitRows, lockLimitRow, usageSince, writeLimitRow, type LimitRow } from './limit-queries.ts';

/** One limit as the member's page shows it. */
export interface LimitView {
  key: PlayLimitKey;
  /** the limit that holds: the lower of the member's own and the desk's */
  inForceSatang: number | null;
  ownSatang: number | null;
  deskSatang: number | null;
  /** a loosening waiting for the member's second confirmation (amount null: the limit removed) */
  pending: { amountSatang: number | null; requestedAt: Date; confirmableAt: Date } | null;
}

function viewOf(r: LimitRow): LimitView {
  const pending =
    r.pending_at === null ? null : { amountSatang: r.pending_satang, requestedAt: new Date(r.pending_at) };
  return {
    key: r.limit_key,
    inForceSatang: stricterOf(r.member_satang, r.desk_satang),
    ownSatang: r.member_satang,
    deskSatang: r.desk_satang,
    pending: pending && { ...pending, confirmableAt: confirmableAt(pending) },
  };
}

/** The member's limits that have anything set: in force, or waiting. */
export async function limitViews(q: Queryable, memberId: number): Promise<LimitView[]> {
  return (await limitRows(q, memberId)).map(viewOf).filter((v) => v.inForceSatang !== null || v.pending);
}

/** The limits in force, for the stake rule set and the deposit check. */
export async function limitsInForce(q: Queryable, memberId: number): Promise<PlayLimits> {
  const limits: PlayLimits = {};
  for (const v of await limitViews(q, memberId))
    if (v.inForceSatang !== null) limits[v.key] = v.inForceSatang;
  return limits;
}

/** The start of each Bangkok period `now` falls in. */
export function periodStarts(now: Date): Record<PlayPeriod, Date> {
  return perPeriod((p) => bangkokPeriod(p, now).start);
}

/** What the member lost to wagering and deposited in each period so far. */
export const usageOf = (q: Queryable, memberId: number, now: Date) =>
  usageSince(q, memberId, periodStarts(now));

/**
 * The member's own limits as the stake rule set reads them (contract wager-rules.ts MemberStanding
 * `play`), or null when none is set. The losses are exact only when the caller holds the member's
 * cash row (heldPlayStanding; a bet statement's second try).
 */
export async function playStanding(
  q: Queryable,
  memberId: number,
  now: Date = new Date(),
): Promise<PlayStanding | null> {
  return standingOf(q, memberId, now, null);
}

/**
 * playStanding in a stake's transaction: with a loss limit set, the member's cash row is locked to the
 * transaction's end before the losses are read, so they hold every stake of theirs that committed and
 * no other stake of theirs can pass the limit beside this one (each stake's entry locks that row).
 */
export function heldPlayStanding(
  tx: Tx,
  memberId: number,
  now: Date = new Date(),
): Promise<PlayStanding | null> {
  return standingOf(tx, memberId, now, tx);
}

async function standingOf(
  q: Queryable,
  memberId: number,
  now: Date,
  hold: Tx | null,
): Promise<PlayStanding | null> {
  const limits = await limitsInForce(q, memberId);
  const closing = await closingBreak(q, memberId, now);
  const onBreak = closing && breakOf(closing);
  if (Object.keys(limits).length === 0 && !onBreak) return null;
  // a break refuses the stake before any limit: its losses need not be read
  if (onBreak || !hasPeriodLimit('loss', limits))
    return { limits, lost: { day: 0, week: 0, month: 0 }, asOf: now, onBreak };
  if (hold) await lockMemberAccounts(hold, [accountName.member(memberId)]);
  return { limits, lost: (await usageOf(q, memberId, now)).lost, asOf: now, onBreak: null };
}

/**
 * Whether a deposit of `amountSatang` would pass a deposit limit of the member's, or comes during a
 * break (a time-out or a self-exclusion refuses every deposit), in the transaction that would credit it: with a deposit limit set, the member's cash row is locked first, so two
 * deposits (or a deposit and a cashier's approval) cannot pass the limit together. Null: it fits.
 */
export async function heldDepositRefusal(
  tx: Tx,
  memberId: number,
  amountSatang: number,
  now: Date = new Date(),
): Promise<PlayRefusal<'play.deposit_limit' | BreakRefusalKey> | null> {
  const closing = await closingBreak(tx, memberId, now);
  if (closing) return breakRefusal(breakOf(closing), now);
  const limits = await limitsInForce(tx, memberId);
  if (!hasPeriodLimit('deposit', limits)) return null;
  await lockMemberAccounts(tx, [accountName.member(memberId)]);
  const { deposited } = await usageOf(tx, memberId, now);
  return depositLimitRefusal(amountSatang, limits, deposited, now);
}

/**
 * The member sets their own limit `key` to `amountSatang` (null: removes it). A first limit, a lower
 * one or the same applies at once and drops a loosening that was waiting; a higher one or a removal
 * waits (asking again restarts the 24 hours).
 */
export async function setOwnLimit(
  db: Db,
  memberId: number,
  key: PlayLimitKey,
  amountSatang: number | null,
  now: Date = new Date(),
): Promise<{ timing: 'now' | 'after_wait'; limit: LimitView }> {
  return db.transaction(async (tx) => {
    const row = await lockLimitRow(tx, memberId, key);
    const timing = limitChangeTiming(row.member_satang, amountSatang);
    const next =
      timing === 'now'
        ? { member_satang: amountSatang, pending_satang: null, pending_at: null }
        : { member_satang: row.member_satang, pending_satang: amountSatang, pending_at: now };
    await writeLimitRow(tx, memberId, key, next);
    return { timing, limit: viewOf({ ...row, ...next }) };
  });
}

/** The member confirms the loosening of `key` that waited its 24 hours; before then it is refused. */
export async function confirmOwnLimit(
  db: Db,
  memberId: number,
  key: PlayLimitKey,
  now: Date = new Date(),
): Promise<LimitView> {
  return db.transaction(async (tx) => {
    const row = await lockLimitRow(tx, memberId, key);
    if (row.pending_at === null) throw conflict('play.nothing_pending');
    const pending = { amountSatang: row.pending_satang, requestedAt: new Date(row.pending_at) };
    if (!canConfirm(pending, now)) {
      const fields = { confirmable_at: bangkokDateTime(confirmableAt(pending)) };
      throw new AppError(409, 'play.confirm_not_yet', 'conflict', fields as Record<string, MessageKey>);
    }
    const next = { member_satang: row.pending_satang, pending_satang: null, pending_at: null };
    await writeLimitRow(tx, memberId, key, next);
    return viewOf({ ...row, ...next });
  });
}
