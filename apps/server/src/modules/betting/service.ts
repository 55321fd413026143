// Bets on a match (DESIGN §4) and, through settlement.ts, the settlement of a match.
//
// Owns: the bets, bills, settlements, step_side_stakes and bet_holds tables and the rounds' books (round_books'
// sums, migration 021); placing a live or pre-fight bet (placeBet), settling an ended match and
// regrading a settled one (settlement.ts, on the one settlement core settlement-core.ts that steps
// and events settle through too), the operator's exposure and the member's bet history of a match
// (views.ts), and what every way to stake reads for the one stake rule set (stake-state.ts).
// Invariants:
// - A bet passes the contract's one stake rule set (wager-rules.ts), in its order: the rules of the
//   round's state (its side, its price, the minimum, the steps, the largest payout) against the match
//   as this node last read it, then the rest inside the one statement that writes it (stake-queries.ts):
//   the member, the last call, the member's largest stake, the limits the member set on themselves
//   (their largest stake and their losses: play's playRoomCtes, the statement retried under the lock
//   for a member with a loss limit), the funds and the balance ceiling, the member's per-side cap
//   and the round's liability cap. That statement (bet-batch.ts, place-queries.ts
//   placeBetsIfCurrent) writes the bet only while the match row is FOR SHARE at the version checked (an
//   operator change waits for it) and the member's session is live: the bet row, its bill, the book,
//   and one ledger entry member:<id> → escrow:match:<id> (type 3). A refused bet writes nothing, and
//   its refusal names the first rule that refused it. No coin at placement: coins come with the
//   grading (settlement.ts).
// - The liability cap closes a side only when it is full (a minimum bet no longer fits), whether the
//   bet that finds it so was placed or refused; a bigger bet than the room is refused naming the room.
// - A member's bet on a round with a bet delay, or above their referral threshold, is not written by
//   the statement: it is taken in, held and decided once by holds.ts, through the same rule set.
// - (member, ref) places at most one bet: a repeat answers with the first bet and moves nothing.
// - A bet keeps its price (rate_1/rate_2 or per-mille multiplier) whatever comes after: the one the
//   member saw (rateId for red and blue, multiplier for tie and no-tie), or none.
// - BALANCE (to the member) and BET (to the desk) leave only after the statement that placed the bet
//   committed: never for a refusal or a repeated ref.
import { accountName } from '@sanam/contract/ledger.ts';
import {
  multiplierToPermille,
  permilleToMultiplier,
  type BetData,
  type BetRequest,
  type OddsAccept,
  type OddsPreference,
} from '@sanam/contract/matches.ts';
import { winPayoutSatang } from '@sanam/contract/odds.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { ownStakeFields, stakeLimitRefusal } from '@sanam/contract/play-limits.ts';
import {
  aboveMaximum,
  balanceCeiling,
  currentPrice,
  insufficientFunds,
  memberSideCap,
  ownLimitRefusal,
  sideIsFull,
  sidesPaidOn,
  stakeRefusal,
  standingRefusal,
  type BookSide,
  type Refusal,
  type RoundState,
  type StakeOn,
} from '@sanam/contract/wager-rules.ts';
import type { Queryable } from '../../db/db.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances } from '../../ledger/ledger.ts';
import { memberSessionLive } from '../auth/index.ts';
import { closeSideByCap } from '../matches/index.ts';
import { playStanding } from '../play/index.ts';
import { writeBet } from './bet-batch.ts';
import * as holdQueries from './hold-queries.ts';
import { answerOfHeld, holdAndDecide } from './holds.ts';
import { matchSnapshot } from './match-snapshots.ts';
import * as placeQueries from './place-queries.ts';
import { booksAndHeld, memberStanding, refusalError, roundStateOf } from './stake-state.ts';
import { BET_TOPIC } from './topics.ts';

export { endAndSettle, regradeMatch, settleMatch, type SettlementSummary } from './settlement.ts';
export { betHistory, betInfoOfEntries, exposureOf, roundsNamed, type EntryBetInfo } from './views.ts';

const refused = (key: 'bet.rate_not_current') => new AppError(409, key, 'bet_refused');

