// The affiliate reward (DESIGN §7; spec §2 affiliate, §9): 10% of an invited member's first
// approved deposit, earned once, whichever desk approves it, and held until the invited member has
// staked AFFILIATE_PLAY_MULTIPLE times that deposit (net of refunds); paid once, up to the referrer's
// monthly cap. On a real database.
import type { AffiliateData, AffiliateInvitee, AffiliateReport } from '@sanam/contract/rewards.ts';
import type { AdminDeposit, AdminDepositList } from '@sanam/contract/cashier.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { rewardDeskRoutes, rewardRoutes } from '@sanam/contract/routes/rewards.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import { aMember, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { historyOf, rewardsFactory } from '../../test/factories/rewards.ts';
import { useDesk } from '../../test/harness.ts';
import { releaseAffiliateRewards } from './service.ts';

const staff = useDesk({
  ready: async () => {
    await r.openHouseAccount();
  },
});
const { t } = staff;

const r = rewardsFactory(staff);
const bets = bettingFactory(staff);

const affiliateOf = async (member: TestMember) =>
  body<Envelope<AffiliateData>>(await callRoute(t.app, rewardRoutes.affiliate, { as: member })).data;

/** The sweep every node runs on a timer, run now. */
const sweep = () => releaseAffiliateRewards({ config: t.config, db: t.db, realtime: t.bus });

/** A referrer and a member who registered with their username. */
async function invitePair(): Promise<{ referrer: TestMember; invited: TestMember }> {
  const referrer = await aMember(t.app, 'ผู้แนะนำ ทดสอบ');
  const invited = await aMember(t.app, 'เพื่อนใหม่ ทดสอบ', referrer.username);
  return { referrer, invited };
}

/** A cashier's recorded deposit (members page, kind deposit). */
const recordDeposit = (member: TestMember, amount: number, headers: Record<string, string> = {}) =>
  callRoute(t.app, memberDeskRoutes.adjust, {
    as: staff.cashier,
    params: { id: member.id },
    body: { amount, reason: 'โอนเข้าบัญชี', kind: 'deposit' },
    headers,
  });

/** A slip the slip check cannot match to a house account: it waits for a cashier. */
async function pendingSlip(member: TestMember, amount: number): Promise<number> {
  const slip = await r.testSlip({ amount, receiver: '9999999999' });
  const res = await r.sendSlip(member, slip.payload);
  expect(res.statusCode).toBe(200);
  const list = await callRoute(t.app, cashierRoutes.deposits, {
    as: staff.cashier,
    query: { status: 'pending', q: member.phone },
  });
  const deposit = body<Envelope<AdminDepositList>>(list).data.items[0];
  if (!deposit) throw new Error('no pending deposit');
  return deposit.id;
}

/** Stakes `baht` on red of a running match, in bets of at most 1,000. */
async function play(member: TestMember, matchId: number, rateId: number, baht: number): Promise<void> {
  for (let left = baht; left > 0; left -= 1000) {
    const res = await bets.bet(member, matchId, {
      amount: Math.min(1000, left),
      type: 'red',
      ref: bets.ref(),
      rateId,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const rewardsPaidTo = async (member: TestMember) => (await historyOf(t, member)).filter((h) => h.type === 7);

describe('the affiliate loop', () => {
  it('pays nothing when the invited member deposits and withdraws it all', async () => {
    const { referrer, invited } = await invitePair();
    expect(
      (
        await callRoute(t.app, memberDeskRoutes.patch, {
          as: staff.cashier,
          params: { id: invited.id },
          body: { is_vip: true },
        })
      ).statusCode,
    ).toBe(200);
    const slip = await r.testSlip({ amount: 100_000 });
    expect((await r.sendSlip(invited, slip.payload)).statusCode).toBe(200);

    // earned, not paid: the referrer's cash has not moved
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 0 });
    expect(await affiliateOf(referrer)).toEqual({
      items: [
        expect.objectContaining({
          username: invited.username,
          is_aff_reward: false,
          status: 'held',
          reward: null,
          held: 10_000,
          play_progress: 0,
          rewarded_at: null,
        }),
      ],
      invited: 1,
      rewarded: 0,
      reward_total: 0,
      held_total: 10_000,
      play_multiple: 3,
    });

    expect((await r.withdraw(invited, 100_000)).statusCode).toBe(200);
    await sweep();
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 0 });
    expect(await rewardsPaidTo(referrer)).toEqual([]);
    expect(await affiliateOf(referrer)).toMatchObject({ rewarded: 0, reward_total: 0, held_total: 10_000 });
    await r.expectLedgerOk();
  });

  it('pays once the invited member has staked three times the deposit, once, with the sweep and reads racing', async () => {
    const { referrer, invited } = await invitePair();
    expect((await recordDeposit(invited, 1000)).statusCode).toBe(200);
    // the stakes stay in play until the round ends: later deposits fund the rest
    expect((await recordDeposit(invited, 2000)).statusCode).toBe(200);
    const { matchId, rateId } = await bets.openMatch();

    // short of 3,000 by one minimum stake (10 baht)
    await play(invited, matchId, rateId, 2990);
    await sweep();
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 0 });
    const halfway = (await affiliateOf(referrer)).items[0];
    expect(halfway).toMatchObject({ status: 'held', held: 100, play_progress: 0.99 });
    const desk = body<Envelope<AffiliateInvitee[]>>(
      await callRoute(t.app, rewardDeskRoutes.invitees, { as: staff.cashier, params: { id: referrer.id } }),
    ).data[0];
    expect(desk).toMatchObject({
      status: 'held',
      deposit: 1000,
      reward: 100,
      paid: null,
      play: 2990,
      play_required: 3000,
    });

    await play(invited, matchId, rateId, 10);
    t.emitted.length = 0;
    await Promise.all([
      sweep(),
      affiliateOf(referrer),
      callRoute(t.app, rewardDeskRoutes.affiliates, { as: staff.cashier, query: { q: referrer.phone } }),
      callRoute(t.app, rewardDeskRoutes.invitees, { as: staff.admin, params: { id: referrer.id } }),
      sweep(),
      affiliateOf(referrer),
    ]);
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 10_000 });
    const paid = await rewardsPaidTo(referrer);
    expect(paid).toEqual([
      expect.objectContaining({
        type: 7,
        topic: 'ค่าแนะนำเพื่อน',
        amount: 100,
        before_amount: 0,
        after_amount: 100,
      }),
    ]);
    expect(t.emitted).toContainEqual({
      room: 'user',
      id: referrer.id,
      event: 'BALANCE',
      payload: { balance: 100, event_point: 0 },
    });
    const list = await affiliateOf(referrer);
    expect(list).toMatchObject({ invited: 1, rewarded: 1, reward_total: 100, held_total: 0 });
    expect(list.items[0]).toMatchObject({
      is_aff_reward: true,
      status: 'released',
      reward: 100,
      held: null,
      play_progress: null,
      rewarded_at: expect.any(String) as unknown,
    });
    // later sweeps and reads pay nothing more
    await sweep();
    await affiliateOf(referrer);
    expect(await rewardsPaidTo(referrer)).toHaveLength(1);
    await r.expectLedgerOk();
  });

  it('counts stakes net of refunds: a round called off owes its play again', async () => {
    const { referrer, invited } = await invitePair();
    expect((await recordDeposit(invited, 500)).statusCode).toBe(200);
    expect((await recordDeposit(invited, 1000)).statusCode).toBe(200);
    const first = await bets.openMatch();
    await play(invited, first.matchId, first.rateId, 1500);
    // no contest: every stake comes back, so none of it was play
    await bets.call(matchDeskRoutes.end, { params: { id: first.matchId }, body: { result: 'other' } });
    expect(await affiliateOf(referrer)).toMatchObject({
      rewarded: 0,
      items: [{ status: 'held', play_progress: 0 }],
    });
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 0 });

    const second = await bets.openMatch();
    await play(invited, second.matchId, second.rateId, 1500);
    expect(await affiliateOf(referrer)).toMatchObject({ rewarded: 1, reward_total: 50 });
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 5000 });
    await r.expectLedgerOk();
  });
});

