// DESIGN §5: BALANCE {balance, event_point} to user:<id> after any movement of that member's cash or
// coins. One member's is read inside the transaction that moved them (the values it commits) and
// sent after the commit; thousands at once (a settlement) are read and sent after the commit.
import type { BalanceEvent } from '@sanam/contract/realtime.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Tx } from '../db/db.ts';
import type { AppDeps } from '../http/types.ts';
import { memberBalances, memberBalancesOf, type MemberQuery } from '../ledger/ledger.ts';

const balanceEvent = (b: { cashSatang: number; coins: number }): BalanceEvent => ({
  balance: satangToBaht(b.cashSatang),
  event_point: b.coins,
});

/** Announces the member's balances as `tx` leaves them, once it commits; returns them. */
export async function balanceAfterCommit(
  deps: Pick<AppDeps, 'realtime'>,
  tx: Tx,
  memberId: number,
): Promise<{ cashSatang: number; coins: number }> {
  const b = (await memberBalances(tx, [memberId])).get(memberId) ?? { cashSatang: 0, coins: 0 };
  tx.afterCommit(() => deps.realtime.toMember(memberId, 'BALANCE', balanceEvent(b)));
  return b;
}

/**
 * BALANCE to the members `members` names and to `others`, once `tx` has committed. The balances are
 * read after the commit, not inside the transaction, and the caller does not wait for them
 * (bus.later): a settlement of 10,000 members would otherwise hold their rows locked while 20,000
 * balances are read, and keep the operator waiting while 10,000 events are sent. A balance read
 * after the commit is the member's balance at that moment, which is what BALANCE tells. Should the
 * read fail (logged), nothing is undone and the member app's profile poll (spec §7, every 10 s)
 * shows the balance anyway.
 */
export function balancesAfterCommit(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  tx: Tx,
  members: MemberQuery,
  others: number[],
): void {
  const send = async () => {
    const balances = await memberBalancesOf(deps.db, members);
    const missing = others.filter((id) => !balances.has(id));
    for (const [id, b] of await memberBalances(deps.db, missing)) balances.set(id, b);
    for (const [memberId, b] of balances) deps.realtime.toMember(memberId, 'BALANCE', balanceEvent(b));
  };
  tx.afterCommit(() => deps.realtime.later(send));
}
