// The console dashboard's charts on a real database: what the house took and kept per
// Bangkok day, a round's exposure bet by bet, and the money in and out per hour, from bets,
// settlements, refunds, deposits and withdrawals made through the API, with figures worked by hand.
import { eventDeskRoutes } from '@sanam/contract/routes/events.ts';
import type { DashboardCashFlow, DashboardExposure, DashboardHandle } from '@sanam/contract/dashboard.ts';
import type { Exposure } from '@sanam/contract/matches.ts';
import { dashboardRoutes } from '@sanam/contract/routes/dashboard.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { WithdrawData } from '@sanam/contract/wallet.ts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callRoute, type RouteCall } from '../../test/call-route.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import { eventsFactory } from '../../test/factories/events.ts';
import { stepFactory } from '../../test/factories/steps.ts';
import { aMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';
import { bangkokDayStart } from '@sanam/contract/audit.ts';
import { addDays, bangkokToday } from '@sanam/contract/reports.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';

const HOUR = 3_600_000;

function data<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return body<Envelope<T>>(res).data;
}

describe('handle and house result per Bangkok day (GET /api/admin/dashboard/handle)', () => {
  const desk = useDesk();
  const { t } = desk;
  const f = bettingFactory(desk);
  const events = eventsFactory(desk);
  const steps = stepFactory(desk);

  it('counts every kind of stake on the day it was placed, and the house result on the day it was settled', async () => {
    const a = await f.fundedMember(1000);
    const b = await f.fundedMember(1000);

    // yesterday: two bets on a round (ด 10/9) that is settled today on blue
    const r1 = await f.openMatch();
    expect(
      (await f.bet(a, r1.matchId, { amount: 100, type: 'red', ref: f.ref(), rateId: r1.rateId })).statusCode,
    ).toBe(200);
    expect(
      (await f.bet(b, r1.matchId, { amount: 50, type: 'blue', ref: f.ref(), rateId: r1.rateId })).statusCode,
    ).toBe(200);
    // a minute before today's midnight, Bangkok: yesterday's last minute
    const midnight = bangkokDayStart(bangkokToday()).getTime();
    await t.db.query(
      `UPDATE journal_entries SET created_at = $2
        WHERE type = 3 AND id IN (SELECT entry_id FROM postings WHERE account = $1)`,
      [`escrow:match:${r1.matchId}`, new Date(midnight - 60_000)],
    );
    await f.call(matchDeskRoutes.end, { params: { id: r1.matchId }, body: { result: 'blue' } });

    // today: a bet on a round with no contest (refunded); an event bet settled as a win (its coin
    // moves in the same entry, in COIN); a pre-fight bet and a step ticket still open
    const r2 = await f.openMatch();
    const placed = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
    placed(await f.bet(a, r2.matchId, { amount: 30, type: 'red', ref: f.ref(), rateId: r2.rateId }));
    await f.call(matchDeskRoutes.end, { params: { id: r2.matchId }, body: { result: 'other' } });
    const event = await events.openEvent();
    placed(await events.bet(a, event.id, { amount: 100, type: 'red', odds: 1.85 }));
    events.expectEvent(
      await events.consoleCall(eventDeskRoutes.settle, { params: { id: event.id }, body: { winner: 'red' } }),
    );
    const r3 = await f.openMatch({ prefight: true });
    placed(await f.bet(b, r3.matchId, { amount: 20, type: 'blue', ref: f.ref(), rateId: r3.rateId }, true));
    const legs = await steps.rounds(2);
    await steps.placeOk(
      b,
      10,
      legs.map((l) => ({ ...l, type: 'red' as const })),
    );

    const handle = data<DashboardHandle>(
      await callRoute(t.app, dashboardRoutes.handle, { as: desk.operator }),
    );
    const today = bangkokToday();
    expect(handle.days).toHaveLength(30);
    expect(handle.days.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)),
    );
    const zero = { stakes: 0, settled_stakes: 0, payouts: 0, refunds: 0, house_result: 0 };
    const earlier = handle.days.slice(0, 28);
    expect(earlier).toEqual(earlier.map((d) => ({ day: d.day, ...zero })));
    expect(handle.days[28]).toEqual({ day: addDays(today, -1), ...zero, stakes: 150 });
    // blue 9/10 pays 50 + 50 × 10/9 = 105.55 (rounded down to the satang), the event 100 × 1.85 =
    // 185; the 30 comes back: 280 − 290.55 − 30
    expect(handle.days[29]).toEqual({
      day: today,
      stakes: 160,
      settled_stakes: 280,
      payouts: 290.55,
      refunds: 30,
      house_result: -40.55,
    });
    await f.expectLedgerOk();
  });

  it('is for admins and operators: a cashier is refused, a member token too', async () => {
    expect((await callRoute(t.app, dashboardRoutes.handle, { as: desk.admin })).statusCode).toBe(200);
    expect((await callRoute(t.app, dashboardRoutes.handle, { as: desk.cashier })).statusCode).toBe(403);
    const member = await aMember(t.app);
    expect((await callRoute(t.app, dashboardRoutes.handle, { as: member.accessToken })).statusCode).toBe(401);
  });
});

