// Plain SQL of the wallet: house deposit accounts and their assignment, deposits, withdrawals. Only
// the wallet module's files call these.
import type { BankCode } from '@sanam/contract/constants.ts';
import type { PendingReason } from '@sanam/contract/wallet.ts';
import type { Queryable } from '../../db/db.ts';
import type { HouseAccount } from './slip.ts';

// ── House deposit accounts ───────────────────────────────────────────────────────────────────────

export type DepositAccountRow = HouseAccount & {
  bank_acc_name: string;
  is_active: boolean;
  members: number;
  created_at: Date | string;
};

/** The active accounts in id order, numbered from 0, and how many there are: member id modulo k picks one. */
const ACTIVE_ACCOUNTS = `active AS (
  SELECT id, bank_name, bank_acc_no, bank_acc_name,
         (row_number() OVER (ORDER BY id) - 1)::int AS n, count(*) OVER ()::int AS k
    FROM deposit_accounts WHERE is_active
)`;

/**
 * The account a member pays into: the one assigned to them while it is active; else (never assigned,
 * or theirs was deactivated and not yet reassigned) the one the assignment rule would pick now.
 */
export async function depositAccountOfMember(q: Queryable, memberId: number) {
  const { rows } = await q.query<{ bank_name: string; bank_acc_no: string; bank_acc_name: string }>(
    `WITH ${ACTIVE_ACCOUNTS}
     SELECT a.bank_name, a.bank_acc_no, a.bank_acc_name
       FROM members m
       JOIN active a ON a.id = m.deposit_account_id
                     OR (a.n = m.id % a.k AND NOT EXISTS (SELECT 1 FROM active x WHERE x.id = m.deposit_account_id))
      WHERE m.id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/**
 * Gives every member without an active account one of the active accounts (member id modulo their
 * number, so members spread evenly and the same member lands on the same account); `memberId` limits
 * it to one member. Returns how many members moved. Members keep an account that is still active.
 */
export async function assignDepositAccounts(q: Queryable, memberId: number | null = null): Promise<number> {
  const { rowCount } = await q.query(
    `WITH ${ACTIVE_ACCOUNTS}
     UPDATE members m SET deposit_account_id = a.id
       FROM active a
      WHERE a.n = m.id % a.k
        AND ($1::bigint IS NULL OR m.id = $1)
        AND (m.deposit_account_id IS NULL
             OR NOT EXISTS (SELECT 1 FROM active x WHERE x.id = m.deposit_account_id))`,
    [memberId],
  );
  return rowCount;
}

const ACCOUNT_COLUMNS = `d.id, d.bank_name, d.bank_acc_no, d.bank_acc_name, d.is_active, d.created_at,
       (SELECT count(*)::int FROM members m WHERE m.deposit_account_id = d.id) AS members`;

export async function listDepositAccounts(q: Queryable): Promise<DepositAccountRow[]> {
  const { rows } = await q.query<DepositAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM deposit_accounts d ORDER BY d.is_active DESC, d.id`,
  );
  return rows;
}

