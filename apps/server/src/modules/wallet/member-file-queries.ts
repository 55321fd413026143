// A member's deposits and withdrawals for the console's member file, newest first.
import type { MemberDeposit, MemberFileQuery, MemberWithdrawal } from '@sanam/contract/member-file.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable } from '../../db/db.ts';
import { anyOf, memberPage } from '../../db/member-page.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

type Decided = { decided_at: Date | null; created_at: Date };

/** `q` matches the deposit's number, its amount or the slip's transaction reference. */
export async function memberDepositPage(q: Queryable, memberId: number, query: MemberFileQuery) {
  type Row = Omit<MemberDeposit, 'amount' | 'decided_at' | 'created_at'> &
    Decided & {
      amount_satang: number | null;
    };
  const page = await memberPage<Row>(q, memberId, query, {
    from: 'deposits d LEFT JOIN operators o ON o.id = d.decided_by',
    memberColumn: 'd.member_id',
    createdColumn: 'd.created_at',
    columns: `d.id, d.source, d.status, d.amount_satang, d.trans_ref, d.reason, o.username AS decided_by,
              d.decided_at, d.created_at`,
    orderBy: 'd.id DESC',
    status: (status, add) => `d.status = ${add(status)}`,
    search: (s, add) =>
      anyOf(
        `d.trans_ref ILIKE ${add(s.like)}`,
        s.id !== null && `d.id = ${add(s.id)}`,
        s.satang !== null && `d.amount_satang = ${add(s.satang)}`,
      ),
  });
  return {
    total: page.total,
    items: page.rows.map(({ amount_satang, ...r }): MemberDeposit => ({
      ...r,
      amount: amount_satang === null ? null : satangToBaht(amount_satang),
      decided_at: isoOrNull(r.decided_at),
      created_at: iso(r.created_at),
    })),
  };
}

/** `q` matches the withdrawal's number, its amount, the bank's transfer reference or the account. */
export async function memberWithdrawalPage(q: Queryable, memberId: number, query: MemberFileQuery) {
  type Row = Omit<MemberWithdrawal, 'amount' | 'decided_at' | 'created_at'> &
    Decided & {
      amount_satang: number;
    };
  const page = await memberPage<Row>(q, memberId, query, {
    from: 'withdrawals w LEFT JOIN operators o ON o.id = w.decided_by',
    memberColumn: 'w.member_id',
    createdColumn: 'w.created_at',
    columns: `w.id, w.amount_satang, w.status, w.bank_name, w.bank_acc_no, w.transfer_ref, w.reason,
              o.username AS decided_by, w.decided_at, w.created_at`,
    orderBy: 'w.id DESC',
    status: (status, add) => `w.status = ${add(status)}`,
    search: (s, add) => {
      const like = add(s.like);
      return anyOf(
        `w.transfer_ref ILIKE ${like}`,
        `w.bank_acc_no ILIKE ${like}`,
        s.id !== null && `w.id = ${add(s.id)}`,
        s.satang !== null && `w.amount_satang = ${add(s.satang)}`,
      );
    },
  });
  return {
    total: page.total,
    items: page.rows.map(({ amount_satang, ...r }): MemberWithdrawal => ({
      ...r,
      amount: satangToBaht(amount_satang),
      decided_at: isoOrNull(r.decided_at),
      created_at: iso(r.created_at),
    })),
  };
}
