// The odds math of DESIGN §4: what a bet pays at its price, how a result grades it, and a rate's text.
// Pure, integers only: stakes and payouts in satang, multipliers in per-mille.
import { PERMILLE, type BetSide, type MatchResult } from './matches.ts';

/** Spec §9: tie payout is stake × 1.7 unless the operator sets another multiplier. */
export const DEFAULT_TIE_PERMILLE = 1700;

/** The price a bet was placed on: a rate (red, blue) or a multiplier in per-mille (tie, notie). */
export type BetPrice = { rate1: number; rate2: number } | { permille: number };

/**
 * What a winning bet returns, in whole satang, stake included (DESIGN §4):
 * - red / blue at (rate_1, rate_2): stake + floor(stake × rate_2 / rate_1);
 * - tie / notie at a multiplier: floor(stake × permille / 1000).
 * BigInt inside, so no product ever loses precision.
 */
export function winPayoutSatang(stakeSatang: number, price: BetPrice): number {
  if (!Number.isSafeInteger(stakeSatang) || stakeSatang <= 0) throw new Error(`bad stake ${stakeSatang}`);
  const stake = BigInt(stakeSatang);
  let payout: bigint;
  if ('permille' in price) {
    if (!Number.isSafeInteger(price.permille) || price.permille < PERMILLE)
      throw new Error(`bad multiplier ${price.permille}`);
    payout = (stake * BigInt(price.permille)) / BigInt(PERMILLE);
  } else {
    if (!(
      Number.isSafeInteger(price.rate1) &&
      price.rate1 > 0 &&
      Number.isSafeInteger(price.rate2) &&
      price.rate2 > 0
    ))
      throw new Error(`bad rate ${price.rate1}/${price.rate2}`);
    payout = stake + (stake * BigInt(price.rate2)) / BigInt(price.rate1);
  }
  const n = Number(payout);
  if (!Number.isSafeInteger(n)) throw new Error('payout beyond the safe integer range');
  return n;
}

/** How a result grades a side: won, lost, or refunded (DESIGN §4). */
export function gradeBet(side: BetSide, result: MatchResult): 'won' | 'lost' | 'refunded' {
  switch (result) {
    case 'other':
      return 'refunded';
    case 'green':
      return side === 'tie' ? 'won' : side === 'notie' ? 'lost' : 'refunded';
    case 'red':
    case 'blue':
      if (side === 'notie') return 'won';
      if (side === 'tie') return 'lost';
      return side === result ? 'won' : 'lost';
  }
}

/** What a bet returns once its match has a result: the win payout, the stake back, or 0. */
export function payoutSatang(
  stakeSatang: number,
  side: BetSide,
  price: BetPrice,
  result: MatchResult,
): number {
  switch (gradeBet(side, result)) {
    case 'won':
      return winPayoutSatang(stakeSatang, price);
    case 'refunded':
      return stakeSatang;
    case 'lost':
      return 0;
  }
}

export interface RateNumbers {
  red_rate_1: number;
  red_rate_2: number;
  blue_rate_1: number;
  blue_rate_2: number;
}

const RATE_LETTERS = { red: { th: 'ด', en: 'R' }, blue: { th: 'ง', en: 'B' } } as const;
const EVEN_WORDS = { th: 'ตรง', en: 'EVEN' } as const;

/**
 * The rate text of DESIGN §4: the favourite's letter (red ด / R, blue ง / B; the favourite is the
 * side whose rate_1 > rate_2) and its two numbers, e.g. "ด 10/9"; "ตรง" / "EVEN" when neither is.
 */
export function rateText(r: RateNumbers, lang: 'th' | 'en' = 'th'): string {
  if (r.red_rate_1 > r.red_rate_2) return `${RATE_LETTERS.red[lang]} ${r.red_rate_1}/${r.red_rate_2}`;
  if (r.blue_rate_1 > r.blue_rate_2) return `${RATE_LETTERS.blue[lang]} ${r.blue_rate_1}/${r.blue_rate_2}`;
  return EVEN_WORDS[lang];
}

const STORED_RATE = /^(ด|ง|R|B)\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/;

/**
 * A stored rate name (rates.rate_name, a bet's rate) in the reader's language: a name of rateText()'s
 * form ("ง 10/8", "ตรง") is written with `lang`'s letter ("B 10/8", "EVEN"); any other name (an
 * operator's own, a tie's "x1.7") is shown as it was given.
 */
export function rateNameIn(name: string, lang: 'th' | 'en'): string {
  const text = name.trim();
  if (text === EVEN_WORDS.th || text === EVEN_WORDS.en) return EVEN_WORDS[lang];
  const m = STORED_RATE.exec(text);
  if (!m) return name;
  const side = m[1] === 'ด' || m[1] === 'R' ? 'red' : 'blue';
  return `${RATE_LETTERS[side][lang]} ${m[2]}/${m[3]}`;
}

/** The console's rate presets (DESIGN §4 ต่อ/รอง): red favourite at 10/x; the other side mirrors it. */
export const RATE_PRESETS = [
  { red_rate_1: 10, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 10 },
  { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 },
  { red_rate_1: 10, red_rate_2: 8, blue_rate_1: 8, blue_rate_2: 10 },
  { red_rate_1: 10, red_rate_2: 7, blue_rate_1: 7, blue_rate_2: 10 },
  { red_rate_1: 10, red_rate_2: 6, blue_rate_1: 6, blue_rate_2: 10 },
  { red_rate_1: 9, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 9 },
  { red_rate_1: 8, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 8 },
] as const satisfies readonly RateNumbers[];
