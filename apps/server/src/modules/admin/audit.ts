// Reading the operator audit log for the console (DESIGN §6). Writing it is audit/audit-log.ts,
// which every module that records an operator action uses.
import type { AuditEntry } from '@sanam/contract/admin.ts';
import type { Queryable } from '../../db/db.ts';

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
