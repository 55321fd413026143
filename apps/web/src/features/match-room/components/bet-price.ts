// A room bet's price as the member reads it, and what a win returns at it: the bet dialog's steps and
// receipt, and the offer of a smaller stake the desk makes on a referred bet.
import { multiplierToPermille, type BetSide } from '@sanam/contract/matches.ts';
import { winPayoutSatang } from '@sanam/contract/odds.ts';
import { formatMultiplier, rateDisplayName, sideOdds } from './match-view.ts';
import { isMultiplierSide, type Quote } from './room-stake.ts';

/** What the bet is placed "on": the rate name for a side, the multiplier for tie / no tie. */
export function priceLabel(side: BetSide, quote: Quote, lang: 'th' | 'en'): string {
  if (isMultiplierSide(side))
    return quote.multiplier === null ? '-' : `x${formatMultiplier(quote.multiplier)}`;
  return quote.rate ? rateDisplayName(quote.rate, lang) : '-';
}

/** DESIGN §4: what a winning stake (satang) returns at the quoted price, stake included, or null without one. */
export function winReturnSatang(stake: number, side: BetSide, quote: Quote): number | null {
  if (stake <= 0) return null;
  if (isMultiplierSide(side)) {
    const permille = quote.multiplier === null ? null : multiplierToPermille(quote.multiplier);
    return permille === null ? null : winPayoutSatang(stake, { permille });
  }
  if (!quote.rate) return null;
  const { risk, win } = sideOdds(quote.rate, side);
  return winPayoutSatang(stake, { rate1: risk, rate2: win });
}
