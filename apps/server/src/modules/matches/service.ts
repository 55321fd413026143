// A running round's operator changes (DESIGN §4): creating and correcting a match, publishing a
// rate, opening and closing betting and tie betting. The round's states and their transitions (ending,
// settling, regrading) are in round-states.ts; the lists in lists.ts, the stadiums in stadiums.ts, the
// live-access rule in live-access.ts, the wire shape in wire.ts. Other modules use index.ts.
//
// Owns (the module): the matches, rates and stadiums tables.
// Invariants:
// - The newest rate of a match is its current rate; rates are never edited.
// - Every operator change takes the match row FOR UPDATE (round-states.ts lockRunning): bets hold it
//   FOR SHARE, so a change waits for the bets in flight and no bet is ever placed on a price or a
//   switch that was already gone.
// - Every operator change is audited in its own transaction (audit()).
// - Every change of a match bumps its version, and its event (DESIGN §5: RATE, OPENTIE, CLOSETIE,
//   CHANGE UPDATE) carries the match as it stands inside the transaction after the change (read
//   again, or for a new rate the locked row with the rate and version it wrote), and is emitted from
//   tx.afterCommit only: a refused or rolled-back change reaches no socket. RATE bursts are
//   coalesced by the realtime layer (realtime/rate-coalescer.ts).
// - Multipliers are integer per-mille in the code (1700 = ×1.7), exact numeric in the table.
import {
  isHiddenRound,
  multiplierToPermille,
  permilleToMultiplier,
  type Match,
  type MatchCreateRequest,
  type MatchPatchRequest,
  type Rate,
  type RatePublishRequest,
  type TieOpenRequest,
} from '@sanam/contract/matches.ts';
import { DEFAULT_TIE_PERMILLE, rateText } from '@sanam/contract/odds.ts';
import type { Tx } from '../../db/db.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { audit, type Actor, type AnyActor } from '../../audit/audit-log.ts';
import * as queries from './queries.ts';
import { lockRunning } from './round-states.ts';
import { stadiumExists } from './stadium-queries.ts';
import { currentRate, matchInTx, requireMatch, toMatch, toRate } from './wire.ts';

/** RATE to match:<id> once the transaction commits (DESIGN §5). */
async function emitRate(deps: AppDeps, tx: Tx, matchId: number, announce: 'open' | 'closed' | 'changed') {
  const match = await matchInTx(tx, matchId);
  const rate = await currentRate(tx, matchId);
  tx.afterCommit(() =>
    deps.realtime.toMatch(matchId, 'RATE', { match, rate, announce, version: match.version }),
  );
  return match;
}

/** A round as staff see it: every round, test rounds included. */
export function getMatch(deps: AppDeps, id: number): Promise<Match> {
  return requireMatch(deps.db, id);
}

/**
 * A round as a member may see it (GET /user/match/:id, the room's socket, its rates): a test round
 * (isHiddenRound, TEST_ROUND_NAMES) answers 404 as one that does not exist.
 */
export async function getMemberMatch(deps: AppDeps, id: number): Promise<Match> {
  const match = await requireMatch(deps.db, id);
  if (isHiddenRound(match.round_name, deps.config.testRoundNames)) throw notFound('match.not_found');
  return match;
}

/** Whether a round is a test round hidden from members; false for a round that does not exist. */
export async function roundHiddenFromMembers(deps: AppDeps, id: number): Promise<boolean> {
  const row = await queries.findMatch(deps.db, id);
  return row !== null && isHiddenRound(row.round_name, deps.config.testRoundNames);
}

