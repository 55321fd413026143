// A member's redeem orders for the console's member file, newest first.
import type { MemberFileQuery, MemberRedeem } from '@sanam/contract/member-file.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable } from '../../db/db.ts';
import { anyOf, memberPage } from '../../db/member-page.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

type Row = Omit<MemberRedeem, 'cash' | 'created_at' | 'decided_at'> & {
  cash_satang: number | null;
  decided_at: Date | null;
  created_at: Date;
};

/** `q` matches the order's number or the item's name. */
export async function memberRedeemPage(q: Queryable, memberId: number, query: MemberFileQuery) {
  const page = await memberPage<Row>(q, memberId, query, {
    from: 'redeem_orders r',
    memberColumn: 'r.member_id',
    createdColumn: 'r.created_at',
    columns: 'r.id, r.item_name, r.point, r.cash_satang, r.status, r.decided_at, r.created_at',
    orderBy: 'r.id DESC',
    status: (status, add) => `r.status = ${add(status)}`,
    search: (s, add) => anyOf(`r.item_name ILIKE ${add(s.like)}`, s.id !== null && `r.id = ${add(s.id)}`),
  });
  return {
    total: page.total,
    items: page.rows.map(({ cash_satang, ...r }): MemberRedeem => ({
      ...r,
      cash: cash_satang === null ? null : satangToBaht(cash_satang),
      decided_at: isoOrNull(r.decided_at),
      created_at: iso(r.created_at),
    })),
  };
}
