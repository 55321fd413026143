// The wallet (DESIGN §3, §7; spec §2, §5, §7): money into and out of a member's cash account.
//
// Owns: deposit_accounts (the house's bank accounts; members writes which one a member pays into,
// through account-assigner.ts), deposits (slips members send, transfers cashiers record),
// withdrawals, the sandbox's slips, and the member's transaction history (history.ts); the
// cashier's queues (cashier.ts) and the house accounts' management (accounts.ts).
// Invariants:
// - Money moves only through ledger post(), in the transaction that writes the row allowing it:
//     deposit approved      bank:in → member:<id>          type 1    key deposit:<id>
//     withdraw requested    member:<id> → withdraw:hold    type 2    key withdraw:<id>:hold
//     withdraw paid         withdraw:hold → bank:out       type 149  key withdraw:<id>:paid
//     withdraw rejected     withdraw:hold → member:<id>    type 2    key withdraw:<id>:return
//   so withdraw:hold always holds exactly the pending withdrawals (ledger check 5).
// - A slip credits at most once: (sending bank, reference) is unique and the row is inserted in the
//   transaction that credits it; a copy arriving later, or at the same instant, is refused (409).
// - A slip sent without a readable QR (submitUnreadSlip) never credits by itself: it waits for a
//   cashier, who approves the amount that arrived; its picture is unique among unread slips and a
//   picture already sent with any slip is refused, so the same image is one deposit.
// - A withdrawal never takes more than the balance: the ledger refuses the hold and the withdrawal
//   row rolls back with it. A repeated Idempotency-Key answers with the first withdrawal.
// - The slip-check provider is asked outside any transaction (it is a network call); its answer is
//   stored with the deposit whatever it was, so a cashier sees why a slip waits.
// - BALANCE goes to the member's sockets only after the commit of a movement of their cash; CASHIER
//   to the cashier desk only after the commit of a slip that waits or a withdrawal (cashier-alerts.ts).
import type { User } from '@sanam/contract/account.ts';
import { WALLET_RECENT_REQUESTS, type BankCode } from '@sanam/contract/constants.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import type {
  MemberDeposit,
  MemberWithdrawal,
  SlipData,
  UnreadSlipRequest,
  WalletRequests,
  WithdrawData,
} from '@sanam/contract/wallet.ts';
import type { SandboxSlip, SandboxSlipRequest } from '@sanam/contract/slip-sandbox.ts';
import { depositClaimRefusal, UNREAD_SLIPS_PENDING_MAX, withdrawRefusal } from '@sanam/contract/wallet.ts';
import QRCode from 'qrcode';
import type { Queryable } from '../../db/db.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances, post } from '../../ledger/ledger.ts';
import type { SlipCheckResult } from '../../providers/slip-check/provider.ts';
import { makeSandboxSlip } from '../../providers/slip-check/sandbox.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import { creditDeposit, WALLET_TOPIC, withinDepositLimit } from './moves.ts';
import * as accountQ from './account-queries.ts';
import * as depositQ from './deposit-queries.ts';
import * as withdrawalQ from './withdrawal-queries.ts';
import { decideSlip, nextRecheckAt, parseSlip } from './slip.ts';
import { readCashierImage, storeCashierImage } from './images.ts';
import { alertCashiersAfterCommit } from './cashier-alerts.ts';
import { slipChecker } from './slip-checker.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

/** What a member is told of a good slip that waits because of their own responsible-play choices. */
const PENDING_MESSAGE = { deposit_limit: 'slip.pending_limit', play_break: 'slip.pending_break' } as const;

export { approveDeposit, cashierSummary, listDeposits, listWithdrawals } from './cashier.ts';
export { payWithdrawal, rejectDeposit, rejectWithdrawal } from './cashier.ts';
export { createDepositAccount, listDepositAccounts, patchDepositAccount } from './accounts.ts';
export { transactionHistory } from './history.ts';

// ── House deposit accounts, as the members module needs them ───────────────────────────────────

