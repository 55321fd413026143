// A bet of the room (live or pre-fight, on red, blue, tie or no-tie) as the contract's stake rule set
// reads it (wager-rules.ts): the round from the Match the room holds, and the price the member saw.
// The bet panel and the bet dialog ask the same rules the server applies.
import { multiplierToPermille, type BetSide, type Match } from '@sanam/contract/matches.ts';
import {
  roundOfMatch,
  stakeRefusal,
  type Refusal,
  type RoundState,
  type SeenPrice,
  type StakeCheck,
} from '@sanam/contract/wager-rules.ts';
import type { MemberPart } from '../../../lib/stake-check.ts';
import { sideOdds, type CurrentRate } from './match-view.ts';

/** The price a bet is placed at, as the dialog showed it: the rate (red, blue), the multiplier (tie, no-tie). */
export interface Quote {
  rate: CurrentRate | null;
  /** tie and no-tie only; null: none offered */
  multiplier: number | null;
}

export const isMultiplierSide = (side: BetSide): side is 'tie' | 'notie' =>
  side === 'tie' || side === 'notie';

/** The price the room shows for `side` now. */
export function quoteOf(match: Match, side: BetSide, rate: CurrentRate | null): Quote {
  switch (side) {
    case 'red':
    case 'blue':
      return { rate, multiplier: null };
    case 'tie':
      return { rate: null, multiplier: match.tie_multiplier };
    case 'notie':
      return { rate: null, multiplier: match.notie_multiplier };
  }
}

/** The quote names a price for `side` (a rate for red and blue, a multiplier for tie and no-tie). */
export function hasPrice(side: BetSide, quote: Quote): boolean {
  return isMultiplierSide(side) ? quote.multiplier !== null : quote.rate !== null;
}

/**
 * Two quotes price a bet on `side` alike: the same multiplier, or the same rate name and the same odds
 * for the side. A rate published again with the same numbers (a new id) is the same price to the
 * member; the bet names the newer id.
 */
export function isSamePrice(side: BetSide, a: Quote, b: Quote): boolean {
  if (isMultiplierSide(side)) return a.multiplier === b.multiplier;
  if (!a.rate || !b.rate) return a.rate === b.rate;
  const [oddsA, oddsB] = [sideOdds(a.rate, side), sideOdds(b.rate, side)];
  return a.rate.name === b.rate.name && oddsA.risk === oddsB.risk && oddsA.win === oddsB.win;
}

function seenPrice(side: BetSide, quote: Quote): SeenPrice {
  if (!isMultiplierSide(side)) return { rateId: quote.rate?.id ?? 0 };
  // a multiplier that is none (or no multiplier at all) is never the current one: the price rule refuses it
  return { permille: quote.multiplier === null ? 0 : (multiplierToPermille(quote.multiplier) ?? 0) };
}

/**
 * The round as the rules read it. The last call is the countdown's (useSecondsUntil), so the buttons,
 * the dialog and its refusal turn at the same tick.
 */
function roomRound(match: Match, isLastCallOver: boolean): RoundState {
  return { ...roundOfMatch(match, 0), lastCallOver: isLastCallOver };
}

export interface RoomBet {
  match: Match;
  side: BetSide;
  isPrefight: boolean;
  isLastCallOver: boolean;
}

export function roomStakeCheck(
  { match, side, isPrefight, isLastCallOver }: RoomBet,
  quote: Quote,
  amountSatang: number,
  member: MemberPart = {},
): StakeCheck {
  return {
    amountSatang,
    on: {
      way: 'single',
      route: isPrefight ? 'prefight' : 'live',
      leg: { round: roomRound(match, isLastCallOver), side, seen: seenPrice(side, quote) },
    },
    ...member,
  };
}

/**
 * Why the side takes no stake at all now, whatever the amount: the member, round and side rules (the
 * ones before the price). Null when the side takes bets.
 */
export function sideRefusal(bet: RoomBet, rate: CurrentRate | null, member: MemberPart = {}): Refusal | null {
  const refused = stakeRefusal(roomStakeCheck(bet, quoteOf(bet.match, bet.side, rate), 0, member));
  return refused && (refused.rule === 'member' || refused.rule === 'round' || refused.rule === 'side')
    ? refused
    : null;
}
