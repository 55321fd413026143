// The operator's risk controls as a member meets them. Each side's own switch, the last
// call, the round's limits over its stadium's, a member's own controls, and the liability cap, checked
// inside the bet's transaction: a refusal names the limit in the member's language and changes
// nothing, and under a burst no bet is accepted past a limit.
import type { BetData } from '@sanam/contract/matches.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { matchDeskRoutes, matchRoutes } from '@sanam/contract/routes/matches.ts';
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { describe, expect, it } from 'vitest';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { callOk, callRoute, type RouteCallArgs, withDefaults } from '../../test/call-route.ts';
import { readMatchForBet, startLastCallClock } from '../matches/index.ts';
import { placeBetsIfCurrent, type PricedBet } from './place-queries.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { useDesk } from '../../test/harness.ts';
import { REGRADE_REASON } from '../../test/factories/matches.ts';

const desk = useDesk();
const { t } = desk;
const f = bettingFactory(desk);

const ENGLISH = { 'accept-language': 'en' };
const EVEN = { red_rate_1: 10, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 10 };

type Reply = { statusCode: number; body: string; json: () => unknown };
function refusal(res: Reply) {
  const b = res.json() as { message: string; data: { code: string } };
  return { status: res.statusCode, message: b.message, code: b.data.code };
}

/** The operator's call that the server refuses, in English. */
async function refusedOperator<R extends RouteDeclaration>(route: R, ...args: RouteCallArgs<R>) {
  return refusal(
    await callRoute(t.app, route, ...withDefaults(args, { as: desk.operator, headers: ENGLISH })),
  );
}

/** A bet the server refuses, having changed no money: its refusal. */
async function refusedBet(
  member: TestMember,
  matchId: number,
  bet: { amount: number; type: string; rateId: number },
) {
  const before = await f.moneySnapshot();
  const res = await f.bet(member, matchId, { ...bet, ref: f.ref() });
  expect(await f.moneySnapshot()).toEqual(before);
  return refusal(res);
}

/** The operator's call that must succeed: its data, once what it set off in the background is out. */
async function operator<R extends RouteDeclaration>(route: R, ...args: RouteCallArgs<R>) {
  const data = await callOk(t.app, route, ...withDefaults(args, { as: desk.operator }));
  await t.idle();
  return data;
}

async function placed(member: TestMember, matchId: number, type: string, amount: number, rateId: number) {
  const res = await f.bet(member, matchId, { amount, type, ref: f.ref(), rateId });
  if (res.statusCode !== 200) throw new Error(`bet ${type} ${amount}: ${res.statusCode} ${res.body}`);
  return body<Envelope<BetData>>(res).data;
}

