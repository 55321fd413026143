import type { BetHistoryEntry, Exposure, RegradeResult } from '@sanam/contract/matches.ts';
import { payoutSatang } from '@sanam/contract/odds.ts';
import { translate, type MessageKey } from '@sanam/contract/messages.ts';
import type { ChangeEvent } from '@sanam/contract/realtime.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { describe, expect, it } from 'vitest';
import { callRoute, type BodyOf } from '../../test/call-route.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { EN } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';
import { betsWithOutcome } from './grading-queries.ts';
import { REGRADE_REASON } from '../../test/factories/matches.ts';

const desk = useDesk();
const { t } = desk;

const f = bettingFactory(desk);
const en = (key: MessageKey) => translate(key, 'en');
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
/** The console's regrade call, in English. */
const regrade = (
  matchId: number,
  result: BodyOf<typeof matchDeskRoutes.regrade>['result'],
  token = desk.operator,
) =>
  callRoute(t.app, matchDeskRoutes.regrade, {
    as: token,
    params: { id: matchId },
    body: { result, reason: REGRADE_REASON },
    headers: EN,
  });

type Side = 'red' | 'blue' | 'tie' | 'notie';

/** red 100 @10/9, blue 100 @9/10, tie 100 @×tie, notie 100 @×1.2, each from its own member with 1,000. */
async function bookOfFour(tieMultiplier = 1.7) {
  const { matchId, rateId } = await f.openMatch();
  await f.call(matchDeskRoutes.openTie, {
    params: { id: matchId },
    body: { tie_multiplier: tieMultiplier, notie_multiplier: 1.2 },
  });
  const [red, blue, tie, notie] = await Promise.all([1, 2, 3, 4].map(() => f.fundedMember(1000)));
  if (!red || !blue || !tie || !notie) throw new Error('members');
  const members: Record<Side, TestMember> = { red, blue, tie, notie };
  for (const side of ['red', 'blue', 'tie', 'notie'] as const) {
    const res = await f.bet(members[side], matchId, {
      amount: 100,
      type: side,
      ref: f.ref(),
      rateId: side === 'red' || side === 'blue' ? rateId : 0,
      ...(side === 'tie' ? { multiplier: tieMultiplier } : side === 'notie' ? { multiplier: 1.2 } : {}),
    });
    expect(res.statusCode).toBe(200);
  }
  return { matchId, rateId, members };
}

// cash after, in satang, of the red, blue, tie and notie backers (each started at 100,000 and staked 10,000)
const AFTER = {
  red: { red: 109_000, blue: 90_000, tie: 90_000, notie: 102_000 },
  blue: { red: 90_000, blue: 111_111, tie: 90_000, notie: 102_000 },
  green: { red: 100_000, blue: 100_000, tie: 107_000, notie: 90_000 },
  other: { red: 100_000, blue: 100_000, tie: 100_000, notie: 100_000 },
} as const;

async function cashOf(members: Record<Side, TestMember>) {
  const out: Record<string, number | undefined> = {};
  for (const side of ['red', 'blue', 'tie', 'notie'] as const) out[side] = await f.cash(members[side].id);
  return out;
}

async function settleEntries(matchId: number) {
  const { rows } = await t.db.query<{ key: string; type: number; postings: number }>(
    `SELECT e.key, e.type, count(p.id)::int AS postings
       FROM journal_entries e JOIN postings p ON p.entry_id = e.id
      WHERE e.key LIKE $1 OR e.key LIKE $2
      GROUP BY e.id ORDER BY e.id`,
    [`settle:${matchId}:%`, `regrade:${matchId}:%`],
  );
  return rows;
}

function history(member: TestMember, matchId: number) {
  return callRoute(t.app, betRoutes.history, { as: member.accessToken, params: { matchId } });
}

