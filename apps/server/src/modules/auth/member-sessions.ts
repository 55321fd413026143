// A member's logins for the console's member file: where and on what device, when it
// began and was last seen (migration 028), and how it ended.
import type { MemberFileQuery, MemberSession } from '@sanam/contract/member-file.ts';
import { deviceOf } from '@sanam/contract/user-agent.ts';
import type { Queryable } from '../../db/db.ts';
import { anyOf, memberPage } from '../../db/member-page.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

type Row = {
  id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  is_live: boolean;
};

const LIVE = '(s.revoked_at IS NULL AND s.expires_at > now())';

/** Current sessions first, each group newest first; `q` matches the address or the user agent. */
export async function memberSessionPage(q: Queryable, memberId: number, query: MemberFileQuery) {
  const page = await memberPage<Row>(q, memberId, query, {
    from: 'sessions s',
    memberColumn: "s.subject_kind = 'member' AND s.subject_id",
    createdColumn: 's.created_at',
    columns: `s.id, s.ip, s.user_agent, s.created_at, s.last_seen_at, s.expires_at, s.revoked_at,
              s.revoke_reason, ${LIVE} AS is_live`,
    orderBy: `${LIVE} DESC, s.created_at DESC`,
    status: (status) => (status === 'live' ? LIVE : `NOT ${LIVE}`),
    search: (s, add) => {
      const like = add(s.like);
      return anyOf(`s.ip ILIKE ${like}`, `s.user_agent ILIKE ${like}`);
    },
  });
  return {
    total: page.total,
    items: page.rows.map((r): MemberSession => ({
      id: r.id,
      device: deviceOf(r.user_agent),
      user_agent: r.user_agent,
      ip: r.ip,
      created_at: iso(r.created_at),
      last_seen_at: iso(r.last_seen_at),
      expires_at: iso(r.expires_at),
      revoked_at: isoOrNull(r.revoked_at),
      revoke_reason: r.revoke_reason,
      is_live: r.is_live,
    })),
  };
}

/** When the member's sign-in `sessionId` began (the reality check counts from it); null if not theirs. */
export async function memberSessionStartedAt(
  q: Queryable,
  memberId: number,
  sessionId: string,
): Promise<Date | null> {
  const { rows } = await q.query<{ created_at: Date }>(
    `SELECT created_at FROM sessions WHERE id = $1 AND subject_kind = 'member' AND subject_id = $2`,
    [sessionId, memberId],
  );
  return rows[0] ? new Date(rows[0].created_at) : null;
}