/** Spec §3 User.account: the house account the member pays into, or null when there is none active. */
export function depositAccountOf(db: Queryable, memberId: number): Promise<User['account']> {
  return accountQ.depositAccountOfMember(db, memberId);
}

// ── Slip deposit ─────────────────────────────────────────────────────────────────────────────────

function toMemberDeposit(r: depositQ.DepositRow): MemberDeposit {
  const amount = r.amount_satang ?? r.check_amount_satang ?? r.claimed_amount_satang;
  return {
    id: r.id,
    source: r.source,
    status: r.status,
    amount: amount === null ? null : satangToBaht(amount),
    sending_bank: r.sending_bank,
    trans_ref: r.trans_ref,
    reason: r.status === 'rejected' ? r.reason : null,
    is_qr_unread: r.is_qr_unread,
    created_at: iso(r.created_at),
    decided_at: isoOrNull(r.decided_at),
  };
}

/** A slip seen before: pending for this member says so; anything else is "already used". */
function slipSeenBefore(existing: depositQ.DepositRow, memberId: number): AppError {
  return existing.member_id === memberId && existing.status === 'pending'
    ? conflict('slip.already_pending')
    : conflict('slip.used');
}

export function checkColumns(
  provider: string | null,
  check: SlipCheckResult | null,
): depositQ.SlipDepositInsert['check'] {
  const none = {
    amountSatang: null,
    receiverBank: null,
    receiverAccount: null,
    receiverName: null,
    senderBank: null,
    senderAccount: null,
    senderName: null,
    transferredAt: null,
  };
  if (check === null) return { status: 'none', provider: 'none', ...none };
  if (check.status !== 'confirmed') return { status: check.status, provider: provider ?? 'none', ...none };
  return {
    status: 'confirmed',
    provider: provider ?? 'none',
    amountSatang: check.amountSatang,
    receiverBank: check.receiverBank,
    receiverAccount: check.receiverAccount,
    receiverName: check.receiverName,
    senderBank: check.sender?.bank ?? null,
    senderAccount: check.sender?.account ?? null,
    senderName: check.sender?.name ?? null,
    transferredAt: check.transferredAt,
  };
}

/**
 * POST /user/user/slip {payload}: reads the slip mini-QR, refuses a slip already used, asks the
 * slip-check provider, and credits the member when it confirms a recent transfer to a house account
 * (bank, digits and holder's name) from the member's own account (when it shows the sender);
 * otherwise the deposit waits for a cashier (status pending, with the reason).
 */
