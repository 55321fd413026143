// Matches, their rates and their betting switches (DESIGN §4).
//
// Owns: the matches, rates and stadiums tables; creating a match, publishing a rate, opening and
// closing betting and tie betting, ending a match (the result), and the match row lock bets take.
// Invariants:
// - Life cycle: created running (is_end false, betting closed) → ended (is_end true, result set,
//   betting and tie betting closed) → settled (settled_at, written by betting's settleMatch).
//   Nothing reopens an ended match.
// - The newest rate of a match is its current rate; rates are never edited.
// - Every operator change takes the match row FOR UPDATE: bets hold it FOR SHARE, so a change waits
//   for the bets in flight and no bet is ever placed on a price or a switch that was already gone.
// - Every operator change is audited in its own transaction (admin's audit()).
// - Multipliers are integer per-mille in the code (1700 = ×1.7), exact numeric in the table.
import {
  DEFAULT_TIE_PERMILLE,
  multiplierToPermille,
  permilleToMultiplier,
  rateText,
  type Match,
  type MatchCreateRequest,
  type MatchResult,
  type Rate,
  type RatePublishRequest,
  type TieOpenRequest,
} from '@sanam/contract/matches.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { audit, type Actor } from '../admin/service.ts';
import * as q from './queries.ts';

export type { MatchRow } from './queries.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The wire shape of spec §3 (0/1 flags, now_* of the current rate). */
export function toMatch(r: q.MatchRow): Match {
  return {
    id: r.id,
    round_name: r.round_name,
    round_type: r.round_type,
    stadium_id: r.stadium_id,
    red_cow_name: r.red_cow_name,
    blue_cow_name: r.blue_cow_name,
    result: r.result,
    is_prefight: r.is_prefight,
    is_open: r.is_open ? 1 : 0,
    is_end: r.is_end ? 1 : 0,
    is_open_tie: r.is_open_tie ? 1 : 0,
    tie_multiplier: permilleToMultiplier(r.tie_permille),
    notie_multiplier: r.notie_permille === null ? null : permilleToMultiplier(r.notie_permille),
    streaming_url: r.streaming_url,
    version: r.version,
    next_match_id: r.next_match_id,
    now_rate_name: r.rate_name,
    rate: r.rate_id,
    now_red_rate_1: r.red_rate_1,
    now_red_rate_2: r.red_rate_2,
    now_blue_rate_1: r.blue_rate_1,
    now_blue_rate_2: r.blue_rate_2,
    created_at: new Date(r.created_at).toISOString(),
    ended_at: iso(r.ended_at),
    settled_at: iso(r.settled_at),
    stadium_name: r.stadium_name,
    nextMatch: r.next_match_id === null ? null : { id: r.next_match_id },
  };
}

function toRate(r: q.RateRow): Rate {
  return { ...r, created_at: new Date(r.created_at).toISOString() };
}

async function requireMatch(q_: Queryable, id: number): Promise<Match> {
  const row = await q.findMatch(q_, id);
  if (!row) throw notFound('match.not_found');
  return toMatch(row);
}

/** Locks a running match for an operator change; refuses an unknown or ended one. */
async function lockRunning(tx: Tx, id: number): Promise<q.MatchRow> {
  const row = await q.lockMatch(tx, id, 'update');
  if (!row) throw notFound('match.not_found');
  if (row.is_end) throw new AppError(409, 'match.already_ended', 'conflict');
  return row;
}

/** For betting: the match and its current rate, locked FOR SHARE for the bet's transaction (null if unknown). */
export function lockMatchForBet(tx: Tx, id: number): Promise<q.MatchRow | null> {
  return q.lockMatch(tx, id, 'share');
}

export function getMatch(deps: AppDeps, id: number): Promise<Match> {
  return requireMatch(deps.db, id);
}

/** POST /matches: a running match, betting closed until a rate is published and betting opened. */
export async function createMatch(deps: AppDeps, actor: Actor, input: MatchCreateRequest): Promise<Match> {
  const id = await deps.db.transaction(async (tx) => {
    if (input.stadium_id != null && !(await q.stadiumExists(tx, input.stadium_id)))
      throw badRequest('match.stadium_not_found', { stadium_id: 'match.stadium_not_found' });
    const matchId = await q.insertMatch(tx, input);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'match.create',
      targetType: 'match',
      targetId: matchId,
      before: null,
      after: input,
      ip: actor.ip,
    });
    return matchId;
  });
  return requireMatch(deps.db, id);
}

