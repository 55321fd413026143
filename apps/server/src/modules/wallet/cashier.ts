// The cashier's desk (DESIGN §9): the queues of deposits waiting for a check and withdrawals waiting
// to be paid, and the decisions on them. Each decision locks its row, refuses one already decided
// (409: two cashiers clicking at once decide once), moves the money through the ledger, and writes
// its audit row, all in one transaction (audit/decision.ts, shared with the redeem orders' desk);
// BALANCE follows the commit when the member's cash moved, and CASHIER `decided` follows every
// decision, so the other cashiers' queues drop the item at once (cashier-alerts.ts).
import { bankOfCode } from '@sanam/contract/constants.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { bahtToSatang, formatBaht, satangToBaht } from '@sanam/contract/money.ts';
import type {
  AdminDeposit,
  AdminWithdrawal,
  CashierMember,
  CashierSummary,
  DepositListQuery,
  WithdrawalListQuery,
  WithdrawalPayRequest,
} from '@sanam/contract/cashier.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { lockMemberAccounts, memberBalances, post } from '../../ledger/ledger.ts';
import type { Actor } from '../../audit/audit-log.ts';
import { decidePending, type DecisionQueue } from '../../audit/decision.ts';
import * as cashierQ from './cashier-queries.ts';
import * as depositQ from './deposit-queries.ts';
import * as withdrawalQ from './withdrawal-queries.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import { creditDeposit, holdToDepositLimit, WALLET_TOPIC } from './moves.ts';
import { readCashierImage, storeCashierImage } from './images.ts';
import { alertCashiersAfterCommit } from './cashier-alerts.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

const baht = (satang: number | null): number | null => (satang === null ? null : satangToBaht(satang));

function cashierMember(r: cashierQ.CashierMemberColumns): CashierMember {
  return {
    id: r.m_id,
    username: r.m_username,
    phone: r.m_phone,
    name: r.m_name,
    bank_name: r.m_bank_name,
    bank_acc_no: r.m_bank_acc_no,
    bank_acc_name: r.m_bank_acc_name,
    is_vip: r.m_is_vip,
  };
}

function toAdminDeposit(r: depositQ.DepositRow & cashierQ.CashierMemberColumns): AdminDeposit {
  return {
    id: r.id,
    member: cashierMember(r),
    source: r.source,
    status: r.status,
    amount: baht(r.amount_satang),
    slip:
      r.sending_bank !== null && r.trans_ref !== null && r.payload !== null
        ? {
            sending_bank: r.sending_bank,
            sending_bank_name: bankOfCode(r.sending_bank),
            trans_ref: r.trans_ref,
            payload: r.payload,
            image: r.slip_image_name,
          }
        : null,
    check:
      r.check_status === null || r.checked_at === null
        ? null
        : {
            status: r.check_status,
            provider: r.check_provider ?? 'none',
            amount: baht(r.check_amount_satang),
            receiver_bank: r.check_receiver_bank,
            receiver_account: r.check_receiver_account,
            receiver_name: r.check_receiver_name,
            sender_bank: r.check_sender_bank,
            sender_account: r.check_sender_account,
            sender_name: r.check_sender_name,
            transferred_at: isoOrNull(r.check_transferred_at),
            checked_at: iso(r.checked_at),
          },
    unread_slip:
      r.is_qr_unread && r.slip_image_name !== null && r.claimed_amount_satang !== null
        ? { image: r.slip_image_name, claimed_amount: satangToBaht(r.claimed_amount_satang) }
        : null,
    pending_reason: r.status === 'pending' ? r.pending_reason : null,
    check_attempts: r.check_attempts,
    next_check_at: r.status === 'pending' ? isoOrNull(r.next_check_at) : null,
    reason: r.reason,
    decided_by: r.decided_by_username,
    decided_at: isoOrNull(r.decided_at),
    created_at: iso(r.created_at),
  };
}

function toAdminWithdrawal(
  r: withdrawalQ.WithdrawalRow & cashierQ.CashierMemberColumns,
  cash: Map<number, { cashSatang: number }>,
): AdminWithdrawal {
  return {
    id: r.id,
    member: cashierMember(r),
    amount: satangToBaht(r.amount_satang),
    status: r.status,
    bank_name: r.bank_name,
    bank_acc_no: r.bank_acc_no,
    bank_acc_name: r.bank_acc_name,
    reason: r.reason,
    transfer_ref: r.transfer_ref,
    transfer_image: r.transfer_image_name,
    decided_by: r.decided_by_username,
    decided_at: isoOrNull(r.decided_at),
    created_at: iso(r.created_at),
    member_owed: satangToBaht(Math.max(0, -(cash.get(r.member_id)?.cashSatang ?? 0))),
  };
}

