// Against coins farmed for cash: a minimum stake per stadium on every bet route, and coins only for
// graded stakes at or above the coin minimum, never for a round backed on both sides.
import type { BetData, Match, Stadium } from '@sanam/contract/matches.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { matchDeskRoutes, matchRoutes } from '@sanam/contract/routes/matches.ts';
import { COIN_MIN_STAKE_BAHT, MIN_BET_BAHT_DEFAULT, stakeStepBaht } from '@sanam/contract/stakes.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { useDesk } from '../../test/harness.ts';
import { REGRADE_REASON } from '../../test/factories/matches.ts';

const desk = useDesk();
const { t } = desk;

const f = bettingFactory(desk);

const EVEN = { red_rate_1: 10, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 10 };

async function coins(memberId: number): Promise<number> {
  const { rows } = await t.db.query<{ balance: number }>('SELECT balance FROM balances WHERE account = $1', [
    `coins:${memberId}`,
  ]);
  return rows[0]?.balance ?? NaN;
}

function refusal(res: { statusCode: number; json: () => unknown }) {
  const b = res.json() as { message: string; data: { code: string; fields?: Record<string, string> } };
  return [res.statusCode, b.message, b.data.code, b.data.fields?.min_bet];
}

/** A bet at the price the member sees: the rate (red, blue) or the multiplier (tie, no-tie). */
async function placed(
  member: TestMember,
  matchId: number,
  type: string,
  amount: number,
  seen: { rateId: number } | { multiplier: number },
) {
  const res = await f.bet(member, matchId, { amount, type, ref: f.ref(), rateId: 0, ...seen });
  if (res.statusCode !== 200) throw new Error(`bet ${type} ${amount}: ${res.statusCode} ${res.body}`);
  return body<Envelope<BetData>>(res).data;
}

async function stadium(payload: Record<string, unknown>): Promise<Stadium> {
  const res = await callRoute(t.app, matchDeskRoutes.createStadium, {
    as: desk.operator,
    body: {
      name: 'สนามขั้นต่ำ',
      type: 'bull',
      ...payload,
    },
  });
  expect(res.statusCode).toBe(200);
  return body<Envelope<Stadium>>(res).data;
}