describe('the reward of a first deposit', () => {
  it('is earned once: a second deposit earns nothing more', async () => {
    const { referrer, invited } = await invitePair();
    expect((await recordDeposit(invited, 1000)).statusCode).toBe(200);
    expect((await recordDeposit(invited, 5000)).statusCode).toBe(200);
    const slip = await r.testSlip({ amount: 2000 });
    expect((await r.sendSlip(invited, slip.payload)).statusCode).toBe(200);
    const { matchId, rateId } = await bets.openMatch();
    await play(invited, matchId, rateId, 3000);
    expect(await affiliateOf(referrer)).toMatchObject({ rewarded: 1, reward_total: 100, held_total: 0 });
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 10_000 });
    expect(await rewardsPaidTo(referrer)).toHaveLength(1);
    await r.expectLedgerOk();
  });

  it('is earned on a cashier approving a waiting slip, on what the cashier credited, rounded down to the satang', async () => {
    const { referrer, invited } = await invitePair();
    const id = await pendingSlip(invited, 500);
    // nothing yet: the deposit waits
    expect(await affiliateOf(referrer)).toMatchObject({ held_total: 0, items: [{ status: null }] });
    const res = await callRoute(t.app, cashierRoutes.approveDeposit, {
      as: staff.cashier,
      params: { id },
      body: { amount: 123.45 },
    });
    expect(body<Envelope<AdminDeposit>>(res).data.status).toBe('approved');
    expect(await affiliateOf(referrer)).toMatchObject({ held_total: 12.34, items: [{ status: 'held' }] });
    expect((await recordDeposit(invited, 300)).statusCode).toBe(200);
    const { matchId, rateId } = await bets.openMatch();
    // three times 123.45 is 370.35: 370 (on the default minimum's steps of 10) is not enough, one
    // more minimum stake (10) is
    await play(invited, matchId, rateId, 370);
    expect(await affiliateOf(referrer)).toMatchObject({ rewarded: 0 });
    await play(invited, matchId, rateId, 10);
    expect(await affiliateOf(referrer)).toMatchObject({ rewarded: 1, reward_total: 12.34 });
    expect(await r.balancesOf(referrer.id)).toMatchObject({ cash: 1234 });
    await r.expectLedgerOk();
  });

  it('is earned by nothing rejected, and waits for the first approved deposit', async () => {
    const { referrer, invited } = await invitePair();
    const id = await pendingSlip(invited, 800);
    const res = await callRoute(t.app, cashierRoutes.rejectDeposit, {
      as: staff.cashier,
      params: { id },
      body: {
        reason: 'ไม่พบยอดเงิน',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await affiliateOf(referrer)).toMatchObject({ rewarded: 0, reward_total: 0, held_total: 0 });
    expect((await recordDeposit(invited, 300)).statusCode).toBe(200);
    expect(await affiliateOf(referrer)).toMatchObject({ held_total: 30 });
  });

  it('pays nobody for a member who registered without a referrer', async () => {
    const loner = await aMember(t.app);
    const before = await r.rewardSnapshot();
    expect((await recordDeposit(loner, 1000)).statusCode).toBe(200);
    const after = await r.rewardSnapshot();
    expect(after?.rewards).toBe(before?.rewards);
    await r.expectLedgerOk();
  });

  it('lists only the caller’s own invited members', async () => {
    const { referrer, invited } = await invitePair();
    const second = await aMember(t.app, 'เพื่อนคนที่สอง', referrer.username);
    expect((await affiliateOf(referrer)).items.map((i) => i.username)).toEqual([
      second.username,
      invited.username,
    ]);
    expect(await affiliateOf(invited)).toEqual({
      items: [],
      invited: 0,
      rewarded: 0,
      reward_total: 0,
      held_total: 0,
      play_multiple: 3,
    });
  });
});

