// The stake rules the bet statement holds (place-queries.ts), as named SQL fragments in the order of
// the contract's one rule set (wager-rules.ts STAKE_RULES): what must be atomic is checked again
// inside the statement that writes the bet, and a refusal names the first rule that refused, so a
// refusal for one reason never sets off another rule's effect (the liability cap is only looked at
// for a bet whose member, round, limits and funds all let it through).
//
// Before them the statement's own mechanics: the session is live, the round is still at the version
// the bet was checked against, the ref is new. The round's other rules (its side, its price, the
// minimum, the steps and the largest payout) are part of its state at that version: checked on the
// node's snapshot against the contract's rule set before the statement (service.ts).
import { BALANCE_MAX_SATANG } from '@sanam/contract/input-bounds.ts';

/** A round book's worst-case loss on each side over `rb` (round_books): singles, then step tickets. */
export const bookLossSql = (rb: string) =>
  `${rb}.red_return_satang - ${rb}.stake_satang + ${rb}.red_step_satang AS red_loss,
   ${rb}.blue_return_satang - ${rb}.stake_satang + ${rb}.blue_step_satang AS blue_loss,
   ${rb}.green_return_satang - ${rb}.stake_satang + ${rb}.green_step_satang AS green_loss`;

/**
 * What a member holds on the sides a bet on `side` pays on, for their per-side cap, over their bill
 * `bl` and their step stakes `ss` (either may be missing): no-tie counts on red and on blue, a step
 * leg on its own side; a no-tie bet is held to the fuller of red and blue.
 */
export function heldOnSideSql(side: string, bl: string, ss: string): string {
  const red = `coalesce(${bl}.red_stake_satang, 0) + coalesce(${bl}.notie_stake_satang, 0) + coalesce(${ss}.red_stake_satang, 0)`;
  const blue = `coalesce(${bl}.blue_stake_satang, 0) + coalesce(${bl}.notie_stake_satang, 0) + coalesce(${ss}.blue_stake_satang, 0)`;
  return `CASE ${side} WHEN 'red' THEN ${red} WHEN 'blue' THEN ${blue}
                 WHEN 'tie' THEN coalesce(${bl}.tie_stake_satang, 0) ELSE greatest(${red}, ${blue}) END`;
}

/**
 * Each bet's limits for its member (over `req` r and `member`): the round's largest stake and
 * per-side cap scaled by the member's factor, their own largest stake (the lower of the two holds),
 * and what they already hold on the side.
 */
export const limitsCte = `limits AS (
       SELECT r.n,
              LEAST(mb.max_bet_satang, r.max_bet * coalesce(mb.limit_permille, 1000) / 1000) AS member_max,
              r.side_cap * coalesce(mb.limit_permille, 1000) / 1000 AS side_cap,
              ${heldOnSideSql('r.side', 'bl', 'ss')} AS side_held
         FROM req r
         JOIN member mb ON mb.id = r.member_id
         LEFT JOIN bills bl ON bl.match_id = r.match_id AND bl.member_id = r.member_id AND bl.grading = 1
         LEFT JOIN step_side_stakes ss ON r.side_cap IS NOT NULL
                                      AND ss.match_id = r.match_id AND ss.member_id = r.member_id
     )`;

/**
 * The statement's checks before the money, in order: its mechanics, then the rule set's member,
 * round and limits rules as it can check them atomically. The first that holds names the outcome.
 */
const BEFORE_MONEY = [
  // mechanics
  ['session_ended', 'l.n IS NULL'],
  ['stale', 'm.version IS DISTINCT FROM r.version'],
  ['repeat', 'e.n IS NOT NULL'],
  // member
  ['blocked', 'mb.is_blocked IS NOT FALSE'],
  ['suspended', 'coalesce(mb.bet_suspended, true)'],
  // a time-out or a self-exclusion (responsible play)
  ['play_break', 'coalesce(mb.on_break, true)'],
  // round
  ['last_call_over', 'coalesce(m.last_call_over, false)'],
  // limits
  ['member_max', 'lm.member_max IS NOT NULL AND r.amount > lm.member_max'],
  // the limits the member set on themselves (responsible play)
  ['play_stake', 'mb.stake_limit IS NOT NULL AND r.amount > mb.stake_limit'],
  ['play_loss', 'mb.loss_room IS NOT NULL AND r.amount > mb.loss_room'],
  // a member's bet above their referral threshold, else the round's stadium's, waits for the desk
  // (betting/holds.ts): not written here, taken in as a held bet
  [
    'refer',
    'r.session_id IS NOT NULL AND coalesce(r.amount > coalesce(mb.refer_above_satang, r.refer_above), false)',
  ],
] as const;

