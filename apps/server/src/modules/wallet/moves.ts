// The wallet's movement of a member's cash that more than one desk makes: crediting a deposit (a
// confirmed slip, a cashier's approval).
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Tx } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';
import { post } from '../../ledger/ledger.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import { affiliateRewardFor, holdAffiliateReward } from '../rewards/index.ts';
import * as q from './queries.ts';

/** Member-facing topics of the wallet's ledger entries (spec §3 Transaction.topic). */
export const WALLET_TOPIC = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  withdrawPaid: 'จ่ายเงินถอนแล้ว',
  withdrawReturned: 'คืนเงินถอน (ไม่อนุมัติ)',
} as const;

/**
 * Credits a member's deposit in the caller's transaction: bank:in → member:<id> (type 1), and, when
 * it is an invited member's first, their referrer's reward, held until the member has played
 * (DESIGN §7, issue 20). Every way a slip's money comes in (a confirmed slip, a cashier's approval)
 * goes through here; a deposit a cashier records goes through recordCashierDeposit, which holds the
 * same reward.
 */
export async function creditDeposit(
  deps: AppDeps,
  tx: Tx,
  deposit: { id: number; memberId: number; amountSatang: number; source: string },
  operatorId: number | null,
  note: string | null,
): Promise<{ row: q.DepositRow; balanceSatang: number }> {
  const member = accountName.member(deposit.memberId);
  const reward = await affiliateRewardFor(tx, deposit.memberId, deposit.id);
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
  if (reward) await holdAffiliateReward(deps, tx, reward, { ...deposit, entryId: posted.entryId });
  await balanceAfterCommit(deps, tx, deposit.memberId);
  return { row, balanceSatang };
}
