// A member's cached balance rows, opened when the member is.
import type { Queryable } from '../db/db.ts';

/** Creates the cached balance rows (member:<id> THB, coins:<id> COIN) of a new member. */
export async function openMemberAccounts(tx: Queryable, memberId: number): Promise<void> {
  await tx.query(
    `INSERT INTO balances (account, member_id, currency)
     VALUES ($1, $3, 'THB'), ($2, $3, 'COIN')
     ON CONFLICT (account) DO NOTHING`,
    [`member:${memberId}`, `coins:${memberId}`, memberId],
  );
}
