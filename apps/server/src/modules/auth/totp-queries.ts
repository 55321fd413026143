// Plain SQL of the operators' second factor (migration 019). Only auth/totp.ts calls these.
import type { AuditAction } from '@sanam/contract/audit.ts';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { Queryable } from '../../db/db.ts';

export type OperatorTotpState = {
  id: number;
  username: string;
  role: OperatorRole;
  is_active: boolean;
  totp_demo_exempt: boolean;
  enrolled: boolean;
  recovery_codes_left: number;
};

export async function findOperatorTotpState(q: Queryable, operatorId: number) {
  const { rows } = await q.query<OperatorTotpState>(
    `SELECT o.id, o.username, o.role, o.is_active, o.totp_demo_exempt,
            t.secret IS NOT NULL AS enrolled,
            (SELECT count(*)::int FROM operator_recovery_codes c
              WHERE c.operator_id = o.id AND c.used_at IS NULL) AS recovery_codes_left
       FROM operators o LEFT JOIN operator_totp t ON t.operator_id = o.id
      WHERE o.id = $1`,
    [operatorId],
  );
  return rows[0] ?? null;
}

/** The operator's TOTP row, locked: every code check of one operator runs after the one before. */
export async function lockOperatorTotp(q: Queryable, operatorId: number) {
  const { rows } = await q.query<{
    secret: string | null;
    pending_secret: string | null;
    last_used_step: string | number;
  }>('SELECT secret, pending_secret, last_used_step FROM operator_totp WHERE operator_id = $1 FOR UPDATE', [
    operatorId,
  ]);
  const row = rows[0];
  return row ? { ...row, last_used_step: Number(row.last_used_step) } : null;
}

/** Wrong codes of the operator within each window (seconds), for the throttle. */
export async function countTotpFailures(
  q: Queryable,
  operatorId: number,
  shortSeconds: number,
  daySeconds: number,
) {
  const { rows } = await q.query<{ short: number; day: number }>(
    `SELECT count(*) FILTER (WHERE failed_at > now() - make_interval(secs => $2))::int AS short,
            count(*)::int AS day
       FROM operator_totp_failures
      WHERE operator_id = $1 AND failed_at > now() - make_interval(secs => $3)`,
    [operatorId, shortSeconds, daySeconds],
  );
  return rows[0] ?? { short: 0, day: 0 };
}

export async function insertTotpFailure(q: Queryable, operatorId: number) {
  await q.query('INSERT INTO operator_totp_failures (operator_id) VALUES ($1)', [operatorId]);
}

export async function markTotpStepUsed(q: Queryable, operatorId: number, step: number) {
  await q.query('UPDATE operator_totp SET last_used_step = $2 WHERE operator_id = $1', [operatorId, step]);
}

/** A new pending secret; an enrolled secret stays as it is (callers refuse that case first). */
export async function upsertPendingSecret(q: Queryable, operatorId: number, secret: string) {
  await q.query(
    `INSERT INTO operator_totp (operator_id, pending_secret, pending_at) VALUES ($1, $2, now())
     ON CONFLICT (operator_id) DO UPDATE SET pending_secret = $2, pending_at = now()`,
    [operatorId, secret],
  );
}

export async function activatePendingSecret(q: Queryable, operatorId: number) {
  await q.query(
    `UPDATE operator_totp
        SET secret = pending_secret, enrolled_at = now(), pending_secret = NULL, pending_at = NULL
      WHERE operator_id = $1 AND pending_secret IS NOT NULL`,
    [operatorId],
  );
}

/** Replaces every recovery code of the operator (used or not) with these hashes. */
export async function replaceRecoveryCodes(q: Queryable, operatorId: number, hashes: string[]) {
  await q.query('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [operatorId]);
  await q.query(
    `INSERT INTO operator_recovery_codes (operator_id, code_hash) SELECT $1, unnest($2::text[])`,
    [operatorId, hashes],
  );
}

/** Spends one unused recovery code; false when there is none with that hash. */
export async function spendRecoveryCode(q: Queryable, operatorId: number, hash: string) {
  const { rows } = await q.query(
    `UPDATE operator_recovery_codes SET used_at = now()
      WHERE operator_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
    [operatorId, hash],
  );
  return rows.length > 0;
}

/** Forgets the operator's second factor entirely: secret, recovery codes and counted failures. */
export async function deleteOperatorTotp(q: Queryable, operatorId: number) {
  await q.query('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [operatorId]);
  await q.query('DELETE FROM operator_totp_failures WHERE operator_id = $1', [operatorId]);
  const { rows } = await q.query<{ enrolled: boolean }>(
    'DELETE FROM operator_totp WHERE operator_id = $1 RETURNING secret IS NOT NULL AS enrolled',
    [operatorId],
  );
  return rows[0]?.enrolled ?? false;
}

export async function listOperatorsSecurity(q: Queryable) {
  const { rows } = await q.query<{
    id: number;
    username: string;
    role: OperatorRole;
    is_active: boolean;
    totp_enrolled: boolean;
    demo_exempt: boolean;
  }>(
    `SELECT o.id::int AS id, o.username, o.role, o.is_active, t.secret IS NOT NULL AS totp_enrolled,
            o.totp_demo_exempt AS demo_exempt
       FROM operators o LEFT JOIN operator_totp t ON t.operator_id = o.id
      ORDER BY o.username`,
  );
  return rows.map((r) => ({ ...r, totp_enrolled: r.totp_enrolled === true }));
}

export async function insertAudit(
  q: Queryable,
  a: {
    operatorId: number;
    action: AuditAction;
    targetId: number;
    before?: unknown;
    after?: unknown;
    ip: string | null;
  },
) {
  await q.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after, ip)
     VALUES ($1, $2, 'operator', $3, $4::jsonb, $5::jsonb, $6)`,
    [
      a.operatorId,
      a.action,
      String(a.targetId),
      a.before === undefined ? null : JSON.stringify(a.before),
      a.after === undefined ? null : JSON.stringify(a.after),
      a.ip,
    ],
  );
}
