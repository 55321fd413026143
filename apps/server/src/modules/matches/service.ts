// Matches, their rates and their betting switches (DESIGN §4).
//
// Owns: the matches, rates and stadiums tables; creating and correcting a match, publishing a rate,
// opening and closing betting and tie betting, ending a match (the result), the match row lock bets
// take, the stadiums, the member's match lists (spec §7 Matches) and the live-access rule (DESIGN §7).
// Invariants:
// - Life cycle: created running (is_end false, betting closed) → ended (is_end true, result set,
//   betting and tie betting closed) → settled (settled_at, written by betting's settleMatch).
//   Nothing reopens an ended match.
// - The newest rate of a match is its current rate; rates are never edited.
// - Every operator change takes the match row FOR UPDATE: bets hold it FOR SHARE, so a change waits
//   for the bets in flight and no bet is ever placed on a price or a switch that was already gone.
// - Every operator change is audited in its own transaction (admin's audit()).
// - Every change of a match bumps its version, and its event (DESIGN §5: RATE, OPENTIE, CLOSETIE,
//   CHANGE UPDATE) carries the match as it stands inside the transaction after the change (read
//   again, or for a new rate the locked row with the rate and version it wrote), and is emitted from
//   tx.afterCommit only: a refused or rolled-back change reaches no socket. RATE bursts are
//   coalesced by the realtime layer (realtime/rate-coalescer.ts).
// - Multipliers are integer per-mille in the code (1700 = ×1.7), exact numeric in the table.
import { LIVE_ACCESS_WINDOW_DAYS, PREVIOUS_RATES_MOBILE } from '@sanam/contract/constants.ts';
import {
  DEFAULT_TIE_PERMILLE,
  multiplierToPermille,
  permilleToMultiplier,
  rateText,
  type LiveAccess,
  type Match,
  type MatchCreateRequest,
  type MatchListQuery,
  type MatchPatchRequest,
  type MatchResult,
  type Rate,
  type RatePublishRequest,
  type Stadium,
  type StadiumCreateRequest,
  type StadiumPatchRequest,
  type TieOpenRequest,
} from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { MIN_BET_SATANG_DEFAULT } from '@sanam/contract/stakes.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberDepositsWithinDays } from '../../ledger/ledger.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
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
    min_bet: satangToBaht(r.min_bet_satang),
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

/**
 * The wire match as this transaction sees it: read it after a change, so the event sent from
 * tx.afterCommit says exactly what committed (betting's endAndSettle uses it for CHANGE END).
 */
export function matchInTx(tx: Tx, id: number): Promise<Match> {
  return requireMatch(tx, id);
}

async function currentRate(q_: Queryable, matchId: number): Promise<Rate | null> {
  const [row] = await q.listRates(q_, matchId, 1);
  return row ? toRate(row) : null;
}