function toBet(r: placeQueries.BetRow) {
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

async function betReply(db: Queryable, memberId: number, bet: placeQueries.BetRow): Promise<BetData> {
  const b = (await memberBalances(db, [memberId])).get(memberId);
  return { bet: toBet(bet), balance: satangToBaht(b?.cashSatang ?? 0), event_point: b?.coins ?? 0 };
}

/**
 * POST /user/bet/:matchId (live) and /user/bet/prefight/:id {amount, type, ref, rateId, multiplier?}:
 * one bet, or the first one for a repeated ref. A pre-fight match takes bets only through the
 * pre-fight route and a live match only through the live one; both follow the same rules while the
 * match runs.
 *
 * The hot path of a burst: the round's rules are checked against the match as this node
 * last read it (match-snapshots.ts), and the bet is then one statement that writes only if the match
 * is still at that version; a stale snapshot is read again and checked again. A refusal is only ever
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
    // refusals by the message key the member is answered with (a bounded set)
    if (err instanceof AppError) deps.metrics?.betsRefused.inc({ reason: err.messageKey });
    throw err;
  }
}

/** Operator changes between a read and the bet's statement are rare; five rounds is plenty. */
const MAX_ATTEMPTS = 5;

/**
 * What the member takes when the price moved (their choice for this bet, else their setting) and the
 * numbers of the rate they saw: read only when the price moved or the bet is to be held, so a bet at
 * the current price costs no read for them.
 */
interface PriceChoice {
  accept: OddsAccept;
  seenPrice: { rate1: number; rate2: number } | null;
}

async function priceChoiceOf(
  deps: AppDeps,
  memberId: number,
  matchId: number,
  input: BetRequest,
  round: RoundState,
): Promise<PriceChoice> {
  const accept = input.accept ?? (await holdQueries.oddsAcceptOf(deps.db, memberId));
  if (input.type !== 'red' && input.type !== 'blue') return { accept, seenPrice: null };
  const current = input.rateId === round.rateId ? currentPrice(round, input.type) : null;
  const seenPrice =
    current && !('permille' in current)
      ? current
      : await holdQueries.rateOfRound(deps.db, input.rateId, matchId, input.type);
  return { accept, seenPrice };
}

/** The bet as the rule set reads it, on the round as `m` stands, with the member's choice when known. */
function stakeOf(m: RoundState, input: BetRequest, kind: 'live' | 'prefight', choice?: PriceChoice): StakeOn {
  const seen =
    input.type === 'tie' || input.type === 'notie'
      ? { permille: input.multiplier === undefined ? -1 : (multiplierToPermille(input.multiplier) ?? -1) }
      : { rateId: input.rateId, price: choice?.seenPrice ?? null };
  return {
    way: 'single',
    route: kind,
    leg: { round: m, side: input.type, seen, ...(choice ? { accept: choice.accept } : {}) },
  };
}

/** GET /user/settings/odds: the member's choice when the price moves (none until they choose). */
export async function oddsPreference(deps: AppDeps, memberId: number): Promise<OddsPreference> {
  return { accept: await holdQueries.oddsAcceptOf(deps.db, memberId) };
}

/** POST /user/settings/odds: the member's choice from now on (a held bet keeps the one it was taken with). */
export async function setOddsPreference(
  deps: AppDeps,
  memberId: number,
  input: OddsPreference,
): Promise<OddsPreference> {
  await holdQueries.setOddsAccept(deps.db, memberId, input.accept);
  return { accept: input.accept };
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
  let choice: PriceChoice | undefined;

  for (let attempt = 1; ; attempt++) {
    const fresh = attempt > 1;
    const m = await matchSnapshot(deps.db, matchId, { fresh });
    if (!m) {
      if (!fresh) continue;
      await checkSession(deps, bettor);
      throw notFound('bet.match_not_found');
    }
    const round = roundStateOf(m, deps.config.testRoundNames);
    let on = stakeOf(round, input, kind, choice);
    // the price moved since the member saw it: whether they take the new one is theirs to say
    if (!choice && stakeRefusal({ amountSatang, on })?.rule === 'price') {
      choice = await priceChoiceOf(deps, memberId, matchId, input, round);
      on = stakeOf(round, input, kind, choice);
    }
    // the round's own rules, on what this node read: the member's, the funds and the caps are the
    // statement's to check, atomically
    if (stakeRefusal({ amountSatang, on })) {
      if (!fresh) continue;
      await checkSession(deps, bettor);
      return refuse(deps, memberId, input.ref, { amountSatang, on });
    }
    if (attempt > MAX_ATTEMPTS) throw refused('bet.rate_not_current');
    const price = currentPrice(round, input.type);
    if (!price) throw new Error('unreachable: a bet the rules let through has no price');
    const rate = 'permille' in price ? null : price;

    // the round's bet delay: a member's bet is taken in, held, and decided on the round as it then
    // stands (holds.ts); the server's own bets (the demo book) are not held
    const hold = async (referred: boolean) => {
      if (sessionId === null) throw new Error('only a member’s bet is held');
      choice ??= await priceChoiceOf(deps, memberId, matchId, input, round);
      return holdAndDecide(deps, {
        memberId,
        sessionId,
        matchId,
        route: kind,
        input,
        amountSatang,
        round,
        version: m.version,
        accept: choice.accept,
        seenPrice: choice.seenPrice,
        delayMs: m.bet_delay_ms,
        stadiumReferAboveSatang:
          m.stadium_refer_above_satang === null ? null : Number(m.stadium_refer_above_satang),
        referred,
      });
    };
    if (m.bet_delay_ms > 0 && sessionId !== null) return hold(false);

    const placed = await writeBet(deps, {
      matchId,
      version: m.version,
      memberId,
      side: input.type,
      amountSatang,
      rateId: rate ? round.rateId : null,
      rate1: rate?.rate1 ?? null,
      rate2: rate?.rate2 ?? null,
      multiplierPermille: 'permille' in price ? price.permille : null,
      ref: input.ref,
      topic: BET_TOPIC[input.type],
      accounts: {
        cash: accountName.member(memberId),
        coins: accountName.coins(memberId),
        escrow: accountName.escrow(matchId),
      },
      sessionId,
      payoutSatang: winPayoutSatang(amountSatang, price),
      limits: {
        maxBetSatang: round.maxBetSatang,
        memberSideCapSatang: round.memberSideCapSatang,
        liabilityCapSatang: round.liabilityCapSatang,
      },
      referAboveSatang: m.stadium_refer_above_satang === null ? null : Number(m.stadium_refer_above_satang),
    });
    switch (placed.outcome) {
      case 'session_ended':
        throw unauthorized('auth.session_ended');
      case 'stale':
        continue;
      case 'repeat':
        deps.metrics?.betsRepeated.inc();
        return repeatOf(deps, memberId, input.ref);
      case 'blocked':
        throw refusalError({ rule: 'member', key: 'auth.blocked', fields: {} });
      case 'suspended':
        throw refusalError({ rule: 'member', key: 'bet.suspended', fields: {} });
      case 'play_break': {
        // which break, and until when: the member rule on the break as it stands now
        const play = await playStanding(deps.db, memberId);
        const member = { blocked: false, suspended: false, maxBetSatang: null, limitPermille: null, play };
        const refused = play && standingRefusal(member);
        // the time-out ended in between: write the bet again
        if (!refused) continue;
        throw refusalError(refused);
      }
      case 'last_call_over':
        throw refusalError({ rule: 'round', key: 'bet.last_call_over', fields: {} });
      case 'member_max':
        throw refusalError(aboveMaximum(placed.maxSatang));
      case 'play_stake':
        throw refusalError(
          ownLimitRefusal({ key: 'play.stake_limit', fields: ownStakeFields(placed.limitSatang) }),
        );
      case 'refer':
        // above the member's referral threshold: it waits for the desk as a held bet
        return hold(true);
      case 'play_loss': {
        // which period binds, and when it resets, on the losses as they stand now
        const play = await playStanding(deps.db, memberId);
        const own = play && stakeLimitRefusal(amountSatang, play.limits, play.lost, play.asOf);
        // a round settled in between and gave the room back: write the bet again
        if (!own) continue;
        throw refusalError(ownLimitRefusal(own));
      }
      case 'short':
        throw refusalError(insufficientFunds());
      case 'ceiling':
        throw refusalError(balanceCeiling());
      case 'member_side_cap':
        throw refusalError(memberSideCap(placed.capSatang, placed.heldSatang));
      case 'crowded':
        throw new Error('a crowded bet came back from the batch');
      case 'cap':
        throw await capRefusal(deps, memberId, { amountSatang, on });
      case 'placed': {
        deps.metrics?.betsAccepted.inc({ kind });
        const balance = satangToBaht(placed.cashAfterSatang);
        const eventPoint = placed.coinsAfter;
        deps.realtime.toMember(memberId, 'BALANCE', { balance, event_point: eventPoint });
        deps.realtime.toDesk(matchId, 'BET', { match_id: matchId, side: input.type, amount: input.amount });
        // the bet may have left a side full: it closes now, not on the next member's refusal
        await closeFullSides(
          deps,
          sidesPaidOn(input.type)
            .filter(
              (side) =>
                round.liabilityCapSatang !== null &&
                sideIsFull(round, side, round.liabilityCapSatang - placed.book[side]),
            )
            .map((side) => ({ matchId, side })),
        );
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

/** Closes the sides a stake found full (the liability cap's own effect), each once, audited with no operator. */
export async function closeFullSides(
  deps: AppDeps,
  sides: ReadonlyArray<{ matchId: number; side: BookSide }>,
): Promise<void> {
  for (const { matchId, side } of sides) await closeSideByCap(deps, matchId, side);
}

/**
 * The statement refused the bet by the round's liability cap: the rule set, given the round's book as
 * it now stands, names the room left (or finds the side full, and it closes). The book only grows
 * while the round runs, so the rule refuses it again; should it not (the round moved on), the cap's
 * plain refusal answers.
 */
async function capRefusal(
  deps: AppDeps,
  memberId: number,
  stake: { amountSatang: number; on: StakeOn },
): Promise<AppError> {
  if (stake.on.way !== 'single') throw new Error('capRefusal: a single bet');
  const leg = stake.on.leg;
  const [books, member] = await Promise.all([
    booksAndHeld(deps.db, [leg.round.matchId], memberId),
    memberStanding(deps.db, memberId),
  ]);
  const state = books.get(leg.round.matchId);
  const on: StakeOn = { ...stake.on, leg: { ...leg, ...(state ?? {}) } };
  const refusal = stakeRefusal({ amountSatang: stake.amountSatang, on, ...(member ? { member } : {}) });
  if (refusal?.rule !== 'caps') return refusalError({ rule: 'caps', key: 'bet.liability_cap', fields: {} });
  await closeFullSides(deps, refusal.full ?? []);
  return refusalError(refusal);
}

/**
 * A bet the round refuses (on a fresh read), answered by the whole rule set in its order (after an
 * unknown match): a repeated ref answers as the first bet did; then the member's standing and funds,
 * read now, with the round's own rules, so the first rule that refuses names the refusal.
 */
async function refuse(
  deps: AppDeps,
  memberId: number,
  ref: string,
  stake: { amountSatang: number; on: StakeOn },
): Promise<BetData> {
  const held = await answerOfHeld(deps, memberId, ref);
  if (held) return held;
  const earlier = await placeQueries.findBetByRef(deps.db, memberId, ref);
  if (earlier) {
    deps.metrics?.betsRepeated.inc();
    return betReply(deps.db, memberId, earlier);
  }
  const [member, balances, play] = await Promise.all([
    memberStanding(deps.db, memberId),
    memberBalances(deps.db, [memberId]),
    playStanding(deps.db, memberId),
  ]);
  const check = {
    ...stake,
    member: member
      ? { ...member, play }
      : { blocked: true, suspended: false, maxBetSatang: null, limitPermille: null },
    cashSatang: balances.get(memberId)?.cashSatang ?? 0,
  };
  const refusal: Refusal | null = stakeRefusal(check) ?? stakeRefusal(stake);
  if (!refusal) throw new Error('refuse: the round refused a bet the rule set lets through');
  throw refusalError(refusal);
}

async function repeatOf(deps: AppDeps, memberId: number, ref: string): Promise<BetData> {
  // the first request's bet was held for the bet delay: answered as that one is, once decided
  const held = await answerOfHeld(deps, memberId, ref);
  if (held) return held;
  const db = deps.db;
  const first = await placeQueries.findBetByRef(db, memberId, ref);
  if (!first) throw new Error(`bet ${memberId}/${ref} was taken but cannot be found`);
  return betReply(db, memberId, first);
}
