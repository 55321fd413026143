// A round's exposure over its life (the console dashboard's chart): its bets in time order,
// grouped into at most `points` time buckets, and after each bucket the round's book so far: stakes,
// and what the house would pay out of its own pocket under each result, priced by the expression
// settlement grades with (grading-queries.ts payoutSql), so the last point is the exposure endpoint's book.
import type { Queryable } from '../../db/db.ts';
import { payoutSql } from './grading-queries.ts';

export type ExposurePointRow = {
  /** the last bet of the bucket */
  at: Date;
  bets: number;
  stakeSatang: number;
  /** payouts − stakes under each result, cumulative */
  lossRedSatang: number;
  lossBlueSatang: number;
  lossGreenSatang: number;
};

/** The round's cumulative book after each of at most `points` time buckets of its bets, oldest first. */
export async function exposureSeries(
  q: Queryable,
  matchId: number,
  points: number,
): Promise<ExposurePointRow[]> {
  const paid = (result: string) => `sum(${payoutSql(`'${result}'`)})`;
  const loss = (result: string) =>
    `(sum(pay_${result}) OVER w - sum(stake) OVER w)::bigint AS "loss${result[0]?.toUpperCase()}${result.slice(1)}Satang"`;
  const { rows } = await q.query<ExposurePointRow>(
    `WITH span AS (
       SELECT min(created_at) AS t0, extract(epoch FROM max(created_at) - min(created_at)) AS seconds
         FROM bets WHERE match_id = $1
     ),
     buckets AS (
       SELECT CASE WHEN s.seconds = 0 THEN 0
                   ELSE least(floor(extract(epoch FROM b.created_at - s.t0) * $2::int / s.seconds), $2::int - 1)
              END::int AS k,
              max(b.created_at) AS at, count(*) AS bets, sum(b.amount_satang) AS stake,
              ${paid('red')} AS pay_red, ${paid('blue')} AS pay_blue, ${paid('green')} AS pay_green
         FROM bets b CROSS JOIN span s
        WHERE b.match_id = $1
        GROUP BY 1
     )
     SELECT at, (sum(bets) OVER w)::int AS bets, (sum(stake) OVER w)::bigint AS "stakeSatang",
            ${loss('red')}, ${loss('blue')}, ${loss('green')}
       FROM buckets
     WINDOW w AS (ORDER BY k)
      ORDER BY k`,
    [matchId, points],
  );
  return rows;
}
