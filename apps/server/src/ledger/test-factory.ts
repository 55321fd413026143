// Test factories for the ledger: members straight in SQL (no app needed), and the entries tests start with.
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Db } from '../db/db.ts';
import { openMemberAccounts, type EntryInput, type MemberQuery } from './ledger.ts';

let seq = 0;
const run = `${process.pid}${Math.floor(Math.random() * 1e6)}`;

/** A new member with open (zero) ledger accounts; returns the member id. */
export async function createMember(db: Db): Promise<number> {
  seq += 1;
  const tag = `${run}${seq}`;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO members (phone, password_hash, name, username) VALUES ($1, 'x', 'ledger test', $2) RETURNING id`,
      [`09${tag}`, `lt${tag}`],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('member insert returned no id');
    await openMemberAccounts(tx, id);
    return id;
  });
}

/** A slip deposit: bank:in pays the member. */
export const deposit = (key: string, memberId: number, amount: number): EntryInput => ({
  key,
  kind: 'deposit',
  type: TX_TYPE.deposit,
  topic: 'ฝากเงิน',
  postings: [
    { account: 'bank:in', currency: 'THB', amount: -amount },
    { account: `member:${memberId}`, currency: 'THB', amount },
  ],
});

/** A paid withdrawal: the member pays bank:out. */
export const withdrawal = (key: string, memberId: number, amount: number): EntryInput => ({
  key,
  kind: 'withdraw',
  type: TX_TYPE.withdraw,
  topic: 'ถอนเงิน',
  postings: [
    { account: `member:${memberId}`, currency: 'THB', amount: -amount },
    { account: 'bank:out', currency: 'THB', amount },
  ],
});

/** A transfer between two members' cash. */
export const transfer = (key: string, from: number, to: number, amount: number): EntryInput => ({
  key,
  kind: 'transfer',
  type: TX_TYPE.adjustment,
  topic: 'โอน',
  postings: [
    { account: `member:${from}`, currency: 'THB', amount: -amount },
    { account: `member:${to}`, currency: 'THB', amount },
  ],
});

/** Counts of rows in the ledger tables, to show that a refusal changed nothing. */
export async function ledgerRowCounts(db: Db): Promise<{ entries: number; postings: number }> {
  const { rows } = await db.query<{ entries: number; postings: number }>(
    'SELECT (SELECT count(*)::int FROM journal_entries) AS entries, (SELECT count(*)::int FROM postings) AS postings',
  );
  return rows[0] ?? { entries: 0, postings: 0 };
}

/** postToMembers' member query over literal (member, amount) pairs, as a caller's table would give them. */
export const membersPaying = (pairs: Array<[memberId: number, amount: number]>): MemberQuery => ({
  sql: 'SELECT * FROM unnest($1::bigint[], $2::bigint[]) AS t(member_id, amount)',
  params: [pairs.map(([m]) => m), pairs.map(([, a]) => a)],
});
