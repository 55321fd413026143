// A running round's risk controls: each side's own switch, the last call, the round's
// limits, and what the console reads of them (the limits in force beside the book's liability).
// Like every operator change (service.ts) each one locks the round FOR UPDATE, bumps its version
// (a bet checked against the old state is then checked again), is audited in its transaction and
// reaches the room after commit: CHANGE UPDATE with the whole match, which the member app merges,
// so a closed side's buttons go grey at once. Every way to stake checks them through the one stake
// rule set (contract wager-rules.ts); the cap's own closing of a full side comes from there
// (closeSideByCap).
import { satangToBaht, bahtToSatang } from '@sanam/contract/money.ts';
import type {
  LimitName,
  RiskLimits,
  RoundLimitsRequest,
  RoundRisk,
  SideCloser,
  SideSwitchRequest,
  SwitchedSide,
} from '@sanam/contract/risk.ts';
import { MIN_BET_SATANG_DEFAULT } from '@sanam/contract/stakes.ts';
import type { Match } from '@sanam/contract/matches.ts';
import type { Tx } from '../../db/db.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { audit } from '../../audit/audit-log.ts';
import * as queries from './queries.ts';
import { lockRunning } from './round-states.ts';
import { emitCloseTie } from './service.ts';
import { currentRate, matchInTx } from './wire.ts';

/** Who acts: an operator, or the server itself (the last call's timer, the cap) with no operator. */
type Acting = { operatorId: number | null; ip: string | null };

function emitChange(deps: AppDeps, tx: Tx, match: Match) {
  tx.afterCommit(() =>
    deps.realtime.toMatch(match.id, 'CHANGE', { service: 'UPDATE', data: match, version: match.version }),
  );
}

const closedByOf = (row: queries.MatchRow, side: SwitchedSide): SideCloser | null =>
  side === 'red' ? row.red_closed_by : side === 'blue' ? row.blue_closed_by : row.tie_closed_by;

/**
 * Opens or closes one side in the caller's transaction, with the round locked: red and blue by their
 * own switch, tie (with no-tie) by the tie switch at the multipliers it has. Returns null when the
 * side already stood so (nothing written, nothing audited).
 */
async function switchSide(
  deps: AppDeps,
  tx: Tx,
  acting: Acting,
  matchId: number,
  side: SwitchedSide,
  open: boolean,
  closer: SideCloser,
): Promise<Match | null> {
  const before = await lockRunning(tx, matchId);
  const wasOpen = side === 'tie' ? before.is_open_tie : before[`${side}_closed_by`] === null;
  if (wasOpen === open) return null;
  if (side === 'tie') await queries.setTieSwitch(tx, matchId, open, open ? null : closer);
  else await queries.setSideClosed(tx, matchId, side, open ? null : closer);
  await audit(tx, {
    operatorId: acting.operatorId,
    action: open ? 'match.side_open' : closer === 'cap' ? 'match.side_cap_close' : 'match.side_close',
    targetType: 'match',
    targetId: matchId,
    before: { side, open: wasOpen, closed_by: closedByOf(before, side) },
    after: { side, open, closed_by: open ? null : closer },
    ip: acting.ip,
  });
  const match = await matchInTx(tx, matchId);
  emitChange(deps, tx, match);
  return match;
}

/** POST /matches/:id/sides {side, open}: the operator's switch of one side. */
export async function setSide(
  deps: AppDeps,
  actor: Acting & { operatorId: number },
  matchId: number,
  input: SideSwitchRequest,
): Promise<Match> {
  return deps.db.transaction(async (tx) => {
    const changed = await switchSide(deps, tx, actor, matchId, input.side, input.open, 'operator');
    return changed ?? (await matchInTx(tx, matchId));
  });
}

/**
 * The round's liability cap left `side` full: a minimum bet no longer fits (the stake rule set's
 * sideIsFull, as a placed or refused stake found it). The side closes by itself, audited with no
 * operator, so the console shows which side closed and why. Once is enough: a side already closed (by
 * the cap or the operator) or an ended round is left alone.
 */
export async function closeSideByCap(deps: AppDeps, matchId: number, side: SwitchedSide): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await queries.lockMatch(tx, matchId, 'update');
    if (!row || row.is_end) return;
    await switchSide(deps, tx, { operatorId: null, ip: null }, matchId, side, false, 'cap');
  });
}

/**
 * POST /matches/:id/last-call {seconds}: betting closes by itself `seconds` from now. Betting must be
 * open, and one countdown runs at a time. The timer (last-call.ts) closes it on whichever node gets
 * there first, and every bet's statement refuses a bet after it even before that.
 */