/** POST /matches: a running match, betting closed until a rate is published and betting opened. */
export async function createMatch(deps: AppDeps, actor: AnyActor, input: MatchCreateRequest): Promise<Match> {
  const id = await deps.db.transaction(async (tx) => {
    if (input.stadium_id != null && !(await stadiumExists(tx, input.stadium_id)))
      throw badRequest('match.stadium_not_found', { stadium_id: 'match.stadium_not_found' });
    const matchId = await queries.insertMatch(tx, input);
    await audit(tx, {
      operatorId: actor.operatorId,
      system: actor.system,
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
  actor: AnyActor,
  matchId: number,
  input: RatePublishRequest,
): Promise<Rate> {
  const rate = { ...input, rate_name: input.rate_name ?? rateText(input) };
  // one statement, its own transaction: no transaction round trips between the operator and the
  // room
  let published = await queries.publishRate(deps.db, matchId, rate, actor);
  if (published.outcome === 'raced') {
    // another change of the match committed while it waited: again, with the match locked first,
    // so the statement's snapshot is taken after every change before it
    published = await deps.db.transaction(async (tx) => {
      await lockRunning(tx, matchId);
      return queries.publishRate(tx, matchId, rate, actor);
    });
  }
  if (published.outcome === 'not_found') throw notFound('match.not_found');
  if (published.outcome === 'ended') throw new AppError(409, 'match.already_ended', 'conflict');
  if (published.outcome !== 'published')
    throw new Error(`publishRate: match ${matchId} changed under its own lock`);
  // committed (the statement, or the transaction around it)
  const current = toRate(published.rate);
  deps.realtime.toMatch(matchId, 'RATE', {
    match: toMatch(published.match),
    rate: current,
    announce: 'changed',
    version: published.match.version,
  });
  return current;
}

/** POST /matches/:id/open and /close: live betting on red and blue. Opening needs a current rate. */
export async function setBettingOpen(
  deps: AppDeps,
  actor: AnyActor,
  matchId: number,
  isOpen: boolean,
): Promise<Match> {
  return deps.db.transaction(async (tx) => {
    const before = await lockRunning(tx, matchId);
    if (isOpen && before.rate_id === null) throw new AppError(409, 'match.no_rate', 'conflict');
    await queries.setBettingOpen(tx, matchId, isOpen);
    // closing closes tie and no-tie with red and blue (q.setBettingOpen): said in the audit and the room
    const tieClosed = !isOpen && before.is_open_tie;
    await audit(tx, {
      operatorId: actor.operatorId,
      system: actor.system,
      action: isOpen ? 'match.open' : 'match.close',
      targetType: 'match',
      targetId: matchId,
      before: { is_open: before.is_open, ...(tieClosed ? { is_open_tie: true } : {}) },
      after: { is_open: isOpen, ...(tieClosed ? { is_open_tie: false } : {}) },
      ip: actor.ip,
    });
    const match = await emitRate(deps, tx, matchId, isOpen ? 'open' : 'closed');
    if (tieClosed) emitCloseTie(deps, tx, match);
    return match;
  });
}

/** CLOSETIE to the room once the transaction commits: tie betting closed with the round's betting. */
export function emitCloseTie(deps: AppDeps, tx: Tx, match: Match): void {
  tx.afterCommit(() =>
    deps.realtime.toMatch(match.id, 'CLOSETIE', { match_id: match.id, version: match.version }),
  );
}

/** POST /matches/:id/tie/open {tie_multiplier?, notie_multiplier?} and /tie/close. */
export async function setTieOpen(
  deps: AppDeps,
  actor: AnyActor,
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
  return deps.db.transaction(async (tx) => {
    const before = await lockRunning(tx, matchId);
    await queries.setTie(tx, matchId, {
      isOpen,
      ...(tiePermille === undefined ? {} : { tiePermille }),
      ...(notiePermille === undefined ? {} : { notiePermille }),
    });
    await audit(tx, {
      operatorId: actor.operatorId,
      system: actor.system,
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
    const match = await matchInTx(tx, matchId);
    tx.afterCommit(() =>
      isOpen
        ? deps.realtime.toMatch(matchId, 'OPENTIE', {
            match_id: matchId,
            tie_multiplier: match.tie_multiplier,
            notie_multiplier: match.notie_multiplier,
            version: match.version,
          })
        : deps.realtime.toMatch(matchId, 'CLOSETIE', { match_id: matchId, version: match.version }),
    );
    return match;
  });
}

/**
 * PATCH /api/admin/matches/:id: corrects the names or the stream of a running match.
 * Audited; members in the room get CHANGE UPDATE with the match as committed (spec §4: they merge
 * it and reload the stream when streaming_url changed).
 */
export async function updateMatch(
  deps: AppDeps,
  actor: Actor,
  matchId: number,
  patch: MatchPatchRequest,
): Promise<Match> {
  return deps.db.transaction(async (tx) => {
    const before = await lockRunning(tx, matchId);
    const fields = {
      round_name: patch.round_name ?? before.round_name,
      red_cow_name: patch.red_cow_name ?? before.red_cow_name,
      blue_cow_name: patch.blue_cow_name ?? before.blue_cow_name,
      streaming_url: patch.streaming_url === undefined ? before.streaming_url : patch.streaming_url || null,
    };
    await queries.updateMatchFields(tx, matchId, fields);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'match.update',
      targetType: 'match',
      targetId: matchId,
      before: pick(before, Object.keys(fields) as Array<keyof typeof fields>),
      after: fields,
      ip: actor.ip,
    });
    const match = await matchInTx(tx, matchId);
    tx.afterCommit(() =>
      deps.realtime.toMatch(matchId, 'CHANGE', { service: 'UPDATE', data: match, version: match.version }),
    );
    return match;
  });
}

function pick<T extends object, K extends keyof T>(o: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;
}
