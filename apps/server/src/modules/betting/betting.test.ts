import type { LedgerCheck } from '@sanam/contract/admin.ts';
import type { BetData, BetHistoryEntry, Match } from '@sanam/contract/matches.ts';
import { translate, type MessageKey } from '@sanam/contract/messages.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { describe, expect, it } from 'vitest';
import { callOk, callRoute, type RouteCallArgs, withDefaults } from '../../test/call-route.ts';
import { aMember, logout, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

const en = (key: MessageKey) => translate(key, 'en');
const EN = { 'accept-language': 'en' };
let refSeq = 0;
const ref = () => `r${++refSeq}`;

/** An operator's call that must succeed: its data. */
const call = <R extends RouteDeclaration>(route: R, ...args: RouteCallArgs<R>) =>
  callOk(t.app, route, ...withDefaults(args, { as: desk.operator }));

/** A running match with betting open at `rate` (default ด 10/9: red 10/9, blue 9/10). */
async function openMatch(rate = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 }) {
  const m = await call(matchDeskRoutes.create, {
    body: {
      round_name: 'คู่ที่ 1',
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
    },
  });
  const r = await call(matchDeskRoutes.publishRate, { params: { id: m.id }, body: rate });
  await call(matchDeskRoutes.open, { params: { id: m.id } });
  return { matchId: m.id, rateId: r.id };
}

async function fundedMember(baht: number): Promise<TestMember> {
  const member = await aMember(t.app);
  if (baht > 0) {
    const res = await callRoute(t.app, memberDeskRoutes.adjust, {
      as: desk.cashier,
      params: { id: member.id },
      body: {
        amount: baht,
        reason: 'test funds',
        kind: 'deposit',
      },
    });
    expect(res.statusCode).toBe(200);
  }
  return member;
}

function bet(member: TestMember, matchId: number, payload: Record<string, unknown>) {
  return callRoute(t.app, betRoutes.live, {
    as: member.accessToken,
    params: { matchId },
    rawBody: payload,
    headers: { ...EN },
  });
}

async function state(memberId: number) {
  const { rows } = await t.db.query<{ cash: number; coins: number; bets: number; postings: number }>(
    `SELECT (SELECT balance FROM balances WHERE account = $1) AS cash,
            (SELECT balance FROM balances WHERE account = $2) AS coins,
            (SELECT count(*)::int FROM bets WHERE member_id = $3) AS bets,
            (SELECT count(*)::int FROM postings) AS postings`,
    [`member:${memberId}`, `coins:${memberId}`, memberId],
  );
  return rows[0];
}

async function escrowSatang(matchId: number): Promise<number> {
  const { rows } = await t.db.query<{ total: number }>(
    'SELECT coalesce(sum(amount), 0)::bigint AS total FROM postings WHERE account = $1',
    [`escrow:match:${matchId}`],
  );
  return rows[0]?.total ?? NaN;
}

async function expectLedgerOk() {
  const res = await callRoute(t.app, memberDeskRoutes.ledgerCheck, { as: desk.admin });
  const check = body<Envelope<LedgerCheck>>(res).data;
  expect(check.checks.filter((c) => !c.ok)).toEqual([]);
}

