// The grading rules of DESIGN §4 as SQL (the contract's gradeBet / payoutSatang, row by row): how a
// result grades a bet and what the bet returns, the bets with their outcome under the grading in
// force, and a bet's share of its member's bill. Settlement grades with these, the exposure prices
// every outcome with the very same expressions, and the bet statement opens the bills with them, so
// the three never disagree. A bet row is written once and never updated: its status and payout are
// derived from its match's grading in force (`betsWithOutcome`, migration 012).
import { COIN_MIN_STAKE_SATANG } from '@sanam/contract/stakes.ts';

/** How `result` (a SQL text expression) grades bet `b`: won, lost or refunded. */
const statusSql = (result: string) => `CASE
    WHEN ${result} = 'other' THEN 'refunded'
    WHEN ${result} = 'green' THEN CASE b.side WHEN 'tie' THEN 'won' WHEN 'notie' THEN 'lost' ELSE 'refunded' END
    WHEN b.side = ${result} OR b.side = 'notie' THEN 'won'
    ELSE 'lost'
  END`;

/**
 * What bet `b` returns under `result`, stake included. Integer arithmetic on positive bigints, so
 * the division truncates, i.e. rounds down to the satang: stake + stake × rate_2 / rate_1 at a rate,
 * stake × per-mille / 1000 at a multiplier; the stake on a refund; 0 on a loss.
 */
export const payoutSql = (result: string) => `CASE ${statusSql(result)}
    WHEN 'won' THEN
      CASE WHEN b.side IN ('red', 'blue') THEN b.amount_satang + (b.amount_satang * b.rate_2) / b.rate_1
           ELSE (b.amount_satang * b.multiplier_permille) / 1000 END
    WHEN 'refunded' THEN b.amount_satang
    ELSE 0
  END`;

/**
 * The bets with their outcome under the grading in force, as a derived table (use it as
 * `${betsWithOutcome} b`): `placed` with no payout until the match is settled, then what the
 * match's result (the regraded one after a regrade) makes of each bet. Every column of `bets`
 * plus `status` and `payout_satang`; a filter on the bets' own columns still uses their indexes.
 */
export const betsWithOutcome = `(SELECT b.*,
    CASE WHEN m.settled_at IS NULL THEN 'placed' ELSE ${statusSql('m.result')} END AS status,
    CASE WHEN m.settled_at IS NULL THEN NULL ELSE ${payoutSql('m.result')} END AS payout_satang
  FROM bets b JOIN matches m ON m.id = b.match_id)`;

/** A bill's stake per side (migration 021), summed over bets `b`, for the per-member per-side cap. */
const sideStakes = (['red', 'blue', 'tie', 'notie'] as const)
  .map((side) => `coalesce(sum(b.amount_satang) FILTER (WHERE b.side = '${side}'), 0)`)
  .join(', ');

/**
 * Adds bets (a relation with the columns of `bets`, read as `b`) to their members' bills of their
 * matches, grading 1: a member's first bet on a match opens their bill, each bet adds its stake,
 * itself to the count, and what it returns if the match ends red, blue or green (payoutSql; on
 * `other` every bet returns its stake). The settlement grades these bills, not the bets
 * (gradeIntoBills). A statement that adds one member's bets twice would fail: group them first.
 * For the coins (billCoinsSql) it also keeps the sides the member backed and how many red/blue
 * and tie/no-tie bets reached the coin minimum (migration 016).
 */
export const addToBillsSql = (bets: string) => `
  INSERT INTO bills AS bl (match_id, member_id, grading, credit_satang, win_amount_satang, bets, draw_bets,
                           red_return_satang, blue_return_satang, green_return_satang, sides,
                           main_coin_bets, draw_coin_bets, red_stake_satang, blue_stake_satang,
                           tie_stake_satang, notie_stake_satang)
  SELECT b.match_id, b.member_id, 1, sum(b.amount_satang), 0, count(*),
         count(*) FILTER (WHERE b.side IN ('tie', 'notie')),
         sum(${payoutSql("'red'")}), sum(${payoutSql("'blue'")}), sum(${payoutSql("'green'")}),
         bit_or(CASE b.side WHEN 'red' THEN 1 WHEN 'blue' THEN 2 WHEN 'tie' THEN 4 ELSE 8 END)::smallint,
         count(*) FILTER (WHERE b.side IN ('red', 'blue') AND b.amount_satang >= ${COIN_MIN_STAKE_SATANG}),
         count(*) FILTER (WHERE b.side IN ('tie', 'notie') AND b.amount_satang >= ${COIN_MIN_STAKE_SATANG}),
         ${sideStakes}
    FROM ${bets} b
   GROUP BY b.match_id, b.member_id
  ON CONFLICT (match_id, member_id, grading) DO UPDATE
     SET credit_satang = bl.credit_satang + excluded.credit_satang,
         bets = bl.bets + excluded.bets,
         draw_bets = bl.draw_bets + excluded.draw_bets,
         red_return_satang = bl.red_return_satang + excluded.red_return_satang,
         blue_return_satang = bl.blue_return_satang + excluded.blue_return_satang,
         green_return_satang = bl.green_return_satang + excluded.green_return_satang,
         sides = bl.sides | excluded.sides,
         main_coin_bets = bl.main_coin_bets + excluded.main_coin_bets,
         draw_coin_bets = bl.draw_coin_bets + excluded.draw_coin_bets,
         red_stake_satang = bl.red_stake_satang + excluded.red_stake_satang,
         blue_stake_satang = bl.blue_stake_satang + excluded.blue_stake_satang,
         tie_stake_satang = bl.tie_stake_satang + excluded.tie_stake_satang,
         notie_stake_satang = bl.notie_stake_satang + excluded.notie_stake_satang`;

/**
 * Adds bets (as addToBillsSql) to their rounds' books (migration 021): the sum of the round's bills,
 * one row a round, which the bet statement's liability cap reads under its lock.
 */
export const addToBooksSql = (bets: string) => `
  INSERT INTO round_books AS rb (match_id, bets, stake_satang, red_return_satang, blue_return_satang,
                                 green_return_satang)
  SELECT b.match_id, count(*), sum(b.amount_satang), sum(${payoutSql("'red'")}), sum(${payoutSql("'blue'")}),
         sum(${payoutSql("'green'")})
    FROM ${bets} b
   GROUP BY b.match_id
  ON CONFLICT (match_id) DO UPDATE
     SET bets = rb.bets + excluded.bets,
         stake_satang = rb.stake_satang + excluded.stake_satang,
         red_return_satang = rb.red_return_satang + excluded.red_return_satang,
         blue_return_satang = rb.blue_return_satang + excluded.blue_return_satang,
         green_return_satang = rb.green_return_satang + excluded.green_return_satang`;
