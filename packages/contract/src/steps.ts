// DESIGN §4 step (parlay) bets: 2 to 10 selections on different pre-fight rounds in one ticket that
// wins only if every selection wins and pays the product of the selections' odds. Payloads shared by
// the server and the member app, and the payout math (pure, integers only: BigInt for the product).
import { z } from 'zod';
import { match } from './matches.ts';
import { positiveBahtAmount } from './money.ts';

export const STEP_MIN_LEGS = 2;
export const STEP_MAX_LEGS = 10;
/** Red or blue only: a step leg is a side with a rate, never tie or no-tie. */
export const STEP_SIDES = ['red', 'blue'] as const;
export type StepSide = (typeof STEP_SIDES)[number];
/** Most a ticket may return, stake included (10,000,000 baht), so no product leaves the safe range. */
export const STEP_MAX_PAYOUT_SATANG = 1_000_000_000;
export const STEP_TICKET_PAGE_SIZE = 20;

export const STEP_LEG_STATUSES = ['pending', 'won', 'lost', 'void'] as const;
export type StepLegStatus = (typeof STEP_LEG_STATUSES)[number];
export const STEP_TICKET_STATUSES = ['pending', 'won', 'lost', 'refunded'] as const;
export type StepTicketStatus = (typeof STEP_TICKET_STATUSES)[number];

const id = z
  .number({ error: 'validation.invalid' })
  .int({ message: 'validation.invalid' })
  .positive({ message: 'validation.invalid' })
  .max(Number.MAX_SAFE_INTEGER, { message: 'validation.invalid' });

export const stepSelection = z.object({
  matchId: id,
  type: z.enum(STEP_SIDES, { error: 'validation.step_side_invalid' }),
  /** the round's rate the member saw: refused unless it is still the current one */
  rateId: id,
});
export type StepSelection = z.infer<typeof stepSelection>;

/** POST /user/bet/step {amount, steps, ref?}: `ref` (or the Idempotency-Key header) makes a retry one ticket. */
export const stepBetRequest = z.object({
  amount: positiveBahtAmount,
  steps: z
    .array(stepSelection, { error: 'validation.step_count' })
    .min(STEP_MIN_LEGS, { message: 'validation.step_count' })
    .max(STEP_MAX_LEGS, { message: 'validation.step_count' })
    .refine((steps) => new Set(steps.map((s) => s.matchId)).size === steps.length, {
      message: 'validation.step_same_round',
    }),
  ref: z
    .string({ error: 'validation.ref_invalid' })
    .min(1, { message: 'validation.ref_invalid' })
    .max(64, { message: 'validation.ref_invalid' })
    .optional(),
});
export type StepBetRequest = z.infer<typeof stepBetRequest>;

/** A round open for steps (GET /user/match/step): the match with the odds of each side (win return per baht). */
export const stepMatch = match.extend({ red_odds: z.number(), blue_odds: z.number() });
export type StepMatch = z.infer<typeof stepMatch>;

export const stepLeg = z.object({
  id: z.number(),
  match_id: z.number(),
  round_name: z.string(),
  red_cow_name: z.string(),
  blue_cow_name: z.string(),
  stadium_name: z.string().nullable(),
  type: z.enum(STEP_SIDES),
  rate_id: z.number(),
  rate_name: z.string(),
  rate_1: z.number(),
  rate_2: z.number(),
  odds: z.number(),
  /** the round's result once it ended (null while it runs) */
  result: z.enum(['red', 'blue', 'green', 'other']).nullable(),
  status: z.enum(STEP_LEG_STATUSES),
});
export type StepLeg = z.infer<typeof stepLeg>;

export const stepTicket = z.object({
  id: z.number(),
  amount: z.number(),
  legs_count: z.number(),
  legs_settled: z.number(),
  /** the product of the legs' odds as placed (rounded down to 4 decimals, display only) */
  odds: z.number(),
  /** what the ticket returns if every leg wins, stake included */
  potential_payout: z.number(),
  status: z.enum(STEP_TICKET_STATUSES),
  payout: z.number().nullable(),
  ref: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type StepTicket = z.infer<typeof stepTicket>;

export const stepTicketDetails = stepTicket.extend({ legs: z.array(stepLeg) });
export type StepTicketDetails = z.infer<typeof stepTicketDetails>;

/** The answer to a step bet: the ticket (the first one, for a repeated ref) and the balances after it. */
export const stepBetData = z.object({
  ticket: stepTicketDetails,
  balance: z.number(),
  event_point: z.number(),
});
export type StepBetData = z.infer<typeof stepBetData>;

/** POST /user/transaction/step: newest first; `cursor` is the `next_cursor` of the page before. */
export const stepTicketListRequest = z.object({
  cursor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
  limit: z.number().int().min(1).max(100).optional().default(STEP_TICKET_PAGE_SIZE),
});
export type StepTicketListRequest = z.input<typeof stepTicketListRequest>;

export const stepTicketPage = z.object({
  items: z.array(stepTicket),
  next_cursor: z.number().nullable(),
});
export type StepTicketPage = z.infer<typeof stepTicketPage>;

// ── Payout math (DESIGN §4) ─────────────────────────────────────────────────────────────────────

/** A leg's price and how it ended: a win pays 1 + rate_2/rate_1 per baht, a void leg counts as 1. */
export interface StepLegPrice {
  rate1: number;
  rate2: number;
  status: StepLegStatus;
}

/**
 * What a ticket returns, in whole satang, stake included: 0 when a leg lost, else
 * floor(stake × Π over the won legs of (rate_1 + rate_2) / rate_1); void legs count as odds 1, so
 * all void returns the stake. Pending legs count as won (the potential payout). Exact: BigInt.
 */
export function stepPayoutSatang(stakeSatang: number, legs: readonly StepLegPrice[]): number {
  if (!Number.isSafeInteger(stakeSatang) || stakeSatang <= 0) throw new Error(`bad stake ${stakeSatang}`);
  if (legs.some((l) => l.status === 'lost')) return 0;
  let num = BigInt(stakeSatang);
  let den = 1n;
  for (const l of legs) {
    if (!(Number.isSafeInteger(l.rate1) && l.rate1 > 0 && Number.isSafeInteger(l.rate2) && l.rate2 > 0))
      throw new Error(`bad rate ${l.rate1}/${l.rate2}`);
    if (l.status === 'void') continue;
    num *= BigInt(l.rate1 + l.rate2);
    den *= BigInt(l.rate1);
  }
  const payout = num / den;
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) return Number.MAX_SAFE_INTEGER;
  return Number(payout);
}

/** Odds of one side for display: 1 + rate_2/rate_1, rounded down to 4 decimals. */
export function legOdds(rate1: number, rate2: number): number {
  return Number((BigInt(rate1 + rate2) * 10_000n) / BigInt(rate1)) / 10_000;
}

/** The product of the legs' odds for display, rounded down to 4 decimals. */
export function combinedOdds(legs: ReadonlyArray<{ rate1: number; rate2: number }>): number {
  let num = 10_000n;
  let den = 1n;
  for (const l of legs) {
    num *= BigInt(l.rate1 + l.rate2);
    den *= BigInt(l.rate1);
  }
  return Number(num / den) / 10_000;
}