export async function submitSlip(
  deps: AppDeps,
  memberId: number,
  payload: string,
  imageDataUrl?: string,
): Promise<{
  data: SlipData;
  messageKey: 'slip.credited' | 'slip.pending' | (typeof PENDING_MESSAGE)[keyof typeof PENDING_MESSAGE];
}> {
  const slip = parseSlip(payload);
  if (!slip) throw badRequest('slip.invalid', { payload: 'slip.invalid' });
  // the picture is checked before anything is asked, stored with the deposit row
  const image = imageDataUrl === undefined ? null : readCashierImage(imageDataUrl, 'image');

  // a slip seen before costs no call to the provider
  const seen = await depositQ.findSlipDeposit(deps.db, slip.sendingBank, slip.transRef);
  if (seen) throw slipSeenBefore(seen, memberId);

  const provider = slipChecker(deps, 'first');
  const member = await depositQ.memberBankAccount(deps.db, memberId);
  const check = provider
    ? await provider.check(slip, {
        bankName: member.bank_name,
        accountNo: member.bank_acc_no,
        accountName: member.bank_acc_name,
      })
    : null;
  const accounts = await accountQ.houseAccounts(deps.db);
  const now = new Date();
  const checked = decideSlip(check, accounts, member, now, deps.config.slipMaxAgeHours);

  return deps.db.transaction(async (tx) => {
    // a picture already sent as an unread slip is that deposit, QR or not: never a second credit
    const unread = image ? await depositQ.findDepositByImage(tx, image.name) : null;
    if (unread?.is_qr_unread) throw slipSeenBefore(unread, memberId);
    // a good slip past the member's own deposit limit waits for a cashier (the money has left their bank)
    const decision = await withinDepositLimit(tx, memberId, checked);
    const imageName = image ? await storeCashierImage(tx, image) : null;
    const inserted = await depositQ.insertSlipDeposit(tx, {
      imageName,
      memberId,
      sendingBank: slip.sendingBank,
      transRef: slip.transRef,
      payload: slip.payload,
      check: checkColumns(provider?.name ?? null, check),
      houseAccountId: decision.houseAccountId,
      pendingReason: decision.status === 'pending' ? decision.reason : null,
      // an answer that may still change is asked again later (recheck.ts)
      nextCheckAt:
        decision.status === 'pending' && provider ? nextRecheckAt(decision.reason, 0, now, now) : null,
    });
    if (!inserted) {
      // another copy of this slip committed between our look and our insert
      const first = await depositQ.findSlipDeposit(tx, slip.sendingBank, slip.transRef);
      if (!first) throw new Error(`slip ${slip.sendingBank}/${slip.transRef} conflicted but cannot be found`);
      throw slipSeenBefore(first, memberId);
    }
    if (decision.status === 'pending') {
      await alertCashiersAfterCommit(deps, tx, {
        kind: 'deposit',
        action: 'new',
        id: inserted.id,
        memberId,
        amountSatang: inserted.check_amount_satang,
        createdAt: inserted.created_at,
      });
      const balance = (await memberBalances(tx, [memberId])).get(memberId)?.cashSatang ?? 0;
      return {
        data: { deposit: toMemberDeposit(inserted), balance: satangToBaht(balance) },
        messageKey:
          decision.reason === 'deposit_limit' || decision.reason === 'play_break'
            ? PENDING_MESSAGE[decision.reason]
            : ('slip.pending' as const),
      };
    }
    const { row, balanceSatang } = await creditDeposit(
      deps,
      tx,
      { id: inserted.id, memberId, amountSatang: decision.amountSatang, source: 'slip' },
      null,
      null,
    );
    return {
      data: { deposit: toMemberDeposit(row), balance: satangToBaht(balanceSatang) },
      messageKey: 'slip.credited' as const,
    };
  });
}

/**
 * POST /user/user/slip_unread {image, amount}: a slip whose QR the member app could not read, sent
 * for a cashier to check against the bank statement. Nothing is credited here: the amount
 * is the member's claim, and the cashier approves what arrived (approveDeposit). The picture is the
 * slip's identity: one already sent (as an unread slip, or with a slip that was read) is refused as
 * that slip is, and copies sent at once insert one row (the unique index on the picture). A member
 * has at most UNREAD_SLIPS_PENDING_MAX waiting, counted under their row lock.
 */
export async function submitUnreadSlip(
  deps: AppDeps,
  memberId: number,
  input: UnreadSlipRequest,
): Promise<SlipData> {
  // the contract's schema has already refused these; a direct caller gets the same answer
  const refusal = depositClaimRefusal(input.amount);
  if (refusal) throw badRequest(refusal, { amount: refusal });
  const claimedSatang = bahtToSatang(input.amount);
  if (claimedSatang === null) throw badRequest('slip.claim_invalid', { amount: 'slip.claim_invalid' });
  const image = readCashierImage(input.image, 'image');

  return deps.db.transaction(async (tx) => {
    if (!(await depositQ.lockMemberForUnreadSlip(tx, memberId))) throw notFound('admin.member_not_found');
    const seen = await depositQ.findDepositByImage(tx, image.name);
    if (seen) throw slipSeenBefore(seen, memberId);
    if ((await depositQ.countPendingUnreadSlips(tx, memberId)) >= UNREAD_SLIPS_PENDING_MAX)
      throw conflict('slip.unread_too_many');
    const imageName = await storeCashierImage(tx, image);
    const inserted = await depositQ.insertUnreadSlipDeposit(tx, { memberId, imageName, claimedSatang });
    if (!inserted) {
      // another member's copy of this picture committed between our look and our insert
      const first = await depositQ.findDepositByImage(tx, imageName);
      if (!first) throw new Error(`unread slip ${imageName} conflicted but cannot be found`);
      throw slipSeenBefore(first, memberId);
    }
    await alertCashiersAfterCommit(deps, tx, {
      kind: 'deposit',
      action: 'new',
      id: inserted.id,
      memberId,
      amountSatang: claimedSatang,
      createdAt: inserted.created_at,
    });
    const balance = (await memberBalances(tx, [memberId])).get(memberId)?.cashSatang ?? 0;
    return { deposit: toMemberDeposit(inserted), balance: satangToBaht(balance) };
  });
}

