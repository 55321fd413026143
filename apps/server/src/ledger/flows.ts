// The ledger's read models of money over time (the console dashboard's charts): what the
// wagers of every kind took and what settling them came to, per day, and the money in and out of the
// house's bank, per hour. Read from the postings the writers left, set-based, changing nothing.
// Buckets are counted from a start instant in whole days or hours of elapsed time, so no session time
// zone enters: a Bangkok day (UTC+7 all year) is the 24 hours from its midnight.
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Queryable } from '../db/db.ts';

export type WagerDayRow = {
  /** 0 for the day starting at `from` */
  day: number;
  stakesSatang: number;
  settledStakesSatang: number;
  payoutsSatang: number;
  refundsSatang: number;
  houseSatang: number;
};

/**
 * `days` days of 24 hours from `from`, every one of them, in order. Every wager (a live or
 * pre-fight bet, a step ticket, an event bet) holds its stake in an escrow account (escrow:match:,
 * escrow:step:, escrow:event:) until it is settled, so the entries that touch an escrow are the
 * wagering ones: the stakes are what its bet entries (type 3) put in escrow; every other such entry
 * settles wagers (a bill, a refund, a regrade's reversal), and its THB postings sum to zero over what
 * left escrow (the settled stakes), what the members got (payouts on bills, refunds on refund
 * entries) and what the house's account took, so house = settled stakes − payouts − refunds per day.
 */
export async function wagersByDay(q: Queryable, from: Date, days: number): Promise<WagerDayRow[]> {
  const { rows } = await q.query<WagerDayRow>(
    `WITH wager_entries AS (
       SELECT floor(extract(epoch FROM e.created_at - $1::timestamptz) / 86400)::int AS day, e.type,
              sum(p.amount) FILTER (WHERE p.account LIKE 'escrow:%') AS escrow,
              sum(p.amount) FILTER (WHERE p.account LIKE 'member:%') AS members,
              sum(p.amount) FILTER (WHERE p.account = 'house') AS house
         FROM journal_entries e JOIN postings p ON p.entry_id = e.id AND p.currency = 'THB'
        WHERE e.created_at >= $1::timestamptz AND e.created_at < $1::timestamptz + make_interval(days => $2::int)
        GROUP BY e.id
       HAVING bool_or(p.account LIKE 'escrow:%')
     )
     SELECT d.day,
            coalesce(sum(w.escrow) FILTER (WHERE w.type = ${TX_TYPE.bet}), 0)::bigint AS "stakesSatang",
            coalesce(-sum(w.escrow) FILTER (WHERE w.type <> ${TX_TYPE.bet}), 0)::bigint AS "settledStakesSatang",
            coalesce(sum(w.members) FILTER (WHERE w.type NOT IN (${TX_TYPE.bet}, ${TX_TYPE.refund})), 0)::bigint
              AS "payoutsSatang",
            coalesce(sum(w.members) FILTER (WHERE w.type = ${TX_TYPE.refund}), 0)::bigint AS "refundsSatang",
            coalesce(sum(w.house) FILTER (WHERE w.type <> ${TX_TYPE.bet}), 0)::bigint AS "houseSatang"
       FROM generate_series(0, $2::int - 1) AS d(day)
       LEFT JOIN wager_entries w ON w.day = d.day
      GROUP BY d.day
      ORDER BY d.day`,
    [from, days],
  );
  return rows;
}

export type CashHourRow = {
  /** 0 for the hour starting at `from` */
  hour: number;
  depositsSatang: number;
  deposits: number;
  withdrawalsSatang: number;
  withdrawals: number;
};

/**
 * `hours` hours from `from`, every one of them, in order: the deposits credited (what left bank:in
 * for members: every deposit, a slip's, an approved one or a cashier's, is posted bank:in → member)
 * and the withdrawals paid out (what reached bank:out), with how many entries each.
 */
export async function cashByHour(q: Queryable, from: Date, hours: number): Promise<CashHourRow[]> {
  const { rows } = await q.query<CashHourRow>(
    `WITH moves AS (
       SELECT floor(extract(epoch FROM e.created_at - $1::timestamptz) / 3600)::int AS hour, e.id,
              p.account, p.amount
         FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account IN ('bank:in', 'bank:out') AND p.currency = 'THB'
          AND e.created_at >= $1::timestamptz AND e.created_at < $1::timestamptz + make_interval(hours => $2::int)
     )
     SELECT h.hour,
            coalesce(-sum(m.amount) FILTER (WHERE m.account = 'bank:in'), 0)::bigint AS "depositsSatang",
            count(DISTINCT m.id) FILTER (WHERE m.account = 'bank:in')::int AS deposits,
            coalesce(sum(m.amount) FILTER (WHERE m.account = 'bank:out'), 0)::bigint AS "withdrawalsSatang",
            count(DISTINCT m.id) FILTER (WHERE m.account = 'bank:out')::int AS withdrawals
       FROM generate_series(0, $2::int - 1) AS h(hour)
       LEFT JOIN moves m ON m.hour = h.hour
      GROUP BY h.hour
      ORDER BY h.hour`,
    [from, hours],
  );
  return rows;
}
