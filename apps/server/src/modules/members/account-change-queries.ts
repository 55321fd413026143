// Plain SQL of a member's account as the console changes it. Only account-changes.ts calls these.
import type { Queryable } from '../../db/db.ts';
import type { MemberBankColumns, MemberColumns, MemberIdentityColumns } from '../../db/member-columns.ts';

export type BankChangeRow = {
  id: number;
  member_id: number;
  status: 'pending' | 'approved' | 'rejected';
  bank_name: string;
  bank_acc_no: string;
  bank_acc_name: string;
  before_bank_name: string | null;
  before_bank_acc_no: string | null;
  before_bank_acc_name: string | null;
  reason: string;
  requested_by: number;
  requested_by_username: string | null;
  requested_at: Date | string;
  decided_by: number | null;
  decided_by_username: string | null;
  decided_at: Date | string | null;
  decision_reason: string | null;
};

export type MemberAccountRow = MemberIdentityColumns &
  MemberBankColumns &
  Pick<MemberColumns, 'deposit_account_id' | 'must_change_password'>;

const CHANGE_COLUMNS = `c.id, c.member_id, c.status, c.bank_name, c.bank_acc_no, c.bank_acc_name,
  c.before_bank_name, c.before_bank_acc_no, c.before_bank_acc_name, c.reason,
  c.requested_by, rq.username AS requested_by_username, c.requested_at,
  c.decided_by, dc.username AS decided_by_username, c.decided_at, c.decision_reason`;

const CHANGE_FROM = `member_bank_changes c
  LEFT JOIN operators rq ON rq.id = c.requested_by
  LEFT JOIN operators dc ON dc.id = c.decided_by`;

/** The member's account fields, the row locked until the transaction ends when `lock`. */
export async function memberAccount(
  q: Queryable,
  memberId: number,
  lock = false,
): Promise<MemberAccountRow | null> {
  const { rows } = await q.query<MemberAccountRow>(
    `SELECT id, username, phone, name, bank_name, bank_acc_no, bank_acc_name, deposit_account_id, must_change_password
       FROM members WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function liveSessionCount(q: Queryable, memberId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions
      WHERE subject_kind = 'member' AND subject_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [memberId],
  );
  return rows[0]?.n ?? 0;
}

export async function pendingBankChange(q: Queryable, memberId: number): Promise<BankChangeRow | null> {
  const { rows } = await q.query<BankChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM ${CHANGE_FROM} WHERE c.member_id = $1 AND c.status = 'pending'`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function bankChangeById(q: Queryable, id: number): Promise<BankChangeRow> {
  const { rows } = await q.query<BankChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM ${CHANGE_FROM} WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`member_bank_changes ${id} vanished`);
  return row;
}

/** Another member already holds this bank account (members_bank_account_uq would refuse it). */
export async function bankAccountTaken(
  q: Queryable,
  memberId: number,
  bank: { bank_name: string; bank_acc_no: string },
): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM members WHERE bank_name = $1 AND bank_acc_no = $2 AND id <> $3 LIMIT 1',
    [bank.bank_name, bank.bank_acc_no, memberId],
  );
  return rows.length > 0;
}

export async function insertBankChange(
  q: Queryable,
  c: {
    memberId: number;
    bank_name: string;
    bank_acc_no: string;
    bank_acc_name: string;
    before: { bank_name: string | null; bank_acc_no: string | null; bank_acc_name: string | null };
    reason: string;
    requestedBy: number;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO member_bank_changes (member_id, bank_name, bank_acc_no, bank_acc_name,
            before_bank_name, before_bank_acc_no, before_bank_acc_name, reason, requested_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (member_id) WHERE status = 'pending' DO NOTHING
     RETURNING id`,
    [
      c.memberId,
      c.bank_name,
      c.bank_acc_no,
      c.bank_acc_name,
      c.before.bank_name,
      c.before.bank_acc_no,
      c.before.bank_acc_name,
      c.reason,
      c.requestedBy,
    ],
  );
  return rows[0]?.id ?? 0;
}

export async function decideBankChange(
  q: Queryable,
  id: number,
  d: { status: 'approved' | 'rejected'; decidedBy: number; reason: string },
): Promise<void> {
  await q.query(
    `UPDATE member_bank_changes SET status = $2, decided_by = $3, decided_at = now(), decision_reason = $4
      WHERE id = $1 AND status = 'pending'`,
    [id, d.status, d.decidedBy, d.reason],
  );
}

export async function updateMemberBank(
  q: Queryable,
  memberId: number,
  bank: { bank_name: string; bank_acc_no: string; bank_acc_name: string },
): Promise<void> {
  await q.query(
    'UPDATE members SET bank_name = $2, bank_acc_no = $3, bank_acc_name = $4, updated_at = now() WHERE id = $1',
    [memberId, bank.bank_name, bank.bank_acc_no, bank.bank_acc_name],
  );
}

export async function activeDepositAccountExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM deposit_accounts WHERE id = $1 AND is_active', [id]);
  return rows.length > 0;
}

export async function updateMemberDepositAccount(
  q: Queryable,
  memberId: number,
  accountId: number,
): Promise<void> {
  await q.query('UPDATE members SET deposit_account_id = $2, updated_at = now() WHERE id = $1', [
    memberId,
    accountId,
  ]);
}
