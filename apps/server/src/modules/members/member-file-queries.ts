// The members a member invited, for the console's member file.
import type { MemberFileQuery, MemberInvitee } from '@sanam/contract/member-file.ts';
import type { Queryable } from '../../db/db.ts';
import { anyOf, memberPage } from '../../db/member-page.ts';
import { iso } from '../../db/timestamps.ts';

type Row = Omit<MemberInvitee, 'created_at'> & { created_at: Date };

/** Newest first; `q` matches the username, name or phone, or the member's id. */
export async function inviteePage(q: Queryable, memberId: number, query: MemberFileQuery) {
  const page = await memberPage<Row>(q, memberId, query, {
    from: 'members m',
    memberColumn: 'm.referrer_id',
    createdColumn: 'm.created_at',
    columns: 'm.id, m.username, m.name, m.phone, m.created_at, m.is_blocked',
    orderBy: 'm.id DESC',
    search: (s, add) => {
      const like = add(s.like);
      return anyOf(
        `m.username ILIKE ${like}`,
        `m.name ILIKE ${like}`,
        `m.phone ILIKE ${like}`,
        s.id !== null && `m.id = ${add(s.id)}`,
      );
    },
  });
  return {
    total: page.total,
    items: page.rows.map((r): MemberInvitee => ({ ...r, created_at: iso(r.created_at) })),
  };
}