export async function startLastCall(
  deps: AppDeps,
  actor: Acting & { operatorId: number },
  matchId: number,
  seconds: number,
): Promise<Match> {
  const match = await deps.db.transaction(async (tx) => {
    const before = await lockRunning(tx, matchId);
    if (!before.is_open) throw new AppError(409, 'risk.betting_not_open', 'conflict');
    if (before.last_call_at !== null) throw new AppError(409, 'risk.last_call_running', 'conflict');
    await queries.startLastCall(tx, matchId, seconds);
    const m = await matchInTx(tx, matchId);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'match.last_call',
      targetType: 'match',
      targetId: matchId,
      before: { last_call_at: null },
      after: { seconds, last_call_at: m.last_call_at },
      ip: actor.ip,
    });
    emitChange(deps, tx, m);
    return m;
  });
  return match;
}

/** POST /matches/:id/last-call/cancel: the countdown stops; betting stays open. */
export async function cancelLastCall(
  deps: AppDeps,
  actor: Acting & { operatorId: number },
  matchId: number,
): Promise<Match> {
  return deps.db.transaction(async (tx) => {
    const before = await lockRunning(tx, matchId);
    if (before.last_call_at === null) throw new AppError(409, 'risk.no_last_call', 'conflict');
    await queries.cancelLastCall(tx, matchId);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'match.last_call_cancel',
      targetType: 'match',
      targetId: matchId,
      before: { last_call_at: new Date(before.last_call_at).toISOString() },
      after: { last_call_at: null },
      ip: actor.ip,
    });
    const m = await matchInTx(tx, matchId);
    emitChange(deps, tx, m);
    return m;
  });
}

/**
 * The last call of `matchId` has run out: betting closes, once. Every node's timer may call this at
 * the same moment; the round's lock orders them, and only the first finds the countdown still due,
 * so one close, one audit row and one RATE 'closed' whatever the number of nodes. True when this
 * call closed it.
 */
export async function closeDueLastCall(deps: AppDeps, matchId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await queries.lockMatch(tx, matchId, 'update');
    if (!row || row.is_end || row.last_call_at === null || !(await queries.lastCallDue(tx, matchId)))
      return false;
    // closing closes tie and no-tie with red and blue (q.setBettingOpen)
    await queries.setBettingOpen(tx, matchId, false);
    await audit(tx, {
      operatorId: null,
      action: 'match.last_call_close',
      targetType: 'match',
      targetId: matchId,
      before: {
        is_open: row.is_open,
        is_open_tie: row.is_open_tie,
        last_call_at: new Date(row.last_call_at).toISOString(),
      },
      after: { is_open: false, is_open_tie: false },
      ip: null,
    });
    const match = await matchInTx(tx, matchId);
    const rate = await currentRate(tx, matchId);
    tx.afterCommit(() =>
      deps.realtime.toMatch(matchId, 'RATE', {
        match,
        rate,
        announce: 'closed',
        version: match.version,
      }),
    );
    if (row.is_open_tie) emitCloseTie(deps, tx, match);
    return true;
  });
}

/** Satang limits → baht (the wire's unit). */
function toLimits(l: queries.OwnLimits): RiskLimits {
  const baht = (v: number | null) => (v === null ? null : satangToBaht(v));
  return {
    min_bet: baht(l.min_bet_satang),
    max_bet: baht(l.max_bet_satang),
    max_payout: baht(l.max_payout_satang),
    member_side_cap: baht(l.member_side_cap_satang),
    liability_cap: baht(l.liability_cap_satang),
  };
}

const columnOf = (name: LimitName) => `${name}_satang` as keyof queries.OwnLimits;

/** `own` with the fields of `patch` (baht) applied; a field left out keeps its value. */
export function patchLimits(
  own: queries.OwnLimits,
  patch: Partial<Record<LimitName | 'bet_delay', number | null>>,
): queries.OwnLimits {
  const next = { ...own };
  for (const [name, value] of Object.entries(patch) as [
    LimitName | 'bet_delay',
    number | null | undefined,
  ][]) {
    if (value === undefined) continue;
    if (name === 'bet_delay') {
      next.bet_delay_ms = value === null ? null : value * 1000;
      continue;
    }
    next[columnOf(name)] = value === null ? null : (bahtToSatang(value) ?? null);
  }
  return next;
}

/** The limits in force: the round's own, else its stadium's (the minimum: else the default). */
function effectiveOf(own: queries.OwnLimits, stadium: queries.OwnLimits | null): queries.OwnLimits {
  const pick = (c: keyof queries.OwnLimits) => own[c] ?? stadium?.[c] ?? null;
  return {
    min_bet_satang: pick('min_bet_satang') ?? MIN_BET_SATANG_DEFAULT,
    max_bet_satang: pick('max_bet_satang'),
    max_payout_satang: pick('max_payout_satang'),
    member_side_cap_satang: pick('member_side_cap_satang'),
    liability_cap_satang: pick('liability_cap_satang'),
    // the delay in force is the round row's (queries.ts betDelaySql: it depends on the round's kind)
    bet_delay_ms: pick('bet_delay_ms'),
  };
}

