// Bets on a match (DESIGN §4) and, through settlement.ts, the settlement of a match.
//
// Owns: the bets, bills and settlements tables; placing a live or pre-fight bet (placeBet), settling
// an ended match and regrading a settled one (settlement.ts), the operator's exposure and the
// member's bet history of a match (reads.ts).
// Invariants:
// - A bet is checked here (running, betting open, the rate the member saw is the current one, tie
//   open, the route matching the kind of match) and written by one statement, alone or with the other
//   bets waiting (bet-batch.ts, place-queries.ts placeBetsIfCurrent): the member's session live, the match
//   row FOR SHARE at the version checked (an operator change waits for it), not blocked, the bet row,
//   and one ledger entry member:<id> → escrow:match:<id> (type 3). A stake over the balance is refused
//   (400 'ledger.insufficient_balance'), one under the round's minimum (its stadium's, part of the
//   match's state: a change bumps its version) with 400 'bet.below_minimum', one off the steps that
//   minimum sets (the contract's stakeStepSatang) with 400 'bet.off_step'; a refused bet writes
//   nothing. No coin at placement: coins come with the grading (settlement.ts, issue 20).
// - (member, ref) places at most one bet: a repeat answers with the first bet and moves nothing.
// - A bet keeps its price (rate_1/rate_2 or per-mille multiplier) whatever comes after.
// - BALANCE (to the member) and BET (to the desk) leave only after the statement that placed the bet
//   committed: never for a refusal or a repeated ref.
import { accountName } from '@sanam/contract/ledger.ts';
import {
  permilleToMultiplier,
  winPayoutSatang,
  type BetData,
  type BetRequest,
} from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { stakeRefusal } from '@sanam/contract/stakes.ts';
import type { Queryable } from '../../db/db.ts';
import {
  aboveMaximum,
  AppError,
  badRequest,
  forbidden,
  notFound,
  payoutAboveMaximum,
  sideCapReached,
  stakeRefused,
  unauthorized,
} from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances } from '../../ledger/ledger.ts';
import { memberSessionLive } from '../auth/index.ts';
import { closeSideByCap, type MatchForBet } from '../matches/index.ts';
import { writeBet } from './bet-batch.ts';
import { matchSnapshot } from './match-snapshots.ts';
import * as q from './place-queries.ts';
import { BET_TOPIC } from './topics.ts';

export { endAndSettle, regradeMatch, settleMatch, type SettlementSummary } from './settlement.ts';
export { betHistory, betInfoOfEntries, exposureOf, roundsNamed, type EntryBetInfo } from './reads.ts';

const refused = (key: Parameters<typeof badRequest>[0]) => new AppError(409, key, 'bet_refused');

function toBet(r: q.BetRow) {
  return {
    id: r.id,
    match_id: r.match_id,
    type: r.side,
    amount: satangToBaht(r.amount_satang),
    rate_id: r.rate_id,
    rate_1: r.rate_1,
    rate_2: r.rate_2,
    multiplier: r.multiplier_permille === null ? null : permilleToMultiplier(r.multiplier_permille),
    ref: r.ref,
    status: r.status,
    payout: r.payout_satang === null ? null : satangToBaht(r.payout_satang),
    created_at: new Date(r.created_at).toISOString(),
  };
}

async function betReply(db: Queryable, memberId: number, bet: q.BetRow): Promise<BetData> {
  const b = (await memberBalances(db, [memberId])).get(memberId);
  return { bet: toBet(bet), balance: satangToBaht(b?.cashSatang ?? 0), event_point: b?.coins ?? 0 };
}

/**
 * POST /user/bet/:matchId (live) and /user/bet/prefight/:id {amount, type, ref, rateId}: one bet, or
 * the first one for a repeated ref. A pre-fight match takes bets only through the pre-fight route
 * and a live match only through the live one; both follow the same rules while the match runs.
 *
 * The hot path of a burst (issue 10): the rules are checked against the match as this node last
 * read it (match-snapshots.ts), and the bet is then one statement that writes only if the match is
 * still at that version; a stale snapshot is read again and checked again. A refusal is only ever
 * given on a fresh read, so a stale snapshot can delay a bet but never refuse or misprice one.
 */
export async function placeBet(
  deps: AppDeps,
  /** the member and the session the bet comes from (checked live by the bet's statement); no
   *  session for the server's own bets (the demo book) */
  bettor: { memberId: number; sessionId: string | null },
  matchId: number,
  input: BetRequest,
  kind: 'live' | 'prefight' = 'live',
): Promise<BetData> {
  try {
    return await placeOrRefuse(deps, bettor, matchId, input, kind);
  } catch (err) {
    // issue 25: refusals by the message key the member is answered with (a bounded set)
    if (err instanceof AppError) deps.metrics?.betsRefused.inc({ reason: err.messageKey });
    throw err;
  }
}

