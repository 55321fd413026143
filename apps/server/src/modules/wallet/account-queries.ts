// Plain SQL of the house's deposit accounts and which member pays into which. Only the wallet
// module's files call these; the members module, which writes members.deposit_account_id, shares
// the active-accounts numbering (ACTIVE_DEPOSIT_ACCOUNTS) through the module's index, and the demo
// seed adds its house account with insertDepositAccount.
import type { Queryable } from '../../db/db.ts';
import type { HouseAccount } from './slip.ts';

export type DepositAccountRow = HouseAccount & {
  bank_acc_name: string;
  is_active: boolean;
  members: number;
  created_at: Date | string;
};

/** The active accounts in id order, numbered from 0, and how many there are: member id modulo k picks one. */
export const ACTIVE_DEPOSIT_ACCOUNTS = `active AS (
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
    `WITH ${ACTIVE_DEPOSIT_ACCOUNTS}
     SELECT a.bank_name, a.bank_acc_no, a.bank_acc_name
       FROM members m
       JOIN active a ON a.id = m.deposit_account_id
                     OR (a.n = m.id % a.k AND NOT EXISTS (SELECT 1 FROM active x WHERE x.id = m.deposit_account_id))
      WHERE m.id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
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
