// A member's own betting controls (issue 23) for the bets placed in a transaction of their own: step
// tickets and event bets. The round bet checks the same rules inside its statement (place-queries.ts),
// where its batch needs them; these read the member's row in the caller's transaction.
import type { Queryable } from '../../db/db.ts';
import { aboveMaximum, AppError } from '../../http/errors.ts';

export type MemberBetting = {
  is_blocked: boolean;
  bet_suspended: boolean;
  max_bet_satang: number | null;
  limit_permille: number | null;
};

export async function memberBetting(q: Queryable, memberId: number): Promise<MemberBetting | null> {
  const { rows } = await q.query<MemberBetting>(
    'SELECT is_blocked, bet_suspended, max_bet_satang, limit_permille FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0] ?? null;
}

/**
 * Why the member's controls refuse a stake, or null: suspended first, then the largest stake they
 * may place: their own maximum, and `roundMaxSatang` (what they bet on allows) by their factor.
 */
export function memberRefusal(
  member: MemberBetting,
  amountSatang: number,
  roundMaxSatang: number | null,
): AppError | null {
  if (member.bet_suspended) return new AppError(403, 'bet.suspended', 'bet_suspended');
  const scaled =
    roundMaxSatang === null ? null : Math.floor((roundMaxSatang * (member.limit_permille ?? 1000)) / 1000);
  const limits = [member.max_bet_satang, scaled].filter((v): v is number => v !== null);
  const max = limits.length ? Math.min(...limits) : null;
  return max !== null && amountSatang > max ? aboveMaximum(max) : null;
}
