// Plain SQL of deposits: slips members send, transfers cashiers record, and the member's registered
// bank account a slip's sender is compared with. Only the wallet module's files call these.
import type { BankCode } from '@sanam/contract/constants.ts';
import type { PendingReason } from '@sanam/contract/wallet.ts';
import type { Queryable } from '../../db/db.ts';

export type DepositRow = {
  id: number;
  member_id: number;
  source: 'slip' | 'cashier';
  status: 'pending' | 'approved' | 'rejected';
  amount_satang: number | null;
  sending_bank: string | null;
  trans_ref: string | null;
  payload: string | null;
  check_status: 'confirmed' | 'not_found' | 'unavailable' | 'none' | null;
  check_provider: string | null;
  check_amount_satang: number | null;
  check_receiver_bank: string | null;
  check_receiver_account: string | null;
  check_receiver_name: string | null;
  check_sender_bank: string | null;
  check_sender_account: string | null;
  check_sender_name: string | null;
  check_transferred_at: Date | string | null;
  checked_at: Date | string | null;
  pending_reason: PendingReason | null;
  /** re-checks made after the first check (027) */
  check_attempts: number;
  /** when the next automatic re-check is due, or a node's lease on one it is making (027) */
  next_check_at: Date | string | null;
  reason: string | null;
  slip_image_name: string | null;
  /** sent without a readable QR (035): no bank, reference or QR text; the picture and a claimed amount */
  is_qr_unread: boolean;
  claimed_amount_satang: number | null;
  entry_id: number | null;
  decided_at: Date | string | null;
  created_at: Date | string;
};

export type SlipDepositInsert = {
  memberId: number;
  sendingBank: string;
  transRef: string;
  payload: string;
  check: {
    status: 'confirmed' | 'not_found' | 'unavailable' | 'none';
    provider: string;
    amountSatang: number | null;
    receiverBank: string | null;
    receiverAccount: string | null;
    receiverName: string | null;
    senderBank: string | null;
    senderAccount: string | null;
    senderName: string | null;
    transferredAt: Date | null;
  };
  houseAccountId: number | null;
  pendingReason: PendingReason | null;
  /** the picture the member uploaded, stored in this transaction */
  imageName: string | null;
  /** the first automatic re-check, when the answer may still change */
  nextCheckAt: Date | null;
};

/**
 * The slip's deposit row, pending (the caller approves it in the same transaction when the check
 * allows), or null when (sending bank, reference) is already a deposit: the unique
 * index decides, so of twenty copies sent at once exactly one is inserted.
 */
export async function insertSlipDeposit(q: Queryable, d: SlipDepositInsert): Promise<DepositRow | null> {
  const { rows } = await q.query<DepositRow>(
    `INSERT INTO deposits (member_id, source, status, amount_satang, sending_bank, trans_ref, payload,
                           check_status, check_provider, check_amount_satang, check_receiver_bank,
                           check_receiver_account, check_receiver_name, check_transferred_at, checked_at,
                           deposit_account_id, pending_reason, entry_id, decided_at,
                           check_sender_bank, check_sender_account, check_sender_name, slip_image_name,
                           next_check_at)
     VALUES ($1, 'slip', 'pending', NULL, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12, $13, NULL, NULL,
             $14, $15, $16, $17, $18)
     ON CONFLICT (sending_bank, trans_ref) WHERE trans_ref IS NOT NULL DO NOTHING
     RETURNING *`,
    [
      d.memberId,
      d.sendingBank,
      d.transRef,
      d.payload,
      d.check.status,
      d.check.provider,
      d.check.amountSatang,
      d.check.receiverBank,
      d.check.receiverAccount,
      d.check.receiverName,
      d.check.transferredAt,
      d.houseAccountId,
      d.pendingReason,
      d.check.senderBank,
      d.check.senderAccount,
      d.check.senderName,
      d.imageName,
      d.nextCheckAt,
    ],
  );
  return rows[0] ?? null;
}