/** RATE to match:<id> once the transaction commits (DESIGN §5). */
async function emitRate(deps: AppDeps, tx: Tx, matchId: number, announce: 'open' | 'closed' | 'changed') {
  const match = await matchInTx(tx, matchId);
  const rate = await currentRate(tx, matchId);
  tx.afterCommit(() =>
    deps.realtime.toMatch(matchId, 'RATE', { match, rate, announce, version: match.version }),
  );
  return match;
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

/**
 * For betting: the match and its current rate as committed now, unlocked (null if unknown). A bet
 * checked against it is written only while the match is still at its `version` (every change of
 * rate, betting, tie or result bumps it), which the bet's statement checks under FOR SHARE.
 */
export function readMatchForBet(db: Queryable, id: number): Promise<q.MatchRow | null> {
  return q.findMatch(db, id);
}

export type MatchForBet = q.MatchRow;

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
  const rate = { ...input, rate_name: input.rate_name ?? rateText(input) };
  // one statement, its own transaction: no transaction round trips between the operator and the
  // room (issue 10)
  let published = await q.publishRate(deps.db, matchId, rate, actor);
  if (published.outcome === 'raced') {
    // another change of the match committed while it waited: again, with the match locked first,
    // so the statement's snapshot is taken after every change before it
    published = await deps.db.transaction(async (tx) => {
      await lockRunning(tx, matchId);
      return q.publishRate(tx, matchId, rate, actor);
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
  actor: Actor,
  matchId: number,
  isOpen: boolean,
): Promise<Match> {
  return deps.db.transaction(async (tx) => {
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
    return emitRate(deps, tx, matchId, isOpen ? 'open' : 'closed');
  });
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
  return deps.db.transaction(async (tx) => {
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
    await q.updateMatchFields(tx, matchId, fields);
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

// ── Member reads (spec §7 Matches) ─────────────────────────────────────────────────────────────

/** The ended tab shows what ended lately, not the whole history (polled every 30 s). */
export const ENDED_LIST_HOURS = 48;
export const ENDED_LIST_LIMIT = 200;

/** GET /user/match: every running match, pre-fight ones included. */
export async function listRunningMatches(deps: AppDeps): Promise<Match[]> {
  return (await q.listRunningMatches(deps.db)).map(toMatch);
}

/** GET /user/match/listopen: the live tab, running matches of shown stadiums, by stadium then id. */
export async function listOpenMatches(deps: AppDeps): Promise<Match[]> {
  return (await q.listOpenMatches(deps.db)).map(toMatch);
}

/**
 * GET /user/match/listend: rounds ended in the last ENDED_LIST_HOURS, newest first, without the
 * rounds named as test rounds (TEST_ROUND_NAMES, compared trimmed and case-insensitive; spec §2).
 */
export async function listEndedMatches(deps: AppDeps): Promise<Match[]> {
  const rows = await q.listEndedMatches(deps.db, {
    hours: ENDED_LIST_HOURS,
    limit: ENDED_LIST_LIMIT,
    hiddenNames: deps.config.testRoundNames,
  });
  return rows.map(toMatch);
}

/** GET /user/match/rate/:id (spec §2: up to 30 previous rates) and the console's rate list. */
export async function listMatchRates(
  deps: AppDeps,
  matchId: number,
  limit: number = PREVIOUS_RATES_MOBILE,
): Promise<Rate[]> {
  if (!(await q.matchExists(deps.db, matchId))) throw notFound('match.not_found');
  return (await q.listRates(deps.db, matchId, limit)).map(toRate);
}

/** GET /api/admin/matches?status=&stadium_id=&limit= */
export async function listDeskMatches(deps: AppDeps, query: MatchListQuery): Promise<Match[]> {
  const rows = await q.listMatchesForDesk(deps.db, {
    status: query.status,
    stadiumId: query.stadium_id ?? null,
    limit: query.limit,
  });
  return rows.map(toMatch);
}

// ── Stadiums (DESIGN §4) ───────────────────────────────────────────────────────────────────────

/**
 * GET /user/match/stadium answers the stadiums shown to members only (a hidden stadium is not
 * announced); the console's GET /stadiums answers all of them.
 */
export async function listStadiums(deps: AppDeps, opts: { displayedOnly: boolean }): Promise<Stadium[]> {
  return (await q.listStadiums(deps.db, opts)).map(toStadium);
}

function toStadium(r: q.StadiumRow): Stadium {
  const { min_bet_satang, ...rest } = r;
  return { ...rest, min_bet: satangToBaht(min_bet_satang ?? MIN_BET_SATANG_DEFAULT) };
}

/** A minimum in baht as the console sends it (the contract's minBetBaht), in satang. */
function minBetSatangOf(minBet: number): number {
  const satang = bahtToSatang(minBet);
  if (satang === null)
    throw badRequest('validation.min_bet_invalid', { min_bet: 'validation.min_bet_invalid' });
  return satang;
}

export async function createStadium(
  deps: AppDeps,
  actor: Actor,
  input: StadiumCreateRequest,
): Promise<Stadium> {
  return deps.db.transaction(async (tx) => {
    const row = await q.insertStadium(tx, {
      name: input.name,
      type: input.type,
      is_display: input.is_display,
      min_bet_satang: input.min_bet === undefined ? null : minBetSatangOf(input.min_bet),
    });
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'stadium.create',
      targetType: 'stadium',
      targetId: row.id,
      before: null,
      after: toStadium(row),
      ip: actor.ip,
    });
    return toStadium(row);
  });
}

export async function patchStadium(
  deps: AppDeps,
  actor: Actor,
  stadiumId: number,
  patch: StadiumPatchRequest,
): Promise<Stadium> {
  return deps.db.transaction(async (tx) => {
    const before = await q.lockStadium(tx, stadiumId);
    if (!before) throw notFound('match.stadium_not_found');
    const after = await q.updateStadium(tx, {
      id: stadiumId,
      name: patch.name ?? before.name,
      type: patch.type ?? before.type,
      is_display: patch.is_display ?? before.is_display,
      min_bet_satang: patch.min_bet === undefined ? before.min_bet_satang : minBetSatangOf(patch.min_bet),
    });
    if (after.min_bet_satang !== before.min_bet_satang) {
      // the rounds' minimum changed: a bet checked against the old one is not written (their version),
      // and the rooms hear the new minimum
      for (const matchId of await q.bumpRunningMatchesOfStadium(tx, stadiumId)) {
        const match = await matchInTx(tx, matchId);
        tx.afterCommit(() =>
          deps.realtime.toMatch(matchId, 'CHANGE', {
            service: 'UPDATE',
            data: match,
            version: match.version,
          }),
        );
      }
    }
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'stadium.update',
      targetType: 'stadium',
      targetId: stadiumId,
      before: toStadium(before),
      after: toStadium(after),
      ip: actor.ip,
    });
    return toStadium(after);
  });
}

// ── Live access (DESIGN §7) ────────────────────────────────────────────────────────────────────

/**
 * POST /user/transaction/liveaction, and the stream's gate: a member may open a running match only
 * with deposits (type 1 credited to member:<id>) of at least LIVE_MIN_DEPOSIT in the last
 * LIVE_ACCESS_WINDOW_DAYS days (spec §5, §9).
 */
export async function liveAccessAllowed(deps: AppDeps, memberId: number): Promise<LiveAccess> {
  const depositedSatang = await memberDepositsWithinDays(deps.db, memberId, LIVE_ACCESS_WINDOW_DAYS);
  const required = deps.config.liveMinDepositBaht;
  return {
    eligible: depositedSatang >= Math.round(required * 100),
    deposited: satangToBaht(depositedSatang),
    required,
    window_days: LIVE_ACCESS_WINDOW_DAYS,
  };
}

/** The stream's gate: a channel code is watchable while a running match names it (spec §2). */
export function isLiveChannel(deps: AppDeps, channelCode: string): Promise<boolean> {
  return q.runningMatchHasStream(deps.db, channelCode);
}

// ── For betting's regrade (DESIGN §4) ──────────────────────────────────────────────────────────

/** The match locked FOR UPDATE for a regrade; refuses an unknown one or one not settled yet. */
export async function lockSettledMatch(tx: Tx, matchId: number): Promise<q.MatchRow> {
  const row = await q.lockMatch(tx, matchId, 'update');
  if (!row) throw notFound('match.not_found');
  if (row.settled_at === null || row.result === null)
    throw new AppError(409, 'bet.regrade_not_settled', 'conflict');
  return row;
}

/** The corrected result of a settled match, in betting's regrade transaction (which settles it again). */
export async function markRegraded(tx: Tx, matchId: number, result: MatchResult): Promise<void> {
  await tx.query('UPDATE matches SET result = $2, version = version + 1 WHERE id = $1', [matchId, result]);
}
