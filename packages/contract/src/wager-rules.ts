// The one stake rule set (DESIGN §4, "One wagering core"): every rule a stake must pass, for every
// way a member stakes money (a live or pre-fight bet on red or blue, tie, no-tie, each leg of a step
// ticket, an event bet, a game's debit), in one order, as one pure function. The member app's bet
// dialogs call it with what they know for their early refusals; the server calls it with the state it
// reads, and its bet statement checks the atomic parts again (funds, caps, the round's version) in
// SQL fragments named and ordered after these rules (apps/server/src/modules/betting/stake-queries.ts).
//
// The order (docs/decisions.md, "One stake rule set"); the first rule that refuses answers and no
// later rule is looked at, so a refusal for one reason never sets off another rule's effect (the
// liability cap closes a full side, but only for a stake that passed every rule before it, the
// funds included):
//   member  blocked, then betting suspended
//   round   the round (or event) takes stakes at all: shown to members, running, the right route, the last call
//   side    the side (or option) is open: betting open, the side's switch; no-tie needs red and blue
//   price   the price the member saw is the current one (a rate, a multiplier, the event's odds)
//   amount  the minimum stake and the steps it sets
//   limits  the largest stake (the member's own, the round's by the member's factor), the largest payout,
//           then the limits the member set on themselves: their largest stake, their losses per period
//   funds   the member's cash covers the stake, and a win would not take it past the balance ceiling
//   caps    the member's own per-side cap, then the round's liability cap on every outcome the stake pays on
// A rule whose inputs the caller does not have (a dialog does not know the book) is passed over.
import { BALANCE_MAX_SATANG } from './input-bounds.ts';
import {
  multiplierToPermille,
  permilleToMultiplier,
  type BetSide,
  type Match,
  type OddsAccept,
} from './matches.ts';
import { winPayoutSatang } from './odds.ts';
import { satangToBaht } from './money.ts';
import {
  breakRefusal,
  stakeLimitRefusal,
  type BreakRefusalKey,
  type PlayBreak,
  type PlayLimits,
  type PlayPeriod,
  type PlayRefusal,
} from './play-limits.ts';
import { amountRefusal, MIN_BET_SATANG_DEFAULT, stakeStepSatang } from './stakes.ts';
import { STEP_MAX_PAYOUT_SATANG, stepPayoutSatang, type StepLegPrice } from './steps.ts';

/** The ways a member stakes money; the rule set holds on each (the matrix test runs every one). */
export const STAKE_WAYS = ['live', 'prefight', 'tie', 'notie', 'step_leg', 'event', 'game'] as const;
export type StakeWay = (typeof STAKE_WAYS)[number];

/** The rules, in the order they are applied (see the header). */
export const STAKE_RULES = ['member', 'round', 'side', 'price', 'amount', 'limits', 'funds', 'caps'] as const;
export type StakeRule = (typeof STAKE_RULES)[number];

/** The sides a round's liability is kept on: red and blue win, tie is the draw (result green). */
export type BookSide = 'red' | 'blue' | 'tie';

/** A member's standing as the rules read it: the console's betting controls. */
export interface MemberStanding {
  blocked: boolean;
  suspended: boolean;
  /** the member's own largest stake, satang; null: none of their own */
  maxBetSatang: number | null;
  /** a factor on the round's largest stake and per-side cap, per mille; null: 1000 */
  limitPermille: number | null;
  /**
   * the limits the member set on themselves and what they lost in each period as of `asOf`; absent
   * or null: none set (or not known to the caller)
   */
  play?: PlayStanding | null;
}

/** A member's own limits as the limits rule reads them (play-limits.ts). */
export interface PlayStanding {
  limits: PlayLimits;
  /** lost to wagering in each Bangkok period so far, open stakes included */
  lost: Record<PlayPeriod, number>;
  asOf: Date;
  /** a time-out or self-exclusion that closes the member's play now; absent or null: none */
  onBreak?: PlayBreak | null;
}

/** One side's rate: risk rate1 to win rate2 (DESIGN §4). */
export interface RatePrice {
  rate1: number;
  rate2: number;
}

