// Reading the operator audit log for the console (DESIGN §6). Writing it is audit/audit-log.ts,
// which every module that records an operator action uses.
import type { AuditEntry } from '@sanam/contract/admin.ts';
import { bangkokDayEnd, bangkokDayStart } from '@sanam/contract/audit.ts';
import { resolveDayRange } from '@sanam/contract/day-range.ts';
import type { Queryable } from '../../db/db.ts';

type AuditRow = Omit<AuditEntry, 'created_at'> & { created_at: Date | string };

export interface AuditFilter {
  limit: number;
  offset: number;
  /** exact action code */
  action?: string | undefined;
  /** Bangkok calendar days, both included */
  from?: string | undefined;
  to?: string | undefined;
  operator_id?: number | undefined;
  /** a member's username, phone or id ("42" or "#42") */
  member?: string | undefined;
}

/**
 * Newest first, with the operator's username or the system actor (SYSTEM_ACTORS) that acted,
 * narrowed by the filter. A row is about a member when the member is its target or it names them as
 * member_id, before or after (their deposits,
 * withdrawals, orders, chat messages). Every filter is a bound parameter, null when unused.
 */
export async function listAudit(
  q: Queryable,
  query: AuditFilter,
): Promise<{ items: AuditEntry[]; total: number }> {
  // one end given: the other is today (contract day-range.ts), so a filter reads at most a year
  const days = resolveDayRange(query);
  const params = [
    query.action?.trim() || null,
    days ? bangkokDayStart(days.from) : null,
    days ? bangkokDayEnd(days.to) : null,
    query.operator_id ?? null,
    query.member?.trim() || null,
  ];
  // The member's rows are found through the indexes of migration 029 (target, and member_id before
  // and after), one branch each, and only when a member is asked for: as one OR beside the other
  // filters it would read every row of the log (a year of data: minutes).
  const aboutMember = query.member?.trim()
    ? `AND a.id IN (
         WITH chosen AS (
           SELECT id::text AS id FROM members
            WHERE username = $5 OR phone = $5
               OR id = CASE WHEN ltrim($5, '#') ~ '^[1-9][0-9]{0,17}$' THEN ltrim($5, '#')::bigint END
         )
         SELECT x.id FROM audit_log x JOIN chosen c ON x.target_type = 'member' AND x.target_id = c.id
         UNION
         SELECT x.id FROM audit_log x JOIN chosen c ON x.after ->> 'member_id' = c.id
         UNION
         SELECT x.id FROM audit_log x JOIN chosen c ON x.before ->> 'member_id' = c.id)`
    : 'AND $5::text IS NULL';
  const where = `
    SELECT a.* FROM audit_log a
     WHERE ($1::text IS NULL OR a.action = $1)
       AND ($2::timestamptz IS NULL OR a.created_at >= $2)
       AND ($3::timestamptz IS NULL OR a.created_at < $3)
       AND ($4::bigint IS NULL OR a.operator_id = $4)
       ${aboutMember}`;
  const [page, count] = await Promise.all([
    q.query<AuditRow>(
      `WITH found AS (${where})
       SELECT a.id, a.operator_id, o.username AS operator_username, a.system_actor, a.action, a.target_type, a.target_id,
              a.before, a.after, a.created_at
         FROM found a LEFT JOIN operators o ON o.id = a.operator_id
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT $6 OFFSET $7`,
      [...params, query.limit, query.offset],
    ),
    q.query<{ n: number }>(`WITH found AS (${where}) SELECT count(*)::int AS n FROM found`, params),
  ]);
  return {
    items: page.rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    total: count.rows[0]?.n ?? 0,
  };
}
