// SQL of settling a round: grading its members' bills (set-based: a whole match per member in one
// statement), what each grading's ledger entries pay whom (as member queries the ledger reads in the
// database), the settlement rows, and a regrade's checks.
import type { MatchResult } from '@sanam/contract/matches.ts';
import type { Queryable } from '../../db/db.ts';
import type { MemberQuery } from '../../ledger/ledger.ts';

/** What bill `bl` returns under `result` (a SQL text expression): the grading of all its bets at once. */
const billReturnSql = (result: string) => `CASE ${result}
    WHEN 'red' THEN bl.red_return_satang WHEN 'blue' THEN bl.blue_return_satang
    WHEN 'green' THEN bl.green_return_satang ELSE bl.credit_satang END`;

/** Whether every bet of bill `bl` is refunded under `result`: all on `other`, all on a draw without a tie bet. */
const billRefundedSql = (result: string) =>
  `(${result} = 'other' OR (${result} = 'green' AND bl.draw_bets = 0))`;

/**
 * The coins bill `bl` earns under `result` (issue 20): one per bet of at least the coin minimum
 * that the result grades won or lost (red and blue bets are refunded on a draw, every bet on
 * `other`), and none on a pair of opposite sides the member backed both of (red and blue, tie and
 * no-tie): at a fair rate such a round can be laid to lose nothing, so it must earn nothing.
 */
const billCoinsSql = (result: string) => {
  const main = 'CASE WHEN bl.sides & 3 = 3 THEN 0 ELSE bl.main_coin_bets END';
  const draw = 'CASE WHEN bl.sides & 12 = 12 THEN 0 ELSE bl.draw_coin_bets END';
  return `CASE ${result} WHEN 'red' THEN ${main} + ${draw} WHEN 'blue' THEN ${main} + ${draw}
    WHEN 'green' THEN ${draw} ELSE 0 END`;
};

/** What a grading came to, over all the members of the match. */
export type GradingTotals = {
  members: number;
  bets: number;
  stake_satang: number;
  payout_satang: number;
  /** paid back by the refund entry (type 5): the payouts of the members all of whose bets were refunded */
  refund_satang: number;
  /** the coins the grading earns its members (before a regrade's clamp, billCoinsHeld) */
  coins: number;
};

/**
 * Writes grading `grading` of the match under `result` into its members' bills (win_amount: what
 * comes back; refunded: every bet of theirs was refunded) and totals it. Grading 1 closes the bills
 * the bets opened (addToBillsSql), in place; a regrade writes grading N + 1's bills from grading
 * N's. Nothing is written on the bets: once the match is marked settled with that result,
 * `betsWithOutcome` derives the same grading bet by bet, so a regrade grades them all again by
 * changing the match's result alone.
 */
export async function gradeIntoBills(
  q: Queryable,
  matchId: number,
  grading: number,
  result: MatchResult,
): Promise<GradingTotals> {
  const returning = 'RETURNING bl.bets, bl.credit_satang, bl.win_amount_satang, bl.refunded, bl.coins';
  const [graded, params] =
    grading === 1
      ? [
          `UPDATE bills bl SET win_amount_satang = ${billReturnSql('$2::text')}, refunded = ${billRefundedSql('$2::text')},
                               coins = ${billCoinsSql('$2::text')}
            WHERE bl.match_id = $1 AND bl.grading = 1
           ${returning}`,
          [matchId, result],
        ]
      : [
          `INSERT INTO bills AS bl (match_id, member_id, grading, credit_satang, win_amount_satang, refunded, bets,
                                    draw_bets, red_return_satang, blue_return_satang, green_return_satang,
                                    sides, main_coin_bets, draw_coin_bets, coins)
           SELECT bl.match_id, bl.member_id, $3, bl.credit_satang, ${billReturnSql('$2::text')},
                  ${billRefundedSql('$2::text')}, bl.bets, bl.draw_bets, bl.red_return_satang,
                  bl.blue_return_satang, bl.green_return_satang, bl.sides, bl.main_coin_bets,
                  bl.draw_coin_bets, ${billCoinsSql('$2::text')}
             FROM bills bl WHERE bl.match_id = $1 AND bl.grading = $3 - 1
           ${returning}`,
          [matchId, result, grading],
        ];
  const { rows } = await q.query<GradingTotals>(
    `WITH graded AS (${graded})
     SELECT count(*)::int AS members, coalesce(sum(bets), 0)::int AS bets,
            coalesce(sum(credit_satang), 0)::bigint AS stake_satang,
            coalesce(sum(win_amount_satang), 0)::bigint AS payout_satang,
            coalesce(sum(win_amount_satang) FILTER (WHERE refunded), 0)::bigint AS refund_satang,
            coalesce(sum(coins), 0)::int AS coins
       FROM graded`,
    params,
  );
  const totals = rows[0];
  if (!totals) throw new Error(`grading ${grading} of match ${matchId} totalled nothing`);
  return totals;
}