/** placeBet's rules; a refusal is thrown, a bet written or repeated is counted here. */
async function placeOrRefuse(
  deps: AppDeps,
  bettor: { memberId: number; sessionId: string | null },
  matchId: number,
  input: BetRequest,
  kind: 'live' | 'prefight',
): Promise<BetData> {
  const amountSatang = bahtToSatang(input.amount);
  if (amountSatang === null || amountSatang <= 0)
    throw badRequest('validation.amount_invalid', { amount: 'validation.amount_invalid' });
  const { memberId, sessionId } = bettor;

  for (let attempt = 1; ; attempt++) {
    const fresh = attempt > 1;
    const m = await matchSnapshot(deps.db, matchId, { fresh });
    if (!m) {
      if (!fresh) continue;
      await checkSession(deps, bettor);
      throw notFound('bet.match_not_found');
    }
    // the round's own refusal first; then its minimum and the steps it sets, part of its state like
    // the rate (issues 20 and 21); then its maximum stake and payout (issue 23)
    const priced = priceOf(m, input, kind);
    const refusal =
      typeof priced === 'string'
        ? refusalError(priced, input.type)
        : (stakeRefusalError(m, amountSatang) ?? limitRefusal(m, amountSatang, priced));
    if (refusal) {
      if (!fresh) continue;
      await checkSession(deps, bettor);
      return refuse(deps, memberId, input.ref, refusal);
    }
    if (typeof priced === 'string') throw new Error('unreachable: a refused price');
    const price = priced;
    if (attempt > MAX_ATTEMPTS) throw refused('bet.rate_not_current');

    const placed = await writeBet(deps, {
      matchId,
      version: m.version,
      memberId,
      side: input.type,
      amountSatang,
      ...price,
      ref: input.ref,
      topic: BET_TOPIC[input.type],
      accounts: {
        cash: accountName.member(memberId),
        coins: accountName.coins(memberId),
        escrow: accountName.escrow(matchId),
      },
      sessionId,
      payoutSatang: payoutOf(amountSatang, price),
      limits: {
        maxBetSatang: m.max_bet_satang,
        memberSideCapSatang: m.member_side_cap_satang,
        liabilityCapSatang: m.liability_cap_satang,
      },
    });
    switch (placed.outcome) {
      case 'session_ended':
        throw unauthorized('auth.session_ended');
      case 'stale':
        continue;
      case 'repeat':
        deps.metrics?.betsRepeated.inc();
        return repeatOf(deps.db, memberId, input.ref);
      case 'blocked':
        throw forbidden('auth.blocked');
      case 'short':
        throw new AppError(400, 'ledger.insufficient_balance');
      case 'last_call_over':
        throw refused('bet.last_call_over');
      case 'suspended':
        throw new AppError(403, 'bet.suspended', 'bet_suspended');
      case 'member_max':
        throw aboveMaximum(placed.maxSatang);
      case 'member_side_cap':
        throw sideCapReached(placed.capSatang, placed.heldSatang);
      case 'crowded':
        throw new Error('a crowded bet came back from the batch');
      case 'cap': {
        // the side closes by itself (audited, the room told); then the member hears why
        const side = input.type === 'notie' ? 'tie' : input.type;
        await closeSideByCap(deps, matchId, side);
        throw refused('bet.liability_cap');
      }
      case 'placed': {
        deps.metrics?.betsAccepted.inc({ kind });
        const balance = satangToBaht(placed.cashAfterSatang);
        const eventPoint = placed.coinsAfter;
        deps.realtime.toMember(memberId, 'BALANCE', { balance, event_point: eventPoint });
        deps.realtime.toDesk(matchId, 'BET', { match_id: matchId, side: input.type, amount: input.amount });
        return { bet: toBet(placed.bet), balance, event_point: eventPoint };
      }
    }
  }
}

/** A refusal written without the bet's statement still checks the session first, as requireMember would. */
async function checkSession(deps: AppDeps, bettor: { memberId: number; sessionId: string | null }) {
  if (bettor.sessionId !== null)
    await memberSessionLive(deps, { kind: 'member', memberId: bettor.memberId, sessionId: bettor.sessionId });
}

/** Operator changes between a read and the bet's statement are rare; five rounds is plenty. */
const MAX_ATTEMPTS = 5;