describe('the minimum stake', () => {
  it('refuses a live bet under the default minimum, naming it, and changes nothing; takes one at it', async () => {
    const { matchId, rateId } = await f.openMatch();
    const member = await f.fundedMember(1000);
    const before = await f.moneySnapshot();
    for (const amount of [0.01, 1, 9.99]) {
      expect(refusal(await f.bet(member, matchId, { amount, type: 'red', ref: f.ref(), rateId }))).toEqual([
        400,
        `The minimum stake is ${MIN_BET_BAHT_DEFAULT} baht`,
        'bet_below_minimum',
        String(MIN_BET_BAHT_DEFAULT),
      ]);
    }
    // tie bets too, and in Thai
    const thai = await callRoute(t.app, betRoutes.live, {
      as: member.accessToken,
      params: { matchId },
      body: { amount: 5, type: 'red', ref: f.ref(), rateId },
    });
    expect(refusal(thai)[1]).toBe('ยอดแทงขั้นต่ำ 10 บาท');
    expect(await f.moneySnapshot()).toEqual(before);
    expect((await placed(member, matchId, 'red', MIN_BET_BAHT_DEFAULT, { rateId })).balance).toBe(990);
    await f.expectLedgerOk();
  });

  it("takes the stadium's own minimum on live and pre-fight bets, and a new minimum from the moment it is saved", async () => {
    const s = await stadium({ min_bet: 50 });
    expect(s.min_bet).toBe(50);
    const live = await f.call(matchDeskRoutes.create, {
      body: {
        stadium_id: s.id,
        round_name: 'คู่ขั้นต่ำ',
        red_cow_name: 'แดง',
        blue_cow_name: 'น้ำเงิน',
      },
    });
    expect(live.min_bet).toBe(50);
    const rate = await f.call(matchDeskRoutes.publishRate, { params: { id: live.id }, body: EVEN });
    await f.call(matchDeskRoutes.open, { params: { id: live.id } });
    const pre = await f.call(matchDeskRoutes.create, {
      body: {
        stadium_id: s.id,
        round_name: 'คู่ล่วงหน้า',
        red_cow_name: 'แดง',
        blue_cow_name: 'น้ำเงิน',
        is_prefight: true,
      },
    });
    const preRate = await f.call(matchDeskRoutes.publishRate, { params: { id: pre.id }, body: EVEN });
    await f.call(matchDeskRoutes.open, { params: { id: pre.id } });
    const member = await f.fundedMember(1000);

    // the member app reads the minimum with the round
    const read = await callRoute(t.app, matchRoutes.match, {
      as: member.accessToken,
      params: { id: live.id },
    });
    expect(body<Envelope<Match>>(read).data.min_bet).toBe(50);

    const before = await f.moneySnapshot();
    expect(
      refusal(await f.bet(member, live.id, { amount: 49.99, type: 'blue', ref: f.ref(), rateId: rate.id })),
    ).toEqual([400, 'The minimum stake is 50 baht', 'bet_below_minimum', '50']);
    const prefight = await f.bet(
      member,
      pre.id,
      { amount: 20, type: 'red', ref: f.ref(), rateId: preRate.id },
      true,
    );
    expect(refusal(prefight)[0]).toBe(400);
    expect(await f.moneySnapshot()).toEqual(before);
    await placed(member, live.id, 'blue', 50, { rateId: rate.id });

    // raising it applies to the running round at once, even on a node that read the round before
    const patched = await callRoute(t.app, matchDeskRoutes.patchStadium, {
      as: desk.operator,
      params: { id: s.id },
      body: { min_bet: 80 },
    });
    expect(body<Envelope<Stadium>>(patched).data.min_bet).toBe(80);
    expect(
      refusal(await f.bet(member, live.id, { amount: 50, type: 'blue', ref: f.ref(), rateId: rate.id }))[1],
    ).toBe('The minimum stake is 80 baht');
    await placed(member, live.id, 'blue', 80, { rateId: rate.id });
    // and the room hears it
    const change = t.emitted.filter((e) => e.event === 'CHANGE' && e.id === live.id).at(-1);
    expect(change?.payload).toMatchObject({ service: 'UPDATE', data: { min_bet: 80 } });

    const bad = await callRoute(t.app, matchDeskRoutes.patchStadium, {
      as: desk.operator,
      params: { id: s.id },
      body: { min_bet: 0 },
    });
    expect(bad.statusCode).toBe(400);
    await f.expectLedgerOk();
  });
});

