// Plain SQL of responsible play's breaks (play_breaks) and settings (play_settings). Only breaks.ts,
// reality.ts and the bet statement's CTE (playBreakCte) use these.
import type { BreakKind, BreakLength } from '@sanam/contract/play-limits.ts';
import type { Queryable } from '../../db/db.ts';

export type BreakRow = {
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
  lifted_by: number | null;
};

/**
 * Whether the break `b` closes its member's play at `now` (SQL): a time-out until its end; an
 * exclusion until the desk lifts it after its end, and 24 hours more.
 */
export const closesSql = (b: string, now: string) =>
  `(CASE WHEN ${b}.kind = 'time_out' THEN ${b}.ends_at > ${now}
         ELSE ${b}.lifted_at IS NULL OR ${b}.lifted_at + interval '24 hours' > ${now} END)`;

/** Exclusions first, then the latest end: the break that closes the member's play longest. */
const LONGEST_FIRST = `(b.kind = 'exclusion') DESC, b.ends_at DESC, b.id DESC`;

const COLUMNS = `b.id, b.member_id, b.kind, b.length, b.started_at, b.ends_at, b.set_by, o.username AS set_by_name,
                 b.reason, b.lifted_at, b.lifted_by`;

/** The break that closes the member's play at `now`, or null. */
export async function closingBreakRow(q: Queryable, memberId: number, now: Date): Promise<BreakRow | null> {
  const { rows } = await q.query<BreakRow>(
    `SELECT ${COLUMNS} FROM play_breaks b LEFT JOIN operators o ON o.id = b.set_by
      WHERE b.member_id = $1 AND ${closesSql('b', '$2::timestamptz')}
      ORDER BY ${LONGEST_FIRST} LIMIT 1`,
    [memberId, now],
  );
  return rows[0] ? numeric(rows[0]) : null;
}

export async function insertBreak(
  q: Queryable,
  row: Pick<BreakRow, 'member_id' | 'kind' | 'length' | 'started_at' | 'ends_at' | 'set_by' | 'reason'>,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO play_breaks (member_id, kind, length, started_at, ends_at, set_by, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [row.member_id, row.kind, row.length, row.started_at, row.ends_at, row.set_by, row.reason],
  );
  return Number(rows[0]?.id);
}

/** Lifts the member's ended, unlifted exclusions at `now`; answers how many. */
export async function liftEndedExclusions(
  q: Queryable,
  memberId: number,
  operatorId: number,
  now: Date,
): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE play_breaks SET lifted_at = $3, lifted_by = $2
      WHERE member_id = $1 AND kind = 'exclusion' AND lifted_at IS NULL AND ends_at <= $3`,
    [memberId, operatorId, now],
  );
  return rowCount ?? 0;
}

/** Holds the member's breaks to the transaction's end (a break and its lift, or two breaks, in turn). */
export async function lockMemberBreaks(q: Queryable, memberId: number): Promise<void> {
  await q.query('SELECT 1 FROM play_breaks WHERE member_id = $1 FOR UPDATE', [memberId]);
}

/** The member's reality-check interval: undefined without a row (the default), null when off. */
export async function realityMinutesRow(q: Queryable, memberId: number): Promise<number | null | undefined> {
  const { rows } = await q.query<{ m: number | null }>(
    'SELECT reality_check_minutes AS m FROM play_settings WHERE member_id = $1',
    [memberId],
  );
  return rows[0] === undefined ? undefined : rows[0].m;
}

export async function writeRealityMinutes(
  q: Queryable,
  memberId: number,
  minutes: number | null,
): Promise<void> {
  await q.query(
    `INSERT INTO play_settings (member_id, reality_check_minutes) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = $2, updated_at = now()`,
    [memberId, minutes],
  );
}

/**
 * The CTE `play_break` (member_id, closed) of the members `memberIds` (SQL of a set of ids): a row for
 * each of them a break closes at `now` (SQL). For a statement that checks many members at once (the
 * bet statement); an index range of a small table each.
 */
export const playBreakCte = (memberIds: string, now: string) => `play_break AS (
       SELECT DISTINCT b.member_id FROM play_breaks b
        WHERE b.member_id IN (${memberIds}) AND ${closesSql('b', now)}
     )`;

function numeric(r: BreakRow): BreakRow {
  return {
    ...r,
    id: Number(r.id),
    member_id: Number(r.member_id),
    set_by: r.set_by === null ? null : Number(r.set_by),
    lifted_by: r.lifted_by === null ? null : Number(r.lifted_by),
    started_at: new Date(r.started_at),
    ends_at: new Date(r.ends_at),
    lifted_at: r.lifted_at === null ? null : new Date(r.lifted_at),
  };
}