/** A round as the rules read it: the server's row, or the member app's Match through roundOfMatch(). */
export interface RoundState {
  matchId: number;
  /**
   * a test round, hidden from members (matches.ts isHiddenRound): refused as a round that does not
   * exist; absent where the caller only holds rounds members are shown (the member app)
   */
  hiddenFromMembers?: boolean;
  isEnd: boolean;
  isPrefight: boolean;
  /** betting on red and blue */
  isOpen: boolean;
  /** tie betting (no-tie with it, when it has a multiplier) */
  isOpenTie: boolean;
  /** red's or blue's own switch is off (the operator's, or the cap's) */
  redClosed: boolean;
  blueClosed: boolean;
  /** the last call has run out (the timer may not have closed betting yet) */
  lastCallOver: boolean;
  /** the current rate, and each side's price at it; null before the first rate */
  rateId: number | null;
  red: RatePrice | null;
  blue: RatePrice | null;
  tiePermille: number;
  notiePermille: number | null;
  minBetSatang: number;
  maxBetSatang: number | null;
  maxPayoutSatang: number | null;
  memberSideCapSatang: number | null;
  liabilityCapSatang: number | null;
}

/**
 * What the member saw when they chose: the rate (red, blue, a step leg) or the multiplier (tie,
 * no-tie). `price` is the seen rate's own numbers for this side, where the caller looked them up: a
 * member who takes only better odds is compared on them (priceRule).
 */
export type SeenPrice = { rateId: number; price?: RatePrice | null } | { permille: number };

/**
 * A round's book as the caps read it: the house's worst-case loss (positive) on each side, every stake
 * that pays on it counted: the singles (no-tie on red and on blue), and each step ticket's whole win
 * on every leg's side (and on a leg's draw, where the leg counts as void).
 */
export type RoundBook = Record<BookSide, number>;

/** What the member already has on each side of the round, for their per-side cap (no-tie on red and blue, step legs on theirs). */
export type MemberHeld = Record<BookSide, number>;

/** A stake on one side of a round: a single bet, or one leg of a step ticket. */
export interface RoundStake {
  round: RoundState;
  side: BetSide;
  seen: SeenPrice;
  /**
   * what the member takes when the price moved from `seen` (matches.ts ODDS_ACCEPT); absent: none,
   * a moved price refuses the stake (every step leg, every dialog that does not ask)
   */
  accept?: OddsAccept;
  /** known to the server under the book's lock; absent: the caps are not checked here */
  book?: RoundBook;
  held?: MemberHeld;
}

/** An event as the rules read it. */
export interface EventState {
  isOpen: boolean;
  isPastClosing: boolean;
  /** each option's key and current odds in hundredths */
  options: ReadonlyArray<{ key: string; oddsCents: number }>;
  minBetSatang: number;
}

/** What the stake is on. */
export type StakeOn =
  | { way: 'single'; route: 'live' | 'prefight'; leg: RoundStake }
  | { way: 'step'; legs: RoundStake[] }
  | { way: 'event'; event: EventState; option: string; seenOddsCents: number }
  | { way: 'game' };

export interface StakeCheck {
  amountSatang: number;
  on: StakeOn;
  /** absent: not known to the caller (checked where it is: the bet's statement, the server) */
  member?: MemberStanding;
  cashSatang?: number;
}

/** The message keys a refusal answers with (each in th and en: messages.ts). */
export type RefusalKey =
  | 'auth.blocked'
  | 'bet.suspended'
  | 'bet.match_not_found'
  | 'bet.match_ended'
  | 'bet.prefight_only'
  | 'bet.live_only'
  | 'bet.last_call_over'
  | 'step.round_not_open'
  | 'event.not_open'
  | 'event.past_closing'
  | 'bet.closed'
  | 'bet.side_closed'
  | 'bet.tie_closed'
  | 'bet.notie_closed'
  | 'event.option_unknown'
  | 'bet.rate_not_current'
  | 'step.rate_not_current'
  | 'bet.multiplier_changed'
  | 'event.odds_changed'
  | 'bet.below_minimum'
  | 'bet.off_step'
  | 'bet.above_maximum'
  | 'bet.payout_above_maximum'
  | 'step.payout_too_high'
  | 'play.stake_limit'
  | 'play.loss_limit'
  | BreakRefusalKey
  | 'ledger.insufficient_balance'
  | 'bet.balance_ceiling'
  | 'bet.member_side_cap'
  | 'bet.liability_room'
  | 'bet.liability_cap'
  // a bet referred to the desk (referrals.ts) and not taken
  | 'bet.referral_declined'
  | 'bet.referral_timeout'
  | 'bet.offer_left'
  | 'bet.offer_expired';

