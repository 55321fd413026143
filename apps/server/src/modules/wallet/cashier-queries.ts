// Plain SQL of the cashier's queues: the deposits and withdrawals listed with their member and the
// operator who decided them, and the counts waiting. Only the wallet module's files call these.
import type { Queryable } from '../../db/db.ts';
import type { DepositRow } from './deposit-queries.ts';
import type { WithdrawalRow } from './withdrawal-queries.ts';

export type CashierMemberColumns = {
  m_id: number;
  m_username: string;
  m_phone: string;
  m_name: string;
  m_bank_name: string | null;
  m_bank_acc_no: string | null;
  m_bank_acc_name: string | null;
  m_is_vip: boolean;
  decided_by_username: string | null;
};

const MEMBER_COLUMNS = `m.id AS m_id, m.username AS m_username, m.phone AS m_phone, m.name AS m_name,
       m.bank_name AS m_bank_name, m.bank_acc_no AS m_bank_acc_no, m.bank_acc_name AS m_bank_acc_name,
       m.is_vip AS m_is_vip, o.username AS decided_by_username`;

/** `%` and `_` in what the cashier typed are literal characters, not wildcards. */
function likePattern(text: string): string | null {
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

/** A cashier's queue: its table, the alias its SQL uses, and what is searched besides the member. */
interface Queue {
  table: 'deposits' | 'withdrawals';
  alias: 'd' | 'w';
  /** the slip's reference for deposits, the account paid into for withdrawals */
  searched: string;
}
const DEPOSITS: Queue = { table: 'deposits', alias: 'd', searched: 'd.trans_ref' };
const WITHDRAWALS: Queue = { table: 'withdrawals', alias: 'w', searched: 'w.bank_acc_no' };

const withMember = ({ table, alias }: Queue) =>
  `${table} ${alias} JOIN members m ON m.id = ${alias}.member_id`;
const withDecider = (t: Queue) => `${withMember(t)} LEFT JOIN operators o ON o.id = ${t.alias}.decided_by`;

/** One page of a queue, newest first, by status ('all': any) and by what the cashier typed. */
async function listQueue<Row>(
  q: Queryable,
  t: Queue,
  query: { status: string; q: string; limit: number; offset: number },
): Promise<{ rows: Array<Row & CashierMemberColumns>; total: number }> {
  const params = [query.status === 'all' ? null : query.status, likePattern(query.q)];
  const where = `($1::text IS NULL OR ${t.alias}.status = $1)
     AND ($2::text IS NULL OR m.phone ILIKE $2 OR m.username ILIKE $2 OR m.name ILIKE $2 OR ${t.searched} ILIKE $2)`;
  const [page, count] = await Promise.all([
    q.query<Row & CashierMemberColumns>(
      `SELECT ${t.alias}.*, ${MEMBER_COLUMNS}
         FROM ${withDecider(t)}
        WHERE ${where}
        ORDER BY ${t.alias}.id DESC LIMIT $3 OFFSET $4`,
      [...params, query.limit, query.offset],
    ),
    // with nothing typed, the queue alone is counted: the join to members, there for the search,
    // read every member for a year's queue (bench (e): 90 ms for all deposits)
    query.q
      ? q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${withMember(t)} WHERE ${where}`, params)
      : q.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${t.table} ${t.alias} WHERE ($1::text IS NULL OR ${t.alias}.status = $1)`,
          [params[0]],
        ),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

async function findInQueue<Row>(
  q: Queryable,
  t: Queue,
  id: number,
): Promise<(Row & CashierMemberColumns) | null> {
  const { rows } = await q.query<Row & CashierMemberColumns>(
    `SELECT ${t.alias}.*, ${MEMBER_COLUMNS} FROM ${withDecider(t)} WHERE ${t.alias}.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

type ListQuery = Parameters<typeof listQueue>[2];

export const listDeposits = (q: Queryable, query: ListQuery) => listQueue<DepositRow>(q, DEPOSITS, query);
export const findDepositForCashier = (q: Queryable, id: number) => findInQueue<DepositRow>(q, DEPOSITS, id);
export const listWithdrawals = (q: Queryable, query: ListQuery) =>
  listQueue<WithdrawalRow>(q, WITHDRAWALS, query);
export const findWithdrawalForCashier = (q: Queryable, id: number) =>
  findInQueue<WithdrawalRow>(q, WITHDRAWALS, id);

export async function cashierSummary(q: Queryable) {
  const { rows } = await q.query<{ deposits: number; withdrawals: number; withdraw_satang: number }>(
    `SELECT (SELECT count(*)::int FROM deposits WHERE status = 'pending') AS deposits,
            (SELECT count(*)::int FROM withdrawals WHERE status = 'pending') AS withdrawals,
            (SELECT coalesce(sum(amount_satang), 0)::bigint FROM withdrawals WHERE status = 'pending') AS withdraw_satang`,
  );
  return rows[0] ?? { deposits: 0, withdrawals: 0, withdraw_satang: 0 };
}

/** How a CASHIER alert names the member: no phone, no bank account. */
export async function memberLabel(q: Queryable, memberId: number) {
  const { rows } = await q.query<{ username: string; name: string | null }>(
    'SELECT username, name FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0] ?? null;
}
