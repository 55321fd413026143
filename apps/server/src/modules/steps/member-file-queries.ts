// A member's step tickets for the console's member file; their legs are on the step
// tickets desk.
import type { MemberFileQuery, MemberStepTicket } from '@sanam/contract/member-file.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable } from '../../db/db.ts';
import { anyOf, memberPage } from '../../db/member-page.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

type Row = Omit<MemberStepTicket, 'amount' | 'payout' | 'created_at' | 'settled_at'> & {
  amount_satang: number;
  payout_satang: number | null;
  created_at: Date;
  settled_at: Date | null;
};

/** Newest first; `q` matches the ticket's number, reference or stake. */
export async function memberStepTicketPage(q: Queryable, memberId: number, query: MemberFileQuery) {
  const page = await memberPage<Row>(q, memberId, query, {
    from: 'step_tickets t',
    memberColumn: 't.member_id',
    createdColumn: 't.created_at',
    columns: 't.id, t.amount_satang, t.legs_count, t.status, t.payout_satang, t.created_at, t.settled_at',
    orderBy: 't.id DESC',
    status: (status, add) => `t.status = ${add(status)}`,
    search: (s, add) =>
      anyOf(
        `t.ref ILIKE ${add(s.like)}`,
        s.id !== null && `t.id = ${add(s.id)}`,
        s.satang !== null && `t.amount_satang = ${add(s.satang)}`,
      ),
  });
  return {
    total: page.total,
    items: page.rows.map(({ amount_satang, payout_satang, ...r }): MemberStepTicket => ({
      ...r,
      amount: satangToBaht(amount_satang),
      payout: payout_satang === null ? null : satangToBaht(payout_satang),
      created_at: iso(r.created_at),
      settled_at: isoOrNull(r.settled_at),
    })),
  };
}
