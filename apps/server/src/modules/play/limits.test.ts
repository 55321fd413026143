// Responsible play's limits on the server: a member's change of their own limit (at once, or after 24
// hours and a second confirmation), what the limits count (from the ledger, every way to stake), and
// parallel stakes of every kind against one loss limit.
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import { playRoutes } from '@sanam/contract/routes/play.ts';
import { describe, expect, it } from 'vitest';
import { post } from '../../ledger/ledger.ts';
import { callOk, callRoute } from '../../test/call-route.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { stakesFactory } from '../../test/factories/stakes.ts';
import { useDesk } from '../../test/harness.ts';
import { confirmOwnLimit, limitsInForce, limitViews, setOwnLimit, usageOf } from './index.ts';

const desk = useDesk();
const { t } = desk;
const f = stakesFactory(desk);

const HOUR = 60 * 60 * 1000;
const EN = { 'accept-language': 'en' };

describe('a member changing their own limit', () => {
  it('applies a first limit and a lower one at once, and keeps a higher one waiting for 24 hours and a second yes', async () => {
    const member = await f.fundedMember(0);
    const asked = new Date('2026-12-09T03:00:00Z');
    expect((await setOwnLimit(t.db, member.id, 'loss_day', 500_00, asked)).timing).toBe('now');
    expect((await setOwnLimit(t.db, member.id, 'loss_day', 300_00, asked)).timing).toBe('now');
    expect(await limitsInForce(t.db, member.id)).toEqual({ loss_day: 300_00 });

    const raised = await setOwnLimit(t.db, member.id, 'loss_day', 1_000_00, asked);
    expect(raised.timing).toBe('after_wait');
    expect(raised.limit).toMatchObject({
      inForceSatang: 300_00,
      pending: { amountSatang: 1_000_00, confirmableAt: new Date('2026-12-10T03:00:00Z') },
    });
    // the lower limit holds while the raise waits
    expect(await limitsInForce(t.db, member.id)).toEqual({ loss_day: 300_00 });

    const early = await confirmOwnLimit(
      t.db,
      member.id,
      'loss_day',
      new Date(asked.getTime() + 23 * HOUR),
    ).catch((e: unknown) => e);
    expect(early).toMatchObject({ status: 409, messageKey: 'play.confirm_not_yet' });
    expect((early as { fields?: Record<string, string> }).fields).toEqual({
      confirmable_at: '10/12/2026 10:00',
    });
    expect(await limitsInForce(t.db, member.id)).toEqual({ loss_day: 300_00 });

    const confirmed = await confirmOwnLimit(
      t.db,
      member.id,
      'loss_day',
      new Date(asked.getTime() + 24 * HOUR),
    );
    expect(confirmed).toMatchObject({ inForceSatang: 1_000_00, pending: null });
    expect(await limitsInForce(t.db, member.id)).toEqual({ loss_day: 1_000_00 });
    await expect(confirmOwnLimit(t.db, member.id, 'loss_day')).rejects.toMatchObject({
      messageKey: 'play.nothing_pending',
    });
  });

  it('makes a removal wait too, and drops a waiting raise when the member lowers the limit instead', async () => {
    const member = await f.fundedMember(0);
    const asked = new Date('2026-12-09T03:00:00Z');
    await setOwnLimit(t.db, member.id, 'stake', 200_00, asked);
    expect((await setOwnLimit(t.db, member.id, 'stake', null, asked)).timing).toBe('after_wait');
    expect(await limitsInForce(t.db, member.id)).toEqual({ stake: 200_00 });
    // asking again restarts the 24 hours
    const later = new Date(asked.getTime() + 20 * HOUR);
    await setOwnLimit(t.db, member.id, 'stake', null, later);
    await expect(
      confirmOwnLimit(t.db, member.id, 'stake', new Date(asked.getTime() + 25 * HOUR)),
    ).rejects.toMatchObject({ messageKey: 'play.confirm_not_yet' });

    await setOwnLimit(t.db, member.id, 'stake', 100_00, later);
    expect(await limitViews(t.db, member.id)).toEqual([
      { key: 'stake', inForceSatang: 100_00, ownSatang: 100_00, deskSatang: null, pending: null },
    ]);
    await expect(
      confirmOwnLimit(t.db, member.id, 'stake', new Date(later.getTime() + 48 * HOUR)),
    ).rejects.toMatchObject({ messageKey: 'play.nothing_pending' });
  });
});

describe('what a limit counts', () => {
  it('counts stakes less returns on every way to stake, and deposits apart', async () => {
    const member = await f.fundedMember(1000);
    const now = () => new Date();
    const { matchId, rateId } = await f.openMatch();
    expect(
      (await f.bet(member, matchId, { amount: 100, type: 'red', rateId, ref: f.ref() })).statusCode,
    ).toBe(200);
    // an open stake counts as lost until it comes back
    expect((await usageOf(t.db, member.id, now())).lost).toEqual({
      day: 100_00,
      week: 100_00,
      month: 100_00,
    });
    await f.end(matchId, 'red');
    // red at 10/9 won: 190 back, so the member is ahead and nothing counts as lost
    expect((await usageOf(t.db, member.id, now())).lost.day).toBe(0);

    const open = await f.events.openEvent();
    expect((await f.events.bet(member, open.id, { amount: 300, type: 'blue', odds: 2.1 })).statusCode).toBe(
      200,
    );
    // 100 staked, 190 back, 300 on the event: 210 down
    expect((await usageOf(t.db, member.id, now())).lost.day).toBe(210_00);
    // a game's debit is a stake too
    await t.db.transaction((tx) =>
      post(tx, {
        key: `test:game:${member.id}`,
        kind: 'game',
        type: TX_TYPE.game,
        topic: 'เกมทดสอบ',
        postings: [
          { account: `member:${member.id}`, currency: 'THB', amount: -40_00 },
          { account: 'game:m7', currency: 'THB', amount: 40_00 },
        ],
      }),
    );
    const usage = await usageOf(t.db, member.id, now());
    expect(usage.lost.day).toBe(250_00);
    // the cashier's 1000 baht is a deposit, counted apart
    expect(usage.deposited).toEqual({ day: 1000_00, week: 1000_00, month: 1000_00 });
    // on the next Bangkok day the day starts from 0; the month still counts it
    const tomorrow = await usageOf(t.db, member.id, new Date(Date.now() + 24 * HOUR));
    expect(tomorrow.lost.day).toBe(0);
    expect(tomorrow.deposited.day).toBe(0);
    const nextMonth = new Date(Date.now() + 32 * 24 * HOUR);
    expect((await usageOf(t.db, member.id, nextMonth)).lost.month).toBe(0);
  });
});