/** The withdrawals with what each member owes now (a correction's debt), read with their balances. */
async function withOwed(
  db: Queryable,
  rows: Array<withdrawalQ.WithdrawalRow & cashierQ.CashierMemberColumns>,
): Promise<AdminWithdrawal[]> {
  const cash = await memberBalances(db, [...new Set(rows.map((r) => r.member_id))]);
  return rows.map((r) => toAdminWithdrawal(r, cash));
}

export async function adminDepositOf(db: Queryable, id: number): Promise<AdminDeposit> {
  const row = await cashierQ.findDepositForCashier(db, id);
  if (!row) throw notFound('deposit.not_found');
  return toAdminDeposit(row);
}

async function adminWithdrawalOf(db: Queryable, id: number): Promise<AdminWithdrawal> {
  const row = await cashierQ.findWithdrawalForCashier(db, id);
  if (!row) throw notFound('withdraw.not_found');
  const [withdrawal] = await withOwed(db, [row]);
  if (!withdrawal) throw notFound('withdraw.not_found');
  return withdrawal;
}

/** GET /api/admin/deposits */
export async function listDeposits(
  deps: AppDeps,
  query: DepositListQuery,
): Promise<{ items: AdminDeposit[]; total: number }> {
  const { rows, total } = await cashierQ.listDeposits(deps.db, query);
  return { items: rows.map(toAdminDeposit), total };
}

/** GET /api/admin/withdrawals */
export async function listWithdrawals(
  deps: AppDeps,
  query: WithdrawalListQuery,
): Promise<{ items: AdminWithdrawal[]; total: number }> {
  const { rows, total } = await cashierQ.listWithdrawals(deps.db, query);
  return { items: await withOwed(deps.db, rows), total };
}

/** GET /api/admin/cashier/summary */
export async function cashierSummary(deps: AppDeps): Promise<CashierSummary> {
  const s = await cashierQ.cashierSummary(deps.db);
  return {
    deposits_pending: s.deposits,
    withdrawals_pending: s.withdrawals,
    withdrawals_pending_amount: satangToBaht(s.withdraw_satang),
    sandbox: deps.config.sandbox,
  };
}

export const depositQueue: DecisionQueue<depositQ.DepositRow> = {
  targetType: 'deposit',
  lock: depositQ.lockDeposit,
  notFound: 'deposit.not_found',
  alreadyDecided: 'deposit.already_decided',
};

/** The item left its queue: every console at the cashier desk reads the queue again. */
export const depositDecided = (deps: AppDeps, tx: Tx, d: depositQ.DepositRow, amountSatang: number | null) =>
  alertCashiersAfterCommit(deps, tx, {
    kind: 'deposit',
    action: 'decided',
    id: d.id,
    memberId: d.member_id,
    amountSatang,
    createdAt: d.created_at,
  });

const withdrawalDecided = (deps: AppDeps, tx: Tx, w: withdrawalQ.WithdrawalRow) =>
  alertCashiersAfterCommit(deps, tx, {
    kind: 'withdrawal',
    action: 'decided',
    id: w.id,
    memberId: w.member_id,
    amountSatang: w.amount_satang,
    createdAt: w.created_at,
  });

const withdrawalQueue: DecisionQueue<withdrawalQ.WithdrawalRow> = {
  targetType: 'withdrawal',
  lock: withdrawalQ.lockWithdrawal,
  notFound: 'withdraw.not_found',
  alreadyDecided: 'withdraw.already_decided',
};

/**
 * POST /api/admin/deposits/{id}/approve {amount}: credits what the cashier saw arrive (it may differ
 * from what the slip check read; the audit row keeps both).
 */
export async function approveDeposit(
  deps: AppDeps,
  actor: Actor,
  id: number,
  amountBaht: number,
): Promise<AdminDeposit> {
  const amountSatang = bahtToSatang(amountBaht);
  if (amountSatang === null || amountSatang <= 0)
    throw badRequest('validation.amount_positive', { amount: 'validation.amount_positive' });
  await decidePending(deps.db, actor, depositQueue, id, async (tx, deposit) => {
    await holdToDepositLimit(tx, deposit.member_id, amountSatang);
    const { row, balanceSatang } = await creditDeposit(
      deps,
      tx,
      { id, memberId: deposit.member_id, amountSatang, source: deposit.source },
      actor.operatorId,
      null,
    );
    await depositDecided(deps, tx, deposit, amountSatang);
    return {
      action: 'deposit.approve',
      before: { check_amount: baht(deposit.check_amount_satang) },
      after: {
        status: row.status,
        amount: amountBaht,
        member_id: deposit.member_id,
        balance: satangToBaht(balanceSatang),
        entry_id: row.entry_id,
      },
    };
  });
  return adminDepositOf(deps.db, id);
}

/** POST /api/admin/deposits/{id}/reject {reason}: nothing moves; the member sees the reason. */
export async function rejectDeposit(
  deps: AppDeps,
  actor: Actor,
  id: number,
  reason: string,
): Promise<AdminDeposit> {
  await decidePending(deps.db, actor, depositQueue, id, async (tx, deposit) => {
    await depositQ.markDepositRejected(tx, id, actor.operatorId, reason);
    await depositDecided(deps, tx, deposit, deposit.check_amount_satang);
    return {
      action: 'deposit.reject',
      after: { status: 'rejected', reason, member_id: deposit.member_id },
    };
  });
  return adminDepositOf(deps.db, id);
}

