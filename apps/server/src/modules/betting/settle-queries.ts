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
 * The coins bill `bl` earns under `result`: one per bet of at least the coin minimum
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
  /** the coins the grading earns its members (before the ledger limits a regrade's take-backs, keptCoins) */
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
 * The member cash of a grading, read from its bills (the settlement core's member queries): what it
 * pays the members who have something back and not all of whose bets were refunded, what it gives
 * back to those whose bets all were, and (for a correction) what it paid each member at all.
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
  paid: (matchId: number, grading: number): MemberQuery => ({
    sql: `SELECT member_id, win_amount_satang AS amount FROM bills
           WHERE match_id = $1 AND grading = $2 AND win_amount_satang > 0`,
    params: [matchId, grading],
  }),
};

/**
 * The coin moves of grading `grading` (the settlement core's coins): what it gives each member less
 * what grading `grading − 1` gave them (grading 1: all of it), where it differs. The ledger limits a
 * take-back to the coins the member holds (keptCoins records what they kept).
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
 * A regrade's coins after the ledger limited the take-backs: a member who spent the coins
 * of grading N − 1 keeps what they could not give back (at most the coins of one round), and grading
 * N's bill records it, so the next regrade counts from what they kept. Returns the grading's total.
 */
export async function keptCoins(
  q: Queryable,
  matchId: number,
  grading: number,
  limited: ReadonlyArray<{ memberId: number; posted: number }>,
): Promise<number> {
  if (limited.length > 0)
    await q.query(
      `UPDATE bills bl SET coins = prev.coins + k.posted
         FROM bills prev, unnest($3::bigint[], $4::int[]) AS k(member_id, posted)
        WHERE bl.match_id = $1 AND bl.grading = $2 AND bl.member_id = k.member_id
          AND prev.match_id = bl.match_id AND prev.member_id = bl.member_id AND prev.grading = bl.grading - 1`,
      [matchId, grading, limited.map((l) => l.memberId), limited.map((l) => l.posted)],
    );
  const { rows } = await q.query<{ coins: number }>(
    'SELECT coalesce(sum(coins), 0)::int AS coins FROM bills WHERE match_id = $1 AND grading = $2',
    [matchId, grading],
  );
  return rows[0]?.coins ?? 0;
}

/** What a grading came to: a settlement row's figures, and what the settlement reports. */
export type SettlementSummary = {
  grading: number;
  bets: number;
  members: number;
  stake_satang: number;
  payout_satang: number;
  /** what the house kept (positive) or paid in (negative) */
  house_satang: number;
  /** the coins the grading left with its members */
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
