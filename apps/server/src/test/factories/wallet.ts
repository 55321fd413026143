// The wallet's side: the house account, sandbox slips, funded members, members' slip and withdraw
// calls, and what a refused money call could have changed.
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { cashierRoutes, sandboxSlipRoutes, walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SandboxSlip, SandboxSlipRequest } from '@sanam/contract/slip-sandbox.ts';
import { expect } from 'vitest';
import { type BodyOf, callOk, callRoute } from '../call-route.ts';
import type { Desk } from './desk.ts';
import { expectLedgerOk as expectLedgerOkAs, postedTo } from './ledger.ts';
import { aMember, type TestMember } from './members.ts';

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
    await callOk(desk.t.app, memberDeskRoutes.adjust, {
      as: desk.cashier,
      params: { id: member.id },
      body: { amount: baht, reason: 'test funds', kind: 'deposit' },
    });
  }
  if (opts.vip) {
    await callOk(desk.t.app, memberDeskRoutes.patch, {
      as: desk.cashier,
      params: { id: member.id },
      body: { is_vip: true },
    });
  }
  return member;
}

export function walletFactory(desk: CashDesk) {
  /** The house account members pay into, added through the console. */
  async function openHouseAccount(account: BodyOf<typeof cashierRoutes.createDepositAccount> = HOUSE) {
    const created = await callOk(desk.t.app, cashierRoutes.createDepositAccount, {
      as: desk.admin,
      body: account,
    });
    return created.id;
  }

  /** A sandbox slip the sandbox slip check confirms (unless receiver or time say otherwise). */
  async function testSlip(input: SandboxSlipRequest): Promise<SandboxSlip> {
    return callOk(desk.t.app, sandboxSlipRoutes.create, { as: desk.cashier, body: input });
  }

  const sendSlip = (member: TestMember, payload: string, headers: Record<string, string> = {}) =>
    callRoute(desk.t.app, walletRoutes.slip, { as: member, body: { payload }, headers });

  /** `amount` as the test gives it, a wrong one included: the server's check is what is tested. */
  const withdraw = (member: TestMember, amount: unknown, headers: Record<string, string> = {}) =>
    callRoute(desk.t.app, walletRoutes.withdraw, { as: member, rawBody: { amount }, headers });

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
    sendSlip,
    withdraw,
    fundedMember,
    satangOf,
    moneySnapshot,
    expectLedgerOk,
  };
}
