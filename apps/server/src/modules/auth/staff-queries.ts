// Plain SQL of the staff desk: console accounts. The accounts' sessions are queries.ts's.
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { Queryable } from '../../db/db.ts';

export type StaffAccount = {
  id: number;
  username: string;
  role: OperatorRole;
  is_active: boolean;
  must_change_password: boolean;
  awaiting_approval: boolean;
  created_at: Date | string;
};

const columns =
  'id::int AS id, username, role, is_active, must_change_password, awaiting_approval, created_at';

export async function listStaff(q: Queryable): Promise<StaffAccount[]> {
  const { rows } = await q.query<StaffAccount>(`SELECT ${columns} FROM operators ORDER BY id`);
  return rows;
}

export async function findStaff(q: Queryable, id: number): Promise<StaffAccount | null> {
  const { rows } = await q.query<StaffAccount>(`SELECT ${columns} FROM operators WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Every active admin's row, locked in id order, and the target's: two admins demoting each other at
 * once run one after the other, so the second sees the first and the last admin stays.
 */
export async function lockAdminsAndStaff(q: Queryable, id: number) {
  const { rows } = await q.query<StaffAccount>(
    `SELECT ${columns} FROM operators WHERE (role = 'admin' AND is_active) OR id = $1 ORDER BY id FOR UPDATE`,
    [id],
  );
  return {
    target: rows.find((r) => r.id === id) ?? null,
    activeAdmins: rows.filter((r) => r.role === 'admin' && r.is_active).length,
  };
}

/**
 * The new account, or null when the username is taken (case-insensitively). An account `awaiting`
 * a second admin's approval is created disabled: no sign-in until then.
 */
export async function insertStaff(
  q: Queryable,
  s: { username: string; role: OperatorRole; passwordHash: string; awaiting: boolean },
): Promise<StaffAccount | null> {
  const { rows } = await q.query<StaffAccount>(
    `INSERT INTO operators (username, password_hash, role, must_change_password, is_active, awaiting_approval)
     SELECT $1, $2, $3, true, NOT $4::boolean, $4::boolean
      WHERE NOT EXISTS (SELECT 1 FROM operators WHERE lower(username) = lower($1))
     ON CONFLICT (username) DO NOTHING
     RETURNING ${columns}`,
    [s.username, s.passwordHash, s.role, s.awaiting],
  );
  return rows[0] ?? null;
}

export async function updateStaff(
  q: Queryable,
  id: number,
  patch: { role: OperatorRole; is_active: boolean },
): Promise<StaffAccount | null> {
  const { rows } = await q.query<StaffAccount>(
    `UPDATE operators SET role = $2, is_active = $3 WHERE id = $1 RETURNING ${columns}`,
    [id, patch.role, patch.is_active],
  );
  return rows[0] ?? null;
}

/** An admin's reset: the new password, to be changed by its owner at their next sign-in. */
export async function resetStaffPassword(q: Queryable, id: number, passwordHash: string) {
  const { rows } = await q.query<StaffAccount>(
    `UPDATE operators SET password_hash = $2, must_change_password = true WHERE id = $1 RETURNING ${columns}`,
    [id, passwordHash],
  );
  return rows[0] ?? null;
}

/** What an operator signs in with (the login throttle's account key). */
export async function operatorUsername(q: Queryable, operatorId: number): Promise<string | null> {
  const { rows } = await q.query<{ username: string }>('SELECT username FROM operators WHERE id = $1', [
    operatorId,
  ]);
  return rows[0]?.username ?? null;
}

/**
 * A demo console account of the embedded demo's seed, unless the username exists: it signs in
 * without a second factor (totp.ts ignores the flag in production).
 */
export async function insertDemoOperator(
  q: Queryable,
  o: { username: string; passwordHash: string; role: OperatorRole },
): Promise<void> {
  await q.query(
    `INSERT INTO operators (username, password_hash, role, totp_demo_exempt) VALUES ($1, $2, $3, true)
     ON CONFLICT (username) DO NOTHING`,
    [o.username, o.passwordHash, o.role],
  );
}