// ── Withdraw ─────────────────────────────────────────────────────────────────────────────────────

export function toMemberWithdrawal(r: withdrawalQ.WithdrawalRow): MemberWithdrawal {
  return {
    id: r.id,
    amount: satangToBaht(r.amount_satang),
    status: r.status,
    bank_name: r.bank_name,
    bank_acc_no: r.bank_acc_no,
    reason: r.status === 'rejected' ? r.reason : null,
    transfer_ref: r.transfer_ref,
    created_at: iso(r.created_at),
    decided_at: isoOrNull(r.decided_at),
  };
}

async function withdrawReply(
  tx: Queryable,
  memberId: number,
  w: withdrawalQ.WithdrawalRow,
): Promise<WithdrawData> {
  const balance = (await memberBalances(tx, [memberId])).get(memberId)?.cashSatang ?? 0;
  return { withdrawal: toMemberWithdrawal(w), balance: satangToBaht(balance) };
}

const amountRefused = (key: Parameters<typeof badRequest>[0]) => badRequest(key, { amount: key });

/**
 * POST /user/user/withdraw {amount}: whole baht, at least 100, at most 20,000 unless VIP, at most the
 * balance (spec §5). The amount moves to withdraw:hold at once, in the transaction that writes the
 * withdrawal; a cashier then pays or rejects it. `ref` (the Idempotency-Key header) makes a retry
 * answer with the first withdrawal.
 */
export async function requestWithdraw(
  deps: AppDeps,
  memberId: number,
  amountBaht: number,
  ref: string | null,
): Promise<WithdrawData> {
  const amountSatang = bahtToSatang(amountBaht);
  // the contract's schema has already refused these; a direct caller gets the same answer
  if (amountSatang === null || amountSatang <= 0 || !Number.isInteger(amountBaht))
    throw amountRefused('withdraw.whole_baht');

  return deps.db.transaction(async (tx) => {
    if (ref) {
      const earlier = await withdrawalQ.findWithdrawalByRef(tx, memberId, ref);
      if (earlier) return withdrawReply(tx, memberId, earlier);
    }
    const member = await withdrawalQ.memberForWithdraw(tx, memberId);
    if (!member) throw notFound('admin.member_not_found');
    if (member.is_blocked) throw forbidden('auth.blocked');
    if (!member.bank_name || !member.bank_acc_no) throw badRequest('withdraw.no_bank');
    // the balance rule is the ledger's to enforce (it holds the row lock); min and the cap are checked here
    const refusal = withdrawRefusal(amountBaht, {
      isVip: member.is_vip,
      balanceBaht: Number.POSITIVE_INFINITY,
    });
    if (refusal) throw amountRefused(refusal);

    const withdrawal = await withdrawalQ.insertWithdrawal(tx, {
      memberId,
      amountSatang,
      bankName: member.bank_name,
      bankAccNo: member.bank_acc_no,
      bankAccName: member.bank_acc_name,
      ref,
    });
    if (!withdrawal) {
      const first = ref ? await withdrawalQ.findWithdrawalByRef(tx, memberId, ref) : null;
      if (!first) throw new Error(`withdrawal ${memberId}/${ref} conflicted but cannot be found`);
      return withdrawReply(tx, memberId, first);
    }

    const cash = accountName.member(memberId);
    let posted;
    try {
      posted = await post(tx, {
        key: `withdraw:${withdrawal.id}:hold`,
        kind: 'withdraw',
        type: TX_TYPE.withdraw,
        topic: WALLET_TOPIC.withdraw,
        memo: { withdrawal_id: withdrawal.id, bank_name: member.bank_name, bank_acc_no: member.bank_acc_no },
        postings: [
          { account: cash, currency: 'THB', amount: -amountSatang },
          { account: accountName.withdrawHold, currency: 'THB', amount: amountSatang },
        ],
      });
    } catch (err) {
      if (err instanceof AppError && err.messageKey === 'ledger.insufficient_balance')
        throw amountRefused('withdraw.insufficient');
      throw err;
    }
    await withdrawalQ.setWithdrawalHoldEntry(tx, withdrawal.id, posted.entryId);
    await alertCashiersAfterCommit(deps, tx, {
      kind: 'withdrawal',
      action: 'new',
      id: withdrawal.id,
      memberId,
      amountSatang,
      createdAt: withdrawal.created_at,
    });
    const balanceSatang = posted.memberBalances[cash];
    if (balanceSatang === undefined)
      throw new Error(`ledger: withdrawal ${withdrawal.id} did not report ${cash}`);
    await balanceAfterCommit(deps, tx, memberId);
    return {
      withdrawal: toMemberWithdrawal({ ...withdrawal, hold_entry_id: posted.entryId }),
      balance: satangToBaht(balanceSatang),
    };
  });
}

