// A member's bets on rounds (prefight included) for the console's member file, each
// graded by its round's grading in force, as the member's own history shows it.
import type { MemberBet, MemberFileQuery } from '@sanam/contract/member-file.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable } from '../../db/db.ts';
import { anyOf, memberPage } from '../../db/member-page.ts';
import { iso } from '../../db/timestamps.ts';
import { betsWithOutcome } from './grading-queries.ts';

type Row = Omit<MemberBet, 'amount' | 'payout' | 'created_at'> & {
  amount_satang: number;
  payout_satang: number | null;
  created_at: Date;
};

/** Newest first; `q` matches the bet's number or reference, its round (number or name), its stake. */
export async function memberBetPage(q: Queryable, memberId: number, query: MemberFileQuery) {
  const page = await memberPage<Row>(q, memberId, query, {
    from: `${betsWithOutcome} b JOIN matches m ON m.id = b.match_id`,
    // every bet has its round: counted from the member's index alone
    countFrom: 'bets b',
    memberColumn: 'b.member_id',
    createdColumn: 'b.created_at',
    columns: `b.id, b.match_id, m.round_name, m.is_prefight, b.side, b.amount_satang, b.status,
              b.payout_satang, b.ref, b.created_at`,
    orderBy: 'b.id DESC',
    status: (status, add) => `b.status = ${add(status)}`,
    search: (s, add) => {
      const like = add(s.like);
      const id = s.id === null ? null : add(s.id);
      return anyOf(
        `b.ref ILIKE ${like}`,
        `m.round_name ILIKE ${like}`,
        id !== null && `b.id = ${id}`,
        id !== null && `b.match_id = ${id}`,
        s.satang !== null && `b.amount_satang = ${add(s.satang)}`,
      );
    },
  });
  return {
    total: page.total,
    items: page.rows.map(({ amount_satang, payout_satang, ...r }): MemberBet => ({
      ...r,
      amount: satangToBaht(amount_satang),
      payout: payout_satang === null ? null : satangToBaht(payout_satang),
      created_at: iso(r.created_at),
    })),
  };
}
