// The wallet's side: the house account, sandbox slips, funded members, members' slip and withdraw
// calls, and what a refused money call could have changed.
import { sandboxSlipRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SandboxSlip, SandboxSlipRequest } from '@sanam/contract/slip-sandbox.ts';
import { expect } from 'vitest';
import { callOk } from '../call-route.ts';
import { adminCall, type Desk } from './desk.ts';
import { expectLedgerOk as expectLedgerOkAs, postedTo } from './ledger.ts';
import { aMember, type TestMember } from './members.ts';
import { body, type Envelope } from './replies.ts';

export const EN = { 'accept-language': 'en' };
export const HOUSE = {
  bank_name: 'KBANK',
  bank_acc_no: '0123456789',
  bank_acc_name: 'บจก. สนาม (ทดสอบ)',
} as const;

/** The desks a wallet factory calls: a cashier for money, an admin for the house's accounts. */
export type CashDesk = Pick<Desk, 't' | 'admin' | 'cashier'>;

/** A member with `baht` deposited by a cashier (a recorded deposit, type 1), a VIP when asked. */
export async function aFundedMember(
  desk: Pick<Desk, 't' | 'cashier'>,
  baht: number,
  opts: { vip?: boolean } = {},
): Promise<TestMember> {
  const member = await aMember(desk.t.app);
  if (baht > 0) {
    const res = await adminCall(desk.t.app, desk.cashier, 'POST', `/members/${member.id}/adjust`, {
      amount: baht,
      reason: 'test funds',
      kind: 'deposit',
    });
    expect(res.statusCode).toBe(200);
  }
  if (opts.vip) {
    const res = await adminCall(desk.t.app, desk.cashier, 'PATCH', `/members/${member.id}`, {
      is_vip: true,
    });
    expect(res.statusCode).toBe(200);
  }
  return member;
}

export function walletFactory(desk: CashDesk) {
  /** The house account members pay into, added through the console. */
  async function openHouseAccount(account: Record<string, unknown> = HOUSE): Promise<number> {
    const res = await adminCall(desk.t.app, desk.admin, 'POST', '/deposit-accounts', account);
    if (res.statusCode !== 200) throw new Error(`deposit account: ${res.statusCode} ${res.body}`);
    return body<Envelope<{ id: number }>>(res).data.id;
  }

  /** A sandbox slip the sandbox slip check confirms (unless receiver or time say otherwise). */
  async function testSlip(input: SandboxSlipRequest): Promise<SandboxSlip> {
    return callOk(desk.t.app, sandboxSlipRoutes.create, { as: desk.cashier, body: input });
  }

  /** A member's call: GET without a payload, else POST. */
  function memberCall(
    member: TestMember,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    return desk.t.app.inject({
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

  const fundedMember = (baht: number, opts: { vip?: boolean } = {}) => aFundedMember(desk, baht, opts);

  const satangOf = async (account: string) => (await postedTo(desk.t.db, account)) ?? NaN;

  /** Everything a refused money call could have changed. */
  async function moneySnapshot() {
    const { rows } = await desk.t.db.query(
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
    const check = await expectLedgerOkAs(desk.t.app, desk.admin);
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