describe('a round’s exposure over its life (GET /api/admin/dashboard/exposure)', () => {
  const desk = useDesk();
  const { t } = desk;
  const f = bettingFactory(desk);
  const exposureOf = (query: RouteCall<typeof dashboardRoutes.exposure>['query'] = {}) =>
    callRoute(t.app, dashboardRoutes.exposure, { as: desk.operator, query }).then((r) =>
      data<DashboardExposure>(r),
    );

  it('adds the bets up in time order, ends at the exposure endpoint’s book, and picks the live round with the most stakes', async () => {
    const [a, b, c] = [await f.fundedMember(1000), await f.fundedMember(1000), await f.fundedMember(1000)];
    const small = await f.openMatch();
    expect(
      (await f.bet(a, small.matchId, { amount: 10, type: 'red', ref: f.ref(), rateId: small.rateId }))
        .statusCode,
    ).toBe(200);
    const big = await f.openMatch();
    await f.call(matchDeskRoutes.openTie, { params: { id: big.matchId }, body: { tie_multiplier: 1.7 } });
    expect(
      (await f.bet(a, big.matchId, { amount: 100, type: 'red', ref: f.ref(), rateId: big.rateId }))
        .statusCode,
    ).toBe(200);
    expect(
      (await f.bet(b, big.matchId, { amount: 50, type: 'blue', ref: f.ref(), rateId: big.rateId }))
        .statusCode,
    ).toBe(200);
    expect(
      (await f.bet(c, big.matchId, { amount: 20, type: 'tie', ref: f.ref(), rateId: 0, multiplier: 1.7 }))
        .statusCode,
    ).toBe(200);
    // a minute apart, so each bet is a point of its own
    const start = Date.parse('2026-11-20T12:00:00Z');
    await t.db.query(
      `UPDATE bets b SET created_at = $2::timestamptz + make_interval(mins => n.i)
         FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS i FROM bets WHERE match_id = $1) n
        WHERE b.id = n.id`,
      [big.matchId, new Date(start)],
    );

    const series = await exposureOf();
    expect(series.round).toMatchObject({ id: big.matchId, bets: 3, stakes: 170, is_end: 0 });
    expect(series.live_rounds.map((r) => [r.id, r.stakes])).toEqual([
      [big.matchId, 170],
      [small.matchId, 10],
    ]);
    // red 10/9 returns 190 on 100; blue 9/10 returns 105.55 on 50; a draw refunds red and blue and pays
    // the tie 20 × 1.7 = 34
    expect(series.points).toEqual([
      {
        at: new Date(start).toISOString(),
        bets: 1,
        stakes: 100,
        house_loss: { red: 90, blue: -100, green: 0 },
      },
      {
        at: new Date(start + 60_000).toISOString(),
        bets: 2,
        stakes: 150,
        house_loss: { red: 40, blue: -44.45, green: 0 },
      },
      {
        at: new Date(start + 120_000).toISOString(),
        bets: 3,
        stakes: 170,
        house_loss: { red: 20, blue: -64.45, green: 14 },
      },
    ]);
    const book = data<Exposure>(
      await callRoute(t.app, matchDeskRoutes.exposure, { as: desk.operator, params: { id: big.matchId } }),
    );
    const last = series.points.at(-1);
    expect(last?.house_loss).toEqual({
      red: -book.house_result.red,
      blue: -book.house_result.blue,
      green: -book.house_result.green,
    });

    // another round by its id; once the big round ends it is no longer live, but still charted by id
    expect((await exposureOf({ match_id: small.matchId })).points).toHaveLength(1);
    await f.call(matchDeskRoutes.end, { params: { id: big.matchId }, body: { result: 'red' } });
    expect((await exposureOf()).round?.id).toBe(small.matchId);
    const ended = await exposureOf({ match_id: big.matchId });
    expect(ended.round).toMatchObject({ id: big.matchId, is_end: 1, bets: 3, stakes: 170 });
    expect(ended.points.at(-1)?.house_loss).toEqual({ red: 20, blue: -64.45, green: 14 });
  });

  it('answers an unknown round with 404 and a round id that is not one with 400', async () => {
    expect(
      (await callRoute(t.app, dashboardRoutes.exposure, { as: desk.operator, query: { match_id: 99999999 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await callRoute(t.app, dashboardRoutes.exposure, { as: desk.operator, query: { match_id: 'abc' } }))
        .statusCode,
    ).toBe(400);
  });

  it('is for admins and operators: a cashier is refused, a member token too', async () => {
    expect((await callRoute(t.app, dashboardRoutes.exposure, { as: desk.admin })).statusCode).toBe(200);
    expect((await callRoute(t.app, dashboardRoutes.exposure, { as: desk.cashier })).statusCode).toBe(403);
    const member = await aMember(t.app);
    expect((await callRoute(t.app, dashboardRoutes.exposure, { as: member.accessToken })).statusCode).toBe(
      401,
    );
  });
});

describe('deposits and withdrawals per hour (GET /api/admin/dashboard/cash-flow)', () => {
  const desk = useDesk();
  const { t } = desk;
  const w = walletFactory(desk);
  const cashFlow = (query: RouteCall<typeof dashboardRoutes.cashFlow>['query'] = {}) =>
    callRoute(t.app, dashboardRoutes.cashFlow, { as: desk.cashier, query }).then((r) =>
      data<DashboardCashFlow>(r),
    );

  it('puts each credited deposit and each paid withdrawal in its hour, and nothing still waiting', async () => {
    const m1 = await w.fundedMember(1000.25);
    const m2 = await w.fundedMember(500);
    const asked = await w.withdraw(m1, 300);
    const withdrawalId = body<Envelope<WithdrawData>>(asked).data.withdrawal.id;
    expect(
      (
        await callRoute(t.app, cashierRoutes.payWithdrawal, {
          as: desk.cashier,
          params: { id: withdrawalId },
          body: {
            transfer_ref: 'TRF001',
          },
        })
      ).statusCode,
    ).toBe(200);
    expect((await w.withdraw(m2, 200)).statusCode).toBe(200); // still waiting: not paid out

    const thisHour = Math.floor(Date.now() / HOUR) * HOUR;
    const move = (kind: string, memberAccount: string | null, at: number) =>
      t.db.query(
        `UPDATE journal_entries SET created_at = $3 WHERE kind = $1
            AND ($2::text IS NULL OR id IN (SELECT entry_id FROM postings WHERE account = $2))`,
        [kind, memberAccount, new Date(at)],
      );
    await move('deposit', `member:${m1.id}`, thisHour - 2 * HOUR + 10 * 60_000);
    await move('deposit', `member:${m2.id}`, thisHour - 2 * HOUR + 59 * 60_000);
    await move('withdraw_paid', null, thisHour - 5 * HOUR + 60_000);

    const flow = await cashFlow();
    expect(flow.range).toBe('24h');
    expect(flow.hours.map((h) => h.hour)).toEqual(
      Array.from({ length: 24 }, (_, i) => new Date(thisHour - (23 - i) * HOUR).toISOString()),
    );
    const busy = flow.hours.filter(
      (h) => h.deposits !== 0 || h.withdrawals !== 0 || h.deposit_count || h.withdrawal_count,
    );
    expect(busy).toEqual([
      {
        hour: new Date(thisHour - 5 * HOUR).toISOString(),
        deposits: 0,
        deposit_count: 0,
        withdrawals: 300,
        withdrawal_count: 1,
      },
      {
        hour: new Date(thisHour - 2 * HOUR).toISOString(),
        deposits: 1500.25,
        deposit_count: 2,
        withdrawals: 0,
        withdrawal_count: 0,
      },
    ]);

    // today on the Bangkok clock: its 24 hours from midnight, what fell before midnight left out
    const today = await cashFlow({ range: 'today' });
    const midnight = bangkokDayStart(bangkokToday()).getTime();
    expect(today.hours[0]?.hour).toBe(new Date(midnight).toISOString());
    expect(today.hours).toHaveLength(24);
    const depositsToday = thisHour - 2 * HOUR >= midnight ? 1500.25 : 0;
    expect(today.hours.reduce((s, h) => s + h.deposits * 100, 0) / 100).toBe(depositsToday);
  });

  it('refuses a range it does not know', async () => {
    expect(
      (await callRoute(t.app, dashboardRoutes.cashFlow, { as: desk.cashier, query: { range: 'week' } }))
        .statusCode,
    ).toBe(400);
  });

  it('is for admins and cashiers: an operator is refused, a member token too', async () => {
    expect((await callRoute(t.app, dashboardRoutes.cashFlow, { as: desk.admin })).statusCode).toBe(200);
    expect((await callRoute(t.app, dashboardRoutes.cashFlow, { as: desk.operator })).statusCode).toBe(403);
    const member = await aMember(t.app);
    expect((await callRoute(t.app, dashboardRoutes.cashFlow, { as: member.accessToken })).statusCode).toBe(
      401,
    );
  });
});
