// Step tickets: the ticket's stake meets the highest minimum of its rounds, and
// a ticket earns its coin when it is graded, never at placement, never when all its legs are void,
// and never when another ticket of the member backs the other side of one of its rounds.
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { type Leg, stepFactory } from '../../test/factories/steps.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

const f = stepFactory(desk);
const legsOn = (rounds: Array<{ matchId: number; rateId: number }>, types: Array<'red' | 'blue'>): Leg[] =>
  rounds.map((r, i) => ({ ...r, type: types[i] ?? 'red' }));

async function coins(member: TestMember): Promise<number> {
  const { rows } = await t.db.query<{ balance: number }>('SELECT balance FROM balances WHERE account = $1', [
    `coins:${member.id}`,
  ]);
  return rows[0]?.balance ?? NaN;
}

describe('step tickets and the minimum stake', () => {
  it('refuses a ticket under the highest minimum of its rounds, naming it, and changes nothing', async () => {
    const [a, b] = await f.rounds(2);
    if (!a || !b) throw new Error('rounds');
    // b's stadium asks 40 baht
    const s = await callRoute(t.app, matchDeskRoutes.createStadium, {
      as: desk.operator,
      body: {
        name: 'สนาม 40',
        type: 'bull',
        min_bet: 40,
      },
    });
    const stadiumId = body<Envelope<{ id: number }>>(s).data.id;
    const m = await f.call(matchDeskRoutes.create, {
      body: {
        stadium_id: stadiumId,
        round_name: 'คู่ 40',
        red_cow_name: 'แดง',
        blue_cow_name: 'น้ำเงิน',
        is_prefight: true,
      },
    });
    const r = await f.call(matchDeskRoutes.publishRate, {
      params: { id: m.id },
      body: {
        red_rate_1: 10,
        red_rate_2: 9,
        blue_rate_1: 9,
        blue_rate_2: 10,
      },
    });
    await f.call(matchDeskRoutes.open, { params: { id: m.id } });
    const member = await f.fundedMember(1000);
    const before = await f.snapshot();
    const small = await f.place(member, { amount: 5, steps: legsOn([a, b], ['red', 'red']) });
    expect([small.statusCode, small.json<{ message: string }>().message]).toEqual([
      400,
      'The minimum stake is 10 baht',
    ]);
    const under40 = await f.place(member, {
      amount: 39,
      steps: [...legsOn([a], ['red']), { matchId: m.id, rateId: r.id, type: 'blue' }],
    });
    expect(under40.json<{ message: string }>().message).toBe('The minimum stake is 40 baht');
    // a minimum of 40 sets steps of 20 baht
    const offStep = await f.place(member, {
      amount: 50,
      steps: [...legsOn([a], ['red']), { matchId: m.id, rateId: r.id, type: 'blue' }],
    });
    expect([offStep.statusCode, offStep.json<{ message: string }>().message]).toEqual([
      400,
      'The stake must be a whole multiple of 20 baht',
    ]);
    expect(await f.snapshot()).toEqual(before);
    await f.placeOk(member, 40, [...legsOn([a], ['red']), { matchId: m.id, rateId: r.id, type: 'blue' }]);
    await f.expectLedgerOk();
  });
});

describe('step tickets and coins', () => {
  it('gives a coin when a ticket of at least 100 baht is graded, won or lost; none under it, none all void', async () => {
    const rounds = await f.rounds(2);
    const [winner, loser, small, voided] = await Promise.all([1, 2, 3, 4].map(() => f.fundedMember(1000)));
    if (!winner || !loser || !small || !voided) throw new Error('members');
    const won = await f.placeOk(winner, 100, legsOn(rounds, ['red', 'red']));
    expect(won.event_point).toBe(0);
    await f.placeOk(loser, 150, legsOn(rounds, ['red', 'blue']));
    // the largest stake under the coin minimum on the default minimum's steps
    await f.placeOk(small, 90, legsOn(rounds, ['red', 'red']));
    const [r0, r1] = rounds;
    if (!r0 || !r1) throw new Error('rounds');
    await f.end(r0.matchId, 'red');
    // the loser's ticket is not settled until its last leg is
    expect(await Promise.all([winner, loser, small].map(coins))).toEqual([0, 0, 0]);
    await f.end(r1.matchId, 'red');
    expect(await Promise.all([winner, loser, small].map(coins))).toEqual([1, 1, 0]);

    const more = await f.rounds(2);
    await f.placeOk(voided, 200, legsOn(more, ['red', 'red']));
    for (const r of more) await f.end(r.matchId, 'other');
    expect(await coins(voided)).toBe(0);

    // a regrade moves the coin: red → other voids the winner's first leg and the loser's, not all
    // legs, so both still earn theirs; the tickets' coins stay one each
    expect((await f.regrade(r1.matchId, 'other')).statusCode).toBe(200);
    expect(await Promise.all([winner, loser].map(coins))).toEqual([1, 1]);
    expect((await f.regrade(r0.matchId, 'other')).statusCode).toBe(200);
    // every leg void: refunded, no coin
    expect(await Promise.all([winner, loser].map(coins))).toEqual([0, 0]);
    await f.expectLedgerOk();
  });

  it('gives no coin to tickets that back both sides of a round', async () => {
    const rounds = await f.rounds(2);
    const member = await f.fundedMember(2000);
    // the four combinations at an even-ish price: one of them always wins
    for (const sides of [
      ['red', 'red'],
      ['red', 'blue'],
      ['blue', 'red'],
      ['blue', 'blue'],
    ] as const)
      await f.placeOk(member, 100, legsOn(rounds, [...sides]));
    for (const r of rounds) await f.end(r.matchId, 'red');
    expect(await coins(member)).toBe(0);
    await f.expectLedgerOk();
  });
});
