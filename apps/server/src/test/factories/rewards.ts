// Rewards: members with coins, the member's reward calls, the console's, and what a refused call
// could have changed.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type { AdminRedeemItem, RedeemItemCreateRequest } from '@sanam/contract/rewards.ts';
import { randomUUID } from 'node:crypto';
import { post } from '../../ledger/ledger.ts';
import { rewardDeskRoutes, rewardRoutes } from '@sanam/contract/routes/rewards.ts';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import { callOk, callRoute } from '../call-route.ts';
import type { TestContext } from '../test-app.ts';
import { aMember, type TestMember } from './members.ts';
import { walletFactory, type CashDesk } from './wallet.ts';

export function rewardsFactory(desk: CashDesk) {
  const wallet = walletFactory(desk);

  /** Gives a member coins as bets do: the house's coin account → coins:<id>. */
  async function giveCoins(memberId: number, coins: number): Promise<void> {
    await desk.t.db.transaction((tx) =>
      post(tx, {
        key: `test:coins:${randomUUID()}`,
        kind: 'coins',
        type: TX_TYPE.adjustment,
        topic: 'เหรียญทดสอบ',
        postings: [
          { account: accountName.house, currency: 'COIN', amount: -coins },
          { account: accountName.coins(memberId), currency: 'COIN', amount: coins },
        ],
      }),
    );
  }

  async function memberWithCoins(coins: number, referrer = ''): Promise<TestMember> {
    const member = await aMember(desk.t.app, 'สมหญิง แลกเหรียญ', referrer);
    if (coins > 0) await giveCoins(member.id, coins);
    return member;
  }

  /** `payload` as the test gives it, a wrong one included: the server's check is what is tested. */
  const redeemCall = (member: TestMember, payload: unknown, headers: Record<string, string> = {}) =>
    callRoute(desk.t.app, rewardRoutes.redeem, { as: member, rawBody: payload, headers });

  /** A goods item added through the console. */
  async function createItem(input: RedeemItemCreateRequest): Promise<AdminRedeemItem> {
    return callOk(desk.t.app, rewardDeskRoutes.createItem, { as: desk.admin, body: input });
  }

  async function balancesOf(memberId: number): Promise<{ cash: number; coins: number }> {
    const { rows } = await desk.t.db.query<{ account: string; balance: number }>(
      'SELECT account, balance FROM balances WHERE member_id = $1',
      [memberId],
    );
    const of = (a: string) => rows.find((r) => r.account === a)?.balance ?? NaN;
    return { cash: of(accountName.member(memberId)), coins: of(accountName.coins(memberId)) };
  }

  /** Everything a refused reward call could have changed. */
  async function rewardSnapshot() {
    const { rows } = await desk.t.db.query(
      `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
              (SELECT count(*)::int FROM postings) AS postings,
              (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM redeem_orders) AS orders,
              (SELECT string_agg(id || ':' || coalesce(stock::text, '-') || ':' || is_active, ',' ORDER BY id) FROM redeem_items) AS items,
              (SELECT count(*)::int FROM affiliate_rewards) AS rewards,
              (SELECT count(*)::int FROM audit_log) AS audits,
              (SELECT string_agg(account || '=' || balance, ',' ORDER BY account) FROM balances) AS balances`,
    );
    return rows[0];
  }

  return {
    ...wallet,
    giveCoins,
    memberWithCoins,
    redeemCall,
    createItem,
    balancesOf,
    rewardSnapshot,
  };
}

/** The member transaction history's newest rows (the wallet's history call). */
export async function historyOf(t: TestContext, member: TestMember) {
  const page = await callOk(t.app, walletRoutes.transactions, { as: member, body: {} });
  return page.items;
}