describe('the steps a minimum sets', () => {
  function offStep(res: { statusCode: number; json: () => unknown }) {
    const b = res.json() as { message: string; data: { code: string; fields?: Record<string, string> } };
    return [res.statusCode, b.message, b.data.code, b.data.fields?.step];
  }

  it('refuses a live or pre-fight stake off the steps, naming the step in both languages, and changes nothing', async () => {
    // a minimum of 100 sets the spec's step of 100 baht
    const s = await stadium({ min_bet: 100 });
    const round = (is_prefight: boolean) =>
      f.call(matchDeskRoutes.create, {
        body: {
          stadium_id: s.id,
          round_name: is_prefight ? 'คู่ทีละร้อย ล่วงหน้า' : 'คู่ทีละร้อย',
          red_cow_name: 'แดง',
          blue_cow_name: 'น้ำเงิน',
          is_prefight,
        },
      });
    const live = await round(false);
    const rate = await f.call(matchDeskRoutes.publishRate, { params: { id: live.id }, body: EVEN });
    await f.call(matchDeskRoutes.open, { params: { id: live.id } });
    const pre = await round(true);
    const preRate = await f.call(matchDeskRoutes.publishRate, { params: { id: pre.id }, body: EVEN });
    await f.call(matchDeskRoutes.open, { params: { id: pre.id } });
    const member = await f.fundedMember(1000);
    const before = await f.moneySnapshot();

    for (const amount of [150, 199.99, 990]) {
      expect(
        offStep(await f.bet(member, live.id, { amount, type: 'red', ref: f.ref(), rateId: rate.id })),
      ).toEqual([400, 'The stake must be a whole multiple of 100 baht', 'bet_off_step', '100']);
    }
    const prefight = await f.bet(
      member,
      pre.id,
      { amount: 250, type: 'blue', ref: f.ref(), rateId: preRate.id },
      true,
    );
    expect(offStep(prefight)).toEqual([
      400,
      'The stake must be a whole multiple of 100 baht',
      'bet_off_step',
      '100',
    ]);
    const thai = await callRoute(t.app, betRoutes.live, {
      as: member.accessToken,
      params: { matchId: live.id },
      body: { amount: 150, type: 'red', ref: f.ref(), rateId: rate.id },
    });
    expect(offStep(thai)[1]).toBe('ยอดแทงต้องเป็นทวีคูณของ 100 บาท');
    // under the minimum is told first
    expect(
      refusal(await f.bet(member, live.id, { amount: 50, type: 'red', ref: f.ref(), rateId: rate.id }))[1],
    ).toBe('The minimum stake is 100 baht');
    expect(await f.moneySnapshot()).toEqual(before);

    await placed(member, live.id, 'red', 200, { rateId: rate.id });
    const taken = await f.bet(
      member,
      pre.id,
      { amount: 300, type: 'blue', ref: f.ref(), rateId: preRate.id },
      true,
    );
    expect(taken.statusCode).toBe(200);
    expect(await f.cash(member.id)).toBe(50_000);
    await f.expectLedgerOk();
  });

  it('moves in steps of 10 baht under the default minimum of 10, so small stakes stay open', async () => {
    const { matchId, rateId } = await f.openMatch();
    const member = await f.fundedMember(1000);
    expect(offStep(await f.bet(member, matchId, { amount: 15, type: 'red', ref: f.ref(), rateId }))).toEqual([
      400,
      'The stake must be a whole multiple of 10 baht',
      'bet_off_step',
      '10',
    ]);
    for (const amount of [10, 20, 150]) await placed(member, matchId, 'red', amount, { rateId });
    expect(await f.cash(member.id)).toBe(82_000);
    await f.expectLedgerOk();
  });
});

