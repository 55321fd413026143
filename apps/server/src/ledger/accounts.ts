// A member's cached balance rows, opened when the member is.
import type { Queryable } from '../db/db.ts';

/** Creates the cached balance rows (member:<id> THB, coins:<id> COIN) of new members: one or many. */
export async function openMemberAccounts(tx: Queryable, memberIds: number | readonly number[]): Promise<void> {
  const ids = typeof memberIds === 'number' ? [memberIds] : [...memberIds];
  await tx.query(
    `INSERT INTO balances (account, member_id, currency)
     SELECT 'member:' || id, id, 'THB' FROM unnest($1::bigint[]) id
     UNION ALL SELECT 'coins:' || id, id, 'COIN' FROM unnest($1::bigint[]) id
     ON CONFLICT (account) DO NOTHING`,
    [ids],
  );
}