export interface Refusal {
  rule: StakeRule;
  key: RefusalKey;
  /**
   * What the message reads: amounts in baht as text ({{min_bet}}, {{room}}…); {{side_name}} is a
   * message key (bet.side.red…), to be translated before it is filled in.
   */
  fields: Record<string, string>;
  /** the caps rule: the sides left full (their room is under a minimum stake); the caller closes them */
  full?: Array<{ matchId: number; side: BookSide }>;
}

const baht = (satang: number) => String(satangToBaht(satang));
const refusal = (rule: StakeRule, key: RefusalKey, fields: Record<string, string> = {}): Refusal => ({
  rule,
  key,
  fields,
});

// ── Refusals with fields, as the rules and the server's statement both build them ─────────────────

export const belowMinimum = (minSatang: number) =>
  refusal('amount', 'bet.below_minimum', { min_bet: baht(minSatang) });
export const offStep = (minSatang: number) =>
  refusal('amount', 'bet.off_step', { step: baht(stakeStepSatang(minSatang)) });
export const aboveMaximum = (maxSatang: number) =>
  refusal('limits', 'bet.above_maximum', { max_bet: baht(maxSatang) });
export const payoutAboveMaximum = (maxSatang: number) =>
  refusal('limits', 'bet.payout_above_maximum', { max_payout: baht(maxSatang) });
/** A refusal by the limits the member set on themselves (play-limits.ts stakeLimitRefusal). */
export const ownLimitRefusal = (r: PlayRefusal<'play.stake_limit' | 'play.loss_limit'>) =>
  refusal('limits', r.key, r.fields);
export const insufficientFunds = () => refusal('funds', 'ledger.insufficient_balance');
export const balanceCeiling = () => refusal('funds', 'bet.balance_ceiling');
export const memberSideCap = (capSatang: number, heldSatang: number) =>
  refusal('caps', 'bet.member_side_cap', {
    cap: baht(capSatang),
    left: baht(Math.max(0, capSatang - heldSatang)),
  });
export const sideClosed = (side: BookSide) =>
  refusal('side', 'bet.side_closed', { side_name: `bet.side.${side}` });

// ── Prices and what a stake adds to a side ───────────────────────────────────────────────────────

/** The price a side of the round stands at now: a rate (red, blue) or a multiplier (tie, no-tie). */
export function currentPrice(round: RoundState, side: BetSide): RatePrice | { permille: number } | null {
  switch (side) {
    case 'red':
      return round.red;
    case 'blue':
      return round.blue;
    case 'tie':
      return { permille: round.tiePermille };
    case 'notie':
      return round.notiePermille === null ? null : { permille: round.notiePermille };
  }
}

/** The sides a single bet pays on: its own; no-tie on red and on blue. */
export function sidesPaidOn(side: BetSide): BookSide[] {
  return side === 'notie' ? ['red', 'blue'] : [side];
}

const applyFactor = (satang: number, permille: number | null) =>
  Math.floor((satang * (permille ?? 1000)) / 1000);

/**
 * The largest stake (satang, 0 to `upTo`) whose increase `added(stake)` stays within `room`, for an
 * increase that never falls as the stake grows (every payout rule here). Exact: a binary search on
 * the integer function itself, so rounding is the payout rule's own.
 */