describe('coins', () => {
  it('pays none at placement and, at settlement, one per graded bet of at least the coin minimum', async () => {
    const { matchId, rateId } = await f.openMatch({ rate: EVEN });
    await f.call(matchDeskRoutes.openTie, {
      params: { id: matchId },
      body: { tie_multiplier: 8, notie_multiplier: 1.1 },
    });
    const [farmer, player, tiePlayer] = await Promise.all([1, 2, 3].map(() => f.fundedMember(5000)));
    if (!farmer || !player || !tiePlayer) throw new Error('members');
    // the farming pattern: many small bets on one side
    for (let i = 0; i < 10; i++)
      expect((await placed(farmer, matchId, 'red', 10, { rateId })).event_point).toBe(0);
    // the largest stake under the coin minimum that the default minimum's steps allow
    await placed(farmer, matchId, 'red', COIN_MIN_STAKE_BAHT - stakeStepBaht(MIN_BET_BAHT_DEFAULT), {
      rateId,
    });
    // two bets at or above the coin minimum
    expect((await placed(player, matchId, 'red', COIN_MIN_STAKE_BAHT, { rateId })).event_point).toBe(0);
    await placed(player, matchId, 'red', 250, { rateId });
    await placed(tiePlayer, matchId, 'tie', 100, { multiplier: 8 });
    expect(await Promise.all([farmer, player, tiePlayer].map((m) => coins(m.id)))).toEqual([0, 0, 0]);

    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'blue' } });
    // lost bets are graded too: the loser of 350 baht earns two coins, the tie backer one
    expect(await Promise.all([farmer, player, tiePlayer].map((m) => coins(m.id)))).toEqual([0, 2, 1]);
    const balance = t.emitted.filter((e) => e.event === 'BALANCE' && e.id === player.id).at(-1);
    expect(balance?.payload).toEqual({ balance: 4650, event_point: 2 });
    await f.expectLedgerOk();
  });

  it('pays none for refunded bets: red and blue on a draw, everything on other', async () => {
    for (const result of ['green', 'other'] as const) {
      const { matchId, rateId } = await f.openMatch({ rate: EVEN });
      await f.call(matchDeskRoutes.openTie, { params: { id: matchId }, body: { tie_multiplier: 8 } });
      const [redder, tiePlayer] = await Promise.all([1, 2].map(() => f.fundedMember(1000)));
      if (!redder || !tiePlayer) throw new Error('members');
      await placed(redder, matchId, 'red', 500, { rateId });
      await placed(tiePlayer, matchId, 'tie', 100, { multiplier: 8 });
      await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result } });
      // on a draw the tie bet is graded (won); on other it is refunded like the rest
      expect([await coins(redder.id), await coins(tiePlayer.id)], result).toEqual(
        result === 'green' ? [0, 1] : [0, 0],
      );
    }
    await f.expectLedgerOk();
  });

  it('pays none on a round backed on both red and blue (a hedge at an even rate loses nothing)', async () => {
    const { matchId, rateId } = await f.openMatch({ rate: EVEN });
    const [hedger, oneSided] = await Promise.all([1, 2].map(() => f.fundedMember(1000)));
    if (!hedger || !oneSided) throw new Error('members');
    await placed(hedger, matchId, 'red', 300, { rateId });
    await placed(hedger, matchId, 'blue', 300, { rateId });
    await placed(oneSided, matchId, 'blue', 300, { rateId });
    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'red' } });
    expect(await f.cash(hedger.id)).toBe(100_000);
    expect([await coins(hedger.id), await coins(oneSided.id)]).toEqual([0, 1]);
    await f.expectLedgerOk();
  });

  it('moves coins by the difference on a regrade, and a member who spent them neither stops it nor goes below zero', async () => {
    const { matchId, rateId } = await f.openMatch({ rate: EVEN });
    const [a, b] = await Promise.all([1, 2].map(() => f.fundedMember(1000)));
    if (!a || !b) throw new Error('members');
    await placed(a, matchId, 'red', 100, { rateId });
    await placed(a, matchId, 'red', 100, { rateId });
    await placed(b, matchId, 'blue', 100, { rateId });
    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'red' } });
    expect([await coins(a.id), await coins(b.id)]).toEqual([2, 1]);

    // red → blue: the same bets are graded, no coin moves
    await f.call(matchDeskRoutes.regrade, {
      params: { id: matchId },
      body: { result: 'blue', reason: REGRADE_REASON },
    });
    expect([await coins(a.id), await coins(b.id)]).toEqual([2, 1]);

    // b spends their coin (an operator's adjustment stands in for a redeem)
    await t.db.transaction(async (tx) => {
      const { post } = await import('../../ledger/ledger.ts');
      await post(tx, {
        key: `test-spend:${b.id}`,
        kind: 'test',
        type: 9,
        topic: 'ใช้เหรียญ',
        postings: [
          { account: `coins:${b.id}`, currency: 'COIN', amount: -1 },
          { account: 'promo:redeem', currency: 'COIN', amount: 1 },
        ],
      });
    });
    // → green refunds red and blue: a gives back both coins, b has none left to give back
    await f.call(matchDeskRoutes.regrade, {
      params: { id: matchId },
      body: { result: 'green', reason: REGRADE_REASON },
    });
    expect([await coins(a.id), await coins(b.id)]).toEqual([0, 0]);
    // → red again: a earns them again, b only what b did not keep from before
    await f.call(matchDeskRoutes.regrade, {
      params: { id: matchId },
      body: { result: 'red', reason: REGRADE_REASON },
    });
    expect([await coins(a.id), await coins(b.id)]).toEqual([2, 0]);
    const { rows } = await t.db.query<{ key: string }>(
      "SELECT key FROM journal_entries WHERE key LIKE $1 AND key LIKE '%:coins' ORDER BY id",
      [`settle:${matchId}:%`],
    );
    expect(rows.map((r) => r.key)).toEqual([
      `settle:${matchId}:g1:coins`,
      `settle:${matchId}:g3:coins`,
      `settle:${matchId}:g4:coins`,
    ]);
    await f.expectLedgerOk();
  });

  it('settles parallel bets of many members with exact coins and a sound ledger', async () => {
    const { matchId, rateId } = await f.openMatch({ rate: EVEN });
    const members = await Promise.all(Array.from({ length: 12 }, () => f.fundedMember(2000)));
    // member i: i bets of 100 on red (even i) or blue (odd i), plus 5 bets of 10; member 0 hedges
    const sends = members.flatMap((m, i) => [
      ...Array.from({ length: i }, () => ({ m, amount: 100, type: i % 2 ? 'blue' : 'red' })),
      ...Array.from({ length: 5 }, () => ({ m, amount: 10, type: i % 2 ? 'blue' : 'red' })),
      ...(i === 0
        ? [
            { m, amount: 100, type: 'red' },
            { m, amount: 100, type: 'blue' },
          ]
        : []),
    ]);
    const results = await Promise.all(
      sends.map(({ m, amount, type }) => f.bet(m, matchId, { amount, type, ref: f.ref(), rateId })),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(await Promise.all(members.map((m) => coins(m.id)))).toEqual(members.map(() => 0));
    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'red' } });
    expect(await Promise.all(members.map((m) => coins(m.id)))).toEqual(
      members.map((_, i) => (i === 0 ? 0 : i)),
    );
    await f.expectLedgerOk();
  });
});