async function auditCount(action: string, matchId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE action = $1 AND target_id = $2`,
    [action, String(matchId)],
  );
  return rows[0]?.n ?? NaN;
}

describe("each side's own switch", () => {
  it('closes red alone: a red bet is refused by name and changes nothing, blue is taken; reopening takes red again', async () => {
    const { matchId, rateId } = await f.openMatch({ rate: EVEN });
    const member = await f.fundedMember(1000);
    const closed = await operator(riskDeskRoutes.switchSide, {
      params: { id: matchId },
      body: { side: 'red', open: false },
    });
    expect([closed.is_open, closed.red_closed_by, closed.blue_closed_by]).toEqual([1, 'operator', null]);

    const before = await f.moneySnapshot();
    const red = await f.bet(member, matchId, { amount: 100, type: 'red', ref: f.ref(), rateId });
    expect(refusal(red)).toEqual({ status: 409, message: 'Betting on red is closed', code: 'bet_refused' });
    const thai = await callRoute(t.app, betRoutes.live, {
      as: member.accessToken,
      params: { matchId },
      body: { amount: 100, type: 'red', ref: f.ref(), rateId },
    });
    expect(refusal(thai).message).toBe('ปิดรับแทงฝั่งแดงแล้ว');
    expect(await f.moneySnapshot()).toEqual(before);

    expect((await placed(member, matchId, 'blue', 100, rateId)).balance).toBe(900);
    await operator(riskDeskRoutes.switchSide, { params: { id: matchId }, body: { side: 'red', open: true } });
    expect((await placed(member, matchId, 'red', 100, rateId)).balance).toBe(800);
    expect(await auditCount('match.side_close', matchId)).toBe(1);
    expect(await auditCount('match.side_open', matchId)).toBe(1);
    await f.expectLedgerOk();
  });

  it('switches tie (with no-tie) at the multiplier it has, and only for the roles that run matches', async () => {
    const { matchId } = await f.openMatch({ rate: EVEN });
    await operator(matchDeskRoutes.openTie, { params: { id: matchId }, body: { tie_multiplier: 8 } });
    const member = await f.fundedMember(1000);
    const closed = await operator(riskDeskRoutes.switchSide, {
      params: { id: matchId },
      body: { side: 'tie', open: false },
    });
    expect([closed.is_open_tie, closed.tie_multiplier]).toEqual([0, 8]);
    const tie = await f.bet(member, matchId, {
      amount: 100,
      type: 'tie',
      ref: f.ref(),
      rateId: 0,
      multiplier: 8,
    });
    expect(refusal(tie)).toMatchObject({ status: 409, message: 'Tie betting is closed' });
    const reopened = await operator(riskDeskRoutes.switchSide, {
      params: { id: matchId },
      body: { side: 'tie', open: true },
    });
    expect([reopened.is_open_tie, reopened.tie_multiplier]).toEqual([1, 8]);

    const cashier = await callRoute(t.app, riskDeskRoutes.switchSide, {
      as: desk.cashier,
      params: { id: matchId },
      body: {
        side: 'red',
        open: false,
      },
    });
    expect(cashier.statusCode).toBe(403);
    const asMember = await callRoute(t.app, riskDeskRoutes.switchSide, {
      as: member.accessToken,
      params: { id: matchId },
      body: { side: 'red', open: false },
    });
    expect(asMember.statusCode).toBe(401);
    const bad = await callRoute(t.app, riskDeskRoutes.switchSide, {
      as: desk.operator,
      params: { id: matchId },
      rawBody: {
        side: 'green',
        open: 0,
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the last call', () => {
  it('counts down 10 to 120 s, one at a time, only while betting is open, and can be cancelled', async () => {
    const { matchId } = await f.openMatch({ rate: EVEN });
    for (const seconds of [9, 121, 30.5]) {
      expect(
        await refusedOperator(riskDeskRoutes.lastCall, { params: { id: matchId }, body: { seconds } }),
      ).toMatchObject({
        status: 400,
        message: 'The countdown must be 10 to 120 seconds',
      });
    }
    const started = Date.now();
    const m = await operator(riskDeskRoutes.lastCall, { params: { id: matchId }, body: { seconds: 30 } });
    const at = new Date(m.last_call_at ?? 0).getTime();
    expect(at - started).toBeGreaterThan(28_000);
    expect(at - started).toBeLessThan(32_000);
    expect(
      await refusedOperator(riskDeskRoutes.lastCall, { params: { id: matchId }, body: { seconds: 30 } }),
    ).toMatchObject({
      status: 409,
      message: 'A last call is already counting down',
    });
    const cancelled = await operator(riskDeskRoutes.cancelLastCall, { params: { id: matchId } });
    expect([cancelled.last_call_at, cancelled.is_open]).toEqual([null, 1]);
    await operator(matchDeskRoutes.close, { params: { id: matchId } });
    expect(
      await refusedOperator(riskDeskRoutes.lastCall, { params: { id: matchId }, body: { seconds: 30 } }),
    ).toMatchObject({
      status: 409,
      message: 'Open betting before starting a last call',
    });
  });

  it('refuses every bet once the moment passes, before any timer ran, and two clocks close betting once', async () => {
    const { matchId, rateId } = await f.openMatch({ rate: EVEN });
    const member = await f.fundedMember(1000);
    await placed(member, matchId, 'red', 100, rateId); // this node's snapshot now holds the round
    await operator(riskDeskRoutes.lastCall, { params: { id: matchId }, body: { seconds: 60 } });
    await placed(member, matchId, 'red', 100, rateId);
    // the moment passes (as if a minute went by): the snapshot still says a minute is left
    await t.db.query(`UPDATE matches SET last_call_at = now() - interval '1 second' WHERE id = $1`, [
      matchId,
    ]);
    expect(await refusedBet(member, matchId, { amount: 100, type: 'blue', rateId })).toMatchObject({
      status: 409,
      message: 'The last call is over: betting is closed',
    });

    // two nodes' clocks (one started after the countdown began, as after a restart) fire together
    const log = { error: (o: object, msg: string) => void console.error(msg, o) };
    const deps = { config: t.config, db: t.db, realtime: t.bus };
    const clocks = [startLastCallClock(deps, log, 60_000), startLastCallClock(deps, log, 60_000)];
    try {
      await Promise.all(clocks.map((c) => c.sweep()));
      await expect.poll(() => auditCount('match.last_call_close', matchId), { timeout: 5000 }).toBe(1);
      await Promise.all(clocks.map((c) => c.sweep()));
    } finally {
      for (const c of clocks) c.stop();
    }
    expect(await auditCount('match.last_call_close', matchId)).toBe(1);
    const m = await operator(matchDeskRoutes.match, { params: { id: matchId } });
    expect([m.is_open, m.last_call_at]).toEqual([0, null]);
    const after = await f.bet(member, matchId, { amount: 100, type: 'blue', ref: f.ref(), rateId });
    expect(refusal(after)).toMatchObject({ status: 409, message: 'Betting is closed' });
  });
});

describe("a round's limits over its stadium's", () => {
  it('refuses a stake over the maximum and a bet paying over the maximum payout, naming each; a round overrides its stadium', async () => {
    const stadium = await operator(matchDeskRoutes.createStadium, {
      body: {
        name: 'สนามวงเงิน',
        type: 'bull',
        max_bet: 500,
        liability_cap: 100_000,
      },
    });
    expect([stadium.max_bet, stadium.liability_cap]).toEqual([500, 100_000]);
    const members = await callRoute(t.app, matchRoutes.stadiums);
    expect(members.body).not.toContain('liability_cap');

    const m = await operator(matchDeskRoutes.create, {
      body: {
        stadium_id: stadium.id,
        round_name: 'คู่วงเงิน',
        red_cow_name: 'แดง',
        blue_cow_name: 'น้ำเงิน',
      },
    });
    const rate = await operator(matchDeskRoutes.publishRate, {
      params: { id: m.id },
      body: {
        red_rate_1: 10,
        red_rate_2: 9,
        blue_rate_1: 9,
        blue_rate_2: 10,
      },
    });
    await operator(matchDeskRoutes.open, { params: { id: m.id } });
    const member = await f.fundedMember(5000);
    expect(await refusedBet(member, m.id, { amount: 600, type: 'red', rateId: rate.id })).toEqual({
      status: 400,
      message: 'The maximum stake is 500 baht',
      code: 'bet_above_maximum',
    });

    // the round's own: a higher maximum, and a payout cap (blue 9/10 pays 100 + 111.11 on 100)
    const limited = await operator(riskDeskRoutes.limits, {
      params: { id: m.id },
      body: {
        max_bet: 1000,
        max_payout: 1500,
      },
    });
    expect([limited.max_bet, limited.max_payout]).toEqual([1000, 1500]);
    expect(await refusedBet(member, m.id, { amount: 800, type: 'blue', rateId: rate.id })).toEqual({
      status: 400,
      message: 'A bet may return at most 1500 baht: lower the stake',
      code: 'bet_payout_above_maximum',
    });
    expect((await placed(member, m.id, 'red', 700, rate.id)).balance).toBe(4300); // 700 + 630 ≤ 1500

    const risk = await operator(riskDeskRoutes.risk, { params: { id: m.id } });
    expect(risk.own).toMatchObject({ max_bet: 1000, max_payout: 1500, liability_cap: null });
    expect(risk.stadium).toMatchObject({ max_bet: 500, liability_cap: 100_000 });
    expect(risk.effective).toMatchObject({
      min_bet: 10,
      max_bet: 1000,
      max_payout: 1500,
      liability_cap: 100_000,
    });
    expect(risk.liability).toEqual({ red: 630, blue: -700, tie: 0 });

    expect(
      await refusedOperator(riskDeskRoutes.limits, { params: { id: m.id }, body: { max_bet: 5 } }),
    ).toMatchObject({
      status: 400,
      message: 'The maximum stake cannot be under the minimum',
    });
    expect(await auditCount('match.limits', m.id)).toBe(1);
  });

  it("holds a member's total per side, and the member's own maximum and factor; a suspended member still signs in", async () => {
    const { matchId, rateId } = await f.openMatch({ rate: EVEN });
    await operator(riskDeskRoutes.limits, {
      params: { id: matchId },
      body: { member_side_cap: 1000, max_bet: 800 },
    });
    const member = await f.fundedMember(5000);
    await placed(member, matchId, 'red', 600, rateId);
    const over = await f.bet(member, matchId, { amount: 500, type: 'red', ref: f.ref(), rateId });
    expect(refusal(over)).toEqual({
      status: 400,
      message: 'Your total on this side is at its limit (1000 baht; 400 baht left)',
      code: 'bet_member_side_cap',
    });
    await placed(member, matchId, 'blue', 500, rateId); // another side has its own total

    // a factor of 2 doubles the cap and the round's maximum; their own maximum of 300 still holds
    const controls = await operator(riskDeskRoutes.memberBetting, {
      params: { id: member.id },
      body: {
        limit_factor: 2,
        max_bet: 300,
      },
    });
    expect([controls.limit_factor, controls.max_bet, controls.bet_suspended]).toEqual([2, 300, false]);
    const own = await f.bet(member, matchId, { amount: 400, type: 'red', ref: f.ref(), rateId });
    expect(refusal(own)).toMatchObject({ status: 400, message: 'The maximum stake is 300 baht' });
    await placed(member, matchId, 'red', 300, rateId); // 900 of a doubled 2000
    await operator(riskDeskRoutes.memberBetting, { params: { id: member.id }, body: { max_bet: null } });
    await placed(member, matchId, 'red', 1100, rateId); // 2000: at the doubled cap, over the round's 800

    const suspended = await operator(riskDeskRoutes.memberBetting, {
      params: { id: member.id },
      body: {
        bet_suspended: true,
      },
    });
    expect(suspended.bet_suspended).toBe(true);
    expect(await refusedBet(member, matchId, { amount: 100, type: 'blue', rateId })).toEqual({
      status: 403,
      message: 'Betting is suspended on your account: please contact support',
      code: 'bet_suspended',
    });
    const me = await callRoute(t.app, accountRoutes.profile, { as: member.accessToken });
    expect(me.statusCode).toBe(200);
    const cashier = await callRoute(t.app, riskDeskRoutes.memberBetting, {
      as: desk.cashier,
      params: { id: member.id },
      body: {
        bet_suspended: false,
      },
    });
    expect(cashier.statusCode).toBe(403);
    await f.expectLedgerOk();
  });
});

describe('the liability cap', () => {
  it('takes exactly what fits of 50 parallel bets, closes the side by itself once, and reopens when raised', async () => {
    const { matchId, rateId } = await f.openMatch({ rate: EVEN });
    // at 10/10 each 100-baht red bet adds 100 to what the house loses if red wins: ten fit under 1,000
    await operator(riskDeskRoutes.limits, { params: { id: matchId }, body: { liability_cap: 1000 } });
    const members = await Promise.all(Array.from({ length: 50 }, () => f.fundedMember(300)));
    const replies = await Promise.all(
      members.map((member) => f.bet(member, matchId, { amount: 100, type: 'red', ref: f.ref(), rateId })),
    );
    const taken = replies.filter((r) => r.statusCode === 200);
    expect(taken).toHaveLength(10);
    for (const r of replies.filter((x) => x.statusCode !== 200))
      expect(refusal(r).message).toMatch(
        /^(This side is full and has closed for now|Betting on red is closed)$/,
      );
    await t.idle();

    const risk = await operator(riskDeskRoutes.risk, { params: { id: matchId } });
    expect(risk.liability.red).toBe(1000);
    expect(risk.closed_by).toEqual({ red: 'cap', blue: null, tie: null });
    expect(await auditCount('match.side_cap_close', matchId)).toBe(1);
    const { rows } = await t.db.query<{ n: number; stake: number }>(
      `SELECT count(*)::int AS n, sum(amount_satang)::bigint AS stake FROM bets WHERE match_id = $1`,
      [matchId],
    );
    expect(rows[0]).toEqual({ n: 10, stake: 100_000 });

    // blue lowers what red would cost the house; the operator raises the cap and reopens red
    const member = members[0];
    if (!member) throw new Error('no member');
    await placed(member, matchId, 'blue', 100, rateId);
    await operator(riskDeskRoutes.limits, { params: { id: matchId }, body: { liability_cap: 2000 } });
    await operator(riskDeskRoutes.switchSide, { params: { id: matchId }, body: { side: 'red', open: true } });
    await placed(member, matchId, 'red', 100, rateId);
    await f.expectLedgerOk();
  });

  it('refuses a tie bet past the cap on a draw naming the room, and closes tie betting once it is full', async () => {
    const { matchId } = await f.openMatch({ rate: EVEN });
    await operator(matchDeskRoutes.openTie, { params: { id: matchId }, body: { tie_multiplier: 8 } });
    await operator(riskDeskRoutes.limits, { params: { id: matchId }, body: { liability_cap: 1000 } });
    const member = await f.fundedMember(1000);
    const tieAt8 = { type: 'tie', rateId: 0, multiplier: 8 };
    const first = await f.bet(member, matchId, { amount: 100, ref: f.ref(), ...tieAt8 }); // +700 on a draw
    expect(first.statusCode).toBe(200);
    // another 100 would add 700 where 300 are left: 40 fits (each baht at ×8 adds 7), and tie stays open
    const second = await f.bet(member, matchId, { amount: 100, ref: f.ref(), ...tieAt8 });
    expect(refusal(second)).toMatchObject({ status: 409, message: 'This side takes at most 40 baht more' });
    await t.idle();
    const open = await operator(matchDeskRoutes.match, { params: { id: matchId } });
    expect([open.is_open_tie, open.tie_closed_by]).toEqual([1, null]);
    // the 40 leaves 20 of room, under what a 10-baht minimum adds (70): full, and tie closes by itself
    const last = await f.bet(member, matchId, { amount: 40, ref: f.ref(), ...tieAt8 });
    expect(last.statusCode).toBe(200);
    await t.idle();
    const m = await operator(matchDeskRoutes.match, { params: { id: matchId } });
    expect([m.is_open_tie, m.tie_closed_by]).toEqual([0, 'cap']);
    expect(await auditCount('match.side_cap_close', matchId)).toBe(1);
    const risk = await operator(riskDeskRoutes.risk, { params: { id: matchId } });
    expect(risk.liability.tie).toBe(980);
    expect(risk.room?.tie).toBe(20);
    // closing the round and opening it again leaves tie shut, still by the cap
    await operator(matchDeskRoutes.close, { params: { id: matchId } });
    const reopened = await operator(matchDeskRoutes.open, { params: { id: matchId } });
    expect([reopened.is_open_tie, reopened.tie_closed_by]).toEqual([0, 'cap']);
    await f.expectLedgerOk();
  });
});

describe('the caps with statements in parallel, as from several nodes', () => {
  /** A red bet priced at the round's current rate, written as one statement of its own (no batcher). */
  async function redStatement(memberId: number, matchId: number, amountSatang: number, n: number) {
    const m = await readMatchForBet(t.db, matchId);
    if (!m || m.rate_id === null || m.red_rate_1 === null || m.red_rate_2 === null)
      throw new Error('no rate');
    const bet: PricedBet = {
      matchId,
      version: m.version,
      memberId,
      side: 'red',
      amountSatang,
      rateId: m.rate_id,
      rate1: m.red_rate_1,
      rate2: m.red_rate_2,
      multiplierPermille: null,
      ref: `parallel-${matchId}-${memberId}-${n}`,
      topic: 'bet',
      accounts: {
        cash: accountName.member(memberId),
        coins: accountName.coins(memberId),
        escrow: accountName.escrow(matchId),
      },
      sessionId: null,
      payoutSatang: amountSatang + (amountSatang * m.red_rate_2) / m.red_rate_1,
      limits: {
        maxBetSatang: m.max_bet_satang,
        memberSideCapSatang: m.member_side_cap_satang,
        liabilityCapSatang: m.liability_cap_satang,
      },
      referAboveSatang: null,
    };
    return () => placeBetsIfCurrent(t.db, [bet], { txType: TX_TYPE.bet });
  }

  async function redTotal(matchId: number) {
    const { rows } = await t.db.query<{ n: number; stake: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount_satang), 0)::bigint AS stake FROM bets WHERE match_id = $1`,
      [matchId],
    );
    return rows[0];
  }

  it('take exactly what fits under the liability cap when each bet is its own statement on its own connection', async () => {
    const { matchId } = await f.openMatch({ rate: EVEN });
    await operator(riskDeskRoutes.limits, { params: { id: matchId }, body: { liability_cap: 1000 } });
    const members = await Promise.all(Array.from({ length: 30 }, () => f.fundedMember(300)));
    const statements = await Promise.all(members.map((m, i) => redStatement(m.id, matchId, 10_000, i)));
    const outcomes = await Promise.all(statements.map((write) => write()));
    const counts = new Map<string, number>();
    for (const [o] of outcomes) counts.set(o?.outcome ?? '?', (counts.get(o?.outcome ?? '?') ?? 0) + 1);
    // 100 baht at 10/10 adds 100 to red's loss: ten fit under 1,000, the other twenty are refused by the cap
    expect(Object.fromEntries(counts)).toEqual({ placed: 10, cap: 20 });
    expect(await redTotal(matchId)).toEqual({ n: 10, stake: 100_000 });
    await f.expectLedgerOk();
  });

  it("hold one member's per-side total when their bets race on separate connections", async () => {
    const { matchId } = await f.openMatch({ rate: EVEN });
    await operator(riskDeskRoutes.limits, { params: { id: matchId }, body: { member_side_cap: 1000 } });
    const member = await f.fundedMember(5000);
    const statements = await Promise.all(
      Array.from({ length: 12 }, (_, i) => redStatement(member.id, matchId, 30_000, i)),
    );
    const outcomes = (await Promise.all(statements.map((write) => write()))).map(([o]) => o?.outcome);
    // 300 baht each under a 1,000-baht total: three are taken, whatever order the connections commit in
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'placed').every((o) => o === 'member_side_cap')).toBe(true);
    expect(await redTotal(matchId)).toEqual({ n: 3, stake: 90_000 });
    expect(await f.cash(member.id)).toBe(500_000 - 90_000);
    await f.expectLedgerOk();
  });
});