export function largestStakeWithin(room: number, added: (stake: number) => number, upTo: number): number {
  if (room < 0 || upTo <= 0) return 0;
  let lo = 0;
  let hi = upTo;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (added(mid) <= room) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * What a stake adds to the house's worst-case loss on each side of each round it pays on: a single
 * bet its win less its stake on each side it pays on; a step ticket its whole win less its stake on
 * each leg's side, and, where a leg's draw (odds 1) still leaves the rest paying more than the stake,
 * that on the leg round's tie.
 */
export function addedLoss(
  on: StakeOn,
  stakeSatang: number,
): Array<{ matchId: number; side: BookSide; satang: number }> {
  if (stakeSatang <= 0) return [];
  if (on.way === 'single') {
    const price = currentPrice(on.leg.round, on.leg.side);
    if (!price) return [];
    const win = winPayoutSatang(stakeSatang, price);
    const side = on.leg.side;
    const sides: BookSide[] = side === 'notie' ? ['red', 'blue'] : [side];
    return sides.map((s) => ({ matchId: on.leg.round.matchId, side: s, satang: win - stakeSatang }));
  }
  if (on.way !== 'step') return [];
  const prices = on.legs.map((l) => currentPrice(l.round, l.side));
  if (prices.some((p) => p === null || 'permille' in p)) return [];
  const legs = prices as RatePrice[];
  const payout = (voidAt: number | null) =>
    stepPayoutSatang(
      stakeSatang,
      legs.map((p, i): StepLegPrice => ({ ...p, status: i === voidAt ? 'void' : 'won' })),
    );
  const all = payout(null) - stakeSatang;
  return on.legs.flatMap((l, i) => {
    const own = { matchId: l.round.matchId, side: l.side as BookSide, satang: all };
    const onDraw = payout(i) - stakeSatang;
    return onDraw > 0 ? [own, { matchId: l.round.matchId, side: 'tie' as const, satang: onDraw }] : [own];
  });
}

// ── The rules ────────────────────────────────────────────────────────────────────────────────────

/** The member rule alone: what refuses a member before any stake is looked at (a game's launch asks it too). */
export function standingRefusal(member: MemberStanding): Refusal | null {
  if (member.blocked) return refusal('member', 'auth.blocked');
  if (member.suspended) return refusal('member', 'bet.suspended');
  // a time-out or a self-exclusion closes every way to stake (responsible play)
  const play = member.play;
  if (play?.onBreak) {
    const r = breakRefusal(play.onBreak, play.asOf);
    return refusal('member', r.key, r.fields);
  }
  return null;
}

function memberRule(c: StakeCheck): Refusal | null {
  return c.member ? standingRefusal(c.member) : null;
}

function roundRule(c: StakeCheck): Refusal | null {
  const on = c.on;
  switch (on.way) {
    case 'single': {
      const r = on.leg.round;
      // hidden means hidden: the same answer as for a round that does not exist
      if (r.hiddenFromMembers) return refusal('round', 'bet.match_not_found');
      if (r.isEnd) return refusal('round', 'bet.match_ended');
      if (on.route === 'live' && r.isPrefight) return refusal('round', 'bet.prefight_only');
      if (on.route === 'prefight' && !r.isPrefight) return refusal('round', 'bet.live_only');
      if (r.lastCallOver) return refusal('round', 'bet.last_call_over');
      return null;
    }
    case 'step':
      for (const { round: r } of on.legs) {
        // a hidden leg round answers as an unknown one does (the steps service)
        if (r.hiddenFromMembers || !r.isPrefight || r.isEnd || !r.isOpen)
          return refusal('round', 'step.round_not_open');
        if (r.lastCallOver) return refusal('round', 'bet.last_call_over');
      }
      return null;
    case 'event':
      if (!on.event.isOpen) return refusal('round', 'event.not_open');
      if (on.event.isPastClosing) return refusal('round', 'event.past_closing');
      return null;
    case 'game':
      return null;
  }
}

/** Red or blue takes a stake: betting open and the side's own switch on. */
function mainSideRefusal(r: RoundState, side: 'red' | 'blue'): Refusal | null {
  if (!r.isOpen) return refusal('side', 'bet.closed');
  if (side === 'red' ? r.redClosed : r.blueClosed) return sideClosed(side);
  return null;
}

function sideRule(c: StakeCheck): Refusal | null {
  const on = c.on;
  switch (on.way) {
    case 'single': {
      const { round: r, side } = on.leg;
      switch (side) {
        case 'red':
        case 'blue':
          return mainSideRefusal(r, side);
        case 'tie':
          return r.isOpenTie ? null : refusal('side', 'bet.tie_closed');
        case 'notie':
          // no-tie pays on red and on blue: it takes a stake only where both of them would
          if (!r.isOpenTie || r.notiePermille === null) return refusal('side', 'bet.notie_closed');
          return mainSideRefusal(r, 'red') ?? mainSideRefusal(r, 'blue');
      }
      break;
    }
    case 'step':
      for (const { round: r, side } of on.legs) {
        if (side !== 'red' && side !== 'blue') return refusal('side', 'bet.side_closed');
        if (side === 'red' ? r.redClosed : r.blueClosed) return sideClosed(side);
      }
      return null;
    case 'event':
      return on.event.options.some((o) => o.key === on.option)
        ? null
        : refusal('side', 'event.option_unknown');
    case 'game':
      return null;
  }
  return null;
}

/** Each baht staked at `a` returns at least what it does at `b` (a rate, or a multiplier). */
export function paysAtLeast(
  a: RatePrice | { permille: number },
  b: RatePrice | { permille: number },
): boolean {
  if ('permille' in a || 'permille' in b)
    return 'permille' in a && 'permille' in b && a.permille >= b.permille;
  // rate2/rate1 against rate2/rate1, multiplied across: whole numbers, exact
  return a.rate2 * b.rate1 >= b.rate2 * a.rate1;
}

/**
 * Whether a member who chose `accept` takes the price `now` in place of the one they saw: any price,
 * or one that pays at least as well. A rate they saw whose numbers the caller did not look up is
 * never taken as better.
 */
export function takesMove(
  accept: OddsAccept | undefined,
  seen: SeenPrice,
  now: RatePrice | { permille: number },
): boolean {
  if (accept === 'any') return true;
  if (accept !== 'better') return false;
  const was = 'permille' in seen ? { permille: seen.permille } : seen.price;
  return was != null && paysAtLeast(now, was);
}

function priceRule(c: StakeCheck): Refusal | null {
  const on = c.on;
  switch (on.way) {
    case 'single':
    case 'step': {
      const legs = on.way === 'single' ? [on.leg] : on.legs;
      const stale = on.way === 'single' ? 'bet.rate_not_current' : 'step.rate_not_current';
      for (const { round: r, side, seen, accept } of legs) {
        const price = currentPrice(r, side);
        if (side === 'tie' || side === 'notie') {
          const now = price && 'permille' in price ? price.permille : null;
          if (
            now === null ||
            !('permille' in seen) ||
            (seen.permille !== now && !takesMove(accept, seen, { permille: now }))
          )
            return refusal('price', 'bet.multiplier_changed', {
              multiplier: now === null ? '-' : String(permilleToMultiplier(now)),
            });
          continue;
        }
        // the member never gets a price they did not see (DESIGN §4), unless they said they take
        // the price as it moves (all of it, or only better)
        if (r.rateId === null || price === null || !('rateId' in seen)) return refusal('price', stale);
        if (seen.rateId !== r.rateId && !takesMove(accept, seen, price)) return refusal('price', stale);
      }
      return null;
    }
    case 'event': {
      const option = on.event.options.find((o) => o.key === on.option);
      return option && option.oddsCents === on.seenOddsCents ? null : refusal('price', 'event.odds_changed');
    }
    case 'game':
      return null;
  }
}

/** The minimum a stake takes: its round's; a ticket's the highest of its rounds'; an event's its own. */
function minimumOf(on: StakeOn): number | null {
  switch (on.way) {
    case 'single':
      return on.leg.round.minBetSatang;
    case 'step':
      return Math.max(...on.legs.map((l) => l.round.minBetSatang));
    case 'event':
      return on.event.minBetSatang;
    case 'game':
      // a game's stake is the provider's to set: no minimum of ours
      return null;
  }
}

function amountRule(c: StakeCheck): Refusal | null {
  const min = minimumOf(c.on);
  if (min === null) return null;
  const refused = amountRefusal(c.amountSatang, min);
  if (refused === 'bet.below_minimum') return belowMinimum(min);
  if (refused === 'bet.off_step') return offStep(min);
  return null;
}

/** The round's largest stake: a single's round's, a ticket's the lowest of its rounds'; none elsewhere. */
function roundMaximumOf(on: StakeOn): number | null {
  const maxima =
    on.way === 'single'
      ? [on.leg.round.maxBetSatang]
      : on.way === 'step'
        ? on.legs.map((l) => l.round.maxBetSatang)
        : [];
  const set = maxima.filter((m): m is number => m !== null);
  return set.length ? Math.min(...set) : null;
}

/** The largest stake this member may place on it: their own, and the round's by their factor; the lower. */
export function largestStakeOf(on: StakeOn, member: MemberStanding | undefined): number | null {
  const roundMax = roundMaximumOf(on);
  const limits = [
    member?.maxBetSatang ?? null,
    roundMax === null ? null : applyFactor(roundMax, member?.limitPermille ?? null),
  ].filter((v): v is number => v !== null);
  return limits.length ? Math.min(...limits) : null;
}

/** What the stake returns if it wins (stake included), or null where nothing of ours says (a game). */
export function winOf(on: StakeOn, stakeSatang: number): number | null {
  switch (on.way) {
    case 'single': {
      const price = currentPrice(on.leg.round, on.leg.side);
      return price ? winPayoutSatang(stakeSatang, price) : null;
    }
    case 'step': {
      const prices = on.legs.map((l) => currentPrice(l.round, l.side));
      if (prices.some((p) => p === null || 'permille' in p)) return null;
      return stepPayoutSatang(
        stakeSatang,
        (prices as RatePrice[]).map((p) => ({ ...p, status: 'won' as const })),
      );
    }
    case 'event': {
      const option = on.event.options.find((o) => o.key === on.option);
      return option ? Number((BigInt(stakeSatang) * BigInt(option.oddsCents)) / 100n) : null;
    }
    case 'game':
      return null;
  }
}

function limitsRule(c: StakeCheck): Refusal | null {
  // the largest stake is the member's (their own, and the round's by their factor): not known, not checked
  const max = c.member ? largestStakeOf(c.on, c.member) : null;
  if (max !== null && c.amountSatang > max) return aboveMaximum(max);
  const payout = payoutRefusal(c);
  if (payout) return payout;
  // then the limits the member set on themselves (responsible play): their largest stake, their losses
  const play = c.member?.play;
  const own = play ? stakeLimitRefusal(c.amountSatang, play.limits, play.lost, play.asOf) : null;
  return own && ownLimitRefusal(own);
}

function payoutRefusal(c: StakeCheck): Refusal | null {
  const win = winOf(c.on, c.amountSatang);
  if (win === null) return null;
  if (c.on.way === 'step' && win > STEP_MAX_PAYOUT_SATANG) return refusal('limits', 'step.payout_too_high');
  const legs = c.on.way === 'single' ? [c.on.leg] : c.on.way === 'step' ? c.on.legs : [];
  for (const { round } of legs)
    if (round.maxPayoutSatang !== null && win > round.maxPayoutSatang)
      return payoutAboveMaximum(round.maxPayoutSatang);
  return null;
}

function fundsRule(c: StakeCheck): Refusal | null {
  if (c.cashSatang === undefined) return null;
  if (c.cashSatang < c.amountSatang) return insufficientFunds();
  // a win that would take the balance past the ceiling (kept for the 2^53 margin of every reply, issue
  // 20) is refused now; the settlement itself pays past it, so it never waits for one member
  const win = winOf(c.on, c.amountSatang);
  if (win !== null && c.cashSatang - c.amountSatang + win > BALANCE_MAX_SATANG) return balanceCeiling();
  return null;
}

/** What the member holds on the sides a stake on `side` pays on, for the per-side cap: the most of them. */
function heldOn(held: MemberHeld, side: BetSide): number {
  return Math.max(...sidesPaidOn(side).map((s) => held[s]));
}

/**
 * A side is full when what a minimum single bet on it adds at its price no longer fits in the room its
 * liability cap leaves (`room`, satang): nobody can stake there, so it closes (the console shows the
 * cap closed it). Short of that a bigger stake is refused naming the room, and the side stays open.
 */
export function sideIsFull(r: RoundState, side: BookSide, room: number): boolean {
  const price = currentPrice(r, side);
  if (!price) return room <= 0;
  return winPayoutSatang(r.minBetSatang, price) - r.minBetSatang > room;
}

function capsRule(c: StakeCheck): Refusal | null {
  const on = c.on;
  if (on.way !== 'single' && on.way !== 'step') return null;
  const legs = on.way === 'single' ? [on.leg] : on.legs;
  // the member's own cap on every side the stake pays on, by their factor
  for (const leg of legs) {
    const cap = leg.round.memberSideCapSatang;
    if (cap === null || !leg.held) continue;
    const scaled = applyFactor(cap, c.member?.limitPermille ?? null);
    const held = heldOn(leg.held, leg.side);
    if (held + c.amountSatang > scaled) return memberSideCap(scaled, held);
  }
  // the round's liability cap on every side of every round the stake pays on
  const byRound = new Map(legs.map((l) => [l.round.matchId, l]));
  const over = (stake: number) =>
    addedLoss(on, stake).filter((a) => {
      const leg = byRound.get(a.matchId);
      const cap = leg?.round.liabilityCapSatang ?? null;
      return leg?.book !== undefined && cap !== null && leg.book[a.side] + a.satang > cap;
    });
  const passed = over(c.amountSatang);
  if (passed.length === 0) return null;
  // the room: the largest stake on the stake's steps that fits every side it pays on
  const min = minimumOf(on) ?? MIN_BET_SATANG_DEFAULT;
  const step = stakeStepSatang(min);
  const fits = largestStakeWithin(0, (stake) => (over(stake).length > 0 ? 1 : 0), c.amountSatang);
  const room = fits - (fits % step);
  const full: Array<{ matchId: number; side: BookSide }> = [];
  for (const a of passed) {
    const leg = byRound.get(a.matchId);
    if (!leg?.book || leg.round.liabilityCapSatang === null) continue;
    const left = leg.round.liabilityCapSatang - leg.book[a.side];
    if (
      sideIsFull(leg.round, a.side, left) &&
      !full.some((f) => f.matchId === a.matchId && f.side === a.side)
    )
      full.push({ matchId: a.matchId, side: a.side });
  }
  if (room >= min) return { ...refusal('caps', 'bet.liability_room', { room: baht(room) }), full };
  return { ...refusal('caps', 'bet.liability_cap'), full };
}

const RULES: Record<StakeRule, (c: StakeCheck) => Refusal | null> = {
  member: memberRule,
  round: roundRule,
  side: sideRule,
  price: priceRule,
  amount: amountRule,
  limits: limitsRule,
  funds: fundsRule,
  caps: capsRule,
};

/** The first rule that refuses the stake, in STAKE_RULES' order; null when every rule it can check lets it go. */
export function stakeRefusal(check: StakeCheck): Refusal | null {
  for (const rule of STAKE_RULES) {
    const refused = RULES[rule](check);
    if (refused) return refused;
  }
  return null;
}

// ── The member app's view of a round ─────────────────────────────────────────────────────────────

/** A round as the rules read it, from the wire Match the member app holds (`nowMs` for the last call). */
export function roundOfMatch(m: Match, nowMs: number): RoundState {
  const hasRate = m.rate !== null;
  const price = (r1: number | null, r2: number | null) =>
    hasRate && r1 !== null && r2 !== null ? { rate1: r1, rate2: r2 } : null;
  const permille = (x: number | null) => (x === null ? null : multiplierToPermille(x));
  const satang = (baht_: number | null) => (baht_ === null ? null : Math.round(baht_ * 100));
  return {
    matchId: m.id,
    isEnd: m.is_end === 1,
    isPrefight: m.is_prefight,
    isOpen: m.is_open === 1,
    isOpenTie: m.is_open_tie === 1,
    redClosed: m.red_closed_by !== null,
    blueClosed: m.blue_closed_by !== null,
    lastCallOver: m.last_call_at !== null && new Date(m.last_call_at).getTime() <= nowMs,
    rateId: m.rate,
    red: price(m.now_red_rate_1, m.now_red_rate_2),
    blue: price(m.now_blue_rate_1, m.now_blue_rate_2),
    tiePermille: permille(m.tie_multiplier) ?? 1000,
    notiePermille: permille(m.notie_multiplier),
    minBetSatang: Math.round(m.min_bet * 100),
    maxBetSatang: satang(m.max_bet),
    maxPayoutSatang: satang(m.max_payout),
    memberSideCapSatang: satang(m.member_side_cap),
    liabilityCapSatang: null,
  };
}

export const wagerMessages = {
  'bet.multiplier_changed': {
    th: 'อัตราจ่ายเปลี่ยนเป็น x{{multiplier}} แล้ว กรุณาตรวจสอบแล้วแทงใหม่',
    en: 'The payout changed to x{{multiplier}}: check it and bet again',
  },
  'bet.liability_room': {
    th: 'ฝั่งนี้รับแทงได้อีกไม่เกิน {{room}} บาท',
    en: 'This side takes at most {{room}} baht more',
  },
  'bet.balance_ceiling': {
    th: 'ยอดเงินรวมหากชนะจะเกินวงเงินสูงสุดของบัญชี กรุณาลดยอดแทง',
    en: 'A win would take your balance past the account ceiling: lower the stake',
  },
  'validation.multiplier_required': {
    th: 'กรุณาระบุอัตราจ่ายที่เห็นตอนแทง',
    en: 'Send the payout multiplier you bet at',
  },
} as const satisfies Record<string, { th: string; en: string }>;
