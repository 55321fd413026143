// Event / quiz bets (spec §3 "Event bet payload: amount, type", §7 quiz and event calls):
// an operator's question with 2 to 10 options, each with decimal odds. A winning bet returns
// floor-to-satang(stake × odds), stake included; the odds are kept in hundredths (1.85 → 185) so no
// float touches money.
import { z } from 'zod';
import { humanText } from './human-text.ts';
import { reasonText } from './operator-inputs.ts';
import { positiveBahtAmount } from './money.ts';

export const EVENT_STATES = ['draft', 'open', 'closed', 'settled', 'cancelled'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const EVENT_BET_STATUSES = ['placed', 'won', 'lost', 'refunded'] as const;
export type EventBetStatus = (typeof EVENT_BET_STATUSES)[number];

/**
 * How often the member app refetches the open events as a safety net: changes are
 * pushed over the socket (QUIZ, realtime.ts) and refetched on every (re)connect; this slow poll only
 * catches what a silently stalled connection or a Redis outage dropped. See docs/decisions.md.
 */
export const EVENT_POLL_MS = 5 * 60_000;
export const EVENT_OPTIONS_MIN = 2;
export const EVENT_OPTIONS_MAX = 10;
export const EVENT_ODDS_MIN = 1.01;
export const EVENT_ODDS_MAX = 1000;
export const EVENT_QUESTION_MAX = 200;
export const EVENT_LABEL_MAX = 60;
/** Option keys are what a bet's `type` names: short, lowercase, stable while the event lives. */
export const EVENT_OPTION_KEY = /^[a-z0-9_-]{1,20}$/;

/** Decimal odds → hundredths (1.85 → 185), or null when not a number with at most two decimals. */
export function oddsToCents(odds: number): number | null {
  if (!Number.isFinite(odds)) return null;
  const text = odds.toString();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

export const centsToOdds = (cents: number): number => cents / 100;

/** What a winning stake returns, stake included: floor-to-satang(stake × odds), integers only. */
export function eventPayoutSatang(stakeSatang: number, oddsCents: number): number {
  return Number((BigInt(stakeSatang) * BigInt(oddsCents)) / 100n);
}

export const eventOdds = z
  .number({ error: 'event.odds_invalid' })
  .refine((n) => oddsToCents(n) !== null, { message: 'event.odds_invalid' })
  .refine((n) => n >= EVENT_ODDS_MIN && n <= EVENT_ODDS_MAX, { message: 'event.odds_invalid' });

export const eventOptionInput = z.object({
  key: z.string({ error: 'event.option_key_invalid' }).regex(EVENT_OPTION_KEY, {
    message: 'event.option_key_invalid',
  }),
  label: humanText({ error: 'event.option_label_invalid' })
    .min(1, { message: 'event.option_label_invalid' })
    .max(EVENT_LABEL_MAX, { message: 'event.option_label_invalid' }),
  odds: eventOdds,
});
export type EventOptionInput = z.infer<typeof eventOptionInput>;

const eventOptions = z
  .array(eventOptionInput, { error: 'event.options_count' })
  .min(EVENT_OPTIONS_MIN, { message: 'event.options_count' })
  .max(EVENT_OPTIONS_MAX, { message: 'event.options_count' })
  .refine((options) => new Set(options.map((o) => o.key)).size === options.length, {
    message: 'event.option_key_duplicate',
  });

const question = humanText({ error: 'event.question_invalid' })
  .min(1, { message: 'event.question_invalid' })
  .max(EVENT_QUESTION_MAX, { message: 'event.question_invalid' });

/** An ISO date-time, or null for "no closing time" (the operator closes it by hand). */
const closesAt = z.iso
  .datetime({ offset: true, error: 'event.closes_at_invalid' })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** POST /api/admin/events: a new event, in draft. */
export const eventCreateRequest = z.object({ question, closes_at: closesAt, options: eventOptions });
export type EventCreateRequest = z.input<typeof eventCreateRequest>;

/** PATCH /api/admin/events/{id}: the whole event again, while it is a draft. */
export const eventUpdateRequest = eventCreateRequest;

/** POST /api/admin/events/{id}/odds: new odds of some options, while draft or open. */
export const eventOddsRequest = z.object({
  odds: z
    .record(z.string().regex(EVENT_OPTION_KEY, { message: 'event.option_unknown' }), eventOdds, {
      error: 'event.odds_invalid',
    })
    .refine((r) => Object.keys(r).length > 0, { message: 'event.odds_invalid' }),
});
export type EventOddsRequest = z.infer<typeof eventOddsRequest>;

/** POST /api/admin/events/{id}/settle: the option that won. */
export const eventSettleRequest = z.object({
  winner: z.string({ error: 'event.option_unknown' }).regex(EVENT_OPTION_KEY, {
    message: 'event.option_unknown',
  }),
});

/**
 * POST /api/admin/events/{id}/regrade {winner, reason}: correct the result of a settled event by new
 * entries; the reason is required and kept in the audit log with the totals.
 */
export const eventRegradeRequest = z.object({
  winner: z.string({ error: 'event.option_unknown' }).regex(EVENT_OPTION_KEY, {
    message: 'event.option_unknown',
  }),
  reason: reasonText,
});
export type EventRegradeRequest = z.input<typeof eventRegradeRequest>;

const ref = z
  .string({ error: 'validation.ref_invalid' })
  .min(1, { message: 'validation.ref_invalid' })
  .max(64, { message: 'validation.ref_invalid' });

/**
 * POST /user/bet/event/{id} {amount, type, odds, ref?}: `type` is the option's key; `odds` the odds
 * the member saw (a changed price is refused, never charged); `ref` (or the Idempotency-Key header)
 * makes a retry one bet.
 */
export const eventBetRequest = z.object({
  amount: positiveBahtAmount,
  type: z.string({ error: 'event.option_unknown' }).regex(EVENT_OPTION_KEY, {
    message: 'event.option_unknown',
  }),
  odds: z.number({ error: 'event.odds_changed' }),
  ref: ref.optional(),
});
export type EventBetRequest = z.infer<typeof eventBetRequest>;

/** POST /user/quiz/bet: the same bet with the event in the body. */
export const quizBetRequest = eventBetRequest.extend({
  event_id: z.number({ error: 'event.not_found' }).int().positive(),
});
export type QuizBetRequest = z.infer<typeof quizBetRequest>;

export const eventOption = z.object({ key: z.string(), label: z.string(), odds: z.number() });
export type EventOption = z.infer<typeof eventOption>;

export const eventBet = z.object({
  id: z.number(),
  event_id: z.number(),
  type: z.string(),
  label: z.string(),
  amount: z.number(),
  odds: z.number(),
  status: z.enum(EVENT_BET_STATUSES),
  payout: z.number().nullable(),
  created_at: z.string(),
});
export type EventBet = z.infer<typeof eventBet>;

/** An open event as a member sees it (GET /user/quiz), with their own bets on it. */
export const quizEvent = z.object({
  id: z.number(),
  question: z.string(),
  closes_at: z.string().nullable(),
  version: z.number(),
  options: z.array(eventOption),
  my_bets: z.array(eventBet),
  /** the smallest stake a bet on it takes, in baht (MIN_BET_BAHT_DEFAULT) */
  min_bet: z.number(),
});
export type QuizEvent = z.infer<typeof quizEvent>;
export const quizEventList = z.array(quizEvent);

/** The answer to an event bet: the bet (the first one, for a repeated ref) and the balances after it. */
export const eventBetData = z.object({ bet: eventBet, balance: z.number(), event_point: z.number() });
export type EventBetData = z.infer<typeof eventBetData>;

/** An event as the console sees it: its book per option and the house result if that option wins. */
export const adminEvent = z.object({
  id: z.number(),
  question: z.string(),
  state: z.enum(EVENT_STATES),
  closes_at: z.string().nullable(),
  /** closes_at has passed (by the server's clock): bets are refused */
  is_past_closing: z.boolean(),
  version: z.number(),
  winner: z.string().nullable(),
  options: z.array(
    eventOption.extend({
      staked: z.number(),
      bets: z.number(),
      /** baht the house keeps (negative: pays) if this option wins */
      house_result: z.number(),
    }),
  ),
  total_staked: z.number(),
  bets: z.number(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type AdminEvent = z.infer<typeof adminEvent>;
export const adminEventList = z.array(adminEvent);

/** The regraded event, with what the correction moved (baht): the previous grading reversed, the new one paid. */
export const eventRegradeResult = adminEvent.extend({
  correction: z.object({
    from: z.string(),
    to: z.string(),
    reason: z.string(),
    /** the stakes of the event and what the previous grading had paid its winners, reversed */
    reversed: z.object({ stakes: z.number(), paid: z.number() }),
    /** what the new grading pays its winners */
    paid: z.number(),
    /** the house's result before and after */
    house_before: z.number(),
    house_after: z.number(),
    /** the members whose money moved */
    members: z.number(),
  }),
});
export type EventRegradeResult = z.infer<typeof eventRegradeResult>;

/**
 * An event as every member may see it, pushed over the socket (QUIZ, realtime.ts): the member's list
 * entry without their own bets, with its state (anything but `open` leaves the member's list).
 */
export const publicEvent = quizEvent.omit({ my_bets: true }).extend({
  state: z.enum(EVENT_STATES),
  winner: z.string().nullable(),
});
export type PublicEvent = z.infer<typeof publicEvent>;
