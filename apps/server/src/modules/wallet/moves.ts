// The wallet's movement of a member's cash that more than one desk makes: crediting a deposit (a
// confirmed slip, a cashier's approval, a deposit a cashier records), with its affiliate reward.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Tx } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';
import { post, type PostedEntry } from '../../ledger/ledger.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import { AppError } from '../../http/errors.ts';
import { heldDepositRefusal } from '../play/index.ts';
import { affiliateRewardFor, holdAffiliateReward } from '../rewards/index.ts';
import type { SlipDecision } from './slip.ts';
import * as depositQ from './deposit-queries.ts';

/** Member-facing topics of the wallet's ledger entries (spec §3 Transaction.topic). */
export const WALLET_TOPIC = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  withdrawPaid: 'จ่ายเงินถอนแล้ว',
  withdrawReturned: 'คืนเงินถอน (ไม่อนุมัติ)',
} as const;

/** What every deposit posts: bank:in → member:<id> (type 1, the deposit topic). */
interface DepositMoney {
  key: string;
  memberId: number;
  amountSatang: number;
  memo: Record<string, unknown>;
  operatorId: number | null;
}

/**
 * A deposit's money and the affiliate reward it may earn, once for every desk (DESIGN §7):
 * whether this is an invited member's first deposit is asked before the posting (`pendingId`: the
 * pending row being credited does not count as an earlier deposit), then the entry is posted,
 * `record` writes or approves the deposit row (null: nothing to record), and the referrer's reward
 * is held on that row until the member has played.
 */
async function postDeposit<Recorded extends { id: number }>(
  deps: AppDeps,
  tx: Tx,
  d: DepositMoney,
  pendingId: number | null,
  record: (posted: PostedEntry) => Promise<Recorded | null>,
): Promise<{ posted: PostedEntry; recorded: Recorded | null }> {
  const reward = await affiliateRewardFor(tx, d.memberId, pendingId);
  const posted = await post(tx, {
    key: d.key,
    kind: 'deposit',
    type: TX_TYPE.deposit,
    topic: WALLET_TOPIC.deposit,
    memo: d.memo,
    ...(d.operatorId === null ? {} : { operatorId: d.operatorId }),
    postings: [
      { account: accountName.bankIn, currency: 'THB', amount: -d.amountSatang },
      { account: accountName.member(d.memberId), currency: 'THB', amount: d.amountSatang },
    ],
  });
  const recorded = await record(posted);
  if (reward && recorded)
    await holdAffiliateReward(deps, tx, reward, {
      id: recorded.id,
      amountSatang: d.amountSatang,
      entryId: posted.entryId,
    });
  return { posted, recorded };
}

/**
 * Credits a pending deposit in the caller's transaction and approves its row. Every way a slip's
 * money comes in (a confirmed slip, a cashier's approval) goes through here.
 */
export async function creditDeposit(
  deps: AppDeps,
  tx: Tx,
  deposit: { id: number; memberId: number; amountSatang: number; source: string },
  operatorId: number | null,
  note: string | null,
): Promise<{ row: depositQ.DepositRow; balanceSatang: number }> {
  const member = accountName.member(deposit.memberId);
  const { posted, recorded: row } = await postDeposit(
    deps,
    tx,
    {
      key: `deposit:${deposit.id}`,
      memberId: deposit.memberId,
      amountSatang: deposit.amountSatang,
      memo: { deposit_id: deposit.id, source: deposit.source },
      operatorId,
    },
    deposit.id,
    ({ entryId }) =>
      depositQ.markDepositApproved(tx, deposit.id, {
        amountSatang: deposit.amountSatang,
        entryId,
        operatorId,
        note,
      }),
  );
  const balanceSatang = posted.memberBalances[member];
  if (balanceSatang === undefined) throw new Error(`ledger: deposit ${deposit.id} did not report ${member}`);
  if (!row) throw new Error(`wallet: deposit ${deposit.id} was not approved`);
  await balanceAfterCommit(deps, tx, deposit.memberId);
  return { row, balanceSatang };
}

/**
 * A transfer a cashier saw arrive, recorded from the members page (DESIGN §9 adjust, kind deposit),
 * in the caller's transaction: bank:in → member:<id> (type 1) under the caller's key (a repeated
 * Idempotency-Key moves nothing: `posted.created` is false and no deposit row is written), an
 * approved deposit row (it counts for live access and shows in the cashier's list), and the
 * affiliate reward, held until the member plays, when it is an invited member's first deposit.
 */
export async function recordCashierDeposit(
  deps: AppDeps,
  tx: Tx,
  d: { key: string; memberId: number; amountSatang: number; operatorId: number; reason: string },
): Promise<{ posted: PostedEntry; depositId: number | null }> {
  const { posted, recorded } = await postDeposit(
    deps,
    tx,
    { ...d, memo: { reason: d.reason, recordedBy: 'cashier' } },
    null,
    async (p) =>
      p.created ? { id: await depositQ.insertCashierDeposit(tx, { ...d, entryId: p.entryId }) } : null,
  );
  return { posted, depositId: recorded?.id ?? null };
}

/**
 * A slip's decision as the member's own deposit limit leaves it: a credit that would pass the limit
 * waits for a cashier instead (reason deposit_limit; the money has left the member's bank), and so does
 * one during a break (reason play_break). The
 * member's cash row is held to the end of the transaction, so two slips cannot pass it together.
 */
export async function withinDepositLimit(
  tx: Tx,
  memberId: number,
  decision: SlipDecision,
): Promise<SlipDecision> {
  if (decision.status !== 'approved') return decision;
  const over = await heldDepositRefusal(tx, memberId, decision.amountSatang);
  if (!over) return decision;
  const reason = over.key === 'play.deposit_limit' ? 'deposit_limit' : 'play_break';
  return { status: 'pending', reason, houseAccountId: decision.houseAccountId };
}

/**
 * A cashier's credit of a deposit is refused while it would pass the member's own deposit limit,
 * naming the limit and when it counts again (the cashier returns the money, or credits it then), and
 * during the member's break (the cashier returns it).
 */
export async function holdToDepositLimit(tx: Tx, memberId: number, amountSatang: number): Promise<void> {
  const over = await heldDepositRefusal(tx, memberId, amountSatang);
  if (over) {
    const code = over.key === 'play.deposit_limit' ? 'play_deposit_limit' : 'play_break';
    throw new AppError(409, over.key, code, { amount: over.key, ...over.fields });
  }
}
