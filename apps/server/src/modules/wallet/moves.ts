// The wallet's movements of a member's cash that more than one desk makes: crediting a deposit (a
// confirmed slip, a cashier's approval) and telling the member's sockets after the commit.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Tx } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances, post } from '../../ledger/ledger.ts';
import * as q from './queries.ts';

/** Member-facing topics of the wallet's ledger entries (spec §3 Transaction.topic). */
export const WALLET_TOPIC = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  withdrawPaid: 'จ่ายเงินถอนแล้ว',
  withdrawReturned: 'คืนเงินถอน (ไม่อนุมัติ)',
} as const;

/** After the commit, the member's cash (satang, as posted) and coins to their sockets. */
export async function balanceAfterCommit(
  deps: AppDeps,
  tx: Tx,
  memberId: number,
  cashSatang: number,
): Promise<void> {
  const coins = (await memberBalances(tx, [memberId])).get(memberId)?.coins ?? 0;
  tx.afterCommit(() =>
    deps.realtime.toMember(memberId, 'BALANCE', { balance: satangToBaht(cashSatang), event_point: coins }),
  );
}

/**
 * Credits a member's deposit in the caller's transaction: bank:in → member:<id> (type 1). Every way
 * money comes in (a confirmed slip, a cashier's approval) goes through here.
 */
export async function creditDeposit(
  deps: AppDeps,
  tx: Tx,
  deposit: { id: number; memberId: number; amountSatang: number; source: string },
  operatorId: number | null,
  note: string | null,
): Promise<{ row: q.DepositRow; balanceSatang: number }> {
  const member = accountName.member(deposit.memberId);
  const posted = await post(tx, {
    key: `deposit:${deposit.id}`,
    kind: 'deposit',
    type: TX_TYPE.deposit,
    topic: WALLET_TOPIC.deposit,
    memo: { deposit_id: deposit.id, source: deposit.source },
    ...(operatorId === null ? {} : { operatorId }),
    postings: [
      { account: accountName.bankIn, currency: 'THB', amount: -deposit.amountSatang },
      { account: member, currency: 'THB', amount: deposit.amountSatang },
    ],
  });
  const balanceSatang = posted.memberBalances[member];
  if (balanceSatang === undefined) throw new Error(`ledger: deposit ${deposit.id} did not report ${member}`);
  const row = await q.markDepositApproved(tx, deposit.id, {
    amountSatang: deposit.amountSatang,
    entryId: posted.entryId,
    operatorId,
    note,
  });
  await balanceAfterCommit(deps, tx, deposit.memberId, balanceSatang);
  return { row, balanceSatang };
}
