// A member's game sessions for the console's member file, each with what its provider
// moved, summed in the one query (migration 028 indexes the transactions by session).
import type { MemberFileQuery, MemberGameSession } from '@sanam/contract/member-file.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable } from '../../db/db.ts';
import { anyOf, memberPage } from '../../db/member-page.ts';
import { iso } from '../../db/timestamps.ts';

type Row = {
  id: number;
  game: string;
  created_at: Date;
  expires_at: Date;
  transactions: number;
  debit_satang: number;
  credit_satang: number;
  rollback_satang: number;
};

/** Newest first; `q` matches the game or the session's number. */
export async function memberGameSessionPage(q: Queryable, memberId: number, query: MemberFileQuery) {
  const page = await memberPage<Row>(q, memberId, query, {
    from: 'game_sessions g',
    memberColumn: 'g.member_id',
    createdColumn: 'g.created_at',
    rowJoin: `CROSS JOIN LATERAL (
        SELECT count(*)::int AS transactions,
               coalesce(sum(t.amount_satang) FILTER (WHERE t.kind = 'debit'), 0)::bigint AS debit_satang,
               coalesce(sum(t.amount_satang) FILTER (WHERE t.kind = 'credit'), 0)::bigint AS credit_satang,
               coalesce(sum(t.amount_satang) FILTER (WHERE t.kind = 'rollback'), 0)::bigint AS rollback_satang
          FROM game_transactions t WHERE t.session_id = g.id) tx`,
    columns: `g.id, g.game, g.created_at, g.expires_at, tx.transactions, tx.debit_satang, tx.credit_satang,
              tx.rollback_satang`,
    orderBy: 'g.created_at DESC, g.id DESC',
    search: (s, add) => anyOf(`g.game ILIKE ${add(s.like)}`, s.id !== null && `g.id = ${add(s.id)}`),
  });
  return { total: page.total, items: page.rows.map(toItem) };
}

function toItem(r: Row): MemberGameSession {
  return {
    id: r.id,
    game: r.game,
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    transactions: r.transactions,
    debits: satangToBaht(r.debit_satang),
    credits: satangToBaht(r.credit_satang),
    rollbacks: satangToBaht(r.rollback_satang),
  };
}
