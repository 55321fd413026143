// The operator audit log (DESIGN §6: every operator action, who, what, before, after, when).
//
// audit() is called with the transaction of the action it records, so the row exists exactly when
// the action committed: a refused or rolled-back action leaves no audit row, and a committed one
// always has its row. Other modules reach it through admin/service.ts.
import type { AuditEntry } from '@sanam/contract/admin.ts';
import type { Queryable } from '../../db/db.ts';

export interface AuditRecord {
  operatorId: number | null;
  /** dotted verb, e.g. 'member.update', 'member.adjust' */
  action: string;
  targetType: string | null;
  targetId: string | number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export async function audit(q: Queryable, r: AuditRecord): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after, ip)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [
      r.operatorId,
      r.action,
      r.targetType,
      r.targetId === null ? null : String(r.targetId),
      r.before === undefined || r.before === null ? null : JSON.stringify(r.before),
      r.after === undefined || r.after === null ? null : JSON.stringify(r.after),
      r.ip,
    ],
  );
}

/**
 * audit() as a part of an action written in one statement (matches' rate publish): the audit row's
 * INSERT … SELECT, each column an SQL expression over `from`, to be used as one of the statement's
 * CTEs. Like audit(), the row exists exactly when the action does.
 */
export function auditSql(a: {
  from: string;
  operatorId: string;
  action: string;
  targetType: string;
  targetId: string;
  before: string;
  after: string;
  ip: string;
}): string {
  return `INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after, ip)
          SELECT ${a.operatorId}, ${a.action}, ${a.targetType}, ${a.targetId}, ${a.before}, ${a.after}, ${a.ip}
            FROM ${a.from}`;
}

type AuditRow = Omit<AuditEntry, 'created_at'> & { created_at: Date | string };

/** Newest first, with the operator's username; `action` filters exactly. */
export async function listAudit(
  q: Queryable,
  query: { limit: number; offset: number; action?: string | undefined },
): Promise<{ items: AuditEntry[]; total: number }> {
  const action = query.action?.trim() || null;
  const [page, count] = await Promise.all([
    q.query<AuditRow>(
      `SELECT a.id, a.operator_id, o.username AS operator_username, a.action, a.target_type, a.target_id,
              a.before, a.after, a.created_at
         FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id
        WHERE ($1::text IS NULL OR a.action = $1)
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT $2 OFFSET $3`,
      [action, query.limit, query.offset],
    ),
    q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log WHERE ($1::text IS NULL OR action = $1)',
      [action],
    ),
  ]);
  return {
    items: page.rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    total: count.rows[0]?.n ?? 0,
  };
}
