// The member's statement of activity (GET /user/play/activity): deposits, withdrawals, stakes and net
// result per Bangkok day over the last 31 days, or per Bangkok month over the last 12, newest first.
// Every period of the range is there, zeros included, so the page's chart keeps one bar slot per
// period and a quiet day reads as a gap. What each figure counts: activity-queries.ts activitySince.
import type { ActivityStatement } from '@sanam/contract/play.ts';
import { addDays, bangkokToday } from '@sanam/contract/day-range.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable } from '../../db/db.ts';
import { activitySince, type ActivityGrain, type ActivitySums } from './activity-queries.ts';

/** How far back each statement reads: a month of days, a year of months. */
const PERIODS: Record<ActivityGrain, number> = { day: 31, month: 12 };

/** The statement's periods as of `now`, newest first: "2026-12-09" or "2026-12". */
export function activityPeriods(grain: ActivityGrain, now: Date): string[] {
  const today = bangkokToday(now);
  if (grain === 'day') return Array.from({ length: PERIODS.day }, (_, i) => addDays(today, -i));
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return Array.from({ length: PERIODS.month }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The instant a Bangkok day ("2026-12-09") or month ("2026-12") begins. */
const startOf = (period: string) =>
  new Date(`${period.length === 7 ? `${period}-01` : period}T00:00:00+07:00`);

export async function activityStatementOf(
  q: Queryable,
  memberId: number,
  grain: ActivityGrain,
  now: Date = new Date(),
): Promise<ActivityStatement> {
  const periods = activityPeriods(grain, now);
  const oldest = periods[periods.length - 1];
  if (oldest === undefined) throw new Error(`activity: no ${grain} periods`);
  const sums = new Map<string, ActivitySums>(
    (await activitySince(q, memberId, startOf(oldest), grain)).map((s) => [s.period, s]),
  );
  return {
    by: grain,
    rows: periods.map((period) => {
      const s = sums.get(period);
      return {
        period,
        deposits: satangToBaht(s?.depositsSatang ?? 0),
        withdrawals: satangToBaht(s?.withdrawalsSatang ?? 0),
        stakes: satangToBaht(s?.stakesSatang ?? 0),
        net: satangToBaht(s?.netSatang ?? 0),
      };
    }),
  };
}