describe('placing a live bet', () => {
  it('takes 100 baht on red at ด 10/9 into the match escrow, and no coin until it is graded', async () => {
    const { matchId, rateId } = await openMatch();
    const member = await fundedMember(500);
    const res = await bet(member, matchId, { amount: 100, type: 'red', ref: ref(), rateId });
    expect(res.statusCode).toBe(200);
    const data = body<Envelope<BetData>>(res);
    expect(data.message).toBe(en('bet.placed'));
    expect(data.data).toMatchObject({
      balance: 400,
      event_point: 0,
      bet: {
        match_id: matchId,
        type: 'red',
        amount: 100,
        rate_id: rateId,
        rate_1: 10,
        rate_2: 9,
        status: 'placed',
      },
    });
    expect(await escrowSatang(matchId)).toBe(10_000);
    const { rows } = await t.db.query<{ type: number; topic: string }>(
      "SELECT e.type, e.topic FROM journal_entries e WHERE e.kind = 'bet' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toEqual({ type: 3, topic: 'แทงฝั่งแดง' });
    await expectLedgerOk();
  });

  it('refuses a stale rate, closed betting, closed tie, no-tie not offered, 0, 1.005, off the steps and over balance, changing nothing', async () => {
    const { matchId, rateId } = await openMatch();
    const member = await fundedMember(100);
    const newer = await call(matchDeskRoutes.publishRate, {
      params: { id: matchId },
      body: {
        red_rate_1: 10,
        red_rate_2: 8,
        blue_rate_1: 8,
        blue_rate_2: 10,
      },
    });
    expect(newer.rate_name).toBe('ด 10/8');
    const before = await state(member.id);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: 10, type: 'red', rateId }, 409, en('bet.rate_not_current')],
      [{ amount: 10, type: 'blue', rateId: 0 }, 409, en('bet.rate_not_current')],
      [{ amount: 10, type: 'tie', rateId: 0, multiplier: 1.7 }, 409, en('bet.tie_closed')],
      [{ amount: 10, type: 'notie', rateId: 0, multiplier: 1.7 }, 409, en('bet.notie_closed')],
      // a tie bet says the payout the member saw: without it, refused before any rule
      [{ amount: 10, type: 'tie', rateId: 0 }, 400, en('validation.multiplier_required')],
      [{ amount: 0, type: 'red', rateId: newer.id }, 400, en('validation.amount_positive')],
      [{ amount: 1.005, type: 'red', rateId: newer.id }, 400, en('validation.amount_invalid')],
      [{ amount: '10', type: 'red', rateId: newer.id }, 400, en('validation.amount_invalid')],
      // the default minimum of 10 baht sets steps of 10: off them, refused before the balance
      [
        { amount: 100.01, type: 'red', rateId: newer.id },
        400,
        'The stake must be a whole multiple of 10 baht',
      ],
      [{ amount: 15, type: 'red', rateId: newer.id }, 400, 'The stake must be a whole multiple of 10 baht'],
      [{ amount: 110, type: 'red', rateId: newer.id }, 400, en('ledger.insufficient_balance')],
    ];
    for (const [payload, status, message] of cases) {
      const res = await bet(member, matchId, { ...payload, ref: ref() });
      expect([res.statusCode, body<{ message: string }>(res).message]).toEqual([status, message]);
    }
    await call(matchDeskRoutes.close, { params: { id: matchId } });
    const closed = await bet(member, matchId, { amount: 10, type: 'red', ref: ref(), rateId: newer.id });
    expect([closed.statusCode, body<{ message: string }>(closed).message]).toEqual([409, en('bet.closed')]);
    expect(await state(member.id)).toEqual(before);
    expect(
      (await bet(member, 99_999_999, { amount: 1, type: 'red', ref: ref(), rateId: 1 })).statusCode,
    ).toBe(404);
    await expectLedgerOk();
  });

  it('places one bet when the same ref is sent twice, and answers the second as the first', async () => {
    const { matchId, rateId } = await openMatch();
    const member = await fundedMember(1000);
    const payload = { amount: 100, type: 'blue', ref: 'double-click', rateId };
    const [a, b] = await Promise.all([bet(member, matchId, payload), bet(member, matchId, payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(body<Envelope<BetData>>(a).data.bet.id).toBe(body<Envelope<BetData>>(b).data.bet.id);
    // a late retry after betting closed still answers as the first did
    await call(matchDeskRoutes.close, { params: { id: matchId } });
    const late = await bet(member, matchId, payload);
    expect(late.statusCode).toBe(200);
    expect(body<Envelope<BetData>>(late).data).toMatchObject({ balance: 900, event_point: 0 });
    expect(await state(member.id)).toMatchObject({ cash: 90_000, coins: 0, bets: 1 });
    await expectLedgerOk();
  });

  it('never goes below zero under 100 parallel bets: accepted stakes equal the debit', async () => {
    const { matchId, rateId } = await openMatch();
    const member = await fundedMember(1234.56);
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        bet(member, matchId, {
          amount: 10 + (i % 7) * 10,
          type: i % 2 ? 'red' : 'blue',
          ref: `p${i}`,
          rateId,
        }),
      ),
    );
    const elapsedMs = Date.now() - started;
    const accepted = results.filter((r) => r.statusCode === 200);
    const refusedRes = results.filter((r) => r.statusCode !== 200);
    for (const r of refusedRes)
      expect(body<{ message: string }>(r).message).toBe(en('ledger.insufficient_balance'));
    const acceptedSatang = accepted.reduce(
      (s, r) => s + Math.round(body<Envelope<BetData>>(r).data.bet.amount * 100),
      0,
    );
    const s = await state(member.id);
    expect(s?.cash).toBe(123_456 - acceptedSatang);
    expect(s?.cash).toBeGreaterThanOrEqual(0);
    // no coin at placement
    expect(s?.coins).toBe(0);
    expect(s?.bets).toBe(accepted.length);
    expect(await escrowSatang(matchId)).toBe(acceptedSatang);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refusedRes.length).toBeGreaterThan(0);
    console.info(`100 parallel bets on ${t.db.kind}: ${accepted.length} accepted in ${elapsedMs} ms`);
    await expectLedgerOk();
  });

  it('takes a burst of 240 bets from 30 members at once, each accepted or refused on its own', async () => {
    const { matchId, rateId } = await openMatch();
    // members 0–9 can pay every bet, 10–19 only some, 20–29 none; member 29 is blocked
    const members = await Promise.all(
      Array.from({ length: 30 }, (_, i) => fundedMember(i < 10 ? 1000 : i < 20 ? 250 : 0)),
    );
    const blocked = members[29];
    if (!blocked) throw new Error('no member');
    await t.db.query('UPDATE members SET is_blocked = true WHERE id = $1', [blocked.id]);
    // eight bets of 100 each, and every fourth one sent twice (a double tap): one bet each
    const sends = members.flatMap((m, i) =>
      Array.from({ length: 8 }, (_, k) => ({
        m,
        payload: { amount: 100, type: 'red', ref: `burst-${i}-${k}`, rateId },
      })),
    );
    const twice = sends.filter((_, j) => j % 4 === 0);
    const results = await Promise.all([...sends, ...twice].map(({ m, payload }) => bet(m, matchId, payload)));

    for (const [i, m] of members.entries()) {
      const mine = results.filter((_, j) => [...sends, ...twice][j]?.m === m);
      const placed = new Set(
        mine.filter((r) => r.statusCode === 200).map((r) => body<Envelope<BetData>>(r).data.bet.id),
      );
      const refusals = mine
        .filter((r) => r.statusCode !== 200)
        .map((r) => body<{ message: string }>(r).message);
      const expected = i < 10 ? 8 : i < 20 ? 2 : 0;
      expect(placed.size, `member ${i}`).toBe(expected);
      expect(new Set(refusals), `member ${i}`).toEqual(
        new Set(i === 29 ? [en('auth.blocked')] : expected === 8 ? [] : [en('ledger.insufficient_balance')]),
      );
      const funded = i < 10 ? 100_000 : i < 20 ? 25_000 : 0;
      expect(await state(m.id), `member ${i}`).toMatchObject({
        cash: funded - expected * 10_000,
        coins: 0,
        bets: expected,
      });
    }
    expect(await escrowSatang(matchId)).toBe((10 * 8 + 10 * 2) * 10_000);
    await expectLedgerOk();
  });

  it('refuses a bet from a session that has ended, whatever the bet, and changes nothing', async () => {
    const { matchId, rateId } = await openMatch();
    const member = await fundedMember(1000);
    expect((await bet(member, matchId, { amount: 10, type: 'red', ref: ref(), rateId })).statusCode).toBe(
      200,
    );
    expect((await logout(t.app, member.accessToken)).statusCode).toBe(200);
    const before = await state(member.id);
    const ended = [401, en('auth.session_ended')];
    const message = (res: Awaited<ReturnType<typeof bet>>) => [
      res.statusCode,
      body<{ message: string }>(res).message,
    ];
    // a bet the match would take, one it would refuse, and one on no match at all
    expect(message(await bet(member, matchId, { amount: 10, type: 'red', ref: ref(), rateId }))).toEqual(
      ended,
    );
    expect(
      message(
        await bet(member, matchId, { amount: 10, type: 'tie', ref: ref(), rateId: 0, multiplier: 1.7 }),
      ),
    ).toEqual(ended);
    expect(message(await bet(member, 987_654, { amount: 10, type: 'red', ref: ref(), rateId }))).toEqual(
      ended,
    );
    expect(await state(member.id)).toEqual(before);
  });

  it('refuses a bet from a member blocked mid-session', async () => {
    const { matchId, rateId } = await openMatch();
    const member = await fundedMember(100);
    await t.db.query('UPDATE members SET is_blocked = true WHERE id = $1', [member.id]);
    const before = await state(member.id);
    const res = await bet(member, matchId, { amount: 10, type: 'red', ref: ref(), rateId });
    expect(res.statusCode).toBe(403);
    expect(await state(member.id)).toEqual(before);
  });

  it('refuses a bet on an ended match, changing nothing', async () => {
    const { matchId, rateId } = await openMatch();
    const member = await fundedMember(100);
    await call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'other' } });
    const before = await state(member.id);
    const res = await bet(member, matchId, { amount: 10, type: 'red', ref: ref(), rateId });
    expect([res.statusCode, body<{ message: string }>(res).message]).toEqual([409, en('bet.match_ended')]);
    expect(await state(member.id)).toEqual(before);
  });

  it('checks a bet again when the round changed since the server last read it: never a price no longer offered', async () => {
    const { matchId, rateId } = await openMatch();
    const member = await fundedMember(1000);
    const message = (res: Awaited<ReturnType<typeof bet>>) => [
      res.statusCode,
      body<{ message: string }>(res).message,
    ];
    // the server now holds the round as it was for this bet
    expect((await bet(member, matchId, { amount: 10, type: 'red', ref: ref(), rateId })).statusCode).toBe(
      200,
    );
    const next = await call(matchDeskRoutes.publishRate, {
      params: { id: matchId },
      body: {
        red_rate_1: 10,
        red_rate_2: 8,
        blue_rate_1: 8,
        blue_rate_2: 10,
      },
    });
    const old = await bet(member, matchId, { amount: 10, type: 'red', ref: ref(), rateId });
    expect(message(old)).toEqual([409, en('bet.rate_not_current')]);
    const current = await bet(member, matchId, { amount: 10, type: 'red', ref: ref(), rateId: next.id });
    expect(body<Envelope<BetData>>(current).data.bet).toMatchObject({ rate_id: next.id, rate_2: 8 });

    // bets racing the operator's close: each is taken at the rate in force or refused, none after
    const racing = Promise.all(
      Array.from({ length: 20 }, () =>
        bet(member, matchId, { amount: 10, type: 'red', ref: ref(), rateId: next.id }),
      ),
    );
    await call(matchDeskRoutes.close, { params: { id: matchId } });
    const raced = await racing;
    const late = await bet(member, matchId, { amount: 10, type: 'red', ref: ref(), rateId: next.id });
    expect(message(late)).toEqual([409, en('bet.closed')]);
    for (const r of raced) {
      if (r.statusCode === 200) expect(body<Envelope<BetData>>(r).data.bet).toMatchObject({ rate_2: 8 });
      else expect(message(r)).toEqual([409, en('bet.closed')]);
    }
    const taken = raced.filter((r) => r.statusCode === 200).length;
    expect(await state(member.id)).toMatchObject({ cash: 100_000 - 2_000 - taken * 1_000, bets: 2 + taken });
    await expectLedgerOk();
  });

  it('tells the member their balance and the desk the bet after commit, never for a refused or repeated bet', async () => {
    const { matchId, rateId } = await openMatch();
    const member = await fundedMember(300);
    const from = t.emitted.length;
    const payload = { amount: 120, type: 'blue', ref: ref(), rateId };
    expect((await bet(member, matchId, payload)).statusCode).toBe(200);
    expect((await bet(member, matchId, payload)).statusCode).toBe(200);
    expect((await bet(member, matchId, { amount: 500, type: 'red', ref: ref(), rateId })).statusCode).toBe(
      400,
    );
    expect(
      (await bet(member, matchId, { amount: 5, type: 'tie', ref: ref(), rateId: 0, multiplier: 1.7 }))
        .statusCode,
    ).toBe(409);
    expect(t.emitted.slice(from)).toEqual([
      { room: 'user', id: member.id, event: 'BALANCE', payload: { balance: 180, event_point: 0 } },
      {
        room: 'desk',
        id: matchId,
        event: 'BET',
        payload: { match_id: matchId, side: 'blue', amount: 120 },
      },
    ]);
  });
});

