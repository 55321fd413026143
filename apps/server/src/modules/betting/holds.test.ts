// The bet delay (betting/holds.ts): a live bet is taken in with its stake reserved, held for the
// round's delay, and decided on the round as it then stands by the one stake rule set, the member's
// choice when the price moved included; a change of the round decides it at once where it changes its
// fate. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { bangkokToday } from '@sanam/contract/reports.ts';
import { reportDeskRoutes } from '@sanam/contract/routes/reports.ts';
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import { describe, expect, it } from 'vitest';
import { callOk, callRoute } from '../../test/call-route.ts';
import { bettingFactory, EN } from '../../test/factories/bets.ts';
import { balanceOf, postedTo } from '../../test/factories/ledger.ts';
import { useDesk } from '../../test/harness.ts';
import { decideHeldBet } from './holds.ts';

// the sweep finds the bets a change of their round decides at once (and those whose node stopped)
const desk = useDesk({ config: { heldBetSweepMs: 40 } });
const f = bettingFactory(desk);

const RED_FAVOURITE = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };
/** red pays more than at RED_FAVOURITE (10/9 → 10/10), blue less (9/10 → 10/10) */
const EVEN = { red_rate_1: 10, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 10 };

/** A live round with betting open at RED_FAVOURITE and `delay` seconds of bet delay. */
async function heldRound(delay: number, limits: { member_side_cap?: number } = {}) {
  const m = await f.call(matchDeskRoutes.create, {
    body: { round_name: 'คู่ดีเลย์', red_cow_name: 'แดงเดือด', blue_cow_name: 'ฟ้าคราม', bet_delay: delay },
  });
  const params = { id: m.id };
  const rate = await f.call(matchDeskRoutes.publishRate, { params, body: RED_FAVOURITE });
  await f.call(matchDeskRoutes.open, { params });
  if (Object.keys(limits).length) await f.call(riskDeskRoutes.limits, { params, body: limits });
  return { matchId: m.id, rateId: rate.id };
}

const heldSatang = async () => (await postedTo(desk.t.db, 'hold:bet')) ?? 0;

async function holdRow(memberId: number, ref: string) {
  const { rows } = await desk.t.db.query<{ id: number; status: string; refusal: { key: string } | null }>(
    'SELECT id, status, refusal FROM bet_holds WHERE member_id = $1 AND ref = $2',
    [memberId, ref],
  );
  return rows[0];
}

/** Waits until the held bet with `ref` exists (taken in), for a test that changes the round meanwhile. */
async function takenIn(memberId: number, ref: string) {
  for (let i = 0; i < 200; i++) {
    const row = await holdRow(memberId, ref);
    if (row) return row;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`bet ${ref} was never taken in`);
}