describe('no pattern of bets returns more in coins than it costs', () => {
  const COIN_BAHT = 0.5; // the best redeem rate: 1000 coins → 500 baht
  const side = fc.constantFrom('red', 'blue', 'tie', 'notie');
  // any stake from the default minimum up, on its steps
  const stake = fc.integer({ min: 1, max: 40 }).map((k) => k * stakeStepBaht(MIN_BET_BAHT_DEFAULT));

  it('at a fair rate, a member who earns coins could lose at least their worth; a hedged side earns none', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ side, stake }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 5, max: 15 }),
        fc.constantFrom('red', 'blue', 'green'),
        async (bets, redRate, result) => {
          // a fair quote: red lays 10 to win redRate, blue lays redRate to win 10
          const rate = { red_rate_1: 10, red_rate_2: redRate, blue_rate_1: redRate, blue_rate_2: 10 };
          const { matchId, rateId } = await f.openMatch({ rate });
          await f.call(matchDeskRoutes.openTie, {
            params: { id: matchId },
            body: { tie_multiplier: 8, notie_multiplier: 1.15 },
          });
          const member = await f.fundedMember(5000);
          for (const b of bets)
            await placed(
              member,
              matchId,
              b.side,
              b.stake,
              b.side === 'red' || b.side === 'blue'
                ? { rateId }
                : { multiplier: b.side === 'tie' ? 8 : 1.15 },
            );
          await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result } });
          const earned = await coins(member.id);

          const staked = (s: string) => bets.filter((b) => b.side === s).reduce((n, b) => n + b.stake, 0);
          const [red, blue, tie, notie] = ['red', 'blue', 'tie', 'notie'].map(staked) as [
            number,
            number,
            number,
            number,
          ];
          const total = red + blue + tie + notie;
          // what the member gets back under each outcome (refunds of red and blue on a draw)
          const back = {
            red: red * (1 + redRate / 10) + notie * 1.15,
            blue: blue * (1 + 10 / redRate) + notie * 1.15,
            green: red + blue + tie * 8,
          };
          const worstLoss = Math.max(...Object.values(back).map((b) => total - b));
          if (earned > 0) expect(earned * COIN_BAHT).toBeLessThanOrEqual(worstLoss);
          // a pair of opposite sides earns nothing
          const coinBets = (sides: string[]) =>
            bets.filter((b) => sides.includes(b.side) && b.stake >= COIN_MIN_STAKE_BAHT).length;
          const main = red > 0 && blue > 0 ? 0 : coinBets(['red', 'blue']);
          const draw = tie > 0 && notie > 0 ? 0 : coinBets(['tie', 'notie']);
          expect(earned).toBe(result === 'green' ? draw : main + draw);
        },
      ),
      { numRuns: 12 },
    );
    await f.expectLedgerOk();
  }, 120_000);
});
