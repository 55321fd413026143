// The price a placed room bet was taken at, against the one the member saw when they sent it. A member
// who takes moved prices (the contract's ODDS_ACCEPT: better, any) may get another price than the one
// they tapped, on a live round that holds bets a few seconds before deciding them; the reply's bet
// carries the price taken (rate_1 / rate_2 for the side, or the multiplier).
import {
  multiplierToPermille,
  permilleToMultiplier,
  type Bet,
  type BetSide,
  type Rate,
} from '@sanam/contract/matches.ts';
import { paysAtLeast, type RatePrice } from '@sanam/contract/wager-rules.ts';
import { sideOdds, type CurrentRate } from './match-view.ts';
import { isMultiplierSide, type Quote } from './room-stake.ts';

/** same: what a win returns is what the member saw; better: it returns more; other: a price they did not see. */
export type PriceMove = 'same' | 'better' | 'other';

export interface PriceTaken {
  quote: Quote;
  move: PriceMove;
}

type Price = RatePrice | { permille: number };

function moveOf(taken: Price, seen: Price | null): PriceMove {
  if (seen === null) return 'other';
  const isAtLeast = paysAtLeast(taken, seen);
  if (isAtLeast && paysAtLeast(seen, taken)) return 'same';
  return isAtLeast ? 'better' : 'other';
}

/**
 * The rate a side's numbers came from: the round's rate of that id when the room holds it, else the
 * rate that mirrors them on the other side (how the operator's rates are made), named by its numbers.
 */
function rateOf(side: 'red' | 'blue', bet: Bet, price: RatePrice, rates: readonly Rate[]): CurrentRate {
  const held = rates.find((r) => r.id === bet.rate_id);
  if (held) {
    const odds = sideOdds(held, side);
    if (odds.risk === price.rate1 && odds.win === price.rate2) return { ...held, name: held.rate_name };
  }
  const mine = { rate_1: price.rate1, rate_2: price.rate2 };
  const other = { rate_1: price.rate2, rate_2: price.rate1 };
  const [red, blue] = side === 'red' ? [mine, other] : [other, mine];
  return {
    id: bet.rate_id ?? 0,
    name: '',
    red_rate_1: red.rate_1,
    red_rate_2: red.rate_2,
    blue_rate_1: blue.rate_1,
    blue_rate_2: blue.rate_2,
  };
}

/**
 * The price `bet` was taken at and how it stands to `seen`, the quote the member sent; null when the
 * reply names no price for the side (then nothing is said of it). `rates` are the round's rates the
 * room holds, for the taken rate's name.
 */
export function priceTaken(
  side: BetSide,
  seen: Quote,
  bet: Bet,
  rates: readonly Rate[] = [],
): PriceTaken | null {
  if (isMultiplierSide(side)) {
    const taken = bet.multiplier === null ? null : multiplierToPermille(bet.multiplier);
    if (taken === null) return null;
    const was = seen.multiplier === null ? null : multiplierToPermille(seen.multiplier);
    return {
      quote: { rate: null, multiplier: permilleToMultiplier(taken) },
      move: moveOf({ permille: taken }, was === null ? null : { permille: was }),
    };
  }
  if (bet.rate_1 === null || bet.rate_2 === null) return null;
  const taken = { rate1: bet.rate_1, rate2: bet.rate_2 };
  const seenOdds = seen.rate ? sideOdds(seen.rate, side) : null;
  return {
    quote: { rate: rateOf(side, bet, taken, rates), multiplier: null },
    move: moveOf(taken, seenOdds && { rate1: seenOdds.risk, rate2: seenOdds.win }),
  };
}