describe('one loss limit against parallel stakes', () => {
  it('takes exactly what fits of ten parallel live bets, and refuses the rest naming the limit', async () => {
    const member = await f.fundedMember(2000);
    await setOwnLimit(t.db, member.id, 'loss_day', 300_00);
    const { matchId, rateId } = await f.openMatch();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        f.bet(member, matchId, { amount: 100, type: 'red', rateId, ref: f.ref() }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(body<ErrorBody>(r).message).toMatch(
        /^This passes your daily loss limit of 300 baht \(0 baht left\)/,
      );
    }
    expect((await usageOf(t.db, member.id, new Date())).lost.day).toBe(300_00);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('holds across ways: parallel live, pre-fight, step and event stakes pass it together never', async () => {
    const member = await f.fundedMember(2000);
    await setOwnLimit(t.db, member.id, 'loss_week', 250_00);
    const live = await f.openMatch();
    const [first, second] = await f.rounds(2);
    if (!first || !second) throw new Error('rounds');
    const open = await f.events.openEvent();
    const stakes = [
      () => f.bet(member, live.matchId, { amount: 100, type: 'red', rateId: live.rateId, ref: f.ref() }),
      () =>
        f.bet(member, first.matchId, { amount: 100, type: 'blue', rateId: first.rateId, ref: f.ref() }, true),
      () =>
        f.place(member, {
          amount: 100,
          steps: [first, second].map((r) => ({ matchId: r.matchId, type: 'red', rateId: r.rateId })),
        }),
      () => f.events.bet(member, open.id, { amount: 100, type: 'red', odds: 1.85 }),
    ];
    const replies = await Promise.all([...stakes, ...stakes].map((stake) => stake()));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of replies.filter((r) => r.statusCode !== 200)) expect(r.statusCode).toBe(409);
    expect((await usageOf(t.db, member.id, new Date())).lost.week).toBe(200_00);
    await expectLedgerOk(t.app, desk.admin);
  });
});

describe('the member’s calls', () => {
  it('set a limit at once, keep a raise waiting, and refuse its confirmation before the 24 hours, in the member’s language', async () => {
    const member = await f.fundedMember(500);
    const set = await callRoute(t.app, playRoutes.setLimit, {
      as: member,
      body: { key: 'loss_day', amount: 300 },
      headers: EN,
    });
    expect(set.statusCode).toBe(200);
    expect(body<Envelope<unknown>>(set)).toMatchObject({
      message: 'Limit saved: it applies now',
      data: { timing: 'now', limit: { key: 'loss_day', in_force: 300, own: 300, desk: null, pending: null } },
    });
    const raised = await callOk(t.app, playRoutes.setLimit, {
      as: member,
      body: { key: 'loss_day', amount: 500 },
    });
    expect(raised).toMatchObject({
      timing: 'after_wait',
      limit: { in_force: 300, pending: { amount: 500 } },
    });
    const early = await callRoute(t.app, playRoutes.confirmLimit, {
      as: member,
      body: { key: 'loss_day' },
      headers: EN,
    });
    expect(early.statusCode).toBe(409);
    expect(body<ErrorBody>(early).message).toMatch(
      /^A higher limit or a removal can be confirmed 24 hours after you asked, from \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );

    const { matchId, rateId } = await f.openMatch();
    await f.bet(member, matchId, { amount: 100, type: 'red', rateId, ref: f.ref() });
    const state = await callOk(t.app, playRoutes.state, { as: member });
    expect(state).toMatchObject({
      limits: [{ key: 'loss_day', in_force: 300, pending: { amount: 500 } }],
      lost: { day: 100, week: 100, month: 100 },
      deposited: { day: 500, week: 500, month: 500 },
    });
    expect(new Date(state.resets_at.day).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuse a limit that is not a positive amount or not a limit at all, and change nothing', async () => {
    const member = await f.fundedMember(0);
    for (const bad of [
      { key: 'loss_day', amount: 0 },
      { key: 'loss_day', amount: -5 },
      { key: 'loss_day', amount: 10.001 },
      { key: 'loss_year', amount: 100 },
      { key: 'stake' },
    ]) {
      const res = await callRoute(t.app, playRoutes.setLimit, { as: member, rawBody: bad, headers: EN });
      expect([JSON.stringify(bad), res.statusCode]).toEqual([JSON.stringify(bad), 400]);
    }
    expect((await callOk(t.app, playRoutes.state, { as: member })).limits).toEqual([]);
    expect((await callRoute(t.app, playRoutes.state)).statusCode).toBe(401);
  });
});
