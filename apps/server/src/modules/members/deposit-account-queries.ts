// Plain SQL of the rule that picks which house account each member pays into
// (members.deposit_account_id; an operator's own pick is account-change-queries.ts). The accounts and
// their numbering are wallet's (ACTIVE_DEPOSIT_ACCOUNTS).
import type { Queryable } from '../../db/db.ts';
import { ACTIVE_DEPOSIT_ACCOUNTS } from '../wallet/index.ts';

/**
 * Gives every member without an active account one of the active accounts (member id modulo their
 * number, so members spread evenly and the same member lands on the same account); `memberId` limits
 * it to one member. Returns how many members moved. Members keep an account that is still active.
 */
export async function assignDepositAccounts(q: Queryable, memberId: number | null = null): Promise<number> {
  const { rowCount } = await q.query(
    `WITH ${ACTIVE_DEPOSIT_ACCOUNTS}
     UPDATE members m SET deposit_account_id = a.id
       FROM active a
      WHERE a.n = m.id % a.k
        AND ($1::bigint IS NULL OR m.id = $1)
        AND (m.deposit_account_id IS NULL
             OR NOT EXISTS (SELECT 1 FROM active x WHERE x.id = m.deposit_account_id))`,
    [memberId],
  );
  return rowCount;
}
