// A round's life (DESIGN §4): its states, the transitions between them and the row locks that order
// them, in one place. Nothing else changes a round's state.
//
//   running ──endRound──▶ ended ──settleRound──▶ settled ──regradeRound──▶ settled (another result)
//
// - running: is_end false, result null. Betting and tie betting open and close while it runs
//   (service.ts, each change under lockRunning); a bet holds the row FOR SHARE (lockMatchForBet) and
//   an operator change FOR UPDATE, so a change waits for the bets in flight and no bet is placed on a
//   price or a switch that was already gone.
// - ended: is_end true, the result set, betting and tie betting closed. Nothing reopens an ended round.
//   The result 'other' is a cancelled round: settlement refunds every bet.
// - settled: settled_at set; the round's escrow is zero from here on (ledger check 4).
// - A regrade corrects the result of a settled round; the settlement grades it again.
// The transitions take the caller's transaction: betting's settlement owns it (endAndSettle,
// regradeMatch) and moves the round through them inside it, so the state and the money commit
// together. A transition's result type is the proof the next one asks for: settleRound takes only an
// EndedRound, which only endRound makes, so a settlement never reads the round's row twice.
import type { Match, MatchResult } from '@sanam/contract/matches.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { audit, type AnyActor } from '../../audit/audit-log.ts';
import * as queries from './queries.ts';
import { toMatch } from './wire.ts';

/** A round ended in this transaction, not settled yet (made by endRound only). */
export interface EndedRound {
  readonly matchId: number;
  readonly result: MatchResult;
  /** the row as it was before it ended */
  readonly before: queries.MatchRow;
}

/** A settled round locked for a regrade (made by lockSettledRound only). */
export interface SettledRound {
  readonly matchId: number;
  /** the result its grading in force was made with, as the match row says */
  readonly result: MatchResult;
}

/** Locks a running round for an operator change; refuses an unknown or ended one. */
export async function lockRunning(tx: Tx, id: number): Promise<queries.MatchRow> {
  const row = await queries.lockMatch(tx, id, 'update');
  if (!row) throw notFound('match.not_found');
  if (row.is_end) throw new AppError(409, 'match.already_ended', 'conflict');
  return row;
}

/** For betting: the round and its current rate, locked FOR SHARE for the bet's transaction (null if unknown). */
export function lockMatchForBet(tx: Tx, id: number): Promise<queries.MatchRow | null> {
  return queries.lockMatch(tx, id, 'share');
}

/**
 * For betting: the round and its current rate as committed now, unlocked (null if unknown). A bet
 * checked against it is written only while the round is still at its `version` (every change of
 * rate, betting, tie or result bumps it), which the bet's statement checks under FOR SHARE.
 */
export function readMatchForBet(db: Queryable, id: number): Promise<queries.MatchRow | null> {
  return queries.findMatch(db, id);
}

export type MatchForBet = queries.MatchRow;

/**
 * running → ended, with its result, in the caller's transaction (betting's endAndSettle settles it
 * in the same one). Audited. Refuses an unknown round (404), an ended one (409) and a next round
 * that does not exist (400).
 */
export async function endRound(
  tx: Tx,
  actor: AnyActor,
  matchId: number,
  result: MatchResult,
  nextMatchId: number | null,
): Promise<EndedRound> {
  const before = await lockRunning(tx, matchId);
  if (nextMatchId !== null && (nextMatchId === matchId || !(await queries.matchExists(tx, nextMatchId))))
    throw badRequest('match.next_not_found', { next_match_id: 'match.next_not_found' });
  await queries.markEnded(tx, matchId, result, nextMatchId);
  await audit(tx, {
    operatorId: actor.operatorId,
    system: actor.system,
    action: 'match.end',
    targetType: 'match',
    targetId: matchId,
    before: { is_end: false, is_open: before.is_open, is_open_tie: before.is_open_tie },
    after: { is_end: true, result, next_match_id: nextMatchId },
    ip: actor.ip,
  });
  return { matchId, result, before };
}

/**
 * ended → settled, once its grading is posted in the same transaction: the round's escrow is zero
 * from here on (check 4). Answers the round as it now stands (for CHANGE END after commit).
 */
export async function settleRound(tx: Tx, round: EndedRound): Promise<Match> {
  const row = await queries.markSettled(tx, round.matchId);
  if (!row) throw new Error(`settle: match ${round.matchId} is not an ended, unsettled round`);
  return toMatch(row);
}

/** A settled round locked FOR UPDATE for a regrade; refuses an unknown one or one not settled yet. */
export async function lockSettledRound(tx: Tx, matchId: number): Promise<SettledRound> {
  const row = await queries.lockMatch(tx, matchId, 'update');
  if (!row) throw notFound('match.not_found');
  if (row.settled_at === null || row.result === null)
    throw new AppError(409, 'bet.regrade_not_settled', 'conflict');
  return { matchId, result: row.result };
}

/**
 * settled → settled under the corrected result, in betting's regrade transaction (which grades it
 * again). Answers the round as it now stands (for CHANGE UPDATE after commit).
 */
export async function regradeRound(tx: Tx, round: SettledRound, result: MatchResult): Promise<Match> {
  return toMatch(await queries.markRegraded(tx, round.matchId, result));
}
