// The affiliate reward (DESIGN §7; spec §2 affiliate, §9): 10% of an invited member's first approved
// deposit, once, to the member who invited them, whichever desk approves it. On a real database.
import type { AffiliateData } from '@sanam/contract/rewards.ts';
import type { AdminDeposit, AdminDepositList } from '@sanam/contract/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app.ts';
import {
  adminCall,
  body,
  openDesk,
  registerMember,
  type Envelope,
  type TestMember,
} from '../admin/test-factory.ts';
import { historyOf, rewardsFactory } from './test-factory.ts';

let t: TestContext;
let admin: string;
let cashier: string;
const r = rewardsFactory(
  () => t,
  () => ({ admin, cashier }),
);

beforeAll(async () => {
  ({ t, admin, cashier } = await openDesk());
  await r.openHouseAccount();
});
afterAll(async () => {
  await t.close();
});

const affiliateOf = async (member: TestMember) =>
  body<Envelope<AffiliateData>>(await r.memberCall(member, '/user/user/affiliate_reward')).data;

/** A referrer and a member who registered with their username. */
async function invitePair(): Promise<{ referrer: TestMember; invited: TestMember }> {
  const referrer = await registerMember(t.app, 'ผู้แนะนำ ทดสอบ');
  const invited = await registerMember(t.app, 'เพื่อนใหม่ ทดสอบ', referrer.username);
  return { referrer, invited };
}

/** A cashier's recorded deposit (members page, kind deposit). */
const recordDeposit = (member: TestMember, amount: number, headers: Record<string, string> = {}) =>
  adminCall(
    t.app,
    cashier,
    'POST',
    `/members/${member.id}/adjust`,
    { amount, reason: 'โอนเข้าบัญชี', kind: 'deposit' },
    headers,
  );

/** A slip the slip check cannot match to a house account: it waits for a cashier. */
async function pendingSlip(member: TestMember, amount: number): Promise<number> {
  const slip = await r.testSlip({ amount, receiver: '9999999999' });
  const res = await r.sendSlip(member, slip.payload);
  expect(res.statusCode).toBe(200);
  const list = await adminCall(t.app, cashier, 'GET', `/deposits?status=pending&q=${member.phone}`);
  const deposit = body<Envelope<AdminDepositList>>(list).data.items[0];
  if (!deposit) throw new Error('no pending deposit');
  return deposit.id;
}

