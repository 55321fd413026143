// The lists of rounds and rates: the member's tabs (spec §7 Matches) and the console's desk list.
import { PREVIOUS_RATES_MOBILE } from '@sanam/contract/constants.ts';
import type { DeskMatch, Match, MatchListQuery, Rate } from '@sanam/contract/matches.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import { notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import * as queries from './queries.ts';
import { getMemberMatch } from './service.ts';
import { toMatch, toRate } from './wire.ts';

/** The ended tab shows what ended lately, not the whole history (polled every 30 s). */
export const ENDED_LIST_HOURS = 48;
export const ENDED_LIST_LIMIT = 200;

/** GET /user/match: every running match, pre-fight ones included, but the test rounds (TEST_ROUND_NAMES). */
export async function listRunningMatches(deps: AppDeps): Promise<Match[]> {
  return (await queries.listRunningMatches(deps.db, deps.config.testRoundNames)).map(toMatch);
}

/**
 * GET /user/match/listopen: the live tab, running matches of shown stadiums, by stadium then id, but
 * the test rounds (TEST_ROUND_NAMES).
 */
export async function listOpenMatches(deps: AppDeps): Promise<Match[]> {
  return (await queries.listOpenMatches(deps.db, deps.config.testRoundNames)).map(toMatch);
}

/**
 * GET /user/match/listend: rounds ended in the last ENDED_LIST_HOURS, newest first, without the
 * rounds named as test rounds (TEST_ROUND_NAMES, compared trimmed and case-insensitive; spec §2).
 */
export async function listEndedMatches(deps: AppDeps): Promise<Match[]> {
  const rows = await queries.listEndedMatches(deps.db, {
    hours: ENDED_LIST_HOURS,
    limit: ENDED_LIST_LIMIT,
    hiddenNames: deps.config.testRoundNames,
  });
  return rows.map(toMatch);
}

/**
 * GET /user/match/rate/:id (spec §2: up to 30 previous rates) and the console's rate list (`staff`:
 * a test round's too).
 */
export async function listMatchRates(
  deps: AppDeps,
  matchId: number,
  opts: { limit?: number; staff?: boolean } = {},
): Promise<Rate[]> {
  if (opts.staff) {
    if (!(await queries.matchExists(deps.db, matchId))) throw notFound('match.not_found');
  } else await getMemberMatch(deps, matchId);
  return (await queries.listRates(deps.db, matchId, opts.limit ?? PREVIOUS_RATES_MOBILE)).map(toRate);
}

/** GET /api/admin/matches?status=&stadium_id=&limit= */
export async function listDeskMatches(deps: AppDeps, query: MatchListQuery): Promise<DeskMatch[]> {
  const rows = await queries.listMatchesForDesk(deps.db, {
    status: query.status,
    stadiumId: query.stadium_id ?? null,
    limit: query.limit,
  });
  return rows.map((r) => ({
    ...toMatch(r),
    bets: r.bets,
    turnover: satangToBaht(r.turnover_satang),
    house_result: r.house_satang === null ? null : satangToBaht(r.house_satang),
  }));
}
