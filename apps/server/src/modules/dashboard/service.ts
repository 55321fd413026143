// The console dashboard's charts: what the house took and kept per Bangkok day, a round's
// exposure over its life, and the money in and out per hour.
//
// Owns no table and writes nothing: it reads through the ledger's read models (ledger.ts wagersByDay,
// cashByHour), betting's public entry (exposureSeries) and matches' (the live rounds, a round). The
// sums stay integer satang in SQL and become baht once, here.
import {
  DASHBOARD_DAYS,
  EXPOSURE_SERIES_POINTS,
  type CashFlowRange,
  type ChartRound,
  type DashboardCashFlow,
  type DashboardExposure,
  type DashboardHandle,
} from '@sanam/contract/dashboard.ts';
import { bangkokDayStart } from '@sanam/contract/audit.ts';
import type { DeskMatch, Match } from '@sanam/contract/matches.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import { addDays, bangkokToday } from '@sanam/contract/reports.ts';
import type { AppDeps } from '../../http/types.ts';
import { cashByHour, wagersByDay } from '../../ledger/ledger.ts';
import { exposureSeries } from '../betting/index.ts';
import { getMatch, listDeskMatches } from '../matches/index.ts';

const HOUR_MS = 3_600_000;

/** The start of the hour `at` falls in: the same on the Bangkok clock, whose offset is whole hours. */
const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** The live rounds the operator may pick from: the console's desk list holds at most this many. */
const LIVE_ROUNDS_MAX = 200;
const CASH_FLOW_HOURS = 24;

/** GET /admin/dashboard/handle: the last DASHBOARD_DAYS Bangkok days, today the last, none missing. */
export async function handleByDay(deps: AppDeps, now = new Date()): Promise<DashboardHandle> {
  const first = addDays(bangkokToday(now), -(DASHBOARD_DAYS - 1));
  const rows = await wagersByDay(deps.db, bangkokDayStart(first), DASHBOARD_DAYS);
  return {
    days: rows.map((r) => ({
      day: addDays(first, r.day),
      stakes: satangToBaht(r.stakesSatang),
      settled_stakes: satangToBaht(r.settledStakesSatang),
      payouts: satangToBaht(r.payoutsSatang),
      refunds: satangToBaht(r.refundsSatang),
      house_result: satangToBaht(r.houseSatang),
    })),
  };
}

function chartRoundOf(m: Match, book: { bets: number; stakes: number }): ChartRound {
  return {
    id: m.id,
    round_name: m.round_name,
    stadium_name: m.stadium_name,
    is_end: m.is_end,
    bets: book.bets,
    stakes: book.stakes,
  };
}

const liveRound = (m: DeskMatch): ChartRound => chartRoundOf(m, { bets: m.bets, stakes: m.turnover });

/**
 * GET /admin/dashboard/exposure?match_id=: round `matchId` (404 when there is none), else the live
 * round with the most stakes (the newest of equals); its book after each time bucket of its bets.
 */
export async function roundExposure(deps: AppDeps, matchId?: number): Promise<DashboardExposure> {
  const live = (await listDeskMatches(deps, { status: 'running', limit: LIVE_ROUNDS_MAX }))
    .map(liveRound)
    .sort((a, b) => b.stakes - a.stakes || b.id - a.id);
  const match = matchId === undefined ? null : await getMatch(deps, matchId);
  const picked = match ? match.id : live[0]?.id;
  if (picked === undefined) return { round: null, live_rounds: live, points: [] };

  const rows = await exposureSeries(deps.db, picked, EXPOSURE_SERIES_POINTS);
  const points = rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    bets: r.bets,
    stakes: satangToBaht(r.stakeSatang),
    house_loss: {
      red: satangToBaht(r.lossRedSatang),
      blue: satangToBaht(r.lossBlueSatang),
      green: satangToBaht(r.lossGreenSatang),
    },
  }));
  const last = points.at(-1);
  const round =
    live.find((r) => r.id === picked) ??
    chartRoundOf(match as Match, { bets: last?.bets ?? 0, stakes: last?.stakes ?? 0 });
  return { round, live_rounds: live, points };
}

/**
 * GET /admin/dashboard/cash-flow?range=: 24 hours, each with the deposits credited and the
 * withdrawals paid in it: the last 24 (this hour the last) or today's on the Bangkok clock.
 */
export async function cashFlow(
  deps: AppDeps,
  range: CashFlowRange,
  now = new Date(),
): Promise<DashboardCashFlow> {
  const from =
    range === 'today'
      ? bangkokDayStart(bangkokToday(now))
      : new Date(hourStart(now).getTime() - (CASH_FLOW_HOURS - 1) * HOUR_MS);
  const rows = await cashByHour(deps.db, from, CASH_FLOW_HOURS);
  return {
    range,
    hours: rows.map((r) => ({
      hour: new Date(from.getTime() + r.hour * HOUR_MS).toISOString(),
      deposits: satangToBaht(r.depositsSatang),
      deposit_count: r.deposits,
      withdrawals: satangToBaht(r.withdrawalsSatang),
      withdrawal_count: r.withdrawals,
    })),
  };
}
