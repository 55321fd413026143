// DESIGN §4: matches, rates, bets, stadiums. Payloads shared by the server, the member app and the
// console, with the units a price travels in (rates as whole numbers, multipliers in per-mille). What a
// price pays and how a result grades a bet is odds.ts.
import { z } from 'zod';
import { humanText } from './human-text.ts';
import { positiveBahtAmount } from './money.ts';
import { reasonText } from './operator-inputs.ts';
import { betDelaySeconds, SIDE_CLOSERS } from './risk.ts';
import { minBetBaht } from './stakes.ts';

export const MATCH_TYPES = ['bull', 'cock', 'muay', 'other'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export const BET_SIDES = ['red', 'blue', 'tie', 'notie'] as const;
export type BetSide = (typeof BET_SIDES)[number];

/** red, blue, green (draw), other (withdrawal / no contest). */
export const MATCH_RESULTS = ['red', 'blue', 'green', 'other'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

export const BET_STATUSES = ['placed', 'won', 'lost', 'refunded'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/**
 * What a member takes when the price moves between their tap and the bet's acceptance (in-play
 * trading): `none` refuses the bet as stale (the spec's rule, and the default), `better` takes it only
 * at a price that pays the member at least what they saw, `any` takes it at the price then current.
 */
export const ODDS_ACCEPT = ['none', 'better', 'any'] as const;
export type OddsAccept = (typeof ODDS_ACCEPT)[number];
export const oddsAccept = z.enum(ODDS_ACCEPT, { error: 'validation.invalid' });

/** GET and POST /user/settings/odds: the member's choice when the price moves (ODDS_ACCEPT). */
export const oddsPreference = z.object({ accept: oddsAccept }).strict();
export type OddsPreference = z.infer<typeof oddsPreference>;

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

/**
 * POST /user/bet/{matchId} (spec §3 bet payload). rateId is 0 when the side has no rate (tie, notie);
 * those sides carry the price the member saw as `multiplier` instead (×1.7 → 1.7), beside the spec's
 * four fields: a tie or no-tie bet without it is refused, so no member gets a payout they did not see.
 */
export const betRequest = z
  .object({
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
    multiplier: multiplier.optional(),
    /** the member's choice for this bet when the price moves (ODDS_ACCEPT); absent: their setting */
    accept: oddsAccept.optional(),
  })
  .refine((b) => (b.type === 'tie' || b.type === 'notie' ? b.multiplier !== undefined : true), {
    message: 'validation.multiplier_required',
    path: ['multiplier'],
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
  rate_name: humanText().min(1).max(32).optional(),
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
  round_name: humanText({ error: 'validation.required' }).min(1, { message: 'validation.required' }).max(100),
  round_type: z.enum(MATCH_TYPES).optional().default('bull'),
  stadium_id: id.nullable().optional(),
  red_cow_name: humanText({ error: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .max(100),
  blue_cow_name: humanText({ error: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .max(100),
  is_prefight: z.boolean().optional().default(false),
  streaming_url: z.string().trim().max(500).nullable().optional(),
  /** the round's own bet delay in seconds; left out: its stadium's (risk.ts BET_DELAY_SECONDS) */
  bet_delay: betDelaySeconds.nullable().optional(),
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
  /** spec §3: stadium_name beside stadium_id */
  stadium_name: z.string().nullable(),
  /** the smallest stake a bet on this round takes, in baht: its stadium's */
  min_bet: z.number(),
  /** a side closed on its own while betting is open, and who closed it (the operator, or the cap) */
  red_closed_by: z.enum(SIDE_CLOSERS).nullable(),
  blue_closed_by: z.enum(SIDE_CLOSERS).nullable(),
  /** why tie betting was closed when the liability cap closed it; null otherwise */
  tie_closed_by: z.enum(SIDE_CLOSERS).nullable(),
  /** a last call counting down: betting closes by itself at this moment (ISO) */
  last_call_at: z.string().nullable(),
  /** the largest stake of one bet and the most one bet may return, in baht; null: no limit */
  max_bet: z.number().nullable(),
  max_payout: z.number().nullable(),
  /** the most one member may stake on one side of the round; null: no limit */
  member_side_cap: z.number().nullable(),
  /**
   * the bet delay in force, in whole seconds: a live bet is held this long and then decided on the
   * round as it then stands (0: decided at once). The round's own, else its stadium's for a live
   * round (the platform's default without one), else none for a pre-fight round.
   */
  bet_delay: z.number(),
  /** spec §3 nextMatch.id: where the END dialog leads; null when the operator named none */
  nextMatch: z.object({ id: z.number() }).nullable(),
});
export type Match = z.infer<typeof match>;

// ── Stadiums (DESIGN §4) ────────────────────────────────────────────────────────────────────────

export const stadium = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(MATCH_TYPES),
  is_display: z.boolean(),
  /** the smallest stake its rounds take, in baht (MIN_BET_BAHT_DEFAULT unless the operator set one) */
  min_bet: z.number(),
  /** its rounds' limits unless a round sets its own, in baht; null: none */
  max_bet: z.number().nullable(),
  max_payout: z.number().nullable(),
  member_side_cap: z.number().nullable(),
  /** its live rounds' bet delay in whole seconds; null: the platform's default */
  bet_delay: z.number().nullable(),
  /** a bet above this (baht) waits for the desk (referrals.ts); null: none is referred */
  refer_above: z.number().nullable(),
});
export type Stadium = z.infer<typeof stadium>;

/** A stadium as the console sees it: with the liability cap of its rounds, which members never see. */
export const deskStadium = stadium.extend({ liability_cap: z.number().nullable() });
export type DeskStadium = z.infer<typeof deskStadium>;

/** A stadium's limits as the console sends them; null clears one. */
const stadiumLimits = {
  max_bet: positiveBahtAmount.nullable().optional(),
  max_payout: positiveBahtAmount.nullable().optional(),
  member_side_cap: positiveBahtAmount.nullable().optional(),
  liability_cap: positiveBahtAmount.nullable().optional(),
  bet_delay: betDelaySeconds.nullable().optional(),
  refer_above: positiveBahtAmount.nullable().optional(),
};
const maxNotUnderMin = (v: { min_bet?: number | undefined; max_bet?: number | null | undefined }) =>
  v.min_bet === undefined || v.max_bet == null || v.max_bet >= v.min_bet;

const stadiumName = humanText({ error: 'validation.required' })
  .min(1, { message: 'validation.required' })
  .max(100, { message: 'validation.too_long' });

/** POST /api/admin/stadiums */
export const stadiumCreateRequest = z
  .object({
    name: stadiumName,
    type: z.enum(MATCH_TYPES, { error: 'validation.invalid' }),
    is_display: z.boolean().optional().default(true),
    /** omitted: the stadium follows MIN_BET_BAHT_DEFAULT */
    min_bet: minBetBaht.optional(),
    ...stadiumLimits,
  })
  .refine(maxNotUnderMin, { message: 'risk.max_under_min', path: ['max_bet'] });
export type StadiumCreateRequest = z.infer<typeof stadiumCreateRequest>;

/** PATCH /api/admin/stadiums/{id}: any of the fields. */
export const stadiumPatchRequest = z
  .object({
    name: stadiumName.optional(),
    type: z.enum(MATCH_TYPES, { error: 'validation.invalid' }).optional(),
    is_display: z.boolean().optional(),
    min_bet: minBetBaht.optional(),
    ...stadiumLimits,
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation.required' })
  .refine(maxNotUnderMin, { message: 'risk.max_under_min', path: ['max_bet'] });
export type StadiumPatchRequest = z.infer<typeof stadiumPatchRequest>;

// ── Member reads (spec §7 Matches, Transactions) ─────────────────────────────────────────────────

/**
 * GET /user/transaction/{matchId}: the member's rows of one match, newest first.
 * - type 3, a bet: bet_amount is the stake, amount the credit deducted (negative), topic_bet_color
 *   its side, topic_bet_rate the rate name it was placed on (a tie shows its multiplier, "x1.7").
 * - type 4, a bill (one per member per settled match): bet_amount is the total staked, amount what
 *   came back (wins and refunds), win_amount = amount − bet_amount (negative when the member lost).
 */
export const betHistoryEntry = z.object({
  id: z.string(),
  type: z.union([z.literal(3), z.literal(4)]),
  topic: z.string(),
  topic_bet_color: z.enum(BET_SIDES).nullable(),
  topic_bet_rate: z.string().nullable(),
  bet_amount: z.number(),
  amount: z.number(),
  win_amount: z.number().nullable(),
  status: z.enum(BET_STATUSES).nullable(),
  createdAt: z.string(),
});
export type BetHistoryEntry = z.infer<typeof betHistoryEntry>;

/** POST /user/transaction/liveaction (DESIGN §7): may the member open a running match? */
export const liveAccess = z.object({
  eligible: z.boolean(),
  /** approved deposits in the window, baht */
  deposited: z.number(),
  /** LIVE_MIN_DEPOSIT, baht */
  required: z.number(),
  window_days: z.number(),
});
export type LiveAccess = z.infer<typeof liveAccess>;

// ── Operator: list, regrade, exposure (DESIGN §9) ────────────────────────────────────────────────

export const MATCH_LIST_STATUSES = ['running', 'ended', 'all'] as const;

/** GET /api/admin/matches?status=&stadium_id=&limit= */
export const matchListQuery = z.object({
  status: z.enum(MATCH_LIST_STATUSES).optional().default('running'),
  stadium_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});
export type MatchListQuery = z.infer<typeof matchListQuery>;

/** A round in the console's list: with its turnover and, once settled, the house's result. */
export const deskMatch = match.extend({
  bets: z.number(),
  turnover: z.number(),
  /** what the house kept (positive) or paid out (negative) under the grading in force; null until settled */
  house_result: z.number().nullable(),
});
export type DeskMatch = z.infer<typeof deskMatch>;

/**
 * POST /api/admin/matches/{id}/regrade {result, reason}: reverse the settlement by new entries, settle
 * again. The reason is required and kept in the audit log with the reversal's totals.
 */
export const regradeRequest = z.object({
  result: z.enum(MATCH_RESULTS, { error: 'validation.result_invalid' }),
  reason: reasonText,
});
export type RegradeRequest = z.infer<typeof regradeRequest>;

/** The regraded round, with what the correction moved (baht): the previous grading reversed, the new one paid. */
export const regradeResult = match.extend({
  correction: z.object({
    from: z.enum(MATCH_RESULTS),
    to: z.enum(MATCH_RESULTS),
    reason: z.string(),
    /** the previous grading's stakes and what it had paid back (wins and refunds), reversed */
    reversed: z.object({ stakes: z.number(), paid: z.number() }),
    /** what the new grading pays back */
    paid: z.number(),
    /** the house's result before and after */
    house_before: z.number(),
    house_after: z.number(),
  }),
});
export type RegradeResult = z.infer<typeof regradeResult>;

/**
 * GET /api/admin/matches/{id}/exposure: stakes of the bets still in play per side (baht), and what
 * the house would keep (positive) or pay out of its own pocket (negative) under each result.
 */
export const exposure = z.object({
  match_id: z.number(),
  bets: z.number(),
  bettors: z.number(),
  stakes: z.object({ red: z.number(), blue: z.number(), tie: z.number(), notie: z.number() }),
  house_result: z.object({ red: z.number(), blue: z.number(), green: z.number(), other: z.number() }),
  /**
   * A settled round keeps its book; this is how its grading in force came out (the result,
   * what was paid to winners, what was refunded, and the house's result); null while it runs
   */
  final: z
    .object({
      result: z.enum(MATCH_RESULTS),
      payouts: z.number(),
      refunds: z.number(),
      house_result: z.number(),
    })
    .nullable(),
});
export type Exposure = z.infer<typeof exposure>;

/** Round names hidden from members by default (the server's TEST_ROUND_NAMES overrides it). */
export const DEFAULT_TEST_ROUND_NAMES = ['test', 'ทดสอบ', 'เทส'] as const;

/**
 * A test round is hidden from members (spec §2): its whole name, trimmed and in any case, is one of
 * `hiddenNames` (TEST_ROUND_NAMES, already trimmed and in lower case). Hidden means hidden: no member
 * list shows it, and every member path (a read by id, the room's socket, a bet, a step leg) answers
 * as for a round that does not exist; staff see it as any other. The member lists apply the same
 * rule in SQL (the server's matches/queries.ts, shownToMembersSql).
 */
export function isHiddenRound(roundName: string, hiddenNames: readonly string[]): boolean {
  return hiddenNames.includes(roundName.trim().toLowerCase());
}

/** PATCH /api/admin/matches/{id}: names and stream of a round; any of the fields, same rules as creating. */
export const matchPatchRequest = z
  .object({
    round_name: matchCreateRequest.shape.round_name.optional(),
    red_cow_name: matchCreateRequest.shape.red_cow_name.optional(),
    blue_cow_name: matchCreateRequest.shape.blue_cow_name.optional(),
    streaming_url: matchCreateRequest.shape.streaming_url,
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation.required' });
export type MatchPatchRequest = z.infer<typeof matchPatchRequest>;