type RefusalKey =
  | 'bet.match_ended'
  | 'bet.last_call_over'
  | 'bet.side_closed'
  | 'bet.prefight_only'
  | 'bet.live_only'
  | 'bet.closed'
  | 'bet.rate_not_current'
  | 'bet.tie_closed'
  | 'bet.notie_closed';

type Price = {
  rateId: number | null;
  rate1: number | null;
  rate2: number | null;
  multiplierPermille: number | null;
};

/** What a bet at `price` returns if it wins, stake included (DESIGN §4, the contract's rule). */
function payoutOf(amountSatang: number, price: Price): number {
  return price.multiplierPermille !== null
    ? winPayoutSatang(amountSatang, { permille: price.multiplierPermille })
    : winPayoutSatang(amountSatang, { rate1: price.rate1 ?? 0, rate2: price.rate2 ?? 0 });
}

/** The error of a round's refusal; a closed side names itself in the member's language. */
function refusalError(key: RefusalKey, side: BetRequest['type']): AppError {
  if (key !== 'bet.side_closed') return refused(key);
  return new AppError(409, key, 'bet_refused', {
    type: key,
    side_name: `bet.side.${side === 'red' ? 'red' : 'blue'}`,
  });
}

function stakeRefusalError(m: MatchForBet, amountSatang: number): AppError | null {
  const refusal = stakeRefusal(amountSatang, m.min_bet_satang);
  return refusal ? stakeRefused(refusal, m.min_bet_satang) : null;
}

/**
 * The round's maximum payout per bet (issue 23), or null. Its maximum stake is the statement's to
 * check: a member's factor scales it (place-queries.ts, 'member_max').
 */
function limitRefusal(m: MatchForBet, amountSatang: number, price: Price): AppError | null {
  if (m.max_payout_satang !== null && payoutOf(amountSatang, price) > m.max_payout_satang)
    return payoutAboveMaximum(m.max_payout_satang);
  return null;
}

/** The price the bet is placed at under the match's state, or why the match refuses it. */
function priceOf(m: MatchForBet, input: BetRequest, kind: 'live' | 'prefight'): Price | RefusalKey {
  if (m.is_end) return 'bet.match_ended';
  if (kind === 'live' && m.is_prefight) return 'bet.prefight_only';
  if (kind === 'prefight' && !m.is_prefight) return 'bet.live_only';
  // the countdown ran out and the timer has not closed betting yet: the statement refuses it too
  if (m.last_call_at !== null && new Date(m.last_call_at).getTime() <= Date.now())
    return 'bet.last_call_over';
  switch (input.type) {
    case 'red':
    case 'blue': {
      if (!m.is_open) return 'bet.closed';
      if ((input.type === 'red' ? m.red_closed_by : m.blue_closed_by) !== null) return 'bet.side_closed';
      // the member never gets a price they did not see (DESIGN §4)
      if (m.rate_id === null || m.rate_id !== input.rateId) return 'bet.rate_not_current';
      const red = input.type === 'red';
      const rate1 = red ? m.red_rate_1 : m.blue_rate_1;
      const rate2 = red ? m.red_rate_2 : m.blue_rate_2;
      if (rate1 === null || rate2 === null) return 'bet.rate_not_current';
      return { rateId: m.rate_id, rate1, rate2, multiplierPermille: null };
    }
    case 'tie':
      if (!m.is_open_tie) return 'bet.tie_closed';
      return { rateId: null, rate1: null, rate2: null, multiplierPermille: m.tie_permille };
    case 'notie':
      if (!m.is_open_tie || m.notie_permille === null) return 'bet.notie_closed';
      return { rateId: null, rate1: null, rate2: null, multiplierPermille: m.notie_permille };
  }
}

/**
 * A bet the match refuses (on a fresh read), in the order the rules have always been applied (after
 * an unknown match): a repeated ref answers as the first bet did; a blocked member; then the
 * match's own refusal.
 */
async function refuse(deps: AppDeps, memberId: number, ref: string, refusal: AppError): Promise<BetData> {
  const earlier = await q.findBetByRef(deps.db, memberId, ref);
  if (earlier) {
    deps.metrics?.betsRepeated.inc();
    return betReply(deps.db, memberId, earlier);
  }
  if ((await q.isMemberBlocked(deps.db, memberId)) !== false) throw forbidden('auth.blocked');
  throw refusal;
}

async function repeatOf(db: Queryable, memberId: number, ref: string): Promise<BetData> {
  const first = await q.findBetByRef(db, memberId, ref);
  if (!first) throw new Error(`bet ${memberId}/${ref} was taken but cannot be found`);
  return betReply(db, memberId, first);
}
