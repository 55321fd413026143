// DESIGN §5: BALANCE {balance, event_point} to user:<id> after any movement of that member's cash or
// coins, read inside the transaction that moved them (the values it commits) and sent after the
// commit. A settlement's thousands are read after its commit instead, at once, in background work
// (betting's announceBalances): the operator's call does not wait for them.
import type { BalanceEvent } from '@sanam/contract/realtime.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Tx } from '../db/db.ts';
import type { AppDeps } from '../http/types.ts';
import { memberBalances } from '../ledger/ledger.ts';

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