export async function findDepositAccount(q: Queryable, id: number): Promise<DepositAccountRow | null> {
  const { rows } = await q.query<DepositAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM deposit_accounts d WHERE d.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Every house account, active or not: a transfer to a deactivated one still reached the house. */
export async function houseAccounts(q: Queryable): Promise<HouseAccount[]> {
  const { rows } = await q.query<HouseAccount>(
    'SELECT id, bank_name, bank_acc_no, bank_acc_name FROM deposit_accounts',
  );
  return rows;
}

export async function lockDepositAccount(q: Queryable, id: number) {
  const { rows } = await q.query<{
    id: number;
    bank_name: string;
    bank_acc_no: string;
    bank_acc_name: string;
    is_active: boolean;
  }>(
    'SELECT id, bank_name, bank_acc_no, bank_acc_name, is_active FROM deposit_accounts WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

/** Null when (bank, number) is already a house account. */
export async function insertDepositAccount(
  q: Queryable,
  a: { bank_name: string; bank_acc_no: string; bank_acc_name: string; is_active: boolean },
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO deposit_accounts (bank_name, bank_acc_no, bank_acc_name, is_active)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (bank_name, bank_acc_no) DO NOTHING
     RETURNING id`,
    [a.bank_name, a.bank_acc_no, a.bank_acc_name, a.is_active],
  );
  return rows[0]?.id ?? null;
}

export async function isDepositAccountTaken(
  q: Queryable,
  bankName: string,
  bankAccNo: string,
  exceptId: number,
): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM deposit_accounts WHERE bank_name = $1 AND bank_acc_no = $2 AND id <> $3',
    [bankName, bankAccNo, exceptId],
  );
  return rows.length > 0;
}

export async function updateDepositAccount(
  q: Queryable,
  id: number,
  a: { bank_name: string; bank_acc_no: string; bank_acc_name: string; is_active: boolean },
): Promise<void> {
  await q.query(
    `UPDATE deposit_accounts SET bank_name = $2, bank_acc_no = $3, bank_acc_name = $4, is_active = $5, updated_at = now()
      WHERE id = $1`,
    [id, a.bank_name, a.bank_acc_no, a.bank_acc_name, a.is_active],
  );
}

// ── Members as the wallet needs them ─────────────────────────────────────────────────────────────

export type WalletMemberRow = {
  id: number;
  username: string;
  phone: string;
  name: string;
  bank_name: string | null;
  bank_acc_no: string | null;
  bank_acc_name: string | null;
  is_vip: boolean;
  is_blocked: boolean;
};

/** The member's bank details and flags, row held FOR SHARE until the transaction ends (an operator's flag change waits). */
export async function memberForWithdraw(q: Queryable, memberId: number): Promise<WalletMemberRow | null> {
  const { rows } = await q.query<WalletMemberRow>(
    `SELECT id, username, phone, name, bank_name, bank_acc_no, bank_acc_name, is_vip, is_blocked
       FROM members WHERE id = $1 FOR SHARE`,
    [memberId],
  );
  return rows[0] ?? null;
}

// ── Deposits ─────────────────────────────────────────────────────────────────────────────────────

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
  reason: string | null;
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
                           check_sender_bank, check_sender_account, check_sender_name)
     VALUES ($1, 'slip', 'pending', NULL, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12, $13, NULL, NULL,
             $14, $15, $16)
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

/** Marks a deposit approved with its credited amount and ledger entry (the entry is posted first). */
export async function markDepositApproved(
  q: Queryable,
  id: number,
  d: { amountSatang: number; entryId: number; operatorId: number | null; note: string | null },
): Promise<DepositRow> {
  const { rows } = await q.query<DepositRow>(
    `UPDATE deposits SET status = 'approved', amount_satang = $2, entry_id = $3, decided_by = $4,
            decided_at = now(), reason = coalesce($5, reason)
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
    `UPDATE deposits SET status = 'rejected', reason = $3, decided_by = $2, decided_at = now()
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

// ── Withdrawals ──────────────────────────────────────────────────────────────────────────────────

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
  d: { status: 'paid' | 'rejected'; entryId: number; operatorId: number; reason: string | null },
): Promise<WithdrawalRow> {
  const { rows } = await q.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = $2, decision_entry_id = $3, decided_by = $4, reason = $5, decided_at = now()
      WHERE id = $1 RETURNING *`,
    [id, d.status, d.entryId, d.operatorId, d.reason],
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

/** The state of the withdrawals whose hold or decision is one of these ledger entries (the history's badge). */
export async function withdrawalStatusByEntry(
  q: Queryable,
  memberId: number,
  entryIds: number[],
): Promise<Map<number, WithdrawalRow['status']>> {
  const result = new Map<number, WithdrawalRow['status']>();
  if (entryIds.length === 0) return result;
  const { rows } = await q.query<{ entry_id: number; status: WithdrawalRow['status'] }>(
    `SELECT hold_entry_id AS entry_id, status FROM withdrawals
      WHERE member_id = $1 AND hold_entry_id = ANY($2::bigint[])
     UNION ALL
     SELECT decision_entry_id, status FROM withdrawals
      WHERE member_id = $1 AND decision_entry_id = ANY($2::bigint[])`,
    [memberId, entryIds],
  );
  for (const r of rows) result.set(r.entry_id, r.status);
  return result;
}

// ── The cashier's lists ──────────────────────────────────────────────────────────────────────────

export type CashierMemberColumns = {
  m_id: number;
  m_username: string;
  m_phone: string;
  m_name: string;
  m_bank_name: string | null;
  m_bank_acc_no: string | null;
  m_bank_acc_name: string | null;
  m_is_vip: boolean;
  decided_by_username: string | null;
};

const MEMBER_COLUMNS = `m.id AS m_id, m.username AS m_username, m.phone AS m_phone, m.name AS m_name,
       m.bank_name AS m_bank_name, m.bank_acc_no AS m_bank_acc_no, m.bank_acc_name AS m_bank_acc_name,
       m.is_vip AS m_is_vip, o.username AS decided_by_username`;

/** `%` and `_` in what the cashier typed are literal characters, not wildcards. */
function likePattern(text: string): string | null {
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

export async function listDeposits(
  q: Queryable,
  query: { status: string; q: string; limit: number; offset: number },
): Promise<{ rows: Array<DepositRow & CashierMemberColumns>; total: number }> {
  const params = [query.status === 'all' ? null : query.status, likePattern(query.q)];
  const where = `($1::text IS NULL OR d.status = $1)
     AND ($2::text IS NULL OR m.phone ILIKE $2 OR m.username ILIKE $2 OR m.name ILIKE $2 OR d.trans_ref ILIKE $2)`;
  const [page, count] = await Promise.all([
    q.query<DepositRow & CashierMemberColumns>(
      `SELECT d.*, ${MEMBER_COLUMNS}
         FROM deposits d JOIN members m ON m.id = d.member_id LEFT JOIN operators o ON o.id = d.decided_by
        WHERE ${where}
        ORDER BY d.id DESC LIMIT $3 OFFSET $4`,
      [...params, query.limit, query.offset],
    ),
    q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deposits d JOIN members m ON m.id = d.member_id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

export async function findDepositForCashier(
  q: Queryable,
  id: number,
): Promise<(DepositRow & CashierMemberColumns) | null> {
  const { rows } = await q.query<DepositRow & CashierMemberColumns>(
    `SELECT d.*, ${MEMBER_COLUMNS}
       FROM deposits d JOIN members m ON m.id = d.member_id LEFT JOIN operators o ON o.id = d.decided_by
      WHERE d.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listWithdrawals(
  q: Queryable,
  query: { status: string; q: string; limit: number; offset: number },
): Promise<{ rows: Array<WithdrawalRow & CashierMemberColumns>; total: number }> {
  const params = [query.status === 'all' ? null : query.status, likePattern(query.q)];
  const where = `($1::text IS NULL OR w.status = $1)
     AND ($2::text IS NULL OR m.phone ILIKE $2 OR m.username ILIKE $2 OR m.name ILIKE $2 OR w.bank_acc_no ILIKE $2)`;
  const [page, count] = await Promise.all([
    q.query<WithdrawalRow & CashierMemberColumns>(
      `SELECT w.*, ${MEMBER_COLUMNS}
         FROM withdrawals w JOIN members m ON m.id = w.member_id LEFT JOIN operators o ON o.id = w.decided_by
        WHERE ${where}
        ORDER BY w.id DESC LIMIT $3 OFFSET $4`,
      [...params, query.limit, query.offset],
    ),
    q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

export async function findWithdrawalForCashier(
  q: Queryable,
  id: number,
): Promise<(WithdrawalRow & CashierMemberColumns) | null> {
  const { rows } = await q.query<WithdrawalRow & CashierMemberColumns>(
    `SELECT w.*, ${MEMBER_COLUMNS}
       FROM withdrawals w JOIN members m ON m.id = w.member_id LEFT JOIN operators o ON o.id = w.decided_by
      WHERE w.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function cashierSummary(q: Queryable) {
  const { rows } = await q.query<{ deposits: number; withdrawals: number; withdraw_satang: number }>(
    `SELECT (SELECT count(*)::int FROM deposits WHERE status = 'pending') AS deposits,
            (SELECT count(*)::int FROM withdrawals WHERE status = 'pending') AS withdrawals,
            (SELECT coalesce(sum(amount_satang), 0)::bigint FROM withdrawals WHERE status = 'pending') AS withdraw_satang`,
  );
  return rows[0] ?? { deposits: 0, withdrawals: 0, withdraw_satang: 0 };
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