export async function findSlipDeposit(
  q: Queryable,
  sendingBank: string,
  transRef: string,
): Promise<DepositRow | null> {
  const { rows } = await q.query<DepositRow>(
    'SELECT * FROM deposits WHERE sending_bank = $1 AND trans_ref = $2',
    [sendingBank, transRef],
  );
  return rows[0] ?? null;
}

/**
 * Takes the member's row lock for the rest of the transaction: their unread slips are counted and
 * one is added under it, so copies sent at once cannot pass the limit together.
 */
export async function lockMemberForUnreadSlip(q: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  return rows.length > 0;
}

export async function countPendingUnreadSlips(q: Queryable, memberId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM deposits WHERE member_id = $1 AND is_qr_unread AND status = 'pending'`,
    [memberId],
  );
  return rows[0]?.n ?? 0;
}

/** The first deposit that came with this picture (a slip read or not), or null. */
export async function findDepositByImage(q: Queryable, imageName: string): Promise<DepositRow | null> {
  const { rows } = await q.query<DepositRow>(
    'SELECT * FROM deposits WHERE slip_image_name = $1 ORDER BY id LIMIT 1',
    [imageName],
  );
  return rows[0] ?? null;
}

/**
 * An unread slip's deposit row, pending for a cashier, or null when its picture is already an unread
 * slip: the unique index decides, so of copies sent at once exactly one is inserted.
 */
export async function insertUnreadSlipDeposit(
  q: Queryable,
  d: { memberId: number; imageName: string; claimedSatang: number },
): Promise<DepositRow | null> {
  const { rows } = await q.query<DepositRow>(
    `INSERT INTO deposits (member_id, source, status, is_qr_unread, claimed_amount_satang, slip_image_name,
                           check_status, check_provider, pending_reason)
     VALUES ($1, 'slip', 'pending', true, $2, $3, 'none', 'none', 'qr_unreadable')
     ON CONFLICT (slip_image_name) WHERE is_qr_unread DO NOTHING
     RETURNING *`,
    [d.memberId, d.claimedSatang, d.imageName],
  );
  return rows[0] ?? null;
}

/** What a re-check of a slip answered, written over the first check's columns. */
export type RecheckColumns = {
  check: SlipDepositInsert['check'];
  houseAccountId: number | null;
  pendingReason: PendingReason | null;
  attempts: number;
  nextCheckAt: Date | null;
};

/** Records a re-check's answer on a deposit the caller has locked and found pending. */
export async function recordRecheck(q: Queryable, id: number, r: RecheckColumns): Promise<void> {
  await q.query(
    `UPDATE deposits SET check_status = $2, check_provider = $3, check_amount_satang = $4,
            check_receiver_bank = $5, check_receiver_account = $6, check_receiver_name = $7,
            check_transferred_at = $8, check_sender_bank = $9, check_sender_account = $10,
            check_sender_name = $11, checked_at = now(), deposit_account_id = coalesce($12, deposit_account_id),
            pending_reason = coalesce($13, pending_reason), check_attempts = $14, next_check_at = $15
      WHERE id = $1 AND status = 'pending'`,
    [
      id,
      r.check.status,
      r.check.provider,
      r.check.amountSatang,
      r.check.receiverBank,
      r.check.receiverAccount,
      r.check.receiverName,
      r.check.transferredAt,
      r.check.senderBank,
      r.check.senderAccount,
      r.check.senderName,
      r.houseAccountId,
      r.pendingReason,
      r.attempts,
      r.nextCheckAt,
    ],
  );
}

/**
 * Claims up to `limit` deposits whose automatic re-check is due at `at`: each one's next_check_at
 * moves to `leaseUntil`, in one statement, so the claim commits at once and no transaction stays
 * open over the provider's call. SKIP LOCKED passes over a row another node is claiming this instant,
 * and a row it has claimed is no longer due (its lease is in the future): one node re-checks a
 * deposit at a time. The caller applies its answer only while the lease is still its own.
 */
export async function claimDueRechecks(
  q: Queryable,
  at: Date,
  leaseUntil: Date,
  limit: number,
): Promise<DepositRow[]> {
  const { rows } = await q.query<DepositRow>(
    `WITH due AS (
       SELECT id FROM deposits
        WHERE status = 'pending' AND next_check_at IS NOT NULL AND next_check_at <= $1
        ORDER BY next_check_at, id
        LIMIT $3
        FOR UPDATE SKIP LOCKED
     )
     UPDATE deposits d SET next_check_at = $2 FROM due WHERE d.id = due.id
     RETURNING d.*`,
    [at, leaseUntil, limit],
  );
  return rows;
}

/** Marks a deposit approved with its credited amount and ledger entry (the entry is posted first). */
export async function markDepositApproved(
  q: Queryable,
  id: number,
  d: { amountSatang: number; entryId: number; operatorId: number | null; note: string | null },
): Promise<DepositRow> {
  const { rows } = await q.query<DepositRow>(
    `UPDATE deposits SET status = 'approved', amount_satang = $2, entry_id = $3, decided_by = $4,
            decided_at = now(), reason = coalesce($5, reason), next_check_at = NULL
      WHERE id = $1 RETURNING *`,
    [id, d.amountSatang, d.entryId, d.operatorId, d.note],
  );
  const row = rows[0];
  if (!row) throw new Error(`deposit ${id} vanished`);
  return row;
}

export async function markDepositRejected(
  q: Queryable,
  id: number,
  operatorId: number,
  reason: string,
): Promise<DepositRow> {
  const { rows } = await q.query<DepositRow>(
    `UPDATE deposits SET status = 'rejected', reason = $3, decided_by = $2, decided_at = now(),
            next_check_at = NULL
      WHERE id = $1 RETURNING *`,
    [id, operatorId, reason],
  );
  const row = rows[0];
  if (!row) throw new Error(`deposit ${id} vanished`);
  return row;
}

/** A deposit a cashier recorded from the bank statement: approved when written, with its entry. */
export async function insertCashierDeposit(
  q: Queryable,
  d: { memberId: number; amountSatang: number; entryId: number; operatorId: number; reason: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO deposits (member_id, source, status, amount_satang, check_status, reason, entry_id, decided_by, decided_at)
     VALUES ($1, 'cashier', 'approved', $2, 'none', $3, $4, $5, now())
     RETURNING id`,
    [d.memberId, d.amountSatang, d.reason, d.entryId, d.operatorId],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('deposit insert returned no row');
  return id;
}

