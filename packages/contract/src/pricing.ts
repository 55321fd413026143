// What a quote means as a price (DESIGN §4): each side's implied probability and the round's
// overround, the house's margin on red + blue. Pure, for the console's rate desk.
//
// A side at (rate_1, rate_2), "risk rate_1 to win rate_2", returns (rate_1 + rate_2) / rate_1 times
// the stake when it wins (decimal odds), so the probability it implies is rate_1 / (rate_1 + rate_2).
// A draw refunds red and blue, so the two sides make the whole book and their probabilities should
// sum to at least 1. With red at (a, b) and blue at (c, d):
//   overround = a / (a + b) + c / (c + d) − 1 = (a·c − b·d) / ((a + b)(c + d))
// so its sign is the sign of a·c − b·d, an integer comparison with no rounding: 0 when the sides
// mirror each other (ต่อ/รอง, "ด 10/9" is red 10/9 and blue 9/10), positive when the operator quotes
// them apart to keep a margin, negative when backing both sides in the right proportion wins
// whichever side wins (the member's edge).
import { ratePublishRequest } from './matches.ts';
import type { RateNumbers } from './odds.ts';

/** One side's odds as the desk types them: risk rate1 to win rate2. */
export interface SideRate {
  rate1: number;
  rate2: number;
}

const redRate1 = ratePublishRequest.shape.red_rate_1;

/** Whether a side may be quoted: both numbers whole, 1 to RATE_NUMBER_MAX (the publish rule). */
export function isValidSideRate({ rate1, rate2 }: SideRate): boolean {
  return redRate1.safeParse(rate1).success && redRate1.safeParse(rate2).success;
}

function assertSide(side: SideRate): void {
  if (!isValidSideRate(side)) throw new Error(`bad rate ${side.rate1}/${side.rate2}`);
}

/** A quote's two sides. */
export function sidesOf(quote: RateNumbers): { red: SideRate; blue: SideRate } {
  return {
    red: { rate1: quote.red_rate_1, rate2: quote.red_rate_2 },
    blue: { rate1: quote.blue_rate_1, rate2: quote.blue_rate_2 },
  };
}

/** Whether both sides of a quote may be quoted. */
export function isValidQuote(quote: RateNumbers): boolean {
  const { red, blue } = sidesOf(quote);
  return isValidSideRate(red) && isValidSideRate(blue);
}

/** What a winning stake of 1 returns, stake included: (rate_1 + rate_2) / rate_1. */
export function decimalOdds(side: SideRate): number {
  assertSide(side);
  return (side.rate1 + side.rate2) / side.rate1;
}

/** The probability a side's price implies, 0 to 1: rate_1 / (rate_1 + rate_2). */
export function impliedProbability(side: SideRate): number {
  assertSide(side);
  return side.rate1 / (side.rate1 + side.rate2);
}

/**
 * The house's margin on red + blue, as a fraction: p_red + p_blue − 1. Exactly 0 when the sides
 * mirror each other; negative when the quote gives the member the edge (givesMemberEdge).
 */
export function overround(quote: RateNumbers): number {
  const { red, blue } = sidesOf(quote);
  assertSide(red);
  assertSide(blue);
  const edge = red.rate1 * blue.rate1 - red.rate2 * blue.rate2;
  // 0 / n is 0, never −0 or a float residue: a mirrored quote reads exactly 0
  return edge === 0 ? 0 : edge / ((red.rate1 + red.rate2) * (blue.rate1 + blue.rate2));
}

/**
 * Whether a member who backs both sides in the right proportion wins whichever side wins (a draw
 * refunds both): the overround is below 0, that is red rate_1 × blue rate_1 < red rate_2 × blue rate_2.
 */
export function givesMemberEdge(quote: RateNumbers): boolean {
  const { red, blue } = sidesOf(quote);
  assertSide(red);
  assertSide(blue);
  return red.rate1 * blue.rate1 < red.rate2 * blue.rate2;
}

/**
 * What backing both sides in proportion to their implied probabilities returns over the total staked,
 * whichever side wins: 1 / (p_red + p_blue) − 1. Above 0 only when the quote gives the member the edge
 * (before payouts are rounded down to the satang).
 */
export function bothSidesReturn(quote: RateNumbers): number {
  const { red, blue } = sidesOf(quote);
  assertSide(red);
  assertSide(blue);
  // (b·d − a·c) / (a(c + d) + c(a + b)): the same expression over integers until the one division
  const gain = red.rate2 * blue.rate2 - red.rate1 * blue.rate1;
  return gain === 0
    ? 0
    : gain / (red.rate1 * (blue.rate1 + blue.rate2) + blue.rate1 * (red.rate1 + red.rate2));
}

/** A quote as the desk shows it: each side's implied probability, the margin, and the member's edge. */
export interface QuotePricing {
  red: number;
  blue: number;
  overround: number;
  givesMemberEdge: boolean;
  /** what backing both sides returns whichever wins (bothSidesReturn); 0 or less without an edge */
  bothSidesReturn: number;
}

/** The pricing of a quote, or null while either side is not a rate that may be published. */
export function quotePricing(quote: RateNumbers): QuotePricing | null {
  if (!isValidQuote(quote)) return null;
  const { red, blue } = sidesOf(quote);
  return {
    red: impliedProbability(red),
    blue: impliedProbability(blue),
    overround: overround(quote),
    givesMemberEdge: givesMemberEdge(quote),
    bothSidesReturn: bothSidesReturn(quote),
  };
}
