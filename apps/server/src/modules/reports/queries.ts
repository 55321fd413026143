// The reports' reads: plain SQL over the tables their owners write (ledger,
// betting's settlements and bills, wallet's desks, rewards' orders). Nothing here writes. Every read
// takes a half-open range of instants [from, to): the Bangkok days of the request, turned into
// instants by service.ts, so an index on the time column serves it (migration 022).
import type { Queryable } from '../../db/db.ts';

/** The Bangkok calendar day of an instant, as SQL: UTC+7 all year, no daylight saving. */
const bangkokDayOf = (column: string) =>
  `to_char((${column} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

export type RoundPnlRowSql = {
  match_id: number;
  settled_at: Date;
  stadium: string | null;
  round_name: string;
  result: 'red' | 'blue' | 'green' | 'other';
  grading: number;
  bets: number;
  members: number;
  stake_satang: number;
  payout_satang: number;
  refund_satang: number;
  house_satang: number;
};

/**
 * The rounds first settled in [from, to), each with its grading in force (a regrade supersedes the
 * row and writes the next: the figures are the ones that stand). `payout_satang` is what the grading
 * paid back in all, refunds included (betting/settlement.ts); the refunds are its bills marked refunded.
 */
export async function roundsSettledBetween(q: Queryable, from: Date, to: Date): Promise<RoundPnlRowSql[]> {
  const { rows } = await q.query<RoundPnlRowSql>(
    `SELECT s.match_id, f.created_at AS settled_at, st.name AS stadium, m.round_name, s.result, s.grading,
            s.bets, s.members, s.stake_satang, s.payout_satang, s.house_satang,
            coalesce((SELECT sum(b.win_amount_satang) FROM bills b
                       WHERE b.match_id = s.match_id AND b.grading = s.grading AND b.refunded), 0)::bigint
              AS refund_satang
       FROM settlements f
       JOIN settlements s ON s.match_id = f.match_id AND s.superseded_at IS NULL
       JOIN matches m ON m.id = f.match_id
       LEFT JOIN stadiums st ON st.id = m.stadium_id
      WHERE f.grading = 1 AND f.created_at >= $1 AND f.created_at < $2
      ORDER BY f.created_at, f.match_id`,
    [from, to],
  );
  return rows;
}

/** Each figure of the day's summary, in satang (coins for the coin figures), by Bangkok day. */
export type DailyLedgerSums = {
  day: string;
  deposits: number;
  withdrawals_paid: number;
  withdrawals_requested: number;
  handle_live: number;
  handle_prefight: number;
  handle_step: number;
  handle_event: number;
  payouts: number;
  refunds: number;
  coins_earned: number;
  coins_redeemed: number;
  redeem_cash: number;
  affiliate_rewards: number;
  games_net: number;
  adjustments: number;
  change_members: number;
  change_withdraw_hold: number;
  change_in_play: number;
  change_house: number;
  change_promotions: number;
  change_games: number;
};

/**
 * The entry kinds of a live or pre-fight stake on the member's cash: a bet written at once, and a bet
 * held for the bet delay or the desk (its stake taken in, and given back when it is refused), so the
 * handle is what the members staked and kept staked (betting/holds.ts).
 */
const HELD_OR_BET = "'bet', 'bet_hold', 'bet_hold_return'";

/**
 * The day's summary, from the ledger alone: every posting of every entry made in [from, to), summed
 * per Bangkok day by the account it moved and the kind or member type of its entry (docs/reports.md
 * gives each figure's definition). One pass over the range's entries (journal_entries_created_idx)
 * and their postings (postings_entry_idx). Days without an entry are absent.
 */
export async function dailyLedgerSums(q: Queryable, from: Date, to: Date): Promise<DailyLedgerSums[]> {
  const sum = (expr: string, where: string) => `coalesce(sum(${expr}) FILTER (WHERE ${where}), 0)::bigint`;
  const member = "p.account LIKE 'member:%'";
  const { rows } = await q.query<DailyLedgerSums>(
    `SELECT ${bangkokDayOf('e.created_at')} AS day,
            ${sum('-p.amount', "p.account = 'bank:in'")} AS deposits,
            ${sum('p.amount', "p.account = 'bank:out'")} AS withdrawals_paid,
            ${sum('-p.amount', `${member} AND e.type = 2`)} AS withdrawals_requested,
            ${sum('-p.amount', `${member} AND e.kind IN (${HELD_OR_BET}) AND NOT coalesce(m.is_prefight, false)`)} AS handle_live,
            ${sum('-p.amount', `${member} AND e.kind IN (${HELD_OR_BET}) AND coalesce(m.is_prefight, false)`)} AS handle_prefight,
            ${sum('-p.amount', `${member} AND e.kind = 'step_bet'`)} AS handle_step,
            ${sum('-p.amount', `${member} AND e.kind = 'event-bet'`)} AS handle_event,
            ${sum('p.amount', `${member} AND e.type = 4`)} AS payouts,
            ${sum('p.amount', `${member} AND e.type = 5 AND e.kind <> 'bet_hold_return'`)} AS refunds,
            ${sum('-p.amount', "p.account = 'house' AND p.currency = 'COIN'")} AS coins_earned,
            ${sum('p.amount', "p.account = 'promo:redeem' AND p.currency = 'COIN'")} AS coins_redeemed,
            ${sum('-p.amount', "p.account = 'promo:redeem' AND p.currency = 'THB'")} AS redeem_cash,
            ${sum('-p.amount', "p.account = 'promo:affiliate' AND p.currency = 'THB'")} AS affiliate_rewards,
            ${sum('p.amount', "p.account LIKE 'game:%'")} AS games_net,
            ${sum('p.amount', `${member} AND e.type = 9`)} AS adjustments,
            ${sum('p.amount', member)} AS change_members,
            ${sum('p.amount', "p.account = 'withdraw:hold'")} AS change_withdraw_hold,
            ${sum('p.amount', "p.account LIKE 'escrow:%' OR p.account = 'hold:bet'")} AS change_in_play,
            ${sum('p.amount', "p.account = 'house' AND p.currency = 'THB'")} AS change_house,
            ${sum('p.amount', "p.account LIKE 'promo:%' AND p.currency = 'THB'")} AS change_promotions,
            ${sum('p.amount', "p.account LIKE 'game:%'")} AS change_games
       FROM journal_entries e
       JOIN postings p ON p.entry_id = e.id
       LEFT JOIN matches m ON e.kind IN (${HELD_OR_BET}) AND m.id = (e.memo->>'match_id')::bigint
      WHERE e.created_at >= $1 AND e.created_at < $2
      GROUP BY 1
      ORDER BY 1`,
    [from, to],
  );
  return rows;
}

export type ShiftRowSql = {
  decided_at: Date;
  operator_id: number;
  operator: string;
  decision: string;
  ref_id: number;
  member_id: number;
  member: string;
  amount_satang: number;
  coins: number;
};

/**
 * What the desks decided in [from, to) and who decided it: the deposits approved or rejected, the
 * withdrawals paid or rejected, the redeem orders shipped or cancelled (each row's decided_by and
 * decided_at, written with its audit row by audit/decision.ts). Oldest first.
 */
export async function deskDecisionsBetween(
  q: Queryable,
  from: Date,
  to: Date,
  operatorId: number | null,
): Promise<ShiftRowSql[]> {
  const { rows } = await q.query<ShiftRowSql>(
    `SELECT x.decided_at, x.operator_id, o.username AS operator, x.decision, x.ref_id, x.member_id,
            mb.username AS member, x.amount_satang, x.coins
       FROM (SELECT d.decided_at, d.decided_by AS operator_id, 'deposit.' || d.status AS decision, d.id AS ref_id,
                    d.member_id, coalesce(d.amount_satang, d.check_amount_satang, 0)::bigint AS amount_satang,
                    0 AS coins
               FROM deposits d
              WHERE d.decided_by IS NOT NULL AND d.decided_at >= $1 AND d.decided_at < $2
             UNION ALL
             SELECT w.decided_at, w.decided_by, 'withdrawal.' || w.status, w.id, w.member_id, w.amount_satang, 0
               FROM withdrawals w
              WHERE w.decided_by IS NOT NULL AND w.decided_at >= $1 AND w.decided_at < $2
             UNION ALL
             SELECT r.decided_at, r.decided_by, 'redeem_order.' || r.status, r.id, r.member_id,
                    coalesce(r.cash_satang, 0), r.point
               FROM redeem_orders r
              WHERE r.decided_by IS NOT NULL AND r.decided_at >= $1 AND r.decided_at < $2) x
       JOIN operators o ON o.id = x.operator_id
       JOIN members mb ON mb.id = x.member_id
      WHERE $3::bigint IS NULL OR x.operator_id = $3
      ORDER BY x.decided_at, x.decision, x.ref_id`,
    [from, to, operatorId],
  );
  return rows;
}

export type StatementMember = { id: number; username: string; name: string };

export async function findMember(q: Queryable, memberId: number): Promise<StatementMember | null> {
  const { rows } = await q.query<StatementMember>('SELECT id, username, name FROM members WHERE id = $1', [
    memberId,
  ]);
  return rows[0] ?? null;
}
