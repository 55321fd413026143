import type { LiveAccess, Match, Rate, Stadium } from '@sanam/contract/matches.ts';
import { translate, type MessageKey } from '@sanam/contract/messages.ts';
import type { ChangeEvent, CloseTieEvent, OpenTieEvent, RateEvent } from '@sanam/contract/realtime.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { matchDeskRoutes, matchRoutes } from '@sanam/contract/routes/matches.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { post } from '../../ledger/ledger.ts';
import {
  API_PREFIX,
  callOk,
  callRoute,
  type RouteCall,
  type RouteCallArgs,
  withDefaults,
} from '../../test/call-route.ts';
import { operatorToken } from '../../test/factories/desk.ts';
import { deposit } from '../../test/factories/ledger.ts';
import { aMember, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { useDesk } from '../../test/harness.ts';
import { createTestApp } from '../../test/test-app.ts';

const staff = useDesk({
  ready: async () => {
    member = await aMember(t.app);
  },
});
const { t } = staff;

let member: TestMember;

const th = (key: MessageKey) => translate(key, 'th');
const en = (key: MessageKey) => translate(key, 'en');
type ErrorBody = Envelope<{ code: string; fields?: Record<string, string> }>;

/** A member's read (the file's member unless `as` says otherwise). */
const get = <R extends RouteDeclaration>(route: R, ...args: RouteCallArgs<R>) =>
  callRoute(t.app, route, ...withDefaults(args, { as: member }));

function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return body<Envelope<T>>(res).data;
}

/** The operator's call that must succeed: its data. */
const desk = <R extends RouteDeclaration>(route: R, ...args: RouteCallArgs<R>) =>
  callOk(t.app, route, ...withDefaults(args, { as: staff.operator }));

let stadiumSeq = 0;
async function newStadium(overrides: Partial<Stadium> = {}): Promise<Stadium> {
  return desk(matchDeskRoutes.createStadium, {
    body: { name: `สนาม ${++stadiumSeq}`, type: 'bull', ...overrides },
  });
}

async function newMatch(overrides: Record<string, unknown> = {}): Promise<Match> {
  return desk(matchDeskRoutes.create, {
    body: {
      round_name: 'คู่ที่ 1',
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
      ...overrides,
    },
  });
}

const EVEN = { red_rate_1: 10, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 10 };
const RED_10_9 = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };

async function endMatch(id: number, result: 'red' | 'blue' | 'green' | 'other' = 'red') {
  return desk(matchDeskRoutes.end, { params: { id }, body: { result } });
}

const eventsSince = (n: number) => t.emitted.slice(n);