const RATE_CHANGED = 'The rate has changed: please check the new rate';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a delayed live bet', () => {
  it('reserves the stake at once, waits out the delay and is then accepted at the price seen', async () => {
    const { matchId, rateId } = await heldRound(1);
    const member = await f.fundedMember(1_000);
    const ref = f.ref();
    const started = Date.now();
    const pending = f.bet(member, matchId, { amount: 100, type: 'red', ref, rateId });
    await takenIn(member.id, ref);
    // while held: out of the member's cash, in hold:bet, not yet a bet of the round
    expect(await f.cash(member.id)).toBe(90_000);
    expect(await heldSatang()).toBe(10_000);
    expect(await f.escrowSatang(matchId)).toBe(0);

    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const { bet, balance } = res.json<{ data: { bet: Record<string, unknown>; balance: number } }>().data;
    expect(bet).toMatchObject({ type: 'red', amount: 100, rate_id: rateId, rate_1: 10, rate_2: 9, ref });
    expect(balance).toBe(900);
    expect(await heldSatang()).toBe(0);
    expect(await f.escrowSatang(matchId)).toBe(10_000);
    expect((await holdRow(member.id, ref))?.status).toBe('accepted');
    // the member's statement names the stake's row as a bet: its side, round and the rate it was taken at
    const statement = await callOk(desk.t.app, walletRoutes.transactions, { as: member, body: {} });
    expect(statement.items[0]).toMatchObject({
      amount: -100,
      topic_bet_color: 'red',
      topic_bet_rate: 'ด 10/9',
      match_id: matchId,
    });
    // the same ref again answers with the same bet and moves nothing
    const again = await f.bet(member, matchId, { amount: 100, type: 'red', ref, rateId });
    expect(again.json<{ data: { bet: { id: number } } }>().data.bet.id).toBe(bet.id);
    expect(await f.cash(member.id)).toBe(90_000);
    await f.expectLedgerOk();
  });

  it('is refused at once when its side closes during the delay, and the stake comes back', async () => {
    const { matchId, rateId } = await heldRound(5);
    const member = await f.fundedMember(500);
    const ref = f.ref();
    const started = Date.now();
    const pending = f.bet(member, matchId, { amount: 200, type: 'red', ref, rateId });
    await takenIn(member.id, ref);
    expect(await f.cash(member.id)).toBe(30_000);
    await f.call(riskDeskRoutes.switchSide, { params: { id: matchId }, body: { side: 'red', open: false } });
    const res = await pending;
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('Betting on red is closed');
    // decided by the change, well before the five seconds were up
    expect(Date.now() - started).toBeLessThan(4_500);
    expect(await f.cash(member.id)).toBe(50_000);
    expect(await heldSatang()).toBe(0);
    expect(await f.escrowSatang(matchId)).toBe(0);
    await f.expectLedgerOk();
  });

  it('decides a new rate by the member’s choice: none refuses, better takes only a better price, any takes it', async () => {
    const { matchId, rateId } = await heldRound(5);
    const member = await f.fundedMember(1_000);
    const stake = (type: 'red' | 'blue', accept: 'none' | 'better' | 'any') => {
      const ref = f.ref();
      return { ref, reply: f.bet(member, matchId, { amount: 100, type, ref, rateId, accept }) };
    };
    // red's price gets better (10/9 → 10/10), blue's worse (9/10 → 10/10)
    const none = stake('red', 'none');
    const betterUp = stake('red', 'better');
    const betterDown = stake('blue', 'better');
    const any = stake('blue', 'any');
    for (const s of [none, betterUp, betterDown, any]) await takenIn(member.id, s.ref);
    expect(await f.cash(member.id)).toBe(60_000);
    const started = Date.now();
    const newRate = await f.call(matchDeskRoutes.publishRate, { params: { id: matchId }, body: EVEN });

    const [noneRes, upRes, downRes, anyRes] = await Promise.all(
      [none, betterUp, betterDown, any].map((s) => s.reply),
    );
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(noneRes?.statusCode).toBe(409);
    expect(noneRes?.json<{ message: string }>().message).toBe(RATE_CHANGED);
    expect(downRes?.statusCode).toBe(409);
    expect(downRes?.json<{ message: string }>().message).toBe(RATE_CHANGED);
    expect(upRes?.statusCode).toBe(200);
    expect(upRes?.json<{ data: { bet: unknown } }>().data.bet).toMatchObject({
      rate_id: newRate.id,
      rate_1: 10,
      rate_2: 10,
    });
    expect(anyRes?.statusCode).toBe(200);
    expect(anyRes?.json<{ data: { bet: unknown } }>().data.bet).toMatchObject({
      type: 'blue',
      rate_id: newRate.id,
      rate_1: 10,
      rate_2: 10,
    });
    // two stakes came back, two became bets at the new price
    expect(await f.cash(member.id)).toBe(80_000);
    expect(await f.escrowSatang(matchId)).toBe(20_000);
    expect(await heldSatang()).toBe(0);
    await f.expectLedgerOk();
  });

  it('is refused by a cap the bets taken in beside it reached during the delay', async () => {
    const { matchId, rateId } = await heldRound(1, { member_side_cap: 150 });
    const member = await f.fundedMember(1_000);
    // both fit the cap alone and are taken in; at their decision only the first fits
    const replies = await Promise.all(
      [0, 1].map(() => f.bet(member, matchId, { amount: 100, type: 'red', ref: f.ref(), rateId })),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = replies.find((r) => r.statusCode === 400);
    expect(refused?.json<{ message: string }>().message).toBe(
      'Your total on this side is at its limit (150 baht; 50 baht left)',
    );
    expect(await f.cash(member.id)).toBe(90_000);
    expect(await f.escrowSatang(matchId)).toBe(10_000);
    expect(await heldSatang()).toBe(0);
    await f.expectLedgerOk();
  });

  it('is refused for funds the member does not have, before any wait and with nothing held', async () => {
    const { matchId, rateId } = await heldRound(3);
    const member = await f.fundedMember(50);
    const started = Date.now();
    const res = await f.bet(member, matchId, { amount: 100, type: 'red', ref: f.ref(), rateId });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ data: { code: string } }>().data.code).toBe('ledger.insufficient_balance');
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(await f.cash(member.id)).toBe(5_000);
    expect(await heldSatang()).toBe(0);
  });
});

describe('the day’s summary', () => {
  it('counts a held bet’s stake in the handle once accepted, and a refused one in neither handle nor refunds', async () => {
    const day = bangkokToday();
    const report = async () =>
      (await callOk(desk.t.app, reportDeskRoutes.daily, { as: desk.admin, query: { from: day, to: day } }))
        .totals;
    const before = await report();
    const { matchId, rateId } = await heldRound(1);
    const other = await heldRound(5);
    const member = await f.fundedMember(1_000);
    expect(
      (await f.bet(member, matchId, { amount: 100, type: 'red', ref: f.ref(), rateId })).statusCode,
    ).toBe(200);
    // taken in on the other round's red, then refused at once when red closes there
    const refusedRef = f.ref();
    const refused = f.bet(member, other.matchId, {
      amount: 300,
      type: 'red',
      ref: refusedRef,
      rateId: other.rateId,
    });
    await takenIn(member.id, refusedRef);
    await f.call(riskDeskRoutes.switchSide, {
      params: { id: other.matchId },
      body: { side: 'red', open: false },
    });
    expect((await refused).statusCode).toBe(409);
    const after = await report();
    expect(after.handle_live - before.handle_live).toBe(100);
    expect(after.refunds - before.refunds).toBe(0);
    expect(after.change_in_play - before.change_in_play).toBe(100);
  });
});