describe('a round keeps its book after settlement', () => {
  it("lists each round's turnover, and once settled the house's result, correct after a regrade", async () => {
    const { matchId, rateId } = await f.openMatch({ rate: EVEN });
    const [a, b] = await Promise.all([f.fundedMember(1000), f.fundedMember(1000)]);
    await placed(a, matchId, 'red', 300, rateId);
    await placed(b, matchId, 'blue', 100, rateId);
    const row = async () =>
      (await operator(matchDeskRoutes.list, { query: { status: 'all', limit: 200 } })).find(
        (m) => m.id === matchId,
      );
    expect(await row()).toMatchObject({ bets: 2, turnover: 400, house_result: null });
    await operator(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'blue' } }); // blue paid 200 of 400
    expect(await row()).toMatchObject({ bets: 2, turnover: 400, house_result: 200 });
    await operator(matchDeskRoutes.regrade, {
      params: { id: matchId },
      body: { result: 'red', reason: REGRADE_REASON },
    }); // red paid 600
    expect(await row()).toMatchObject({ turnover: 400, house_result: -200 });
    await operator(matchDeskRoutes.regrade, {
      params: { id: matchId },
      body: { result: 'other', reason: REGRADE_REASON },
    }); // all refunded
    expect(await row()).toMatchObject({ house_result: 0 });
  });
});