describe('member match calls', () => {
  it('refuses every call without a member token', async () => {
    const m = await newMatch();
    for (const route of [matchRoutes.running, matchRoutes.open, matchRoutes.ended, matchRoutes.stadiums]) {
      expect((await get(route, { as: undefined })).statusCode, route.path).toBe(401);
      expect((await get(route, { as: staff.operator })).statusCode, route.path).toBe(401);
    }
    for (const route of [matchRoutes.match, matchRoutes.rates]) {
      expect((await get(route, { as: undefined, params: { id: m.id } })).statusCode, route.path).toBe(401);
      expect((await get(route, { as: staff.operator, params: { id: m.id } })).statusCode, route.path).toBe(
        401,
      );
    }
    const res = await callRoute(t.app, matchRoutes.liveAccess);
    expect(res.statusCode).toBe(401);
  });

  it('GET /user/match/:id answers the match with its stadium and current rate, 404 when unknown', async () => {
    const s = await newStadium({ name: 'สนามบางกอก' });
    const m = await newMatch({ stadium_id: s.id, streaming_url: 'ch-bkk' });
    const r = await desk(matchDeskRoutes.publishRate, { params: { id: m.id }, body: RED_10_9 });
    const got = dataOf<Match>(await get(matchRoutes.match, { params: { id: m.id } }));
    expect(got).toMatchObject({
      id: m.id,
      stadium_id: s.id,
      stadium_name: 'สนามบางกอก',
      is_end: 0,
      is_open: 0,
      rate: r.id,
      now_rate_name: 'ด 10/9',
      now_red_rate_1: 10,
      now_red_rate_2: 9,
      now_blue_rate_1: 9,
      now_blue_rate_2: 10,
      streaming_url: 'ch-bkk',
      nextMatch: null,
    });

    const missing = await get(matchRoutes.match, {
      params: { id: 999999 },
      as: member.accessToken,
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(body<ErrorBody>(missing).message).toBe(en('match.not_found'));
    expect((await get(matchRoutes.match, { params: { id: 'abc' } })).statusCode).toBe(400);
  });

  it('lists running matches of every stadium, pre-fight included, but not ended ones', async () => {
    const hidden = await newStadium({ is_display: false });
    const a = await newMatch({ stadium_id: hidden.id });
    const pre = await newMatch({ is_prefight: true });
    const ended = await newMatch();
    await endMatch(ended.id);
    const ids = dataOf<Match[]>(await get(matchRoutes.running)).map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, pre.id]));
    expect(ids).not.toContain(ended.id);
  });

  it('listopen gives the live tab: running matches of shown stadiums, by stadium then id, with rates', async () => {
    const s2 = await newStadium();
    const s1 = await newStadium();
    const hidden = await newStadium({ is_display: false });
    const m1 = await newMatch({ stadium_id: s2.id });
    const m2 = await newMatch({ stadium_id: s1.id });
    const m3 = await newMatch({ stadium_id: s2.id });
    const inHidden = await newMatch({ stadium_id: hidden.id });
    const ended = await newMatch({ stadium_id: s1.id });
    await endMatch(ended.id);
    await desk(matchDeskRoutes.publishRate, { params: { id: m3.id }, body: EVEN });

    const list = dataOf<Match[]>(await get(matchRoutes.open));
    const ids = list.map((m) => m.id);
    expect(ids).not.toContain(inHidden.id);
    expect(ids).not.toContain(ended.id);
    const ours = list.filter((m) => [m1.id, m2.id, m3.id].includes(m.id)).map((m) => m.id);
    // s2 was created before s1, so it has the smaller id
    expect(ours).toEqual([m1.id, m3.id, m2.id]);
    expect(list.find((m) => m.id === m3.id)).toMatchObject({ now_rate_name: 'ตรง', now_red_rate_1: 10 });
    expect(list.find((m) => m.id === m1.id)).toMatchObject({ now_rate_name: null, rate: null });
    const stadiumIds = list.map((m) => m.stadium_id ?? Number.MAX_SAFE_INTEGER);
    expect(stadiumIds).toEqual([...stadiumIds].sort((x, y) => x - y));
  });

  it('listend shows recent results, newest first, and hides the rounds named as test rounds', async () => {
    const s = await newStadium({ type: 'cock' });
    const red = await newMatch({ stadium_id: s.id, round_name: 'คู่เอก' });
    const draw = await newMatch({ stadium_id: s.id, round_name: 'คู่รอง' });
    const test1 = await newMatch({ stadium_id: s.id, round_name: 'TEST' });
    const test2 = await newMatch({ stadium_id: s.id, round_name: 'ทดสอบ' });
    const notATest = await newMatch({ stadium_id: s.id, round_name: 'test round 2' });
    const old = await newMatch({ stadium_id: s.id, round_name: 'เมื่อวานซืน' });
    const running = await newMatch({ stadium_id: s.id });
    await endMatch(red.id, 'red');
    await endMatch(draw.id, 'green');
    await endMatch(test1.id, 'blue');
    await endMatch(test2.id, 'blue');
    await endMatch(notATest.id, 'other');
    await endMatch(old.id, 'blue');
    await t.db.query(`UPDATE matches SET ended_at = now() - interval '3 days' WHERE id = $1`, [old.id]);

    const list = dataOf<Match[]>(await get(matchRoutes.ended));
    const ids = list.map((m) => m.id);
    for (const hidden of [test1.id, test2.id, old.id, running.id]) expect(ids).not.toContain(hidden);
    const ours = list.filter((m) => [red.id, draw.id, notATest.id].includes(m.id));
    expect(ours.map((m) => [m.id, m.result, m.is_end])).toEqual([
      [notATest.id, 'other', 1],
      [draw.id, 'green', 1],
      [red.id, 'red', 1],
    ]);
    expect(ours[0]).toMatchObject({ stadium_name: s.name, round_type: 'bull' });
  });

  it('listend hides the configured test rounds, case-insensitive (TEST_ROUND_NAMES)', async () => {
    const other = await createTestApp({ testRoundNames: ['practice'] });
    try {
      const op = await operatorToken(other.app, other.db, 'operator');
      const m = await aMember(other.app);
      const make = async (round_name: string) => {
        const res = await callRoute(other.app, matchDeskRoutes.create, {
          as: op,
          body: {
            round_name,
            red_cow_name: 'a',
            blue_cow_name: 'b',
          },
        });
        const id = dataOf<Match>(res).id;
        dataOf(
          await callRoute(other.app, matchDeskRoutes.end, {
            as: op,
            params: { id },
            body: { result: 'red' },
          }),
        );
        return id;
      };
      const practice = await make('Practice');
      const test = await make('test');
      const res = await callRoute(other.app, matchRoutes.ended, { as: m.accessToken });
      const ids = dataOf<Match[]>(res).map((x) => x.id);
      expect(ids).toEqual([test]);
      expect(ids).not.toContain(practice);
    } finally {
      await other.close();
    }
  });

  it('the static paths listopen, listend and stadium are not read as a match id', async () => {
    for (const route of [matchRoutes.open, matchRoutes.ended, matchRoutes.stadiums]) {
      const res = await get(route);
      expect(res.statusCode, route.path).toBe(200);
      expect(Array.isArray(body<Envelope<unknown>>(res).data), route.path).toBe(true);
    }
    // and a trailing slash still reaches them (ignoreTrailingSlash): a path no declaration spells
    const slashed = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${matchRoutes.open.path}/`,
      headers: { authorization: `Bearer ${member.accessToken}` },
    });
    expect(slashed.statusCode).toBe(200);
  });

  it('GET /user/match/rate/:id lists the rates newest first, at most 30; 404 for an unknown match', async () => {
    const m = await newMatch();
    const published: Rate[] = [];
    for (let i = 1; i <= 32; i++) {
      published.push(
        await desk(matchDeskRoutes.publishRate, {
          params: { id: m.id },
          body: {
            red_rate_1: 10,
            red_rate_2: (i % 9) + 1,
            blue_rate_1: (i % 9) + 1,
            blue_rate_2: 10,
          },
        }),
      );
    }
    const rates = dataOf<Rate[]>(await get(matchRoutes.rates, { params: { id: m.id } }));
    expect(rates).toHaveLength(30);
    expect(rates.map((r) => r.id)).toEqual(
      published
        .map((r) => r.id)
        .reverse()
        .slice(0, 30),
    );
    expect(rates[0]).toMatchObject({ match_id: m.id, rate_name: expect.any(String) as string });
    expect((await get(matchRoutes.rates, { params: { id: 999999 } })).statusCode).toBe(404);
  });

  it('GET /user/match/stadium answers the stadiums shown to members only', async () => {
    const shown = await newStadium({ name: 'ลานชนวัว', type: 'bull' });
    const hidden = await newStadium({ is_display: false });
    const list = dataOf<Stadium[]>(await get(matchRoutes.stadiums));
    expect(list).toContainEqual({
      id: shown.id,
      name: 'ลานชนวัว',
      type: 'bull',
      is_display: true,
      min_bet: 10,
      max_bet: null,
      max_payout: null,
      member_side_cap: null,
      bet_delay: null,
      refer_above: null,
    });
    // the house's liability cap is the console's alone
    expect(list.every((s) => !('liability_cap' in s))).toBe(true);
    expect(list.map((s) => s.id)).not.toContain(hidden.id);
    expect(list.every((s) => s.is_display)).toBe(true);
  });
});

describe('live access (POST /user/transaction/liveaction)', () => {
  const liveaction = (m: TestMember, headers: Record<string, string> = {}) =>
    callRoute(t.app, matchRoutes.liveAccess, { as: m.accessToken, headers: { ...headers } });

  async function depositSatang(memberId: number, satang: number, key: string) {
    return t.db.transaction((tx) => post(tx, deposit(key, memberId, satang)));
  }

  it('refuses a member without deposits, with the spec message', async () => {
    const m = await aMember(t.app);
    const res = await liveaction(m);
    expect(res.statusCode).toBe(200);
    const b = body<Envelope<LiveAccess>>(res);
    expect(b.data).toEqual({ eligible: false, deposited: 0, required: 100, window_days: 30 });
    expect(b.message).toBe(th('live.not_eligible'));
  });

  it('lets a member in once their deposits in the last 30 days reach 100 baht', async () => {
    const m = await aMember(t.app);
    await depositSatang(m.id, 9_999, `test:live:${m.id}:1`);
    expect(body<Envelope<LiveAccess>>(await liveaction(m)).data).toMatchObject({
      eligible: false,
      deposited: 99.99,
    });
    await depositSatang(m.id, 1, `test:live:${m.id}:2`);
    const b = body<Envelope<LiveAccess>>(await liveaction(m, { 'accept-language': 'en' }));
    expect(b.data).toEqual({ eligible: true, deposited: 100, required: 100, window_days: 30 });
    expect(b.message).toBe(en('live.eligible'));
  });

  it('counts neither old deposits nor adjustments, bets or other members', async () => {
    const m = await aMember(t.app);
    const other = await aMember(t.app);
    const old = await depositSatang(m.id, 50_000, `test:live:${m.id}:old`);
    await t.db.query(`UPDATE journal_entries SET created_at = now() - interval '31 days' WHERE id = $1`, [
      old.entryId,
    ]);
    await depositSatang(other.id, 50_000, `test:live:${other.id}:other`);
    const adjust = await callRoute(t.app, memberDeskRoutes.adjust, {
      as: staff.cashier,
      params: { id: m.id },
      body: {
        amount: 500,
        reason: 'โบนัส',
      },
    });
    expect(adjust.statusCode).toBe(200);
    expect(body<Envelope<LiveAccess>>(await liveaction(m)).data).toMatchObject({
      eligible: false,
      deposited: 0,
    });
    // a cashier-recorded deposit counts (DESIGN §9 kind: deposit)
    const recorded = await callRoute(t.app, memberDeskRoutes.adjust, {
      as: staff.cashier,
      params: { id: m.id },
      body: {
        amount: 100,
        reason: 'ฝากหน้าเคาน์เตอร์',
        kind: 'deposit',
      },
    });
    expect(recorded.statusCode).toBe(200);
    expect(body<Envelope<LiveAccess>>(await liveaction(m)).data).toMatchObject({
      eligible: true,
      deposited: 100,
    });
  });
});

describe('stadiums in the console', () => {
  it('creates, lists and corrects a stadium, each write audited', async () => {
    const created = await callRoute(t.app, matchDeskRoutes.createStadium, {
      as: staff.operator,
      body: {
        name: '  สนามใหม่  ',
        type: 'cock',
      },
    });
    expect(created.statusCode).toBe(200);
    const s = body<Envelope<Stadium>>(created);
    expect(s.message).toBe(th('stadium.created'));
    expect(s.data).toMatchObject({ name: 'สนามใหม่', type: 'cock', is_display: true });

    const patched = await callRoute(t.app, matchDeskRoutes.patchStadium, {
      as: staff.operator,
      params: { id: s.data.id },
      body: {
        is_display: false,
      },
    });
    expect(body<Envelope<Stadium>>(patched)).toMatchObject({
      message: th('stadium.updated'),
      data: { id: s.data.id, name: 'สนามใหม่', type: 'cock', is_display: false },
    });

    // every operator role reads them, hidden ones included
    const listed = dataOf<Stadium[]>(await callRoute(t.app, matchDeskRoutes.stadiums, { as: staff.cashier }));
    expect(listed).toContainEqual({
      id: s.data.id,
      name: 'สนามใหม่',
      type: 'cock',
      is_display: false,
      min_bet: 10,
      max_bet: null,
      max_payout: null,
      member_side_cap: null,
      bet_delay: null,
      refer_above: null,
      liability_cap: null,
    });

    const { rows } = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_log WHERE target_type = 'stadium' AND target_id = $1 ORDER BY id`,
      [String(s.data.id)],
    );
    expect(rows).toEqual([
      { action: 'stadium.create', before: null, after: { ...s.data } },
      {
        action: 'stadium.update',
        before: { ...s.data },
        after: { ...s.data, is_display: false },
      },
    ]);
  });

  it('refuses invalid stadiums with field messages in Thai, or English when asked', async () => {
    const thai = await callRoute(t.app, matchDeskRoutes.createStadium, {
      as: staff.operator,
      rawBody: { name: '', type: 'horse' },
    });
    expect(thai.statusCode).toBe(400);
    expect(body<ErrorBody>(thai)).toMatchObject({
      success: false,
      data: {
        code: 'validation',
        fields: { name: th('validation.required'), type: th('validation.invalid') },
      },
    });
    const english = await callRoute(t.app, matchDeskRoutes.createStadium, {
      as: staff.operator,
      body: { name: 'x'.repeat(101), type: 'bull' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(400);
    expect(body<ErrorBody>(english)).toMatchObject({
      message: en('validation.too_long'),
      data: { fields: { name: en('validation.too_long') } },
    });
    const s = await newStadium();
    const empty = await callRoute(t.app, matchDeskRoutes.patchStadium, {
      as: staff.operator,
      params: { id: s.id },
      body: {},
      headers: { 'accept-language': 'en' },
    });
    expect(empty.statusCode).toBe(400);
    expect(body<ErrorBody>(empty).message).toBe(en('validation.required'));
    const unknownField = await callRoute(t.app, matchDeskRoutes.patchStadium, {
      as: staff.operator,
      params: { id: s.id },
      rawBody: { id: 5 },
    });
    expect(unknownField.statusCode).toBe(400);
    const missing = await callRoute(t.app, matchDeskRoutes.patchStadium, {
      as: staff.operator,
      params: { id: 999999 },
      body: { name: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(body<ErrorBody>(missing).message).toBe(th('match.stadium_not_found'));
  });

  it('lets only admin and operator write stadiums, and no member at all', async () => {
    const s = await newStadium();
    expect(
      (
        await callRoute(t.app, matchDeskRoutes.createStadium, {
          as: staff.cashier,
          body: { name: 'x', type: 'bull' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await callRoute(t.app, matchDeskRoutes.patchStadium, {
          as: staff.cashier,
          params: { id: s.id },
          body: { name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await callRoute(t.app, matchDeskRoutes.stadiums, { as: member.accessToken })).statusCode).toBe(
      401,
    );
    const { rows } = await t.db.query(
      `SELECT 1 FROM audit_log WHERE target_type = 'stadium' AND target_id = $1 AND action = 'stadium.update'`,
      [String(s.id)],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('matches in the console', () => {
  it('lists running, ended or all matches, newest first, by stadium', async () => {
    const s = await newStadium();
    const a = await newMatch({ stadium_id: s.id });
    const b = await newMatch({ stadium_id: s.id });
    await endMatch(a.id);
    const ids = async (query: RouteCall<typeof matchDeskRoutes.list>['query']) =>
      (await desk(matchDeskRoutes.list, { query })).map((m) => m.id);
    expect(await ids({ stadium_id: s.id })).toEqual([b.id]);
    expect(await ids({ status: 'ended', stadium_id: s.id })).toEqual([a.id]);
    expect(await ids({ status: 'all', stadium_id: s.id })).toEqual([b.id, a.id]);
    expect(await ids({ status: 'all', stadium_id: s.id, limit: 1 })).toEqual([b.id]);
    expect(
      (await callRoute(t.app, matchDeskRoutes.list, { as: staff.operator, query: { status: 'later' } }))
        .statusCode,
    ).toBe(400);
    expect((await callRoute(t.app, matchDeskRoutes.list, { as: staff.cashier })).statusCode).toBe(200);
  });

  it('lists the rates of a match newest first', async () => {
    const m = await newMatch();
    const r1 = await desk(matchDeskRoutes.publishRate, { params: { id: m.id }, body: EVEN });
    const r2 = await desk(matchDeskRoutes.publishRate, { params: { id: m.id }, body: RED_10_9 });
    expect((await desk(matchDeskRoutes.rates, { params: { id: m.id } })).map((r) => r.id)).toEqual([
      r2.id,
      r1.id,
    ]);
    expect(
      (await callRoute(t.app, matchDeskRoutes.rates, { as: staff.operator, params: { id: 999999 } }))
        .statusCode,
    ).toBe(404);
  });

  it('corrects names and stream of a running match, audited, and refuses an ended one', async () => {
    const m = await newMatch({ streaming_url: 'ch-1' });
    const res = await callRoute(t.app, matchDeskRoutes.update, {
      as: staff.operator,
      params: { id: m.id },
      body: {
        red_cow_name: 'แดงใหม่',
        streaming_url: 'ch-2',
      },
    });
    expect(body<Envelope<Match>>(res)).toMatchObject({
      message: th('match.updated'),
      data: {
        red_cow_name: 'แดงใหม่',
        blue_cow_name: 'ฟ้าคราม',
        streaming_url: 'ch-2',
        version: m.version + 1,
      },
    });
    const { rows } = await t.db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      `SELECT before, after FROM audit_log WHERE action = 'match.update' AND target_id = $1`,
      [String(m.id)],
    );
    expect(rows).toEqual([
      {
        before: {
          round_name: 'คู่ที่ 1',
          red_cow_name: 'แดงเดือด',
          blue_cow_name: 'ฟ้าคราม',
          streaming_url: 'ch-1',
        },
        after: { round_name: 'คู่ที่ 1', red_cow_name: 'แดงใหม่', blue_cow_name: 'ฟ้าคราม', streaming_url: 'ch-2' },
      },
    ]);
    expect(
      (
        await callRoute(t.app, matchDeskRoutes.update, {
          as: staff.cashier,
          params: { id: m.id },
          body: { round_name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await callRoute(t.app, matchDeskRoutes.update, { as: staff.operator, params: { id: m.id }, body: {} }))
        .statusCode,
    ).toBe(400);
    await endMatch(m.id);
    expect(
      (
        await callRoute(t.app, matchDeskRoutes.update, {
          as: staff.operator,
          params: { id: m.id },
          body: { round_name: 'x' },
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('realtime events of operator changes', () => {
  it('emits RATE, OPENTIE, CLOSETIE and CHANGE UPDATE to the match room, each with the version after it', async () => {
    const m = await newMatch();
    const start = t.emitted.length;
    const rate = await desk(matchDeskRoutes.publishRate, { params: { id: m.id }, body: RED_10_9 });
    const opened = await desk(matchDeskRoutes.open, { params: { id: m.id } });
    const tie = await desk(matchDeskRoutes.openTie, {
      params: { id: m.id },
      body: {
        tie_multiplier: 2,
        notie_multiplier: 1.5,
      },
    });
    const tieClosed = await desk(matchDeskRoutes.closeTie, { params: { id: m.id } });
    const closed = await desk(matchDeskRoutes.close, { params: { id: m.id } });
    const updated = await desk(matchDeskRoutes.update, {
      params: { id: m.id },
      body: { round_name: 'คู่พิเศษ' },
    });

    const events = eventsSince(start);
    expect(events.map((e) => [e.room, e.id, e.event])).toEqual([
      ['match', m.id, 'RATE'],
      ['match', m.id, 'RATE'],
      ['match', m.id, 'OPENTIE'],
      ['match', m.id, 'CLOSETIE'],
      ['match', m.id, 'RATE'],
      ['match', m.id, 'CHANGE'],
    ]);
    const [changed, open, openTie, closeTie, close, change] = events.map((e) => e.payload) as [
      RateEvent,
      RateEvent,
      OpenTieEvent,
      CloseTieEvent,
      RateEvent,
      ChangeEvent,
    ];
    expect(changed).toMatchObject({ announce: 'changed', rate: { id: rate.id, rate_name: 'ด 10/9' } });
    expect(changed.match).toMatchObject({ rate: rate.id, now_rate_name: 'ด 10/9', is_open: 0 });
    expect(changed.version).toBe(changed.match.version);
    expect(changed.version).toBeGreaterThan(m.version);
    expect(open).toMatchObject({
      announce: 'open',
      rate: { id: rate.id },
      match: opened,
      version: opened.version,
    });
    expect(openTie).toEqual({
      match_id: m.id,
      tie_multiplier: 2,
      notie_multiplier: 1.5,
      version: tie.version,
    });
    expect(closeTie).toEqual({ match_id: m.id, version: tieClosed.version });
    expect(close).toMatchObject({ announce: 'closed', match: closed, version: closed.version });
    expect(change).toEqual({ service: 'UPDATE', data: updated, version: updated.version });
    expect(updated.round_name).toBe('คู่พิเศษ');

    const versions = [changed, open, openTie, closeTie, close, change].map((e) => e.version);
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBe((versions[i - 1] ?? 0) + 1);
    expect(dataOf<Match>(await get(matchRoutes.match, { params: { id: m.id } })).version).toBe(
      updated.version,
    );
  });

  it('sends with a new rate the match exactly as it reads once the rate is committed', async () => {
    const m = await newMatch();
    await desk(matchDeskRoutes.publishRate, { params: { id: m.id }, body: EVEN });
    await desk(matchDeskRoutes.open, { params: { id: m.id } });
    const start = t.emitted.length;
    const rate = await desk(matchDeskRoutes.publishRate, { params: { id: m.id }, body: RED_10_9 });
    const [event] = eventsSince(start).map((e) => e.payload) as [RateEvent];
    const read = await desk(matchDeskRoutes.match, { params: { id: m.id } });
    expect(event).toEqual({ match: read, rate, announce: 'changed', version: read.version });
    expect(read).toMatchObject({ rate: rate.id, now_rate_name: 'ด 10/9', is_open: 1 });
  });

  it('publishes each of 20 rates sent at once amid betting switched on and off: every change its own version, every rate audited with the one it replaced', async () => {
    const m = await newMatch();
    const first = await desk(matchDeskRoutes.publishRate, { params: { id: m.id }, body: EVEN });
    const start = t.emitted.length;
    const calls = [
      ...Array.from({ length: 20 }, (_, i) =>
        callRoute(t.app, matchDeskRoutes.publishRate, {
          as: staff.operator,
          params: { id: m.id },
          body: {
            red_rate_1: 10,
            red_rate_2: 1 + (i % 9),
            blue_rate_1: 1 + (i % 9),
            blue_rate_2: 10,
          },
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        callRoute(t.app, matchDeskRoutes[i % 2 === 0 ? 'open' : 'close'], {
          as: staff.operator,
          params: { id: m.id },
        }),
      ),
    ];
    const replies = await Promise.all(calls);
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));

    // every change bumped the version once, and the room heard each version once
    const versions = eventsSince(start)
      .map((e) => (e.payload as RateEvent).version)
      .sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 30 }, (_, i) => m.version + 2 + i));
    const now = dataOf<Match>(await get(matchRoutes.match, { params: { id: m.id } }));
    expect(now.version).toBe(m.version + 31);

    // each publish's audit row names the rate it replaced: one unbroken chain from the first rate
    const { rows } = await t.db.query<{ before: { rate_id: number } | null; after: { rate_id: number } }>(
      `SELECT before, after FROM audit_log WHERE action = 'match.rate' AND target_id = $1 ORDER BY id`,
      [String(m.id)],
    );
    expect(rows).toHaveLength(21);
    const chain = rows.slice(1).sort((a, b) => a.after.rate_id - b.after.rate_id);
    let previous = first.id;
    for (const audit of chain) {
      expect(audit.before?.rate_id).toBe(previous);
      previous = audit.after.rate_id;
    }
    expect(now.rate).toBe(previous);
  });

  it('emits nothing for a refused change, and nothing is left changed', async () => {
    const m = await newMatch();
    const start = t.emitted.length;
    const noRate = await callRoute(t.app, matchDeskRoutes.open, { as: staff.operator, params: { id: m.id } });
    expect(noRate.statusCode).toBe(409);
    const badRate = await callRoute(t.app, matchDeskRoutes.publishRate, {
      as: staff.operator,
      params: { id: m.id },
      body: {
        ...EVEN,
        red_rate_1: 0,
      },
    });
    expect(badRate.statusCode).toBe(400);
    const notAllowed = await callRoute(t.app, matchDeskRoutes.publishRate, {
      as: staff.cashier,
      params: { id: m.id },
      body: EVEN,
    });
    expect(notAllowed.statusCode).toBe(403);
    await endMatch(m.id);
    // the settlement's BALANCE and then its CHANGE END leave in the background once it committed
    await t.idle();
    const afterEnd = t.emitted.length;
    const asOperator = { as: staff.operator, params: { id: m.id } };
    for (const [what, call] of [
      ['rates', () => callRoute(t.app, matchDeskRoutes.publishRate, { ...asOperator, body: EVEN })],
      ['open', () => callRoute(t.app, matchDeskRoutes.open, { ...asOperator, body: {} })],
      ['tie/open', () => callRoute(t.app, matchDeskRoutes.openTie, { ...asOperator, body: {} })],
      [
        'update',
        () => callRoute(t.app, matchDeskRoutes.update, { ...asOperator, body: { round_name: 'x' } }),
      ],
    ] as const) {
      expect((await call()).statusCode, what).toBe(409);
    }
    expect(t.emitted.slice(start, afterEnd).filter((e) => e.event !== 'CHANGE')).toEqual([]);
    expect(t.emitted.length).toBe(afterEnd);
    const after = dataOf<Match>(await get(matchRoutes.match, { params: { id: m.id } }));
    expect(after).toMatchObject({ round_name: 'คู่ที่ 1', rate: null, is_open: 0 });
  });
});