/**
 * POST /api/admin/withdrawals/{id}/approve {transfer_ref, image?}: the cashier has transferred the
 * money; the hold leaves for bank:out (type 149, which the member never sees: their cash moved when
 * they asked). The bank's reference of the transfer is kept with the withdrawal (the member's history
 * shows it) and in the audit row, with the picture of the transfer when one was sent.
 */
export async function payWithdrawal(
  deps: AppDeps,
  actor: Actor,
  id: number,
  pay: WithdrawalPayRequest,
): Promise<AdminWithdrawal> {
  const transferRef = pay.transfer_ref.trim();
  if (!transferRef)
    throw badRequest('withdraw.transfer_ref_required', { transfer_ref: 'withdraw.transfer_ref_required' });
  // checked before any lock: a bad picture refuses the call and decides nothing
  const image = pay.image === undefined ? null : readCashierImage(pay.image, 'image');
  await decidePending(deps.db, actor, withdrawalQueue, id, async (tx, w) => {
    // a member a correction left owing the house is not paid out: the cashier rejects the withdrawal
    // and its amount pays the debt (docs/decisions.md, "A correction never waits for one member")
    const cash = accountName.member(w.member_id);
    const balance = (await lockMemberAccounts(tx, [cash])).get(cash) ?? 0;
    if (balance < 0)
      throw new AppError(409, 'withdraw.member_owes', 'member_owes', {
        owed: formatBaht(satangToBaht(-balance)) as MessageKey,
      });
    const posted = await post(tx, {
      key: `withdraw:${id}:paid`,
      kind: 'withdraw_paid',
      type: TX_TYPE.withdrawHoldReleased,
      topic: WALLET_TOPIC.withdrawPaid,
      memo: {
        withdrawal_id: id,
        member_id: w.member_id,
        bank_name: w.bank_name,
        bank_acc_no: w.bank_acc_no,
        transfer_ref: transferRef,
      },
      operatorId: actor.operatorId,
      postings: [
        { account: accountName.withdrawHold, currency: 'THB', amount: -w.amount_satang },
        { account: accountName.bankOut, currency: 'THB', amount: w.amount_satang },
      ],
    });
    const imageName = image ? await storeCashierImage(tx, image) : null;
    await withdrawalQ.markWithdrawalDecided(tx, id, {
      status: 'paid',
      entryId: posted.entryId,
      operatorId: actor.operatorId,
      reason: null,
      transfer: { ref: transferRef, imageName },
    });
    await withdrawalDecided(deps, tx, w);
    return {
      action: 'withdrawal.pay',
      after: {
        status: 'paid',
        amount: satangToBaht(w.amount_satang),
        member_id: w.member_id,
        bank_name: w.bank_name,
        bank_acc_no: w.bank_acc_no,
        transfer_ref: transferRef,
        transfer_image: imageName,
        entry_id: posted.entryId,
      },
    };
  });
  return adminWithdrawalOf(deps.db, id);
}

/** POST /api/admin/withdrawals/{id}/reject {reason}: the held amount goes back to the member, exactly. */
export async function rejectWithdrawal(
  deps: AppDeps,
  actor: Actor,
  id: number,
  reason: string,
): Promise<AdminWithdrawal> {
  await decidePending(deps.db, actor, withdrawalQueue, id, async (tx, w) => {
    const cash = accountName.member(w.member_id);
    const posted = await post(tx, {
      key: `withdraw:${id}:return`,
      kind: 'withdraw_return',
      type: TX_TYPE.withdraw,
      topic: WALLET_TOPIC.withdrawReturned,
      memo: { withdrawal_id: id, reason },
      operatorId: actor.operatorId,
      postings: [
        { account: accountName.withdrawHold, currency: 'THB', amount: -w.amount_satang },
        { account: cash, currency: 'THB', amount: w.amount_satang },
      ],
    });
    await withdrawalQ.markWithdrawalDecided(tx, id, {
      status: 'rejected',
      entryId: posted.entryId,
      operatorId: actor.operatorId,
      reason,
    });
    await withdrawalDecided(deps, tx, w);
    const balanceSatang = posted.memberBalances[cash];
    if (balanceSatang === undefined) throw new Error(`ledger: withdrawal ${id} did not report ${cash}`);
    await balanceAfterCommit(deps, tx, w.member_id);
    return {
      action: 'withdrawal.reject',
      after: {
        status: 'rejected',
        reason,
        amount: satangToBaht(w.amount_satang),
        member_id: w.member_id,
        balance: satangToBaht(balanceSatang),
        entry_id: posted.entryId,
      },
    };
  });
  return adminWithdrawalOf(deps.db, id);
}