describe('pre-fight bets', () => {
  function prefightBet(member: TestMember, matchId: number, payload: Record<string, unknown>) {
    return callRoute(t.app, betRoutes.prefight, {
      as: member.accessToken,
      params: { id: matchId },
      rawBody: payload,
      headers: { ...EN },
    });
  }

  it('takes a pre-fight bet by the same rules, only through its own route, and settles it with the match', async () => {
    const m = await call(matchDeskRoutes.create, {
      body: {
        round_name: 'คู่เอก',
        red_cow_name: 'ก',
        blue_cow_name: 'ข',
        is_prefight: true,
      },
    });
    const r = await call(matchDeskRoutes.publishRate, {
      params: { id: m.id },
      body: {
        red_rate_1: 10,
        red_rate_2: 9,
        blue_rate_1: 9,
        blue_rate_2: 10,
      },
    });
    const member = await fundedMember(1000);
    const closed = await prefightBet(member, m.id, { amount: 100, type: 'red', ref: ref(), rateId: r.id });
    expect([closed.statusCode, body<{ message: string }>(closed).message]).toEqual([409, en('bet.closed')]);
    await call(matchDeskRoutes.open, { params: { id: m.id } });

    const live = await bet(member, m.id, { amount: 100, type: 'red', ref: ref(), rateId: r.id });
    expect([live.statusCode, body<{ message: string }>(live).message]).toEqual([
      409,
      en('bet.prefight_only'),
    ]);
    const placed = await prefightBet(member, m.id, { amount: 100, type: 'red', ref: 'pf-1', rateId: r.id });
    expect(placed.statusCode).toBe(200);
    expect(body<Envelope<BetData>>(placed).data).toMatchObject({
      balance: 900,
      event_point: 0,
      bet: { type: 'red' },
    });
    const again = await prefightBet(member, m.id, { amount: 100, type: 'red', ref: 'pf-1', rateId: r.id });
    expect(body<Envelope<BetData>>(again).data.bet.id).toBe(body<Envelope<BetData>>(placed).data.bet.id);
    const stale = await prefightBet(member, m.id, { amount: 100, type: 'red', ref: ref(), rateId: r.id + 1 });
    expect([stale.statusCode, body<{ message: string }>(stale).message]).toEqual([
      409,
      en('bet.rate_not_current'),
    ]);

    const { matchId: liveMatch, rateId } = await openMatch();
    const wrong = await prefightBet(member, liveMatch, { amount: 10, type: 'red', ref: ref(), rateId });
    expect([wrong.statusCode, body<{ message: string }>(wrong).message]).toEqual([409, en('bet.live_only')]);

    await call(matchDeskRoutes.end, { params: { id: m.id }, body: { result: 'red' } });
    const ended = await prefightBet(member, m.id, { amount: 10, type: 'red', ref: ref(), rateId: r.id });
    expect([ended.statusCode, body<{ message: string }>(ended).message]).toEqual([
      409,
      en('bet.match_ended'),
    ]);
    // the won 100-baht bet earned its coin when it was graded
    expect(await state(member.id)).toMatchObject({ cash: 109_000, coins: 1, bets: 1 });
    await expectLedgerOk();
  });
});

