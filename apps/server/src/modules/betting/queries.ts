// SQL of bets and bills. Settlement grades a whole match in one statement (set-based).
import type { BetSide, BetStatus, MatchResult } from '@sanam/contract/matches.ts';
import type { Queryable } from '../../db/db.ts';

export type BetRow = {
  id: number;
  match_id: number;
  member_id: number;
  side: BetSide;
  amount_satang: number;
  rate_id: number | null;
  rate_1: number | null;
  rate_2: number | null;
  multiplier_permille: number | null;
  ref: string;
  status: BetStatus;
  payout_satang: number | null;
  created_at: Date | string;
};

export async function findBetByRef(q: Queryable, memberId: number, ref: string): Promise<BetRow | null> {
  const { rows } = await q.query<BetRow>('SELECT * FROM bets WHERE member_id = $1 AND ref = $2', [
    memberId,
    ref,
  ]);
  return rows[0] ?? null;
}

export async function isMemberBlocked(q: Queryable, memberId: number): Promise<boolean | null> {
  const { rows } = await q.query<{ is_blocked: boolean }>('SELECT is_blocked FROM members WHERE id = $1', [
    memberId,
  ]);
  return rows[0]?.is_blocked ?? null;
}

/** The bet, or null when this (member, ref) is already taken (a concurrent retry won). */
export async function insertBet(
  q: Queryable,
  b: {
    matchId: number;
    memberId: number;
    side: BetSide;
    amountSatang: number;
    rateId: number | null;
    rate1: number | null;
    rate2: number | null;
    multiplierPermille: number | null;
    ref: string;
  },
): Promise<BetRow | null> {
  const { rows } = await q.query<BetRow>(
    `INSERT INTO bets (match_id, member_id, side, amount_satang, rate_id, rate_1, rate_2, multiplier_permille, ref)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (member_id, ref) DO NOTHING
     RETURNING *`,
    [b.matchId, b.memberId, b.side, b.amountSatang, b.rateId, b.rate1, b.rate2, b.multiplierPermille, b.ref],
  );
  return rows[0] ?? null;
}

export async function setBetEntry(q: Queryable, betId: number, entryId: number): Promise<void> {
  await q.query('UPDATE bets SET entry_id = $2 WHERE id = $1', [betId, entryId]);
}

export type MemberSettlement = {
  member_id: number;
  stake_satang: number;
  payout_satang: number;
  /** every bet of the member was refunded (the entry is a refund, type 5, not a bill) */
  all_refunded: boolean;
  bets: number;
};

/**
 * Grades every placed bet of the match by DESIGN §4 and returns the totals per member, in member
 * order. Integer arithmetic only: a win at (rate_1, rate_2) returns stake + stake × rate_2 / rate_1,
 * at a multiplier stake × per-mille / 1000, both truncated (positive, so rounded down to the satang).
 */
export async function gradeMatchBets(
  q: Queryable,
  matchId: number,
  result: MatchResult,
): Promise<MemberSettlement[]> {
  const { rows } = await q.query<MemberSettlement>(
    `WITH grades AS (
       SELECT id,
              CASE
                WHEN $2 = 'other' THEN 'refunded'
                WHEN $2 = 'green' THEN CASE side WHEN 'tie' THEN 'won' WHEN 'notie' THEN 'lost' ELSE 'refunded' END
                WHEN side = $2 OR side = 'notie' THEN 'won'
                ELSE 'lost'
              END AS status
         FROM bets
        WHERE match_id = $1 AND status = 'placed'
     ), graded AS (
       UPDATE bets b
          SET status = g.status,
              settled_at = now(),
              payout_satang = CASE g.status
                WHEN 'won' THEN
                  CASE WHEN b.side IN ('red', 'blue') THEN b.amount_satang + (b.amount_satang * b.rate_2) / b.rate_1
                       ELSE (b.amount_satang * b.multiplier_permille) / 1000 END
                WHEN 'refunded' THEN b.amount_satang
                ELSE 0
              END
         FROM grades g
        WHERE b.id = g.id
        RETURNING b.member_id, b.amount_satang, b.payout_satang, b.status
     )
     SELECT member_id, sum(amount_satang)::bigint AS stake_satang, sum(payout_satang)::bigint AS payout_satang,
            bool_and(status = 'refunded') AS all_refunded, count(*)::int AS bets
       FROM graded
      GROUP BY member_id
      ORDER BY member_id`,
    [matchId, result],
  );
  return rows;
}

export async function insertBill(
  q: Queryable,
  b: {
    matchId: number;
    memberId: number;
    creditSatang: number;
    winAmountSatang: number;
    entryId: number | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO bills (match_id, member_id, credit_satang, win_amount_satang, entry_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [b.matchId, b.memberId, b.creditSatang, b.winAmountSatang, b.entryId],
  );
}
