// Plain SQL of the member's statement of activity (activity.ts): the cash account's postings since a
// Bangkok instant, summed per Bangkok day or month. Read from the ledger only, like the limits' usage.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Queryable } from '../../db/db.ts';
import { WAGER_TYPES } from './limit-queries.ts';

export type ActivityGrain = 'day' | 'month';

export interface ActivitySums {
  /** YYYY-MM-DD or YYYY-MM, Bangkok */
  period: string;
  depositsSatang: number;
  withdrawalsSatang: number;
  stakesSatang: number;
  netSatang: number;
}

/** to_char's pattern of a Bangkok day or month (UTC+7 all year, no daylight saving). */
const PATTERN: Record<ActivityGrain, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

/**
 * The member's cash movements since `since`, per Bangkok period; periods without any are left out.
 *
 * - deposits: what deposits credited (type 1), as the deposit limits count them.
 * - withdrawals: what left the cash account for a withdrawal, on the day it was asked for (the hold:
 *   the money leaves the balance then, whether the cashier has paid it yet or not). A rejected one is
 *   returned to the cash account by an entry of the same type naming the same withdrawal: it sums to
 *   0 and is left out, even when the return falls in a later period, since the money never left. A
 *   return of a withdrawal asked before `since` has no hold in the range and is not read as one.
 * - stakes: stakes placed (type 3) and games' debits (type 8).
 * - net: returns less stakes over every wagering entry (limit-queries.ts WAGER_TYPES), on the day each
 *   posting was made: a stake counts on the day it was placed, its return on the day it was settled
 *   (the reality check's net reads the same way).
 */
export async function activitySince(
  q: Queryable,
  memberId: number,
  since: Date,
  grain: ActivityGrain,
): Promise<ActivitySums[]> {
  const { rows } = await q.query<{
    period: string;
    deposits: string;
    withdrawals: string;
    stakes: string;
    net: string;
  }>(
    `WITH cash AS (
       SELECT p.amount, p.created_at, e.type, e.memo
         FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account = $1 AND p.currency = 'THB' AND p.created_at >= $2
     ),
     withdrawn AS (
       SELECT min(created_at) FILTER (WHERE amount < 0) AS created_at, -sum(amount) AS amount
         FROM cash WHERE type = ${TX_TYPE.withdraw}
        GROUP BY memo ->> 'withdrawal_id'
       HAVING bool_or(amount < 0)
     ),
     moves AS (
       SELECT created_at,
              CASE WHEN type = ${TX_TYPE.deposit} AND amount > 0 THEN amount ELSE 0 END AS deposits,
              0 AS withdrawals,
              CASE WHEN type IN (${TX_TYPE.bet}, ${TX_TYPE.game}) AND amount < 0 THEN -amount ELSE 0 END AS stakes,
              CASE WHEN type IN (${WAGER_TYPES.join(', ')}) THEN amount ELSE 0 END AS net
         FROM cash
        WHERE type IN (${TX_TYPE.deposit}, ${WAGER_TYPES.join(', ')})
       UNION ALL
       SELECT created_at, 0, amount, 0, 0 FROM withdrawn WHERE amount <> 0
     )
     SELECT to_char((created_at AT TIME ZONE 'UTC') + interval '7 hours', $3) AS period,
            sum(deposits)::bigint AS deposits, sum(withdrawals)::bigint AS withdrawals,
            sum(stakes)::bigint AS stakes, sum(net)::bigint AS net
       FROM moves GROUP BY 1`,
    [accountName.member(memberId), since, PATTERN[grain]],
  );
  return rows.map((r) => ({
    period: r.period,
    depositsSatang: Number(r.deposits),
    withdrawalsSatang: Number(r.withdrawals),
    stakesSatang: Number(r.stakes),
    netSatang: Number(r.net),
  }));
}