/** POST /matches/:id/rates: the new current rate; bets already placed keep theirs. */
export async function publishRate(
  deps: AppDeps,
  actor: Actor,
  matchId: number,
  input: RatePublishRequest,
): Promise<Rate> {
  return deps.db.transaction(async (tx) => {
    const before = await lockRunning(tx, matchId);
    const rate = await q.insertRate(tx, matchId, { ...input, rate_name: input.rate_name ?? rateText(input) });
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'match.rate',
      targetType: 'match',
      targetId: matchId,
      before: before.rate_id === null ? null : { rate_id: before.rate_id, rate_name: before.rate_name },
      after: { rate_id: rate.id, ...input, rate_name: rate.rate_name },
      ip: actor.ip,
    });
    return toRate(rate);
  });
}

/** POST /matches/:id/open and /close: live betting on red and blue. Opening needs a current rate. */
export async function setBettingOpen(
  deps: AppDeps,
  actor: Actor,
  matchId: number,
  isOpen: boolean,
): Promise<Match> {
  await deps.db.transaction(async (tx) => {
    const before = await lockRunning(tx, matchId);
    if (isOpen && before.rate_id === null) throw new AppError(409, 'match.no_rate', 'conflict');
    await q.setBettingOpen(tx, matchId, isOpen);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: isOpen ? 'match.open' : 'match.close',
      targetType: 'match',
      targetId: matchId,
      before: { is_open: before.is_open },
      after: { is_open: isOpen },
      ip: actor.ip,
    });
  });
  return requireMatch(deps.db, matchId);
}

/** POST /matches/:id/tie/open {tie_multiplier?, notie_multiplier?} and /tie/close. */
export async function setTieOpen(
  deps: AppDeps,
  actor: Actor,
  matchId: number,
  isOpen: boolean,
  input: TieOpenRequest = {},
): Promise<Match> {
  const toPermille = (m: number) => {
    const p = multiplierToPermille(m);
    if (p === null) throw badRequest('validation.multiplier_invalid');
    return p;
  };
  const tiePermille = isOpen
    ? toPermille(input.tie_multiplier ?? permilleToMultiplier(DEFAULT_TIE_PERMILLE))
    : undefined;
  const notiePermille =
    !isOpen || input.notie_multiplier === undefined
      ? undefined
      : input.notie_multiplier === null
        ? null
        : toPermille(input.notie_multiplier);
  await deps.db.transaction(async (tx) => {
    const before = await lockRunning(tx, matchId);
    await q.setTie(tx, matchId, {
      isOpen,
      ...(tiePermille === undefined ? {} : { tiePermille }),
      ...(notiePermille === undefined ? {} : { notiePermille }),
    });
    await audit(tx, {
      operatorId: actor.operatorId,
      action: isOpen ? 'match.tie_open' : 'match.tie_close',
      targetType: 'match',
      targetId: matchId,
      before: {
        is_open_tie: before.is_open_tie,
        tie_permille: before.tie_permille,
        notie_permille: before.notie_permille,
      },
      after: { is_open_tie: isOpen, tie_permille: tiePermille, notie_permille: notiePermille },
      ip: actor.ip,
    });
  });
  return requireMatch(deps.db, matchId);
}

/**
 * Ends a running match with its result, inside the caller's transaction (betting's endAndSettle
 * settles it in the same one). Audited. Returns the row as it was before.
 */
export async function endMatch(
  tx: Tx,
  actor: Actor,
  matchId: number,
  result: MatchResult,
  nextMatchId: number | null,
): Promise<q.MatchRow> {
  const before = await lockRunning(tx, matchId);
  if (nextMatchId !== null && (nextMatchId === matchId || !(await q.matchExists(tx, nextMatchId))))
    throw badRequest('match.next_not_found', { next_match_id: 'match.next_not_found' });
  await q.markEnded(tx, matchId, result, nextMatchId);
  await audit(tx, {
    operatorId: actor.operatorId,
    action: 'match.end',
    targetType: 'match',
    targetId: matchId,
    before: { is_end: false, is_open: before.is_open, is_open_tie: before.is_open_tie },
    after: { is_end: true, result, next_match_id: nextMatchId },
    ip: actor.ip,
  });
  return before;
}

/** Written by settlement, in its transaction: the match's escrow is zero from here on (check 4). */
export function markSettled(tx: Tx, matchId: number): Promise<void> {
  return q.markSettled(tx, matchId);
}

/** For settlement: the match locked FOR UPDATE; refuses one that is not ended or already settled. */
export async function lockEndedMatch(tx: Tx, matchId: number): Promise<q.MatchRow> {
  const row = await q.lockMatch(tx, matchId, 'update');
  if (!row) throw notFound('match.not_found');
  if (!row.is_end || row.result === null) throw new Error(`settle: match ${matchId} has not ended`);
  if (row.settled_at !== null) throw new AppError(409, 'match.already_ended', 'conflict');
  return row;
}
