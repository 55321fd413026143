// CASHIER alerts (contract realtime.ts): the cashier desk hears of a change to its queues
// at once instead of at its next 15 s poll. A slip that waits for a check and a withdrawal to pay
// announce themselves (`new`: the consoles ring); a decision on either announces it left (`decided`:
// the other cashiers' queues and badges refresh, without a sound). The event is registered inside
// the transaction and sent only once it commits, so a refused or rolled-back request alerts nobody.
// A slip the check credits at once never waited, so it alerts nobody either.
import type { CashierEvent } from '@sanam/contract/realtime.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Tx } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberLabel } from './cashier-queries.ts';

export interface QueueChange {
  kind: CashierEvent['kind'];
  action: CashierEvent['action'];
  id: number;
  memberId: number;
  amountSatang: number | null;
  createdAt: Date | string;
}

/** Reads how to name the member inside `tx`, and sends CASHIER to the `cashier` room after the commit. */
export async function alertCashiersAfterCommit(
  deps: Pick<AppDeps, 'realtime'>,
  tx: Tx,
  change: QueueChange,
): Promise<void> {
  const member = await memberLabel(tx, change.memberId);
  const event: CashierEvent = {
    kind: change.kind,
    action: change.action,
    id: change.id,
    amount: change.amountSatang === null ? null : satangToBaht(change.amountSatang),
    member: { username: member?.username ?? '', name: member?.name ?? null },
    created_at: new Date(change.createdAt).toISOString(),
  };
  tx.afterCommit(() => deps.realtime.toCashiers('CASHIER', event));
}