/** The limits with the bet delay, as the audit records a change of them. */
const auditedLimits = (l: queries.OwnLimits) => ({
  ...toLimits(l),
  bet_delay: l.bet_delay_ms === null ? null : l.bet_delay_ms / 1000,
});

/**
 * PATCH /matches/:id/limits: the round's own limits (null: its stadium's). The maximum stake is
 * never under the minimum in force. A new version, so a bet checked before is checked again.
 */
export async function setRoundLimits(
  deps: AppDeps,
  actor: Acting & { operatorId: number },
  matchId: number,
  patch: RoundLimitsRequest,
): Promise<Match> {
  return deps.db.transaction(async (tx) => {
    const row = await lockRunning(tx, matchId);
    const own = await queries.ownLimits(tx, 'matches', matchId);
    if (!own) throw notFound('match.not_found');
    const stadium = row.stadium_id === null ? null : await queries.ownLimits(tx, 'stadiums', row.stadium_id);
    const next = patchLimits(own, patch);
    const inForce = effectiveOf(next, stadium);
    if (
      inForce.max_bet_satang !== null &&
      inForce.min_bet_satang !== null &&
      inForce.max_bet_satang < inForce.min_bet_satang
    )
      throw badRequest('risk.max_under_min', { max_bet: 'risk.max_under_min' });
    await queries.setOwnLimits(tx, 'matches', matchId, next);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'match.limits',
      targetType: 'match',
      targetId: matchId,
      before: auditedLimits(own),
      after: auditedLimits(next),
      ip: actor.ip,
    });
    const match = await matchInTx(tx, matchId);
    emitChange(deps, tx, match);
    return match;
  });
}

/**
 * The house's result if each side wins, from the round's book: what it would lose (positive), every
 * stake that pays on it counted (singles and step tickets), as the bet statement's cap reads it
 * (betting/stake-queries.ts bookLossSql).
 */
export function liabilityOf(book: queries.RoundBookRow) {
  return {
    red: Number(book.red_return_satang) - Number(book.stake_satang) + Number(book.red_step_satang),
    blue: Number(book.blue_return_satang) - Number(book.stake_satang) + Number(book.blue_step_satang),
    tie: Number(book.green_return_satang) - Number(book.stake_satang) + Number(book.green_step_satang),
  };
}

/** GET /matches/:id/risk: the limits (own, stadium's, in force), the liability per side, the switches. */
export async function roundRisk(deps: AppDeps, matchId: number): Promise<RoundRisk> {
  const row = await queries.findMatch(deps.db, matchId);
  if (!row) throw notFound('match.not_found');
  const [own, stadium, book] = await Promise.all([
    queries.ownLimits(deps.db, 'matches', matchId),
    row.stadium_id === null ? Promise.resolve(null) : queries.ownLimits(deps.db, 'stadiums', row.stadium_id),
    queries.roundBook(deps.db, matchId),
  ]);
  if (!own) throw notFound('match.not_found');
  const liability = liabilityOf(book);
  const inForce = effectiveOf(own, stadium);
  const cap = inForce.liability_cap_satang;
  const perSide = (f: (side: 'red' | 'blue' | 'tie') => number) => ({
    red: satangToBaht(f('red')),
    blue: satangToBaht(f('blue')),
    tie: satangToBaht(f('tie')),
  });
  const none: queries.OwnLimits = {
    min_bet_satang: null,
    max_bet_satang: null,
    max_payout_satang: null,
    member_side_cap_satang: null,
    liability_cap_satang: null,
    bet_delay_ms: null,
  };
  const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);
  return {
    match_id: matchId,
    own: toLimits(own),
    stadium: toLimits(stadium ?? none),
    effective: toLimits(inForce),
    liability: perSide((side) => liability[side]),
    steps: {
      red: satangToBaht(Number(book.red_step_satang)),
      blue: satangToBaht(Number(book.blue_step_satang)),
      tie: satangToBaht(Number(book.green_step_satang)),
    },
    room: cap === null ? null : perSide((side) => cap - liability[side]),
    closed_by: { red: row.red_closed_by, blue: row.blue_closed_by, tie: row.tie_closed_by },
    last_call_at: row.last_call_at === null ? null : new Date(row.last_call_at).toISOString(),
    bet_delay: {
      own: seconds(own.bet_delay_ms),
      stadium: seconds(stadium?.bet_delay_ms ?? null),
      effective: row.bet_delay_ms / 1000,
    },
  };
}
