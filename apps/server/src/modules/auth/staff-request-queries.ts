// Plain SQL of the staff desk's four-eyes requests (migration 031). Only staff-requests.ts and
// staff.ts call these.
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { StaffRequestKind } from '@sanam/contract/staff.ts';
import type { Queryable } from '../../db/db.ts';

export type StaffRequestRow = {
  id: number;
  kind: StaffRequestKind;
  status: 'pending' | 'approved' | 'rejected';
  target_id: number;
  target_username: string;
  role: OperatorRole | null;
  is_active: boolean | null;
  password_hash: string | null;
  requested_by: number;
  requested_by_username: string;
  requested_at: Date | string;
  decided_by: number | null;
  decided_by_username: string | null;
  decided_at: Date | string | null;
  decision_reason: string | null;
};

const COLUMNS = `r.id::int AS id, r.kind, r.status, r.target_id::int AS target_id, t.username AS target_username,
  r.role, r.is_active, r.password_hash, r.requested_by::int AS requested_by,
  rq.username AS requested_by_username, r.requested_at, r.decided_by::int AS decided_by,
  dc.username AS decided_by_username, r.decided_at, r.decision_reason`;

const FROM = `staff_requests r
  JOIN operators t ON t.id = r.target_id
  JOIN operators rq ON rq.id = r.requested_by
  LEFT JOIN operators dc ON dc.id = r.decided_by`;

/** The id of the new waiting request, or 0 when one already waits for the account. */
export async function insertStaffRequest(
  q: Queryable,
  r: {
    kind: StaffRequestKind;
    targetId: number;
    requestedBy: number;
    role?: OperatorRole;
    isActive?: boolean;
    passwordHash?: string;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO staff_requests (kind, target_id, requested_by, role, is_active, password_hash)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (target_id) WHERE status = 'pending' DO NOTHING
     RETURNING id::int AS id`,
    [r.kind, r.targetId, r.requestedBy, r.role ?? null, r.isActive ?? null, r.passwordHash ?? null],
  );
  return rows[0]?.id ?? 0;
}

/** The waiting requests, oldest first, then the 20 newest decided ones. */
export async function listStaffRequests(q: Queryable): Promise<StaffRequestRow[]> {
  const { rows } = await q.query<StaffRequestRow>(
    `(SELECT ${COLUMNS} FROM ${FROM} WHERE r.status = 'pending' ORDER BY r.id)
     UNION ALL
     (SELECT ${COLUMNS} FROM ${FROM} WHERE r.status <> 'pending' ORDER BY r.id DESC LIMIT 20)`,
  );
  return rows;
}

export async function staffRequestById(q: Queryable, id: number): Promise<StaffRequestRow | null> {
  const { rows } = await q.query<StaffRequestRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The waiting request, its row locked until the transaction ends (two admins deciding at once). */
export async function lockPendingStaffRequest(q: Queryable, id: number): Promise<StaffRequestRow | null> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id::int AS id FROM staff_requests WHERE id = $1 AND status = 'pending' FOR UPDATE`,
    [id],
  );
  return rows[0] ? staffRequestById(q, id) : null;
}

/** The kind of request waiting on each account that has one. */
export async function pendingKinds(q: Queryable): Promise<Map<number, StaffRequestKind>> {
  const { rows } = await q.query<{ target_id: number; kind: StaffRequestKind }>(
    `SELECT target_id::int AS target_id, kind FROM staff_requests WHERE status = 'pending'`,
  );
  return new Map(rows.map((r) => [r.target_id, r.kind]));
}

export async function decideStaffRequest(
  q: Queryable,
  id: number,
  d: { status: 'approved' | 'rejected'; decidedBy: number; reason: string },
): Promise<void> {
  await q.query(
    `UPDATE staff_requests
        SET status = $2, decided_by = $3, decided_at = now(), decision_reason = $4, password_hash = NULL
      WHERE id = $1 AND status = 'pending'`,
    [id, d.status, d.decidedBy, d.reason],
  );
}

/** A new admin approved: it may sign in. */
export async function admitAwaitingAdmin(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE operators SET is_active = true, awaiting_approval = false
      WHERE id = $1 AND awaiting_approval RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** A new admin rejected: the account stays, disabled (its username is kept for the record). */
export async function closeAwaitingAdmin(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE operators SET awaiting_approval = false WHERE id = $1', [id]);
}