/** The requests with a flag per check before the money (`x_<outcome>`). */
export const checkedCte = `checked AS (
       SELECT r.*, ${BEFORE_MONEY.map(([name, sql]) => `(${sql}) AS x_${name}`).join(', ')}
         FROM req r
         LEFT JOIN live l ON l.n = r.n
         LEFT JOIN match m ON m.id = r.match_id
         LEFT JOIN earlier e ON e.n = r.n
         LEFT JOIN member mb ON mb.id = r.member_id
         LEFT JOIN limits lm ON lm.n = r.n
     )`;

/** True when a check before the money refuses the request `c` (a row of `checked`). */
export const beforeMoneyRefuses = (c: string) => BEFORE_MONEY.map(([name]) => `${c}.x_${name}`).join(' OR ');

/** The CASE branches naming the first check before the money that refused `c`. */
export const beforeMoneyOutcomes = (c: string) =>
  BEFORE_MONEY.map(([name]) => `WHEN ${c}.x_${name} THEN '${name}'`).join('\n            ');

/**
 * The rules after the ledger's funds (its `funds`: the stakes the cash covers), in order: the balance
 * ceiling (funds), the member's per-side cap, then the round's liability cap (caps); `go` is what
 * passed them all.
 *
 * The liability cap: what the house would lose if each side won, with this bet and the ones before it
 * in the statement on the same round (what a bet adds to a side it wins is never negative; no-tie adds
 * to red and to blue). Past the cap alone: refused ('cap'); past it only with the others of the
 * statement: 'crowded', written again on its own (bet-batch.ts), so a statement refuses nothing that
 * fits.
 */
export const afterFundsCtes = [
  `funded AS (
       SELECT f.* FROM funds f WHERE NOT (f.cash_before - f.amount + f.payout > ${BALANCE_MAX_SATANG})
     )`,
  `capped AS (
       SELECT f.* FROM funded f JOIN limits lm ON lm.n = f.n
        WHERE NOT (lm.side_cap IS NOT NULL AND lm.side_held + f.amount > lm.side_cap)
     )`,
  `inc AS (
       SELECT f.n, f.match_id, f.liability_cap,
              CASE WHEN f.side IN ('red', 'notie') THEN f.payout - f.amount ELSE 0 END AS red_inc,
              CASE WHEN f.side IN ('blue', 'notie') THEN f.payout - f.amount ELSE 0 END AS blue_inc,
              CASE WHEN f.side = 'tie' THEN f.payout - f.amount ELSE 0 END AS green_inc
         FROM capped f WHERE f.liability_cap IS NOT NULL
     )`,
  `prior AS (
       SELECT c.*, coalesce(sum(c.red_inc) OVER w, 0) AS red_before,
              coalesce(sum(c.blue_inc) OVER w, 0) AS blue_before,
              coalesce(sum(c.green_inc) OVER w, 0) AS green_before
         FROM inc c
       WINDOW w AS (PARTITION BY c.match_id ORDER BY c.n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
     )`,
  `risk AS (
       SELECT p.n,
              (p.red_inc > 0 AND coalesce(bk.red_loss, 0) + p.red_inc > p.liability_cap)
                OR (p.blue_inc > 0 AND coalesce(bk.blue_loss, 0) + p.blue_inc > p.liability_cap)
                OR (p.green_inc > 0 AND coalesce(bk.green_loss, 0) + p.green_inc > p.liability_cap) AS over_alone,
              (p.red_inc > 0 AND coalesce(bk.red_loss, 0) + p.red_before + p.red_inc > p.liability_cap)
                OR (p.blue_inc > 0 AND coalesce(bk.blue_loss, 0) + p.blue_before + p.blue_inc > p.liability_cap)
                OR (p.green_inc > 0 AND coalesce(bk.green_loss, 0) + p.green_before + p.green_inc > p.liability_cap)
                AS over
         FROM prior p LEFT JOIN book bk ON bk.match_id = p.match_id
     )`,
  `go AS (
       SELECT c.* FROM capped c WHERE c.n NOT IN (SELECT n FROM risk WHERE over)
     )`,
];
