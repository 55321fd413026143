// Placing step tickets (DESIGN §4) through the member API: the rounds open for steps, every refusal
// changing nothing, idempotent retries, parallel tickets against a balance that covers only some, and
// the member's tickets and one ticket's legs.
import { translate, type MessageKey } from '@sanam/contract/messages.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { stepRoutes } from '@sanam/contract/routes/steps.ts';
import type { StepBetData, StepMatch } from '@sanam/contract/steps.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { type Leg, stepFactory } from '../../test/factories/steps.ts';
import { EN } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

const f = stepFactory(desk);
const en = (key: MessageKey) => translate(key, 'en');
const th = (key: MessageKey) => translate(key, 'th');
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const legsOn = (rounds: Array<{ matchId: number; rateId: number }>, type: 'red' | 'blue' = 'red'): Leg[] =>
  rounds.map((r) => ({ ...r, type }));

describe('GET /user/match/step', () => {
  it('lists the running pre-fight rounds with betting open and a rate, with the odds of each side', async () => {
    const [open] = await f.rounds(1);
    if (!open) throw new Error('round');
    const live = await f.openMatch();
    const closed = await f.openMatch({ prefight: true });
    await f.call(matchDeskRoutes.close, { params: { id: closed.matchId } });
    const member = await f.fundedMember(0);
    const res = await callRoute(t.app, stepRoutes.matches, { as: member.accessToken });
    expect(res.statusCode).toBe(200);
    const list = body<Envelope<StepMatch[]>>(res).data;
    const ids = list.map((m) => m.id);
    expect(ids).toContain(open.matchId);
    expect(ids).not.toContain(live.matchId);
    expect(ids).not.toContain(closed.matchId);
    const m = list.find((x) => x.id === open.matchId);
    expect(m).toMatchObject({ rate: open.rateId, red_odds: 1.9, blue_odds: 2.1111, now_rate_name: 'ด 10/9' });
  });

  it('is for members only', async () => {
    const res = await callRoute(t.app, stepRoutes.matches);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /user/bet/step', () => {
  it('places a ticket: stake into the ticket escrow (type 3), no coin until it is graded, legs at the prices placed', async () => {
    const rounds = await f.rounds(3);
    const member = await f.fundedMember(1000);
    const steps: Leg[] = [
      { ...rounds[0]!, type: 'red' },
      { ...rounds[1]!, type: 'blue' },
      { ...rounds[2]!, type: 'red' },
    ];
    const res = await f.place(member, { amount: 100, steps });
    expect(res.statusCode).toBe(200);
    expect(message(res)).toBe(en('step.placed'));
    const data = body<Envelope<StepBetData>>(res).data;
    expect(data).toMatchObject({ balance: 900, event_point: 0 });
    expect(data.ticket).toMatchObject({
      amount: 100,
      legs_count: 3,
      legs_settled: 0,
      status: 'pending',
      payout: null,
      // 10,000 satang × 19/10 × 19/9 × 19/10 = 76,211.11… → floor to the satang
      potential_payout: 762.11,
      odds: 7.6211,
    });
    expect(data.ticket.legs.map((l) => [l.match_id, l.type, l.rate_1, l.rate_2, l.status])).toEqual([
      [rounds[0]!.matchId, 'red', 10, 9, 'pending'],
      [rounds[1]!.matchId, 'blue', 9, 10, 'pending'],
      [rounds[2]!.matchId, 'red', 10, 9, 'pending'],
    ]);
    expect(await f.stepEscrow(data.ticket.id)).toBe(10_000);
    expect(await f.cash(member.id)).toBe(90_000);
    const { rows } = await t.db.query<{ type: number; topic: string; amount: number }>(
      `SELECT e.type, e.topic, p.amount FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account = $1 ORDER BY p.id DESC LIMIT 1`,
      [`member:${member.id}`],
    );
    expect(rows[0]).toMatchObject({ type: 3, topic: 'แทงสเต็ป 3 คู่', amount: -10_000 });
    // a later rate does not change the ticket's price
    await f.call(matchDeskRoutes.publishRate, {
      params: { id: rounds[0]!.matchId },
      body: {
        red_rate_1: 10,
        red_rate_2: 5,
        blue_rate_1: 5,
        blue_rate_2: 10,
      },
    });
    expect((await f.ticket(member, data.ticket.id)).legs[0]).toMatchObject({ rate_1: 10, rate_2: 9 });
    await f.expectLedgerOk();
  });

  it('refuses every bad ticket in the member language and changes nothing', async () => {
    const rounds = await f.rounds(11);
    const member = await f.fundedMember(500);
    const two = legsOn(rounds.slice(0, 2));
    const stale = await f.openMatch({ prefight: true });
    await f.call(matchDeskRoutes.publishRate, {
      params: { id: stale.matchId },
      body: {
        red_rate_1: 10,
        red_rate_2: 8,
        blue_rate_1: 8,
        blue_rate_2: 10,
      },
    });
    const closed = await f.openMatch({ prefight: true });
    await f.call(matchDeskRoutes.close, { params: { id: closed.matchId } });
    const ended = await f.openMatch({ prefight: true });
    await f.end(ended.matchId, 'red');
    const live = await f.openMatch();
    const LONG = { red_rate_1: 1, red_rate_2: 1000, blue_rate_1: 1000, blue_rate_2: 1 };
    const long = [
      await f.openMatch({ prefight: true, rate: LONG }),
      await f.openMatch({ prefight: true, rate: LONG }),
    ];

    /** a ticket of 100 baht: the first good leg, and one on `round` */
    const withSecondLegOn = (round: { matchId: number; rateId: number }) => ({
      amount: 100,
      steps: [two[0], { matchId: round.matchId, type: 'red', rateId: round.rateId }],
    });

    const cases: Array<[string, Record<string, unknown>, number, MessageKey]> = [
      ['one leg', { amount: 100, steps: two.slice(0, 1) }, 400, 'validation.step_count'],
      ['eleven legs', { amount: 100, steps: legsOn(rounds) }, 400, 'validation.step_count'],
      ['no legs', { amount: 100, steps: [] }, 400, 'validation.step_count'],
      [
        'two legs on one round',
        { amount: 100, steps: [two[0], { ...two[0], type: 'blue' }] },
        400,
        'validation.step_same_round',
      ],
      [
        'a tie leg',
        { amount: 100, steps: [two[0], { ...two[1], type: 'tie' }] },
        400,
        'validation.step_side_invalid',
      ],
      ['zero', { amount: 0, steps: two }, 400, 'validation.amount_positive'],
      ['negative', { amount: -5, steps: two }, 400, 'validation.amount_positive'],
      ['three decimals', { amount: 10.123, steps: two }, 400, 'validation.amount_invalid'],
      ['a string', { amount: '100', steps: two }, 400, 'validation.amount_invalid'],
      ['more than the balance', { amount: 510, steps: two }, 400, 'ledger.insufficient_balance'],
      ['a stale rate', withSecondLegOn(stale), 409, 'step.rate_not_current'],
      ['a closed round', withSecondLegOn(closed), 409, 'step.round_not_open'],
      ['an ended round', withSecondLegOn(ended), 409, 'step.round_not_open'],
      ['a live round', withSecondLegOn(live), 409, 'step.round_not_open'],
      ['an unknown round', withSecondLegOn({ matchId: 999_999, rateId: 1 }), 409, 'step.round_not_open'],
      [
        'a payout over the limit',
        // 20 × 1001 × 1001 baht
        { amount: 20, steps: legsOn(long) },
        409,
        'step.payout_too_high',
      ],
    ];
    const before = await f.snapshot();
    for (const [name, payload, status, key] of cases) {
      const res = await f.place(member, payload);
      expect({ name, status: res.statusCode, message: message(res) }).toEqual({
        name,
        status,
        message: en(key),
      });
    }
    // off the steps of the default minimum (10 baht), told before the balance
    for (const amount of [105, 500.01]) {
      const off = await f.place(member, { amount, steps: two });
      expect([off.statusCode, message(off)]).toEqual([400, 'The stake must be a whole multiple of 10 baht']);
    }
    expect(await f.snapshot()).toEqual(before);
    // in Thai by default
    const res = await callRoute(t.app, stepRoutes.place, {
      as: member.accessToken,
      body: { amount: 100, steps: two.slice(0, 1) },
    });
    expect(message(res)).toBe(th('validation.step_count'));
    await f.expectLedgerOk();
  });

  it('makes a retry one ticket, by ref or Idempotency-Key, even in parallel', async () => {
    const rounds = await f.rounds(2);
    const member = await f.fundedMember(1000);
    const payload = { amount: 100, steps: legsOn(rounds), ref: 'tap-1' };
    const [a, b] = await Promise.all([f.place(member, payload), f.place(member, payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const first = body<Envelope<StepBetData>>(a).data;
    expect(body<Envelope<StepBetData>>(b).data.ticket.id).toBe(first.ticket.id);
    const keyed = { amount: 50, steps: legsOn(rounds, 'blue') };
    const [c, d] = await Promise.all([
      f.place(member, keyed, { 'idempotency-key': 'k-1' }),
      f.place(member, keyed, { 'idempotency-key': 'k-1' }),
    ]);
    expect(body<Envelope<StepBetData>>(c).data.ticket.id).toBe(body<Envelope<StepBetData>>(d).data.ticket.id);
    // a late retry after betting closed still answers as the first did: its very reply (the
    // balance then, before the keyed ticket), http/idempotency.ts
    await f.call(matchDeskRoutes.close, { params: { id: rounds[0]!.matchId } });
    const late = await f.place(member, payload);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual(a.json());
    expect(body<Envelope<StepBetData>>(late).data).toMatchObject({ balance: 900, event_point: 0 });
    expect(await f.cash(member.id)).toBe(85_000);
    expect((await f.tickets(member)).items).toHaveLength(2);
    await f.expectLedgerOk();
  });

  it('never goes below zero under parallel tickets: accepted stakes equal the debit', async () => {
    const rounds = await f.rounds(3);
    const member = await f.fundedMember(1000);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        f.place(member, { amount: i % 3 ? 70 : 60, steps: legsOn(rounds, i % 2 ? 'red' : 'blue') }),
      ),
    );
    const accepted = results.filter((r) => r.statusCode === 200);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(message(r)).toBe(en('ledger.insufficient_balance'));
    expect(accepted.length).toBeGreaterThanOrEqual(13);
    expect(accepted.length).toBeLessThan(30);
    const staked = accepted.reduce(
      (s, r) => s + Math.round(body<Envelope<StepBetData>>(r).data.ticket.amount * 100),
      0,
    );
    expect(await f.cash(member.id)).toBe(100_000 - staked);
    const page = await f.tickets(member, { limit: 100 });
    expect(page.items).toHaveLength(accepted.length);
    await f.expectLedgerOk();
  });
});

describe('the member tickets', () => {
  it('pages the tickets newest first and shows a ticket only to its owner', async () => {
    const rounds = await f.rounds(2);
    const member = await f.fundedMember(1000);
    const other = await f.fundedMember(0);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await f.placeOk(member, 10 + 10 * i, legsOn(rounds))).ticket.id);
    const first = await f.tickets(member, { limit: 2 });
    expect(first.items.map((x) => x.id)).toEqual([ids[4], ids[3]]);
    const second = await f.tickets(member, { limit: 2, cursor: first.next_cursor });
    expect(second.items.map((x) => x.id)).toEqual([ids[2], ids[1]]);
    const third = await f.tickets(member, { limit: 2, cursor: second.next_cursor });
    expect(third.items.map((x) => x.id)).toEqual([ids[0]]);
    expect(third.next_cursor).toBeNull();
    expect((await f.tickets(other)).items).toEqual([]);

    const mine = await f.details(member, ids[0]!);
    expect(mine.statusCode).toBe(200);
    const theirs = await f.details(other, ids[0]!);
    expect(theirs.statusCode).toBe(404);
    expect(message(theirs)).toBe(en('step.ticket_not_found'));
    const res = await callRoute(t.app, stepRoutes.ticket, {
      as: member.accessToken,
      params: { id: 'abc' },
      headers: { ...EN },
    });
    expect(res.statusCode).toBe(400);
  });
});
