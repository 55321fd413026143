// DESIGN §4: matches, rates, bets. Payloads shared by the server, the member app and the console, and
// the odds math (pure, integers only: stakes and payouts in satang, multipliers in per-mille).
import { z } from 'zod';
import { positiveBahtAmount } from './money.ts';

export const MATCH_TYPES = ['bull', 'cock', 'muay', 'other'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export const BET_SIDES = ['red', 'blue', 'tie', 'notie'] as const;
export type BetSide = (typeof BET_SIDES)[number];

/** red, blue, green (draw), other (withdrawal / no contest). */
export const MATCH_RESULTS = ['red', 'blue', 'green', 'other'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

export const BET_STATUSES = ['placed', 'won', 'lost', 'refunded'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** Spec §9: tie payout is stake × 1.7 unless the operator sets another multiplier. */
export const DEFAULT_TIE_PERMILLE = 1700;
export const PERMILLE = 1000;
/** An odds number the operator may quote (rate_1, rate_2). */
export const RATE_NUMBER_MAX = 1000;
export const MULTIPLIER_PERMILLE_MAX = 100_000;

/** A multiplier on the wire (e.g. 1.7, at most 3 decimals) → integer per-mille (1700), or null. */
export function multiplierToPermille(multiplier: number): number | null {
  if (typeof multiplier !== 'number' || !Number.isFinite(multiplier)) return null;
  const text = multiplier.toString();
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const [, whole = '', frac = ''] = match;
  const permille = Number(whole) * PERMILLE + Number(frac.padEnd(3, '0'));
  return Number.isSafeInteger(permille) ? permille : null;
}

export function permilleToMultiplier(permille: number): number {
  return permille / PERMILLE;
}

const multiplier = z.number({ error: 'validation.multiplier_invalid' }).refine(
  (n) => {
    const p = multiplierToPermille(n);
    return p !== null && p >= PERMILLE && p <= MULTIPLIER_PERMILLE_MAX;
  },
  { message: 'validation.multiplier_invalid' },
);

const rateNumber = z
  .number({ error: 'validation.rate_invalid' })
  .int({ message: 'validation.rate_invalid' })
  .min(1, { message: 'validation.rate_invalid' })
  .max(RATE_NUMBER_MAX, { message: 'validation.rate_invalid' });

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /user/bet/{matchId} (spec §3 bet payload). rateId is 0 when the side has no rate (tie, notie). */
export const betRequest = z.object({
  amount: positiveBahtAmount,
  type: z.enum(BET_SIDES, { error: 'validation.bet_side_invalid' }),
  ref: z
    .string({ error: 'validation.ref_invalid' })
    .min(1, { message: 'validation.ref_invalid' })
    .max(64, { message: 'validation.ref_invalid' }),
  rateId: z
    .number({ error: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(0, { message: 'validation.invalid' })
    .max(Number.MAX_SAFE_INTEGER),
});
export type BetRequest = z.infer<typeof betRequest>;

export const bet = z.object({
  id: z.number(),
  match_id: z.number(),
  type: z.enum(BET_SIDES),
  amount: z.number(),
  rate_id: z.number().nullable(),
  rate_1: z.number().nullable(),
  rate_2: z.number().nullable(),
  multiplier: z.number().nullable(),
  ref: z.string(),
  status: z.enum(BET_STATUSES),
  payout: z.number().nullable(),
  created_at: z.string(),
});
export type Bet = z.infer<typeof bet>;

/** The answer to a bet: the bet (the first one, for a repeated ref) and the member's balances after it. */
export const betData = z.object({ bet, balance: z.number(), event_point: z.number() });
export type BetData = z.infer<typeof betData>;

/** POST /api/admin/matches/{id}/rates. Without rate_name the rate text is derived (rateText). */
export const ratePublishRequest = z.object({
  rate_name: z.string().trim().min(1).max(32).optional(),
  red_rate_1: rateNumber,
  red_rate_2: rateNumber,
  blue_rate_1: rateNumber,
  blue_rate_2: rateNumber,
});
export type RatePublishRequest = z.infer<typeof ratePublishRequest>;

export const rate = z.object({
  id: z.number(),
  match_id: z.number(),
  rate_name: z.string(),
  red_rate_1: z.number(),
  red_rate_2: z.number(),
  blue_rate_1: z.number(),
  blue_rate_2: z.number(),
  created_at: z.string(),
});
export type Rate = z.infer<typeof rate>;

/** POST /api/admin/matches */
export const matchCreateRequest = z.object({
  round_name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(100),
  round_type: z.enum(MATCH_TYPES).optional().default('bull'),
  stadium_id: id.nullable().optional(),
  red_cow_name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(100),
  blue_cow_name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(100),
  is_prefight: z.boolean().optional().default(false),
  streaming_url: z.string().trim().max(500).nullable().optional(),
});
export type MatchCreateRequest = z.infer<typeof matchCreateRequest>;

/** POST /api/admin/matches/{id}/tie/open: the multipliers hold from now on (bets keep theirs). */
export const tieOpenRequest = z
  .object({
    tie_multiplier: multiplier.optional(),
    /** notie bets are accepted only when this is set (DESIGN §4) */
    notie_multiplier: multiplier.nullable().optional(),
  })
  .strict();
export type TieOpenRequest = z.infer<typeof tieOpenRequest>;

/** POST /api/admin/matches/{id}/end */
export const matchEndRequest = z.object({
  result: z.enum(MATCH_RESULTS, { error: 'validation.result_invalid' }),
  next_match_id: id.nullable().optional(),
});
export type MatchEndRequest = z.infer<typeof matchEndRequest>;

/** A match as the operator console and the member app read it (spec §3 Match, wire names). */
export const match = z.object({
  id: z.number(),
  round_name: z.string(),
  round_type: z.enum(MATCH_TYPES),
  stadium_id: z.number().nullable(),
  red_cow_name: z.string(),
  blue_cow_name: z.string(),
  result: z.enum(MATCH_RESULTS).nullable(),
  is_prefight: z.boolean(),
  is_open: z.number(),
  is_end: z.number(),
  is_open_tie: z.number(),
  tie_multiplier: z.number(),
  notie_multiplier: z.number().nullable(),
  streaming_url: z.string().nullable(),
  version: z.number(),
  next_match_id: z.number().nullable(),
  now_rate_name: z.string().nullable(),
  rate: z.number().nullable(),
  now_red_rate_1: z.number().nullable(),
  now_red_rate_2: z.number().nullable(),
  now_blue_rate_1: z.number().nullable(),
  now_blue_rate_2: z.number().nullable(),
  created_at: z.string(),
  ended_at: z.string().nullable(),
  settled_at: z.string().nullable(),
});
export type Match = z.infer<typeof match>;

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

/**
 * The rate text of DESIGN §4: the favourite's letter (red ด / R, blue ง / B; the favourite is the
 * side whose rate_1 > rate_2) and its two numbers, e.g. "ด 10/9"; "ตรง" / "EVEN" when neither is.
 */
export function rateText(r: RateNumbers, lang: 'th' | 'en' = 'th'): string {
  if (r.red_rate_1 > r.red_rate_2) return `${lang === 'th' ? 'ด' : 'R'} ${r.red_rate_1}/${r.red_rate_2}`;
  if (r.blue_rate_1 > r.blue_rate_2) return `${lang === 'th' ? 'ง' : 'B'} ${r.blue_rate_1}/${r.blue_rate_2}`;
  return lang === 'th' ? 'ตรง' : 'EVEN';
}
