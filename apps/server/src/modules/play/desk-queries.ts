// Plain SQL of responsible play at the console (desk.ts): a member's breaks with the staff who set and
// lifted them, the report of the breaks that close play now with their members, and the reads a desk
// action checks first. Writes go through limit-queries.ts and break-queries.ts.
import type { BreakKind, BreakLength } from '@sanam/contract/play-limits.ts';
import type { Queryable } from '../../db/db.ts';
import { closesSql } from './break-queries.ts';

export type DeskBreakRow = {
  id: number;
  member_id: number;
  kind: BreakKind;
  length: BreakLength;
  started_at: Date;
  ends_at: Date;
  set_by: number | null;
  set_by_name: string | null;
  reason: string | null;
  lifted_at: Date | null;
  lifted_by_name: string | null;
};

export type ReportRow = DeskBreakRow & { username: string; name: string; phone: string };

const COLUMNS = `b.id, b.member_id, b.kind, b.length, b.started_at, b.ends_at, b.set_by, s.username AS set_by_name,
                 b.reason, b.lifted_at, l.username AS lifted_by_name`;
const STAFF = `LEFT JOIN operators s ON s.id = b.set_by LEFT JOIN operators l ON l.id = b.lifted_by`;

export async function memberExists(q: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
  return rows.length > 0;
}

/** The member's breaks, newest first, at most `limit`. */
export async function deskBreakRows(q: Queryable, memberId: number, limit: number): Promise<DeskBreakRow[]> {
  const { rows } = await q.query<DeskBreakRow>(
    `SELECT ${COLUMNS} FROM play_breaks b ${STAFF}
      WHERE b.member_id = $1 ORDER BY b.started_at DESC, b.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(numeric);
}

export async function deskBreakById(q: Queryable, id: number): Promise<DeskBreakRow | null> {
  const { rows } = await q.query<DeskBreakRow>(
    `SELECT ${COLUMNS} FROM play_breaks b ${STAFF} WHERE b.id = $1`,
    [id],
  );
  return rows[0] ? numeric(rows[0]) : null;
}

/** The member's self-exclusions, each with its end and its lift (the lift's checks read them). */
export async function exclusionRows(
  q: Queryable,
  memberId: number,
): Promise<{ length: BreakLength; ends_at: Date; lifted_at: Date | null }[]> {
  const { rows } = await q.query<{ length: BreakLength; ends_at: Date; lifted_at: Date | null }>(
    `SELECT length, ends_at, lifted_at FROM play_breaks
      WHERE member_id = $1 AND kind = 'exclusion' ORDER BY ends_at DESC`,
    [memberId],
  );
  return rows.map((r) => ({
    length: r.length,
    ends_at: new Date(r.ends_at),
    lifted_at: r.lifted_at === null ? null : new Date(r.lifted_at),
  }));
}

/**
 * The break that closes each member's play at `now` (one per member: exclusions first, then the latest
 * end, as break-queries.ts closingBreakRow picks it), of `kind` unless 'all', newest first; a page of
 * them and how many there are.
 */
export async function reportRows(
  q: Queryable,
  now: Date,
  page: { kind: BreakKind | 'all'; limit: number; offset: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const closing = `closing AS (
       SELECT DISTINCT ON (b.member_id) b.*
         FROM play_breaks b
        WHERE ${closesSql('b', '$1::timestamptz')}
        ORDER BY b.member_id, (b.kind = 'exclusion') DESC, b.ends_at DESC, b.id DESC
     )`;
  const kindIs = `($2 = 'all' OR b.kind = $2)`;
  const [{ rows }, counted] = await Promise.all([
    q.query<ReportRow>(
      `WITH ${closing}
       SELECT ${COLUMNS}, m.username, m.name, m.phone
         FROM closing b JOIN members m ON m.id = b.member_id ${STAFF}
        WHERE ${kindIs}
        ORDER BY b.started_at DESC, b.id DESC LIMIT $3 OFFSET $4`,
      [now, page.kind, page.limit, page.offset],
    ),
    q.query<{ total: string }>(`WITH ${closing} SELECT count(*) AS total FROM closing b WHERE ${kindIs}`, [
      now,
      page.kind,
    ]),
  ]);
  return {
    rows: rows.map((r) => ({ ...numeric(r), username: r.username, name: r.name, phone: r.phone })),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}

function numeric<R extends DeskBreakRow>(r: R): DeskBreakRow {
  return {
    id: Number(r.id),
    member_id: Number(r.member_id),
    kind: r.kind,
    length: r.length,
    started_at: new Date(r.started_at),
    ends_at: new Date(r.ends_at),
    set_by: r.set_by === null ? null : Number(r.set_by),
    set_by_name: r.set_by_name,
    reason: r.reason,
    lifted_at: r.lifted_at === null ? null : new Date(r.lifted_at),
    lifted_by_name: r.lifted_by_name,
  };
}
