// A member's event bets for the console's member file, with the event's question.
import type { MemberEventBet, MemberFileQuery } from '@sanam/contract/member-file.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable } from '../../db/db.ts';
import { anyOf, memberPage } from '../../db/member-page.ts';
import { iso } from '../../db/timestamps.ts';

type Row = Omit<MemberEventBet, 'amount' | 'payout' | 'odds' | 'created_at'> & {
  amount_satang: number;
  payout_satang: number | null;
  odds_cents: number;
  created_at: Date;
};

/** Newest first; `q` matches the bet's number or stake, the event's question or the option. */
export async function memberEventBetPage(q: Queryable, memberId: number, query: MemberFileQuery) {
  const page = await memberPage<Row>(q, memberId, query, {
    from: 'event_bets b JOIN events e ON e.id = b.event_id',
    memberColumn: 'b.member_id',
    createdColumn: 'b.created_at',
    columns: `b.id, b.event_id, e.question, b.option_key, b.amount_satang, b.odds_cents, b.status,
              b.payout_satang, b.created_at`,
    orderBy: 'b.id DESC',
    status: (status, add) => `b.status = ${add(status)}`,
    search: (s, add) => {
      const like = add(s.like);
      return anyOf(
        `e.question ILIKE ${like}`,
        `b.option_key ILIKE ${like}`,
        s.id !== null && `b.id = ${add(s.id)}`,
        s.satang !== null && `b.amount_satang = ${add(s.satang)}`,
      );
    },
  });
  return {
    total: page.total,
    items: page.rows.map(({ amount_satang, payout_satang, odds_cents, ...r }): MemberEventBet => ({
      ...r,
      amount: satangToBaht(amount_satang),
      odds: odds_cents / 100,
      payout: payout_satang === null ? null : satangToBaht(payout_satang),
      created_at: iso(r.created_at),
    })),
  };
}
