// Test factories for the operator console: operators of each role with a token, members with money.
import type { LedgerCheck } from '@sanam/contract/admin.ts';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/db.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export const body = <T>(res: LightMyRequestResponse): T => res.json<T>();

let seq = 0;
const run = Math.floor(Math.random() * 9000) + 1000;
const next = () => String(++seq).padStart(4, '0');

/** A fresh app with an operator of each role logged in: the desks most tests drive. */
export async function openDesk(): Promise<{
  t: TestContext;
  operator: string;
  cashier: string;
  admin: string;
}> {
  const t = await createTestApp();
  const [operator, cashier, admin] = await Promise.all([
    operatorToken(t.app, t.db, 'operator'),
    operatorToken(t.app, t.db, 'cashier'),
    operatorToken(t.app, t.db, 'admin'),
  ]);
  return { t, operator, cashier, admin };
}

/** A new operator of `role` in the database, logged in through the console's login call. */
export async function operatorToken(app: FastifyInstance, db: Db, role: OperatorRole): Promise<string> {
  const username = `${role}${run}${next()}`;
  const password = 'secret-pass';
  await db.query('INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)', [
    username,
    await hashPassword(password, { env: 'test' }),
    role,
  ]);
  return loginOperator(app, username, password);
}

export async function loginOperator(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.statusCode} ${res.body}`);
  return body<Envelope<{ access_token: string }>>(res).data.access_token;
}

export interface TestMember {
  id: number;
  phone: string;
  username: string;
  accessToken: string;
}

/**
 * A member registered through the member app's call (their ledger accounts open with it), invited by
 * `referrer` (a username) when given.
 */
export async function registerMember(
  app: FastifyInstance,
  name = 'สมชาย ทดสอบ',
  referrer = '',
): Promise<TestMember> {
  const n = next();
  const phone = `09${run}${n}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      phone,
      password: 'secret1',
      name,
      agent_id: 1,
      bank_name: 'SCB',
      bank_acc_no: `34${run}${n}00`,
      referrer,
    },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { data } = body<Envelope<{ access_token: string; user: { id: number; username: string } }>>(res);
  return { id: data.user.id, phone, username: data.user.username, accessToken: data.access_token };
}

/** A call to the operator API with a bearer token. */
export function adminCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The ledger check through the console's call: every invariant holds. Returns the check. */
export async function expectLedgerOk(app: FastifyInstance, token: string): Promise<LedgerCheck> {
  const res = await adminCall(app, token, 'GET', '/ledger/check');
  const check = body<Envelope<LedgerCheck>>(res).data;
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