describe('the reward of a first deposit', () => {
  it('pays the referrer 10% when the invited member deposits by slip, and shows in their history and list', async () => {
    const { referrer, invited } = await invitePair();
    expect(await affiliateOf(referrer)).toEqual({
      items: [expect.objectContaining({ username: invited.username, is_aff_reward: false, reward: null })],
      invited: 1,
      rewarded: 0,
      reward_total: 0,
    });
    t.emitted.length = 0;
    const slip = await r.testSlip({ amount: 1500 });
    expect((await r.sendSlip(invited, slip.payload)).statusCode).toBe(200);

    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 15_000 });
    expect(await r.balancesOf(invited.id)).toMatchObject({ cash: 150_000 });
    const [top] = await historyOf(t, referrer);
    expect(top).toMatchObject({
      type: 7,
      topic: 'ค่าแนะนำเพื่อน',
      amount: 150,
      before_amount: 0,
      after_amount: 150,
    });
    expect(t.emitted).toContainEqual({
      room: 'user',
      id: referrer.id,
      event: 'BALANCE',
      payload: { balance: 150, event_point: 0 },
    });
    const list = await affiliateOf(referrer);
    expect(list).toMatchObject({ invited: 1, rewarded: 1, reward_total: 150 });
    expect(list.items[0]).toMatchObject({ username: invited.username, is_aff_reward: true, reward: 150 });
    expect(list.items[0]?.rewarded_at).toEqual(expect.any(String));
    await r.expectLedgerOk();
  });

  it('pays once: a second deposit earns nothing more', async () => {
    const { referrer, invited } = await invitePair();
    expect((await recordDeposit(invited, 1000)).statusCode).toBe(200);
    expect((await recordDeposit(invited, 5000)).statusCode).toBe(200);
    const slip = await r.testSlip({ amount: 2000 });
    expect((await r.sendSlip(invited, slip.payload)).statusCode).toBe(200);
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 10_000 });
    expect((await historyOf(t, referrer)).filter((h) => h.type === 7)).toHaveLength(1);
    expect(await affiliateOf(referrer)).toMatchObject({ rewarded: 1, reward_total: 100 });
    await r.expectLedgerOk();
  });

  it('pays on a cashier approving a waiting slip, on what the cashier credited, rounded down to the satang', async () => {
    const { referrer, invited } = await invitePair();
    const id = await pendingSlip(invited, 500);
    // nothing yet: the deposit waits
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 0 });
    const res = await adminCall(t.app, cashier, 'POST', `/deposits/${id}/approve`, { amount: 123.45 });
    expect(body<Envelope<AdminDeposit>>(res).data.status).toBe('approved');
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 1234 });
    await r.expectLedgerOk();
  });

  it('pays nothing for a rejected deposit, and waits for the first approved one', async () => {
    const { referrer, invited } = await invitePair();
    const id = await pendingSlip(invited, 800);
    const res = await adminCall(t.app, cashier, 'POST', `/deposits/${id}/reject`, { reason: 'ไม่พบยอดเงิน' });
    expect(res.statusCode).toBe(200);
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 0 });
    expect(await affiliateOf(referrer)).toMatchObject({ rewarded: 0, reward_total: 0 });
    expect((await recordDeposit(invited, 300)).statusCode).toBe(200);
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 3000 });
  });

  it('pays nobody for a member who registered without a referrer', async () => {
    const loner = await registerMember(t.app);
    const before = await r.rewardSnapshot();
    expect((await recordDeposit(loner, 1000)).statusCode).toBe(200);
    const after = await r.rewardSnapshot();
    expect(after?.rewards).toBe(before?.rewards);
    await r.expectLedgerOk();
  });

  it('lists only the caller’s own invited members', async () => {
    const { referrer, invited } = await invitePair();
    const second = await registerMember(t.app, 'เพื่อนคนที่สอง', referrer.username);
    expect((await affiliateOf(referrer)).items.map((i) => i.username)).toEqual([
      second.username,
      invited.username,
    ]);
    expect(await affiliateOf(invited)).toEqual({ items: [], invited: 0, rewarded: 0, reward_total: 0 });
  });
});

describe('first deposits approved at once', () => {
  it('pay the reward exactly once, whichever desks approve them', async () => {
    const { referrer, invited } = await invitePair();
    // one after the other: each is the newest waiting deposit of the member when it is looked up
    const waiting = [await pendingSlip(invited, 100), await pendingSlip(invited, 200)];
    const slips = await Promise.all([r.testSlip({ amount: 300 }), r.testSlip({ amount: 400 })]);
    const results = await Promise.all([
      adminCall(t.app, cashier, 'POST', `/deposits/${waiting[0]}/approve`, { amount: 1000 }),
      adminCall(t.app, admin, 'POST', `/deposits/${waiting[1]}/approve`, { amount: 2000 }),
      r.sendSlip(invited, slips[0].payload),
      r.sendSlip(invited, slips[1].payload),
      recordDeposit(invited, 500),
      recordDeposit(invited, 600),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await r.balancesOf(invited.id)).toMatchObject({
      cash: (1000 + 2000 + 300 + 400 + 500 + 600) * 100,
    });
    const rewards = (await historyOf(t, referrer)).filter((h) => h.type === 7);
    expect(rewards).toHaveLength(1);
    // 10% of whichever deposit committed first
    expect([100, 200, 30, 40, 50, 60]).toContain(rewards[0]?.amount);
    expect(await affiliateOf(referrer)).toMatchObject({ rewarded: 1, reward_total: rewards[0]?.amount });
    await r.expectLedgerOk();
  });
});