describe('settling a match', () => {
  it('pays a tie at a custom multiplier and refunds red and blue on a draw, in two entries, and coins to the graded', async () => {
    const { matchId, members } = await bookOfFour(2.35);
    const end = await callRoute(t.app, matchDeskRoutes.end, {
      as: desk.operator,
      params: { id: matchId },
      body: { result: 'green' },
    });
    expect(end.statusCode).toBe(200);
    // tie 100 × 2.35 = 235 back; red and blue refunded; notie lost
    expect(await cashOf(members)).toEqual({ red: 100_000, blue: 100_000, tie: 113_500, notie: 90_000 });
    expect(await settleEntries(matchId)).toEqual([
      // house, tie and notie backers: their bets were graded; red and blue were refunded
      { key: `settle:${matchId}:g1:coins`, type: 4, postings: 3 },
      // escrow, tie backer, house
      { key: `settle:${matchId}:g1:bill`, type: 4, postings: 3 },
      // escrow, red and blue backers
      { key: `settle:${matchId}:g1:refund`, type: 5, postings: 3 },
    ]);
    expect(await f.escrowSatang(matchId)).toBe(0);
    await f.expectLedgerOk();
  });

  it('refunds every bet when the result is other, in one refund entry', async () => {
    const { matchId, members } = await bookOfFour();
    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'other' } });
    expect(await cashOf(members)).toEqual(AFTER.other);
    expect(await settleEntries(matchId)).toEqual([
      { key: `settle:${matchId}:g1:refund`, type: 5, postings: 5 },
    ]);
    const { rows } = await t.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM ${betsWithOutcome} b WHERE match_id = $1 GROUP BY status`,
      [matchId],
    );
    expect(rows).toEqual([{ status: 'refunded', n: 4 }]);
    await f.expectLedgerOk();
  });

  it('emits CHANGE END with nextMatch and BALANCE to each paid member only after the settlement committed', async () => {
    const { matchId, members } = await bookOfFour();
    const next = await f.openMatch();
    const seenSettled: Array<Promise<boolean>> = [];
    const emitted = t.emitted;
    const push = emitted.push.bind(emitted);
    // what the database says at the very moment of each emission, read from outside the transaction
    emitted.push = (...items) => {
      for (const e of items)
        if (e.room === 'match' && e.id === matchId)
          seenSettled.push(
            t.db
              .query<{ settled: boolean }>(
                'SELECT settled_at IS NOT NULL AS settled FROM matches WHERE id = $1',
                [matchId],
              )
              .then((r) => r.rows[0]?.settled === true),
          );
      return push(...items);
    };
    const from = emitted.length;
    try {
      await f.call(matchDeskRoutes.end, {
        params: { id: matchId },
        body: { result: 'red', next_match_id: next.matchId },
      });
      const refused = await callRoute(t.app, matchDeskRoutes.end, {
        as: desk.operator,
        params: { id: matchId },
        body: {
          result: 'blue',
        },
      });
      expect(refused.statusCode).toBe(409);
      await t.idle();
    } finally {
      emitted.push = push;
    }
    const mine = emitted.slice(from);
    const change = mine.filter((e) => e.event === 'CHANGE');
    expect(change).toHaveLength(1);
    expect(change[0]).toMatchObject({
      room: 'match',
      id: matchId,
      payload: {
        service: 'END',
        data: { id: matchId, is_end: 1, result: 'red', nextMatch: { id: next.matchId } },
      },
    });
    expect(await Promise.all(seenSettled)).toEqual([true]);
    const balances = mine.filter((e) => e.event === 'BALANCE').map((e) => [e.id, e.payload]);
    // the losers too: their graded 100-baht bets earned a coin each
    expect(balances).toEqual(
      expect.arrayContaining([
        [members.red.id, { balance: 1090, event_point: 1 }],
        [members.notie.id, { balance: 1020, event_point: 1 }],
        [members.blue.id, { balance: 900, event_point: 1 }],
        [members.tie.id, { balance: 900, event_point: 1 }],
      ]),
    );
    expect(balances).toHaveLength(4);
  });

  it('settles exactly once when the end is sent five times at once', async () => {
    const { matchId, members } = await bookOfFour();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        callRoute(t.app, matchDeskRoutes.end, {
          as: desk.operator,
          params: { id: matchId },
          body: { result: 'blue' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await cashOf(members)).toEqual(AFTER.blue);
    expect((await settleEntries(matchId)).map((e) => e.key)).toEqual([
      `settle:${matchId}:g1:coins`,
      `settle:${matchId}:g1:bill`,
    ]);
    await f.expectLedgerOk();
  });
});

describe('regrading a settled match', () => {
  it('corrects red → blue → green, to the satang, with new entries, new bills and the history in force', async () => {
    const { matchId, members } = await bookOfFour();
    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'red' } });
    expect(await cashOf(members)).toEqual(AFTER.red);
    const from = t.emitted.length;

    const toBlue = await regrade(matchId, 'blue');
    expect([toBlue.statusCode, message(toBlue)]).toEqual([200, en('match.regraded')]);
    const corrected = body<Envelope<RegradeResult>>(toBlue).data;
    expect(corrected).toMatchObject({ result: 'blue', is_end: 1 });
    // the reply names what the correction moved: the red grading reversed, blue paid
    const { correction } = corrected;
    expect([correction.from, correction.to, correction.reason]).toEqual(['red', 'blue', REGRADE_REASON]);
    const satang = (baht: number) => Math.round(baht * 100);
    expect(satang(correction.house_before)).toBe(
      satang(correction.reversed.stakes) - satang(correction.reversed.paid),
    );
    expect(satang(correction.house_after)).toBe(satang(correction.reversed.stakes) - satang(correction.paid));
    expect(correction.paid).not.toBe(correction.reversed.paid);
    expect(await cashOf(members)).toEqual(AFTER.blue);
    expect(await f.escrowSatang(matchId)).toBe(0);
    await f.expectLedgerOk();

    await f.call(matchDeskRoutes.regrade, {
      params: { id: matchId },
      body: { result: 'green', reason: REGRADE_REASON },
    });
    expect(await cashOf(members)).toEqual(AFTER.green);
    expect(await f.escrowSatang(matchId)).toBe(0);
    await f.expectLedgerOk();

    // red → blue grades the same bets: no coin moves; → green refunds red and blue, whose coins go back
    expect((await settleEntries(matchId)).map((e) => e.key)).toEqual([
      `settle:${matchId}:g1:coins`,
      `settle:${matchId}:g1:bill`,
      `settle:${matchId}:g2:bill`,
      `regrade:${matchId}:g2:reverse`,
      `settle:${matchId}:g3:coins`,
      `settle:${matchId}:g3:bill`,
      `settle:${matchId}:g3:refund`,
      `regrade:${matchId}:g3:reverse`,
    ]);
    const bills = await t.db.query<{ grading: number; n: number; current: number }>(
      `SELECT grading, count(*)::int AS n, count(*) FILTER (WHERE superseded_at IS NULL)::int AS current
         FROM bills WHERE match_id = $1 GROUP BY grading ORDER BY grading`,
      [matchId],
    );
    expect(bills.rows).toEqual([
      { grading: 1, n: 4, current: 0 },
      { grading: 2, n: 4, current: 0 },
      { grading: 3, n: 4, current: 4 },
    ]);
    const bets = await t.db.query<{ side: string; status: string; payout_satang: number }>(
      `SELECT side, status, payout_satang FROM ${betsWithOutcome} b WHERE match_id = $1 ORDER BY side`,
      [matchId],
    );
    expect(bets.rows).toEqual([
      { side: 'blue', status: 'refunded', payout_satang: 10_000 },
      { side: 'notie', status: 'lost', payout_satang: 0 },
      { side: 'red', status: 'refunded', payout_satang: 10_000 },
      { side: 'tie', status: 'won', payout_satang: 17_000 },
    ]);

    // the member's history shows the bill of the grading in force only
    const tieHistory = body<Envelope<BetHistoryEntry[]>>(await history(members.tie, matchId)).data;
    expect(tieHistory.map((h) => [h.type, h.bet_amount, h.amount, h.win_amount])).toEqual([
      [4, 100, 170, 70],
      [3, 100, -100, null],
    ]);

    const audits = await t.db.query<{ action: string; before: unknown; after: { result: string } }>(
      "SELECT action, before, after FROM audit_log WHERE target_type = 'match' AND target_id = $1 AND action = 'match.regrade' ORDER BY id",
      [String(matchId)],
    );
    expect(audits.rows.map((a) => [a.before, a.after.result])).toEqual([
      [{ result: 'red', grading: 1 }, 'blue'],
      [{ result: 'blue', grading: 2 }, 'green'],
    ]);
    const changes = t.emitted.slice(from).filter((e) => e.event === 'CHANGE');
    const payloads = changes.map((e) => e.payload as ChangeEvent);
    expect(payloads.map((p) => [p.service, p.data.result])).toEqual([
      ['UPDATE', 'blue'],
      ['UPDATE', 'green'],
    ]);
    const versions = payloads.map((p) => p.version);
    expect(versions[1]).toBeGreaterThan(versions[0] ?? Infinity);
    expect(
      t.emitted.slice(from).filter((e) => e.event === 'BALANCE' && e.id === members.blue.id),
    ).toHaveLength(2);
  });

  it('refuses the result in force, an unsettled match, an unknown one and a cashier, changing nothing', async () => {
    const { matchId } = await bookOfFour();
    const running = await regrade(matchId, 'red');
    expect([running.statusCode, message(running)]).toEqual([409, en('bet.regrade_not_settled')]);
    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'red' } });
    const before = await f.moneySnapshot();
    const emittedBefore = t.emitted.length;
    const same = await regrade(matchId, 'red');
    expect([same.statusCode, message(same)]).toEqual([409, en('bet.regrade_same_result')]);
    expect(
      (
        await callRoute(t.app, matchDeskRoutes.regrade, {
          as: desk.operator,
          params: { id: 99999999 },
          body: {
            result: 'red',
            reason: REGRADE_REASON,
          },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callRoute(t.app, matchDeskRoutes.regrade, {
          as: desk.cashier,
          params: { id: matchId },
          body: {
            result: 'blue',
            reason: REGRADE_REASON,
          },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await callRoute(t.app, matchDeskRoutes.regrade, {
          as: desk.operator,
          params: { id: matchId },
          rawBody: {
            result: 'pink',
            reason: REGRADE_REASON,
          },
        })
      ).statusCode,
    ).toBe(400);
    // a correction always says why
    for (const reason of [undefined, '   ']) {
      const unexplained = await callRoute(t.app, matchDeskRoutes.regrade, {
        as: desk.operator,
        params: { id: matchId },
        rawBody: {
          result: 'blue',
          ...(reason === undefined ? {} : { reason }),
        },
        headers: EN,
      });
      expect([unexplained.statusCode, message(unexplained)]).toEqual([400, en('validation.reason_required')]);
    }
    expect(await f.moneySnapshot()).toEqual(before);
    expect(t.emitted.length).toBe(emittedBefore);
  });

  it('never waits for one member: a winner who spent their winnings owes them, and their next credit pays it', async () => {
    const { matchId, members } = await bookOfFour();
    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'red' } });
    // the red backer won 190 (1,090 now) and spends it all
    const spend = await callRoute(t.app, memberDeskRoutes.adjust, {
      as: desk.cashier,
      params: { id: members.red.id },
      body: {
        amount: -1090,
        reason: 'withdrawn elsewhere',
      },
    });
    expect(spend.statusCode).toBe(200);
    const res = await regrade(matchId, 'blue');
    expect(res.statusCode).toBe(200);
    // every other member is graded blue as if nothing had happened; the red backer owes the 190
    expect(await cashOf(members)).toEqual({ ...AFTER.blue, red: -19_000 });
    expect(await f.escrowSatang(matchId)).toBe(0);
    const owed = await f.expectLedgerOk();
    expect(owed.checks.find((c) => c.code === 'no_negative_balance')?.findings).toEqual([
      { code: 'owed_after_corrections', params: { members: 1, owed: 19_000 } },
    ]);
    // owing, they can stake nothing
    const next = await f.openMatch();
    const bet = await f.bet(members.red, next.matchId, {
      amount: 10,
      type: 'red',
      ref: f.ref(),
      rateId: next.rateId,
    });
    expect([bet.statusCode, message(bet)]).toEqual([400, en('ledger.insufficient_balance')]);
    // their next credit pays what they owe first: 500 baht leaves them 310
    await callRoute(t.app, memberDeskRoutes.adjust, {
      as: desk.cashier,
      params: { id: members.red.id },
      body: {
        amount: 500,
        reason: 'deposit at the counter',
        kind: 'deposit',
      },
    });
    expect(await f.cash(members.red.id)).toBe(31_000);
    const paid = await f.expectLedgerOk();
    expect(paid.checks.find((c) => c.code === 'no_negative_balance')?.findings).toEqual([
      { code: 'never_negative', params: {} },
    ]);
  });

  it('applies parallel regrades one at a time: the same result once, different results in some order', async () => {
    const { matchId, members } = await bookOfFour();
    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'red' } });
    const same = await Promise.all(
      Array.from({ length: 4 }, () =>
        callRoute(t.app, matchDeskRoutes.regrade, {
          as: desk.operator,
          params: { id: matchId },
          body: {
            result: 'blue',
            reason: REGRADE_REASON,
          },
        }),
      ),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await cashOf(members)).toEqual(AFTER.blue);
    await f.expectLedgerOk();

    const different = await Promise.all(
      (['green', 'other', 'red'] as const).map((result) =>
        callRoute(t.app, matchDeskRoutes.regrade, {
          as: desk.operator,
          params: { id: matchId },
          body: {
            result,
            reason: REGRADE_REASON,
          },
        }),
      ),
    );
    expect(different.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const { rows } = await t.db.query<{ result: 'red' | 'blue' | 'green' | 'other' }>(
      'SELECT result FROM matches WHERE id = $1',
      [matchId],
    );
    const final = rows[0]?.result;
    if (!final) throw new Error('no result');
    expect(await cashOf(members)).toEqual(AFTER[final]);
    expect(await f.escrowSatang(matchId)).toBe(0);
    const current = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM settlements WHERE match_id = $1 AND superseded_at IS NULL',
      [matchId],
    );
    expect(current.rows[0]?.n).toBe(1);
    await f.expectLedgerOk();
  });
});

describe('the exposure of a match', () => {
  it('shows stakes per side and the house result under each outcome, by the settlement rules, to any operator', async () => {
    const { matchId, rateId } = await f.openMatch({
      rate: { red_rate_1: 10, red_rate_2: 8, blue_rate_1: 7, blue_rate_2: 10 },
    });
    await f.call(matchDeskRoutes.openTie, {
      params: { id: matchId },
      body: { tie_multiplier: 1.7, notie_multiplier: 1.15 },
    });
    const [a, b] = await Promise.all([f.fundedMember(1000), f.fundedMember(1000)]);
    if (!a || !b) throw new Error('members');
    // stakes on the default minimum's steps of 10 baht; the rates still leave satang to round
    const book: Array<[TestMember, Side, number]> = [
      [a, 'red', 120],
      [a, 'blue', 10],
      [b, 'blue', 80],
      [b, 'tie', 30],
      [a, 'notie', 50],
    ];
    for (const [m, side, amount] of book) {
      const res = await f.bet(m, matchId, {
        amount,
        type: side,
        ref: f.ref(),
        rateId: side === 'red' || side === 'blue' ? rateId : 0,
        ...(side === 'tie' ? { multiplier: 1.7 } : side === 'notie' ? { multiplier: 1.15 } : {}),
      });
      expect(res.statusCode).toBe(200);
    }
    const price = (side: Side) =>
      side === 'red'
        ? { rate1: 10, rate2: 8 }
        : side === 'blue'
          ? { rate1: 7, rate2: 10 }
          : { permille: side === 'tie' ? 1700 : 1150 };
    const stakeIn = book.reduce((s, [, , amt]) => s + Math.round(amt * 100), 0);
    const houseUnder = (result: 'red' | 'blue' | 'green' | 'other') =>
      (stakeIn -
        book.reduce(
          (s, [, side, amt]) => s + payoutSatang(Math.round(amt * 100), side, price(side), result),
          0,
        )) /
      100;

    const res = await callRoute(t.app, matchDeskRoutes.exposure, {
      as: desk.cashier,
      params: { id: matchId },
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<Exposure>>(res).data).toEqual({
      match_id: matchId,
      bets: 5,
      bettors: 2,
      stakes: { red: 120, blue: 90, tie: 30, notie: 50 },
      house_result: {
        red: houseUnder('red'),
        blue: houseUnder('blue'),
        green: houseUnder('green'),
        other: 0,
      },
      final: null,
    });

    // a settled round keeps its book, with how it came out (blue and no-tie won)
    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'blue' } });
    const after = body<Envelope<Exposure>>(
      await callRoute(t.app, matchDeskRoutes.exposure, { as: desk.operator, params: { id: matchId } }),
    );
    const paidOnBlue =
      book.reduce(
        (s, [, side, amt]) => s + payoutSatang(Math.round(amt * 100), side, price(side), 'blue'),
        0,
      ) / 100;
    expect(after.data).toMatchObject({
      bets: 5,
      bettors: 2,
      stakes: { red: 120, blue: 90, tie: 30, notie: 50 },
      final: { result: 'blue', payouts: paidOnBlue, refunds: 0, house_result: houseUnder('blue') },
    });
    expect(
      (await callRoute(t.app, matchDeskRoutes.exposure, { as: desk.operator, params: { id: 99999999 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await callRoute(t.app, matchDeskRoutes.exposure, { as: a.accessToken, params: { id: matchId } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the bet history of a match', () => {
  it("lists only the caller's bets, newest first, then their bill once the match is settled", async () => {
    const { matchId, rateId } = await f.openMatch();
    await f.call(matchDeskRoutes.openTie, { params: { id: matchId }, body: {} });
    const [me, other] = await Promise.all([f.fundedMember(500), f.fundedMember(500)]);
    if (!me || !other) throw new Error('members');
    expect((await f.bet(me, matchId, { amount: 100, type: 'red', ref: f.ref(), rateId })).statusCode).toBe(
      200,
    );
    expect(
      (await f.bet(me, matchId, { amount: 50, type: 'tie', ref: f.ref(), rateId: 0, multiplier: 1.7 }))
        .statusCode,
    ).toBe(200);
    expect((await f.bet(other, matchId, { amount: 70, type: 'blue', ref: f.ref(), rateId })).statusCode).toBe(
      200,
    );

    const open = body<Envelope<BetHistoryEntry[]>>(await history(me, matchId)).data;
    expect(open).toMatchObject([
      {
        type: 3,
        topic: 'แทงเสมอ',
        topic_bet_color: 'tie',
        topic_bet_rate: 'x1.7',
        bet_amount: 50,
        amount: -50,
        status: 'placed',
      },
      {
        type: 3,
        topic: 'แทงฝั่งแดง',
        topic_bet_color: 'red',
        topic_bet_rate: 'ด 10/9',
        bet_amount: 100,
        amount: -100,
        status: 'placed',
      },
    ]);

    await f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'blue' } });
    const mine = body<Envelope<BetHistoryEntry[]>>(await history(me, matchId)).data;
    expect(mine.map((h) => [h.type, h.topic, h.bet_amount, h.amount, h.win_amount, h.status])).toEqual([
      [4, 'ผลการแข่งขัน', 150, 0, -150, null],
      [3, 'แทงเสมอ', 50, -50, null, 'lost'],
      [3, 'แทงฝั่งแดง', 100, -100, null, 'lost'],
    ]);
    const theirs = body<Envelope<BetHistoryEntry[]>>(await history(other, matchId)).data;
    expect(theirs.map((h) => [h.type, h.bet_amount, h.amount, h.win_amount])).toEqual([
      [4, 70, 147.77, 77.77],
      [3, 70, -70, null],
    ]);
    expect(body<Envelope<BetHistoryEntry[]>>(await history(me, 99_999_999)).data).toEqual([]);
    const anonymous = await callRoute(t.app, betRoutes.history, { params: { matchId } });
    expect(anonymous.statusCode).toBe(401);
  });
});