/**
 * The member cash postings of a grading's entries, read from its bills (ledger postToMembers): the
 * bill entry pays the members who have something back and not all of whose bets were refunded, the
 * refund entry those whose bets all were; a regrade's reversal takes back what a grading paid.
 */
export const billPayouts = {
  bill: (matchId: number, grading: number): MemberQuery => ({
    sql: `SELECT member_id, win_amount_satang AS amount FROM bills
           WHERE match_id = $1 AND grading = $2 AND NOT refunded AND win_amount_satang > 0`,
    params: [matchId, grading],
  }),
  refund: (matchId: number, grading: number): MemberQuery => ({
    sql: `SELECT member_id, win_amount_satang AS amount FROM bills
           WHERE match_id = $1 AND grading = $2 AND refunded AND win_amount_satang > 0`,
    params: [matchId, grading],
  }),
  reversal: (matchId: number, grading: number): MemberQuery => ({
    sql: `SELECT member_id, -win_amount_satang AS amount FROM bills
           WHERE match_id = $1 AND grading = $2 AND win_amount_satang > 0`,
    params: [matchId, grading],
  }),
};

/**
 * The coin postings of grading `grading` (ledger postToMembers, COIN): what it gives each member
 * less what grading `grading − 1` gave them (grading 1: all of it), where it differs. A regrade
 * clamps first (billCoinsHeld), so a take-back never exceeds the member's coins.
 */
export const billCoinMoves = (matchId: number, grading: number): MemberQuery =>
  grading === 1
    ? {
        // nothing before it to subtract: the bills as graded (the settlement's usual case, read once)
        sql: `SELECT member_id, coins::bigint AS amount FROM bills
               WHERE match_id = $1 AND grading = 1 AND coins <> 0`,
        params: [matchId],
      }
    : {
        sql: `SELECT bl.member_id, (bl.coins - coalesce(prev.coins, 0))::bigint AS amount
                FROM bills bl
                LEFT JOIN bills prev ON prev.match_id = bl.match_id AND prev.member_id = bl.member_id
                                    AND prev.grading = bl.grading - 1
               WHERE bl.match_id = $1 AND bl.grading = $2 AND bl.coins <> coalesce(prev.coins, 0)`,
        params: [matchId, grading],
      };

/**
 * A regrade's coins (issue 20): grading `grading` keeps from each member at most the coins they
 * still hold, so a member who spent the coins of grading N − 1 neither stops the regrade nor goes
 * below zero; the shortfall (at most the coins of one round) stays with them, and the next regrade
 * counts from what they kept. Run with the coin rows locked (membersShortOf). Returns the total.
 */
