// The console dashboard's charts: what the house took and kept per Bangkok day, how a
// round's exposure grew bet by bet, and the money in and out per hour. Baht in every reply, converted
// once from integer satang.
import { z } from 'zod';

/** The handle chart's window: this many Bangkok days, today the last. */
export const DASHBOARD_DAYS = 30;

/** The most points a round's exposure series has: its bets are grouped into this many time buckets. */
export const EXPOSURE_SERIES_POINTS = 120;

/**
 * One Bangkok day of wagering, every kind (live, pre-fight, step, event): `stakes` placed that day
 * (the handle); and what the wagers settled that day came to: their stakes, the payouts to winners and
 * the refunds, and the house's result (settled_stakes − payouts − refunds). A regrade counts on the
 * day it was made.
 */
export const dashboardDay = z.object({
  /** "2026-11-28", Bangkok */
  day: z.string(),
  stakes: z.number(),
  settled_stakes: z.number(),
  payouts: z.number(),
  refunds: z.number(),
  house_result: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

/** GET /admin/dashboard/handle: the last DASHBOARD_DAYS Bangkok days, oldest first, none missing. */
export const dashboardHandle = z.object({ days: z.array(dashboardDay) });
export type DashboardHandle = z.infer<typeof dashboardHandle>;

/** GET /admin/dashboard/exposure?match_id=: the round asked for, else the live round with the most stakes. */
export const dashboardExposureQuery = z.object({
  match_id: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' })
    .optional(),
});
export type DashboardExposureQuery = z.infer<typeof dashboardExposureQuery>;

/** A round the operator may chart, with what was staked on it. */
export const chartRound = z.object({
  id: z.number(),
  round_name: z.string(),
  stadium_name: z.string().nullable(),
  is_end: z.number(),
  bets: z.number(),
  stakes: z.number(),
});
export type ChartRound = z.infer<typeof chartRound>;

/**
 * The round's book after the bets up to `at` (the last bet of a time bucket), cumulative: how many,
 * their stakes, and what the house would pay out of its own pocket (payouts − stakes; negative: it
 * keeps money) if red, blue or a draw ("green", where tie bets win) were the result. The last point
 * is the exposure endpoint's book: house_loss = −house_result under each result.
 */
export const exposurePoint = z.object({
  at: z.string(),
  bets: z.number(),
  stakes: z.number(),
  house_loss: z.object({ red: z.number(), blue: z.number(), green: z.number() }),
});
export type ExposurePoint = z.infer<typeof exposurePoint>;

export const dashboardExposure = z.object({
  /** the round charted; null when none was asked for and no round is live */
  round: chartRound.nullable(),
  /** the live rounds, the most stakes first: what the operator may pick */
  live_rounds: z.array(chartRound),
  points: z.array(exposurePoint),
});
export type DashboardExposure = z.infer<typeof dashboardExposure>;

export const CASH_FLOW_RANGES = ['24h', 'today'] as const;
export type CashFlowRange = (typeof CASH_FLOW_RANGES)[number];

/** GET /admin/dashboard/cash-flow?range=: the last 24 hours (default), or today's 24 hours in Bangkok. */
export const dashboardCashFlowQuery = z.object({
  range: z.enum(CASH_FLOW_RANGES, { error: 'validation.invalid' }).optional().default('24h'),
});
export type DashboardCashFlowQuery = z.infer<typeof dashboardCashFlowQuery>;

/** One hour: the deposits credited (approved) and the withdrawals paid out in it. */
export const cashFlowHour = z.object({
  /** the hour's start, ISO */
  hour: z.string(),
  deposits: z.number(),
  deposit_count: z.number(),
  withdrawals: z.number(),
  withdrawal_count: z.number(),
});
export type CashFlowHour = z.infer<typeof cashFlowHour>;

export const dashboardCashFlow = z.object({ range: z.enum(CASH_FLOW_RANGES), hours: z.array(cashFlowHour) });
export type DashboardCashFlow = z.infer<typeof dashboardCashFlow>;