describe('first deposits approved at once', () => {
  it('earn the reward exactly once, whichever desks approve them', async () => {
    const { referrer, invited } = await invitePair();
    // one after the other: each is the newest waiting deposit of the member when it is looked up
    const waiting = [await pendingSlip(invited, 100), await pendingSlip(invited, 200)];
    const slips = await Promise.all([r.testSlip({ amount: 300 }), r.testSlip({ amount: 400 })]);
    const results = await Promise.all([
      callRoute(t.app, cashierRoutes.approveDeposit, {
        as: staff.cashier,
        params: { id: waiting[0] },
        body: { amount: 1000 },
      }),
      callRoute(t.app, cashierRoutes.approveDeposit, {
        as: staff.admin,
        params: { id: waiting[1] },
        body: { amount: 2000 },
      }),
      r.sendSlip(invited, slips[0].payload),
      r.sendSlip(invited, slips[1].payload),
      recordDeposit(invited, 500),
      recordDeposit(invited, 600),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await r.balancesOf(invited.id)).toMatchObject({
      cash: (1000 + 2000 + 300 + 400 + 500 + 600) * 100,
    });
    const { items, held_total } = await affiliateOf(referrer);
    expect(items).toMatchObject([{ status: 'held' }]);
    // 10% of whichever deposit committed first
    expect([100, 200, 30, 40, 50, 60]).toContain(held_total);
    expect((await recordDeposit(invited, 2000)).statusCode).toBe(200);
    const { matchId, rateId } = await bets.openMatch();
    await play(invited, matchId, rateId, held_total * 30);
    await sweep();
    const rewards = await rewardsPaidTo(referrer);
    expect(rewards).toMatchObject([{ amount: held_total }]);
    expect(await affiliateOf(referrer)).toMatchObject({ rewarded: 1, reward_total: held_total });
    await r.expectLedgerOk();
  });
});

describe('the monthly cap per referrer (AFFILIATE_MONTHLY_CAP)', () => {
  // 150 baht a month, and play of once the deposit, to keep the numbers small
  const tokens = useDesk({
    config: { affiliateMonthlyCapSatang: 15_000, affiliatePlayMultiple: 1 },
    ready: () => c.openHouseAccount(),
  });
  const capped = tokens.t;
  const c = rewardsFactory(tokens);
  const cb = bettingFactory(tokens);

  it('pays up to the cap and records the rest as capped, never paid', async () => {
    const referrer = await aMember(capped.app, 'ผู้แนะนำ เพดาน');
    const friends = [];
    for (const name of ['เพื่อน หนึ่ง', 'เพื่อน สอง', 'เพื่อน สาม'])
      friends.push(await aMember(capped.app, name, referrer.username));
    const { matchId, rateId } = await cb.openMatch();
    for (const friend of friends) {
      const res = await callRoute(capped.app, memberDeskRoutes.adjust, {
        as: tokens.cashier,
        params: { id: friend.id },
        body: {
          amount: 1000,
          reason: 'โอนเข้า',
          kind: 'deposit',
        },
      });
      expect(res.statusCode).toBe(200);
      const bet = await cb.bet(friend, matchId, { amount: 1000, type: 'red', ref: cb.ref(), rateId });
      expect(bet.statusCode).toBe(200);
      // one at a time, so which is capped is known
      await releaseAffiliateRewards({ config: capped.config, db: capped.db, realtime: capped.bus });
    }

    // 100 + 50 of the second's 100 + nothing of the third's
    expect(await c.balancesOf(referrer.id)).toMatchObject({ cash: 15_000 });
    const paid = (await historyOf(capped, referrer)).filter((h) => h.type === 7);
    expect(paid.map((h) => h.amount).sort()).toEqual([100, 50]);
    const invitees = body<Envelope<AffiliateInvitee[]>>(
      await callRoute(capped.app, rewardDeskRoutes.invitees, {
        as: tokens.cashier,
        params: { id: referrer.id },
      }),
    ).data;
    expect(invitees.map((i) => [i.username, i.status, i.reward, i.paid])).toEqual([
      [friends[2]?.username, 'capped', 100, 0],
      [friends[1]?.username, 'capped', 100, 50],
      [friends[0]?.username, 'released', 100, 100],
    ]);
    const report = body<Envelope<AffiliateReport>>(
      await callRoute(capped.app, rewardDeskRoutes.affiliates, {
        as: tokens.cashier,
        query: { q: referrer.phone },
      }),
    ).data;
    expect(report.summary).toMatchObject({ monthly_cap: 150, play_multiple: 1, capped: 2, held: 0 });
    expect(report.items[0]).toMatchObject({ rewarded: 3, reward_total: 150, paid_this_month: 150, held: 0 });
    const member = body<Envelope<AffiliateData>>(
      await callRoute(capped.app, rewardRoutes.affiliate, { as: referrer }),
    ).data;
    expect(member).toMatchObject({ rewarded: 3, reward_total: 150, held_total: 0 });
    expect(member.items.map((i) => [i.status, i.reward, i.is_aff_reward])).toEqual([
      ['capped', 0, true],
      ['capped', 50, true],
      ['released', 100, true],
    ]);
    await c.expectLedgerOk();
  });
});