describe('settling a match', () => {
  /** red 100 @10/9, blue 100 @9/10, tie 100 @1.7, notie 100 @1.2, each from its own member with 1,000. */
  async function bookOfFour() {
    const { matchId, rateId } = await openMatch();
    await call(matchDeskRoutes.openTie, {
      params: { id: matchId },
      body: { tie_multiplier: 1.7, notie_multiplier: 1.2 },
    });
    const [red, blue, tie, notie] = await Promise.all([1, 2, 3, 4].map(() => fundedMember(1000)));
    if (!red || !blue || !tie || !notie) throw new Error('members');
    for (const [m, type] of [
      [red, 'red'],
      [blue, 'blue'],
      [tie, 'tie'],
      [notie, 'notie'],
    ] as const) {
      const res = await bet(m, matchId, {
        amount: 100,
        type,
        ref: ref(),
        rateId: type === 'red' || type === 'blue' ? rateId : 0,
        ...(type === 'tie' ? { multiplier: 1.7 } : type === 'notie' ? { multiplier: 1.2 } : {}),
      });
      expect(res.statusCode).toBe(200);
    }
    return { matchId, members: { red, blue, tie, notie } };
  }

  const cases = [
    // result → cash after, in satang, of the red, blue, tie and notie backers (each started at 100,000 and staked 10,000)
    ['red', { red: 109_000, blue: 90_000, tie: 90_000, notie: 102_000 }],
    ['blue', { red: 90_000, blue: 111_111, tie: 90_000, notie: 102_000 }],
    ['green', { red: 100_000, blue: 100_000, tie: 107_000, notie: 90_000 }],
    ['other', { red: 100_000, blue: 100_000, tie: 100_000, notie: 100_000 }],
  ] as const;

  for (const [result, expected] of cases) {
    it(`pays a ${result} result exactly, bills each member once, and leaves the escrow at zero`, async () => {
      const { matchId, members } = await bookOfFour();
      const res = await callRoute(t.app, matchDeskRoutes.end, {
        as: desk.operator,
        params: { id: matchId },
        body: { result },
        headers: EN,
      });
      expect(res.statusCode).toBe(200);
      expect(body<Envelope<Match>>(res)).toMatchObject({
        message: en('match.ended'),
        data: { is_end: 1, result, is_open: 0, is_open_tie: 0 },
      });
      for (const side of ['red', 'blue', 'tie', 'notie'] as const) {
        expect([side, (await state(members[side].id))?.cash]).toEqual([side, expected[side]]);
      }
      expect(await escrowSatang(matchId)).toBe(0);
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM bills WHERE match_id = $1',
        [matchId],
      );
      expect(rows[0]?.n).toBe(4);
      const again = await callRoute(t.app, matchDeskRoutes.end, {
        as: desk.operator,
        params: { id: matchId },
        body: { result },
      });
      expect(again.statusCode).toBe(409);
      await expectLedgerOk();
    });
  }

  it('adds each bet to the member’s bill of the match, which the member sees only once it is settled', async () => {
    const { matchId, rateId } = await openMatch();
    await call(matchDeskRoutes.openTie, { params: { id: matchId }, body: { tie_multiplier: 1.7 } });
    const member = await fundedMember(1000);
    const history = async () => {
      const res = await callRoute(t.app, betRoutes.history, { as: member.accessToken, params: { matchId } });
      return body<Envelope<BetHistoryEntry[]>>(res).data.map((e) => [e.type, e.bet_amount, e.amount]);
    };
    const bill = async () =>
      (
        await t.db.query(
          `SELECT credit_satang, win_amount_satang, bets, draw_bets, red_return_satang, blue_return_satang,
                  green_return_satang
             FROM bills WHERE match_id = $1 AND member_id = $2`,
          [matchId, member.id],
        )
      ).rows;
    for (const payload of [
      { amount: 100, type: 'red', rateId },
      { amount: 50, type: 'tie', rateId: 0, multiplier: 1.7 },
    ])
      expect((await bet(member, matchId, { ...payload, ref: ref() })).statusCode).toBe(200);
    const open = [
      {
        credit_satang: 15_000,
        win_amount_satang: 0,
        bets: 2,
        draw_bets: 1,
        // red wins: 100 + 90 back; blue: nothing; a draw: the red stake back and 50 × 1.7
        red_return_satang: 19_000,
        blue_return_satang: 0,
        green_return_satang: 18_500,
      },
    ];
    expect(await bill()).toEqual(open);
    // refused bets add nothing
    expect((await bet(member, matchId, { amount: 900, type: 'blue', rateId, ref: ref() })).statusCode).toBe(
      400,
    );
    expect(
      (await bet(member, matchId, { amount: 10, type: 'notie', rateId: 0, multiplier: 1.7, ref: ref() }))
        .statusCode,
    ).toBe(409);
    expect(await bill()).toEqual(open);
    // while the match runs the member sees their bets, no bill
    expect(await history()).toEqual([
      [3, 50, -50],
      [3, 100, -100],
    ]);

    await call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'green' } });
    expect(await bill()).toEqual([{ ...open[0], win_amount_satang: 18_500 }]);
    expect((await history())[0]).toEqual([4, 150, 185]);
    expect((await state(member.id))?.cash).toBe(103_500);
    await expectLedgerOk();
  });

  it('settles a match nobody bet on', async () => {
    const { matchId } = await openMatch();
    const res = await callRoute(t.app, matchDeskRoutes.end, {
      as: desk.operator,
      params: { id: matchId },
      body: { result: 'red' },
    });
    expect(res.statusCode).toBe(200);
    await expectLedgerOk();
  });

  it('keeps the rate a bet was placed on when a newer rate wins', async () => {
    const { matchId, rateId } = await openMatch();
    const member = await fundedMember(100);
    expect((await bet(member, matchId, { amount: 100, type: 'blue', ref: ref(), rateId })).statusCode).toBe(
      200,
    );
    await call(matchDeskRoutes.publishRate, {
      params: { id: matchId },
      body: {
        red_rate_1: 10,
        red_rate_2: 5,
        blue_rate_1: 5,
        blue_rate_2: 10,
      },
    });
    await call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'blue' } });
    expect((await state(member.id))?.cash).toBe(21_111);
    await expectLedgerOk();
  });
});