/** GET /user/user/wallet_requests: the member's latest deposits and withdrawals, newest first. */
export async function walletRequests(deps: AppDeps, memberId: number): Promise<WalletRequests> {
  const [deposits, withdrawals] = await Promise.all([
    depositQ.memberDeposits(deps.db, memberId, WALLET_RECENT_REQUESTS),
    withdrawalQ.memberWithdrawals(deps.db, memberId, WALLET_RECENT_REQUESTS),
  ]);
  return { deposits: deposits.map(toMemberDeposit), withdrawals: withdrawals.map(toMemberWithdrawal) };
}

// ── Sandbox ──────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /api/sandbox/slips: a transfer the sandbox slip check will confirm, and the PNG of its slip QR.
 * The receiver is the newest active house account unless another number is given.
 */
export async function makeTestSlip(deps: AppDeps, input: SandboxSlipRequest): Promise<SandboxSlip> {
  const amountSatang = bahtToSatang(input.amount);
  if (amountSatang === null)
    throw badRequest('validation.amount_invalid', { amount: 'validation.amount_invalid' });
  const house = (await accountQ.listDepositAccounts(deps.db)).filter((a) => a.is_active).at(-1) ?? null;
  const receiver =
    input.receiver !== undefined && input.receiver !== house?.bank_acc_no
      ? { bankName: house?.bank_name ?? 'KBANK', accountNo: input.receiver, accountName: 'บัญชีภายนอก (ทดสอบ)' }
      : house && {
          bankName: house.bank_name,
          accountNo: house.bank_acc_no,
          accountName: house.bank_acc_name,
        };
  if (!receiver) throw notFound('deposit_account.not_found');
  const transferredAt = input.transferred_at ? new Date(input.transferred_at) : new Date();
  const slip = await makeSandboxSlip(deps.db, {
    amountSatang,
    sendingBank: input.sending_bank ?? ('KBANK' satisfies BankCode),
    receiver,
    sender: input.sender_account
      ? { accountNo: input.sender_account, accountName: input.sender_name ?? 'ผู้โอนภายนอก (ทดสอบ)' }
      : null,
    transferredAt,
    unavailableChecks: input.unavailable_checks ?? 0,
  });
  const imageDataUrl = await QRCode.toDataURL(slip.payload, {
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 360,
  });
  return {
    payload: slip.payload,
    image_data_url: imageDataUrl,
    sending_bank: slip.sendingBank,
    trans_ref: slip.transRef,
    amount: input.amount,
    receiver: receiver.accountNo,
    transferred_at: transferredAt.toISOString(),
  };
}
