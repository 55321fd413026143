// Plain SQL of the console's member desk: the members list, flags and betting controls.
import type { Queryable } from '../../db/db.ts';
import type { MemberColumns, MemberIdentityColumns } from '../../db/member-columns.ts';
import { intArray } from '../../db/pg-array.ts';

export type AdminMemberRow = MemberIdentityColumns &
  Pick<
    MemberColumns,
    | 'bank_name'
    | 'bank_acc_no'
    | 'is_vip'
    | 'is_blocked'
    | 'created_at'
    | 'bet_suspended'
    | 'max_bet_satang'
    | 'limit_permille'
    | 'refer_above_satang'
  > & { affiliate_username: string | null };

const MEMBER_COLUMNS = `m.id, m.username, m.phone, m.name, m.bank_name, m.bank_acc_no, r.username AS affiliate_username,
       m.is_vip, m.is_blocked, m.created_at, m.bet_suspended, m.max_bet_satang, m.limit_permille,
       m.refer_above_satang`;

/** `%` and `_` in what the operator typed are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Members whose phone, username or name contains `text` (any case), newest first, and how many match. */
export async function searchMembers(
  q: Queryable,
  text: string,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminMemberRow[]; total: number }> {
  const pattern = text ? likePattern(text) : null;
  const where = `($1::text IS NULL OR m.phone ILIKE $1 OR m.username ILIKE $1 OR m.name ILIKE $1)`;
  const [found, count] = await Promise.all([
    q.query<AdminMemberRow>(
      `SELECT ${MEMBER_COLUMNS}
         FROM members m LEFT JOIN members r ON r.id = m.referrer_id
        WHERE ${where}
        ORDER BY m.id DESC
        LIMIT $2 OFFSET $3`,
      [pattern, page.limit, page.offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM members m WHERE ${where}`, [pattern]),
  ]);
  return { rows: found.rows, total: count.rows[0]?.n ?? 0 };
}

export type MemberActivityRow = { id: number; last_login_at: Date | string | null; deposit_satang: number };

/**
 * For each member of a page: their last sign-in (their newest session: sessions_member_idx) and the
 * deposits approved to them all time, in satang (an index-only sum: deposits_member_approved_idx,
 * migration 037). One statement for a page; the page's size bounds it.
 */
export async function memberActivity(q: Queryable, memberIds: number[]): Promise<MemberActivityRow[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await q.query<MemberActivityRow>(
    `SELECT m.id,
            (SELECT max(s.created_at) FROM sessions s
              WHERE s.subject_kind = 'member' AND s.subject_id = m.id) AS last_login_at,
            (SELECT coalesce(sum(d.amount_satang), 0) FROM deposits d
              WHERE d.member_id = m.id AND d.status = 'approved')::bigint AS deposit_satang
       FROM unnest($1::bigint[]) AS m(id)`,
    [intArray(memberIds)],
  );
  return rows;
}

export async function findMember(q: Queryable, memberId: number): Promise<AdminMemberRow | null> {
  const { rows } = await q.query<AdminMemberRow>(
    `SELECT ${MEMBER_COLUMNS}
       FROM members m LEFT JOIN members r ON r.id = m.referrer_id
      WHERE m.id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** The member's flags, row locked until the transaction ends (so two edits never interleave). */
export async function lockMemberFlags(
  q: Queryable,
  memberId: number,
): Promise<{ is_vip: boolean; is_blocked: boolean } | null> {
  const { rows } = await q.query<{ is_vip: boolean; is_blocked: boolean }>(
    'SELECT is_vip, is_blocked FROM members WHERE id = $1 FOR UPDATE',
    [memberId],
  );
  return rows[0] ?? null;
}

export async function updateMemberFlags(
  q: Queryable,
  memberId: number,
  flags: { is_vip: boolean; is_blocked: boolean },
): Promise<void> {
  await q.query('UPDATE members SET is_vip = $2, is_blocked = $3, updated_at = now() WHERE id = $1', [
    memberId,
    flags.is_vip,
    flags.is_blocked,
  ]);
}

export async function memberExists(q: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
  return rows.length > 0;
}

/** What a member signs in with (the login throttle's account key). */
export async function memberPhone(q: Queryable, memberId: number): Promise<string | null> {
  const { rows } = await q.query<{ phone: string }>('SELECT phone FROM members WHERE id = $1', [memberId]);
  return rows[0]?.phone ?? null;
}

/** A member's own betting controls, in satang and per mille. */
export type BetControlsRow = {
  bet_suspended: boolean;
  max_bet_satang: number | null;
  limit_permille: number | null;
  refer_above_satang: number | null;
};

/** The member's betting controls, row locked until the transaction ends. */
export async function lockBetControls(q: Queryable, memberId: number): Promise<BetControlsRow | null> {
  const { rows } = await q.query<BetControlsRow>(
    'SELECT bet_suspended, max_bet_satang, limit_permille, refer_above_satang FROM members WHERE id = $1 FOR UPDATE',
    [memberId],
  );
  return rows[0] ?? null;
}

export async function updateBetControls(q: Queryable, memberId: number, c: BetControlsRow): Promise<void> {
  await q.query(
    `UPDATE members SET bet_suspended = $2, max_bet_satang = $3, limit_permille = $4, refer_above_satang = $5,
                        updated_at = now()
      WHERE id = $1`,
    [memberId, c.bet_suspended, c.max_bet_satang, c.limit_permille, c.refer_above_satang],
  );
}