/** A deposit as it stands, unlocked (a re-check reads it before asking the provider). */
export async function findDeposit(q: Queryable, id: number): Promise<DepositRow | null> {
  const { rows } = await q.query<DepositRow>('SELECT * FROM deposits WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function lockDeposit(q: Queryable, id: number): Promise<DepositRow | null> {
  const { rows } = await q.query<DepositRow>('SELECT * FROM deposits WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export async function memberDeposits(q: Queryable, memberId: number, limit: number): Promise<DepositRow[]> {
  const { rows } = await q.query<DepositRow>(
    'SELECT * FROM deposits WHERE member_id = $1 ORDER BY id DESC LIMIT $2',
    [memberId, limit],
  );
  return rows;
}

/** The member's registered bank account (where withdrawals go): a slip's sender is compared with it. */
export async function memberBankAccount(
  q: Queryable,
  memberId: number,
): Promise<{ bank_name: BankCode | null; bank_acc_no: string | null; bank_acc_name: string | null }> {
  const { rows } = await q.query<{
    bank_name: BankCode | null;
    bank_acc_no: string | null;
    bank_acc_name: string | null;
  }>('SELECT bank_name, bank_acc_no, bank_acc_name FROM members WHERE id = $1', [memberId]);
  return rows[0] ?? { bank_name: null, bank_acc_no: null, bank_acc_name: null };
}