describe('operator match controls', () => {
  it('refuses opening betting without a rate, a member token, and changes to an ended match; audits each change', async () => {
    const m = await call(matchDeskRoutes.create, {
      body: { round_name: 'คู่ที่ 2', red_cow_name: 'ก', blue_cow_name: 'ข' },
    });
    expect(m).toMatchObject({ is_open: 0, is_end: 0, rate: null, tie_multiplier: 1.7 });
    const noRate = await callRoute(t.app, matchDeskRoutes.open, {
      as: desk.operator,
      params: { id: m.id },
      body: {},
      headers: EN,
    });
    expect([noRate.statusCode, body<{ message: string }>(noRate).message]).toEqual([
      409,
      en('match.no_rate'),
    ]);
    const member = await aMember(t.app);
    expect(
      (
        await callRoute(t.app, matchDeskRoutes.create, {
          as: member.accessToken,
          body: {
            round_name: 'x',
            red_cow_name: 'a',
            blue_cow_name: 'b',
          },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await callRoute(t.app, matchDeskRoutes.close, { as: desk.cashier, params: { id: m.id }, body: {} }))
        .statusCode,
    ).toBe(403);
    await call(matchDeskRoutes.end, { params: { id: m.id }, body: { result: 'other' } });
    expect(
      (await callRoute(t.app, matchDeskRoutes.open, { as: desk.operator, params: { id: m.id }, body: {} }))
        .statusCode,
    ).toBe(409);
    const { rows } = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type = 'match' AND target_id = $1 ORDER BY id",
      [String(m.id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['match.create', 'match.end']);
  });
});
