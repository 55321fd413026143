// Plain SQL of withdrawals, and the member as a withdrawal needs them. Only the wallet module's
// files call these.
import type { Queryable } from '../../db/db.ts';
import type { MemberBankColumns, MemberColumns, MemberIdentityColumns } from '../../db/member-columns.ts';

export type WalletMemberRow = MemberIdentityColumns &
  MemberBankColumns &
  Pick<MemberColumns, 'is_vip' | 'is_blocked'>;

/** The member's bank details and flags, row held FOR SHARE until the transaction ends (an operator's flag change waits). */
export async function memberForWithdraw(q: Queryable, memberId: number): Promise<WalletMemberRow | null> {
  const { rows } = await q.query<WalletMemberRow>(
    `SELECT id, username, phone, name, bank_name, bank_acc_no, bank_acc_name, is_vip, is_blocked
       FROM members WHERE id = $1 FOR SHARE`,
    [memberId],
  );
  return rows[0] ?? null;
}

export type WithdrawalRow = {
  id: number;
  member_id: number;
  amount_satang: number;
  status: 'pending' | 'paid' | 'rejected';
  bank_name: string;
  bank_acc_no: string;
  bank_acc_name: string | null;
  ref: string | null;
  hold_entry_id: number | null;
  decision_entry_id: number | null;
  reason: string | null;
  transfer_ref: string | null;
  transfer_image_name: string | null;
  decided_at: Date | string | null;
  created_at: Date | string;
};

export async function findWithdrawalByRef(
  q: Queryable,
  memberId: number,
  ref: string,
): Promise<WithdrawalRow | null> {
  const { rows } = await q.query<WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE member_id = $1 AND ref = $2',
    [memberId, ref],
  );
  return rows[0] ?? null;
}

/** Null when the member already used this ref (a concurrent copy of the same request committed first). */
export async function insertWithdrawal(
  q: Queryable,
  w: {
    memberId: number;
    amountSatang: number;
    bankName: string;
    bankAccNo: string;
    bankAccName: string | null;
    ref: string | null;
  },
): Promise<WithdrawalRow | null> {
  const { rows } = await q.query<WithdrawalRow>(
    `INSERT INTO withdrawals (member_id, amount_satang, bank_name, bank_acc_no, bank_acc_name, ref)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id, ref) WHERE ref IS NOT NULL DO NOTHING
     RETURNING *`,
    [w.memberId, w.amountSatang, w.bankName, w.bankAccNo, w.bankAccName, w.ref],
  );
  return rows[0] ?? null;
}

export async function setWithdrawalHoldEntry(q: Queryable, id: number, entryId: number): Promise<void> {
  await q.query('UPDATE withdrawals SET hold_entry_id = $2 WHERE id = $1', [id, entryId]);
}

export async function lockWithdrawal(q: Queryable, id: number): Promise<WithdrawalRow | null> {
  const { rows } = await q.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export async function markWithdrawalDecided(
  q: Queryable,
  id: number,
  d: {
    status: 'paid' | 'rejected';
    entryId: number;
    operatorId: number;
    reason: string | null;
    transfer?: { ref: string; imageName: string | null };
  },
): Promise<WithdrawalRow> {
  const { rows } = await q.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = $2, decision_entry_id = $3, decided_by = $4, reason = $5, decided_at = now(),
                            transfer_ref = $6, transfer_image_name = $7
      WHERE id = $1 RETURNING *`,
    [id, d.status, d.entryId, d.operatorId, d.reason, d.transfer?.ref ?? null, d.transfer?.imageName ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

export async function memberWithdrawals(
  q: Queryable,
  memberId: number,
  limit: number,
): Promise<WithdrawalRow[]> {
  const { rows } = await q.query<WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE member_id = $1 ORDER BY id DESC LIMIT $2',
    [memberId, limit],
  );
  return rows;
}

type WithdrawalState = Pick<WithdrawalRow, 'status' | 'transfer_ref'>;

/**
 * The state of the withdrawals whose hold or decision is one of these ledger entries (the history's
 * badge), and the bank's transfer reference of those paid.
 */
export async function withdrawalStatusByEntry(
  q: Queryable,
  memberId: number,
  entryIds: number[],
): Promise<Map<number, WithdrawalState>> {
  const result = new Map<number, WithdrawalState>();
  if (entryIds.length === 0) return result;
  const { rows } = await q.query<WithdrawalState & { entry_id: number }>(
    `SELECT hold_entry_id AS entry_id, status, transfer_ref FROM withdrawals
      WHERE member_id = $1 AND hold_entry_id = ANY($2::bigint[])
     UNION ALL
     SELECT decision_entry_id, status, transfer_ref FROM withdrawals
      WHERE member_id = $1 AND decision_entry_id = ANY($2::bigint[])`,
    [memberId, entryIds],
  );
  for (const r of rows) result.set(r.entry_id, { status: r.status, transfer_ref: r.transfer_ref });
  return result;
}