describe('held bets under load', () => {
  it('takes in only what the funds cover of parallel bets, and decides each once', async () => {
    const { matchId, rateId } = await heldRound(1);
    const members = await Promise.all([0, 1, 2].map(() => f.fundedMember(500)));
    // each member fires 8 bets of 100 at once: 5 fit their 500
    const replies = await Promise.all(
      members.flatMap((m) =>
        Array.from({ length: 8 }, () =>
          f.bet(m, matchId, { amount: 100, type: 'blue', ref: f.ref(), rateId }),
        ),
      ),
    );
    const byStatus = new Map<number, number>();
    for (const r of replies) byStatus.set(r.statusCode, (byStatus.get(r.statusCode) ?? 0) + 1);
    expect(byStatus.get(200)).toBe(15);
    expect(byStatus.get(400)).toBe(9);
    for (const m of members) expect(await f.cash(m.id)).toBe(0);
    expect(await f.escrowSatang(matchId)).toBe(150_000);
    expect(await heldSatang()).toBe(0);
    const { rows } = await desk.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bets WHERE match_id = $1',
      [matchId],
    );
    expect(rows[0]?.n).toBe(15);
    await f.expectLedgerOk();
  });

  it('lets exactly one of many deciders decide a held bet', async () => {
    const { matchId, rateId } = await heldRound(2);
    const member = await f.fundedMember(300);
    const ref = f.ref();
    const pending = f.bet(member, matchId, { amount: 100, type: 'red', ref, rateId });
    const hold = await takenIn(member.id, ref);
    await sleep(2_050);
    // the request's own decision, the sweep and eight more deciders, all at the due time
    const deps = { config: desk.t.config, db: desk.t.db, realtime: desk.t.bus, metrics: undefined };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => decideHeldBet(deps, hold.id, { early: false })),
    );
    expect(outcomes.filter((o) => o === 'accepted' || o === 'refused').length).toBeLessThanOrEqual(1);
    expect((await pending).statusCode).toBe(200);
    const { rows } = await desk.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bets WHERE member_id = $1',
      [member.id],
    );
    expect(rows[0]?.n).toBe(1);
    expect(await f.cash(member.id)).toBe(20_000);
    expect(await heldSatang()).toBe(0);
    await f.expectLedgerOk();
  });
});

describe('a price that moved at once (no delay)', () => {
  it('takes a stale tap at a better price for a member who takes better odds, and refuses it otherwise', async () => {
    const { matchId, rateId } = await heldRound(0);
    const member = await f.fundedMember(1_000);
    await f.call(matchDeskRoutes.publishRate, { params: { id: matchId }, body: EVEN });
    const stale = (type: 'red' | 'blue', accept?: 'better') =>
      f.bet(member, matchId, { amount: 100, type, ref: f.ref(), rateId, ...(accept ? { accept } : {}) });
    expect((await stale('red')).statusCode).toBe(409);
    expect((await stale('blue', 'better')).statusCode).toBe(409);
    const taken = await stale('red', 'better');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<{ data: { bet: unknown } }>().data.bet).toMatchObject({ rate_1: 10, rate_2: 10 });
    expect(await f.cash(member.id)).toBe(90_000);
  });

  it('keeps the member’s setting, used when a bet does not say', async () => {
    const { matchId, rateId } = await heldRound(0);
    const member = await f.fundedMember(1_000);
    expect(await callOk(desk.t.app, betRoutes.preference, { as: member })).toEqual({ accept: 'none' });
    const bad = await callRoute(desk.t.app, betRoutes.setPreference, {
      as: member,
      rawBody: { accept: 'sometimes' },
      headers: EN,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      await callOk(desk.t.app, betRoutes.setPreference, { as: member, body: { accept: 'any' } }),
    ).toEqual({
      accept: 'any',
    });
    expect(await callOk(desk.t.app, betRoutes.preference, { as: member })).toEqual({ accept: 'any' });
    await f.call(matchDeskRoutes.publishRate, { params: { id: matchId }, body: EVEN });
    // blue's price got worse; the member takes any change
    const res = await f.bet(member, matchId, { amount: 100, type: 'blue', ref: f.ref(), rateId });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(desk.t.db, `member:${member.id}`)).toBe(90_000);
  });
});
