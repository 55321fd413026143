// Test factories for the wallet: the house account, sandbox slips, members' slip and withdraw calls,
// cashier calls, and what a refused call could have changed.
import type { SandboxSlip, SandboxSlipRequest } from '@sanam/contract/wallet.ts';
import { expect } from 'vitest';
import type { TestContext } from '../../test/test-app.ts';
import {
  adminCall,
  body,
  expectLedgerOk as expectLedgerOkAs,
  registerMember,
  type Envelope,
  type TestMember,
} from '../admin/test-factory.ts';

export const EN = { 'accept-language': 'en' };
export const HOUSE = {
  bank_name: 'KBANK',
  bank_acc_no: '0123456789',
  bank_acc_name: 'บจก. สนาม (ทดสอบ)',
} as const;

export function walletFactory(t: () => TestContext, tokens: () => { admin: string; cashier: string }) {
  /** The house account members pay into, added through the console. */
  async function openHouseAccount(account: Record<string, unknown> = HOUSE): Promise<number> {
    const res = await adminCall(t().app, tokens().admin, 'POST', '/deposit-accounts', account);
    if (res.statusCode !== 200) throw new Error(`deposit account: ${res.statusCode} ${res.body}`);
    return body<Envelope<{ id: number }>>(res).data.id;
  }

  /** A sandbox slip the sandbox slip check confirms (unless receiver or time say otherwise). */
  async function testSlip(input: SandboxSlipRequest): Promise<SandboxSlip> {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/sandbox/slips',
      headers: { authorization: `Bearer ${tokens().cashier}` },
      payload: input,
    });
    if (res.statusCode !== 200) throw new Error(`sandbox slip: ${res.statusCode} ${res.body}`);
    return body<Envelope<SandboxSlip>>(res).data;
  }

  function memberCall(
    member: TestMember,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    return t().app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${member.accessToken}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  const sendSlip = (member: TestMember, payload: string, headers: Record<string, string> = {}) =>
    memberCall(member, '/user/user/slip', { payload }, headers);

  const withdraw = (member: TestMember, amount: unknown, headers: Record<string, string> = {}) =>
    memberCall(member, '/user/user/withdraw', { amount }, headers);

  /** A member with `baht` deposited by a cashier (a recorded deposit, type 1). */
  async function fundedMember(baht: number, opts: { vip?: boolean } = {}): Promise<TestMember> {
    const member = await registerMember(t().app);
    if (baht > 0) {
      const res = await adminCall(t().app, tokens().cashier, 'POST', `/members/${member.id}/adjust`, {
        amount: baht,
        reason: 'test funds',
        kind: 'deposit',
      });
      expect(res.statusCode).toBe(200);
    }
    if (opts.vip) {
      const res = await adminCall(t().app, tokens().cashier, 'PATCH', `/members/${member.id}`, {
        is_vip: true,
      });
      expect(res.statusCode).toBe(200);
    }
    return member;
  }

  async function satangOf(account: string): Promise<number> {
    const { rows } = await t().db.query<{ total: number }>(
      'SELECT coalesce(sum(amount), 0)::bigint AS total FROM postings WHERE account = $1',
      [account],
    );
    return rows[0]?.total ?? NaN;
  }

  /** Everything a refused money call could have changed. */
  async function moneySnapshot() {
    const { rows } = await t().db.query(
      `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
              (SELECT count(*)::int FROM postings) AS postings,
              (SELECT count(*)::int FROM deposits) AS deposits,
              (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM deposits) AS deposit_states,
              (SELECT count(*)::int FROM withdrawals) AS withdrawals,
              (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM withdrawals) AS withdrawal_states,
              (SELECT count(*)::int FROM audit_log) AS audits,
              (SELECT string_agg(account || '=' || balance, ',' ORDER BY account) FROM balances) AS balances`,
    );
    return rows[0];
  }

  async function expectLedgerOk() {
    const check = await expectLedgerOkAs(t().app, tokens().cashier);
    expect(check.checks.map((c) => c.code)).toContain('withdraw_hold_matches');
  }

  return {
    openHouseAccount,
    testSlip,
    memberCall,
    sendSlip,
    withdraw,
    fundedMember,
    satangOf,
    moneySnapshot,
    expectLedgerOk,
  };
}