export async function countCoinMoves(q: Queryable, matchId: number, grading: number): Promise<number> {
  const moves = billCoinMoves(matchId, grading);
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${moves.sql}) m`,
    moves.params,
  );
  return rows[0]?.n ?? 0;
}

export async function billCoinsHeld(q: Queryable, matchId: number, grading: number): Promise<number> {
  await q.query(
    `UPDATE bills bl SET coins = prev.coins - c.balance
       FROM bills prev, balances c
      WHERE bl.match_id = $1 AND bl.grading = $2
        AND prev.match_id = bl.match_id AND prev.member_id = bl.member_id AND prev.grading = bl.grading - 1
        AND c.account = 'coins:' || bl.member_id
        AND prev.coins - c.balance > bl.coins`,
    [matchId, grading],
  );
  const { rows } = await q.query<{ coins: number }>(
    'SELECT coalesce(sum(coins), 0)::int AS coins FROM bills WHERE match_id = $1 AND grading = $2',
    [matchId, grading],
  );
  return rows[0]?.coins ?? 0;
}

/**
 * The members these gradings paid something or gave coins (their balance moved), as a query
 * (ledger memberBalancesOf).
 */
export const membersPaid = (matchId: number, gradings: number[]): MemberQuery => ({
  sql: `SELECT DISTINCT member_id FROM bills
         WHERE match_id = $1 AND grading = ANY($2::int[]) AND (win_amount_satang > 0 OR coins > 0)`,
  params: [matchId, gradings],
});

/** What a grading came to: a settlement row's figures, and what the settlement reports. */
export type SettlementSummary = {
  grading: number;
  bets: number;
  members: number;
  stake_satang: number;
  payout_satang: number;
  /** what the house kept (positive) or paid in (negative) */
  house_satang: number;
  /** the coins the grading left with its members (issue 20) */
  coins: number;
};

export type SettlementRow = SettlementSummary & { match_id: number; result: MatchResult };

/** The grading in force of a settled match (null before its first settlement). */
export async function currentSettlement(q: Queryable, matchId: number): Promise<SettlementRow | null> {
  const { rows } = await q.query<SettlementRow>(
    `SELECT match_id, grading, result, bets, members, stake_satang, payout_satang, house_satang, coins
       FROM settlements WHERE match_id = $1 AND superseded_at IS NULL`,
    [matchId],
  );
  return rows[0] ?? null;
}

/** Marks the grading in force and its bills superseded (a regrade replaces them). */
export async function supersedeSettlement(q: Queryable, matchId: number, grading: number): Promise<void> {
  await q.query(
    'UPDATE settlements SET superseded_at = now() WHERE match_id = $1 AND grading = $2 AND superseded_at IS NULL',
    [matchId, grading],
  );
  await q.query(
    'UPDATE bills SET superseded_at = now() WHERE match_id = $1 AND grading = $2 AND superseded_at IS NULL',
    [matchId, grading],
  );
}

/** A grading's row, with the entries that paid its bills (null when it had nothing to pay). */
export async function insertSettlement(
  q: Queryable,
  s: SettlementRow & {
    operatorId: number | null;
    billEntryId: number | null;
    refundEntryId: number | null;
    coinEntryId: number | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO settlements (match_id, grading, result, bets, members, stake_satang, payout_satang,
                              house_satang, operator_id, bill_entry_id, refund_entry_id, coins, coin_entry_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      s.match_id,
      s.grading,
      s.result,
      s.bets,
      s.members,
      s.stake_satang,
      s.payout_satang,
      s.house_satang,
      s.operatorId,
      s.billEntryId,
      s.refundEntryId,
      s.coins,
      s.coinEntryId,
    ],
  );
}

/** What a grading's bills add up to: the stakes, and what came back to the members. */
export async function billTotals(
  q: Queryable,
  matchId: number,
  grading: number,
): Promise<{ credit_satang: number; win_amount_satang: number }> {
  const { rows } = await q.query<{ credit_satang: number; win_amount_satang: number }>(
    `SELECT coalesce(sum(credit_satang), 0)::bigint AS credit_satang,
            coalesce(sum(win_amount_satang), 0)::bigint AS win_amount_satang
       FROM bills WHERE match_id = $1 AND grading = $2`,
    [matchId, grading],
  );
  return rows[0] ?? { credit_satang: 0, win_amount_satang: 0 };
}

/**
 * Locks the cash and coin rows of the members of both gradings in account order (the ledger's
 * order, so no deadlock) and counts those whose cash cannot absorb their net change from grading
 * `from` to grading `to` (only a negative one can fail). Coins never refuse a regrade: billCoinsHeld
 * clamps them under these locks.
 */
export async function membersShortOf(
  q: Queryable,
  matchId: number,
  from: number,
  to: number,
): Promise<number> {
  const { rows } = await q.query<{ short: number }>(
    `WITH net AS (
       SELECT member_id,
              sum(CASE WHEN grading = $3 THEN win_amount_satang ELSE -win_amount_satang END)::bigint AS net
         FROM bills WHERE match_id = $1 AND grading IN ($2, $3)
        GROUP BY member_id
     ),
     locked AS (
       SELECT b.account, b.balance, n.net
         FROM balances b JOIN net n ON b.account IN ('member:' || n.member_id, 'coins:' || n.member_id)
        ORDER BY b.account
          FOR UPDATE OF b
     )
     SELECT count(*) FILTER (WHERE account LIKE 'member:%' AND balance + net < 0)::int AS short FROM locked`,
    [matchId, from, to],
  );
  return rows[0]?.short ?? 0;
}
