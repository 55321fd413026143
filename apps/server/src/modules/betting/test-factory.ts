// Test factories for betting: matches driven through the operator API, funded members, bets through
// the member API, and the money state tests compare before and after.
import type { Match, Rate } from '@sanam/contract/matches.ts';
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
import { betsWithOutcome } from './grading-sql.ts';

export const EN = { 'accept-language': 'en' };
export const EVEN_PRICE = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };

export function bettingFactory(t: () => TestContext, tokens: () => { operator: string; cashier: string }) {
  let refSeq = 0;
  const ref = () => `r${process.pid}-${++refSeq}`;

  async function call<T>(path: string, payload?: unknown): Promise<T> {
    const res = await adminCall(t().app, tokens().operator, 'POST', path, payload ?? {});
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    // and what it set off in the background (a settlement's BALANCE) is out
    await t().idle();
    return body<Envelope<T>>(res).data;
  }

  /** A running match with betting open at `rate` (default ด 10/9: red 10/9, blue 9/10). */
  async function openMatch(opts: { rate?: typeof EVEN_PRICE; prefight?: boolean } = {}) {
    const m = await call<Match>('/matches', {
      round_name: 'คู่ที่ 1',
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
      is_prefight: opts.prefight ?? false,
    });
    const r = await call<Rate>(`/matches/${m.id}/rates`, opts.rate ?? EVEN_PRICE);
    await call<Match>(`/matches/${m.id}/open`);
    return { matchId: m.id, rateId: r.id };
  }

  async function fundedMember(baht: number): Promise<TestMember> {
    const member = await registerMember(t().app);
    if (baht > 0) {
      const res = await adminCall(t().app, tokens().cashier, 'POST', `/members/${member.id}/adjust`, {
        amount: baht,
        reason: 'test funds',
        kind: 'deposit',
      });
      expect(res.statusCode).toBe(200);
    }
    return member;
  }

  function bet(member: TestMember, matchId: number, payload: Record<string, unknown>, prefight = false) {
    return t().app.inject({
      method: 'POST',
      url: `/api/user/bet/${prefight ? 'prefight/' : ''}${matchId}`,
      headers: { authorization: `Bearer ${member.accessToken}`, ...EN },
      payload,
    });
  }

  async function cash(memberId: number): Promise<number | undefined> {
    const { rows } = await t().db.query<{ balance: number }>(
      'SELECT balance FROM balances WHERE account = $1',
      [`member:${memberId}`],
    );
    return rows[0]?.balance;
  }

  async function escrowSatang(matchId: number): Promise<number> {
    const { rows } = await t().db.query<{ total: number }>(
      'SELECT coalesce(sum(amount), 0)::bigint AS total FROM postings WHERE account = $1',
      [`escrow:match:${matchId}`],
    );
    return rows[0]?.total ?? NaN;
  }

  /** Everything a refused money call could have changed. */
  async function moneySnapshot() {
    const { rows } = await t().db.query(
      `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
              (SELECT count(*)::int FROM postings) AS postings,
              (SELECT count(*)::int FROM bets) AS bets,
              (SELECT coalesce(sum(payout_satang), 0)::bigint FROM ${betsWithOutcome} b) AS payouts,
              (SELECT string_agg(bl::text, ',' ORDER BY bl.id) FROM bills bl) AS bills,
              (SELECT count(*)::int FROM settlements) AS settlements,
              (SELECT string_agg(account || '=' || balance, ',' ORDER BY account) FROM balances) AS balances,
              (SELECT string_agg(id || ':' || coalesce(result, '-') || ':' || version, ',' ORDER BY id) FROM matches) AS matches`,
    );
    return rows[0];
  }

  async function expectLedgerOk() {
    await expectLedgerOkAs(t().app, tokens().operator);
  }

  return { ref, call, openMatch, fundedMember, bet, cash, escrowSatang, moneySnapshot, expectLedgerOk };
}
