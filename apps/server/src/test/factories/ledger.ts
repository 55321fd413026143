// The ledger's side of the tests: members straight in SQL (no app needed), the entries tests start
// with, the balances and sums tests read, and the ledger check as the console runs it.
import type { LedgerCheck } from '@sanam/contract/admin.ts';
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/db.ts';
import { openMemberAccounts, post, type EntryInput, type MemberQuery } from '../../ledger/ledger.ts';
import { callOk } from '../call-route.ts';

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

/** An account's balance row in satang (`member:7`, `coins:7`), undefined when the account has none. */
export async function balanceOf(db: Db, account: string): Promise<number | undefined> {
  const { rows } = await db.query<{ balance: number }>('SELECT balance FROM balances WHERE account = $1', [
    account,
  ]);
  return rows[0]?.balance;
}

/** The sum of everything posted to an account (escrows and the house's accounts have no balance row). */
export async function postedTo(db: Db, account: string): Promise<number | undefined> {
  const { rows } = await db.query<{ total: number }>(
    'SELECT coalesce(sum(amount), 0)::bigint AS total FROM postings WHERE account = $1',
    [account],
  );
  return rows[0]?.total;
}

/** The ledger check through the console's call: every invariant holds. Returns the check. */
export async function expectLedgerOk(app: FastifyInstance, token: string): Promise<LedgerCheck> {
  const check: LedgerCheck = await callOk(app, memberDeskRoutes.ledgerCheck, { as: token });
  expect(check.checks.filter((c) => !c.ok)).toEqual([]);
  return check;
}

/** What an adjustment could have changed, to show that a refusal changed nothing. */
export async function moneyState(db: Db, memberId: number) {
  const { rows } = await db.query<{ balance: number; entries: number; postings: number; audits: number }>(
    `SELECT (SELECT balance FROM balances WHERE account = $1) AS balance,
            (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM postings) AS postings,
            (SELECT count(*)::int FROM audit_log WHERE target_type = 'member' AND target_id = $2) AS audits`,
    [`member:${memberId}`, String(memberId)],
  );
  const row = rows[0];
  if (!row) throw new Error('no state');
  return row;
}

/** A 1-satang internal correction to the member: an entry type hidden from members' lists. */
export function postHiddenCorrection(db: Db, memberId: number) {
  return db.transaction((tx) =>
    post(tx, {
      key: `correction:${memberId}`,
      kind: 'correction',
      type: TX_TYPE.internalCorrection,
      topic: 'แก้ไขภายใน',
      postings: [
        { account: `member:${memberId}`, currency: 'THB', amount: 1 },
        { account: 'house', currency: 'THB', amount: -1 },
      ],
    }),
  );
}
