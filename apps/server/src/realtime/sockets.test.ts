// DESIGN §5 in one process: who may connect, and which rooms reach whom. The app listens on an
// ephemeral port; the clients are socket.io-client, as in the member app and the console.
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { Match, Rate } from '@sanam/contract/matches.ts';
import { RATE_COALESCE_MS, type BalanceEvent, type RateEvent } from '@sanam/contract/realtime.ts';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRoute } from '../test/call-route.ts';
import { useDesk } from '../test/harness.ts';
import { adminRoute } from '../test/factories/desk.ts';
import { aMember, type TestMember } from '../test/factories/members.ts';
import { body, type Envelope } from '../test/factories/replies.ts';
import {
  connect,
  disconnectAll,
  nextEvent,
  pause,
  record,
  refusal,
  type Handshake,
} from '../test/sockets.ts';

const staff = useDesk({ sockets: true });
const { t } = staff;
afterEach(() => {
  disconnectAll();
});
// before the desk's own afterAll closes the app (vitest runs after-hooks in reverse)
afterAll(() => {
  disconnectAll();
});

async function newMatch(): Promise<Match> {
  const res = await adminRoute(t.app, staff.operator, matchDeskRoutes.create, {
    body: { round_name: 'คู่ที่ 1', red_cow_name: 'แดงเดือด', blue_cow_name: 'ฟ้าคราม' },
  });
  if (res.statusCode !== 200) throw new Error(`new match: ${res.statusCode} ${res.body}`);
  return body<Envelope<Match>>(res).data;
}
const RATE_10_9 = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };

const member = (m: TestMember, matchId?: number, more: Handshake = {}) =>
  connect(t.url, { access_token: m.accessToken, ...(matchId ? { matchId } : {}), ...more });

const balance = (n: number): BalanceEvent => ({ balance: n, event_point: n % 7 });

describe('a member socket', () => {
  it('receives RATE, CHANGE, OPENTIE and CLOSETIE of the match it watches, in order', async () => {
    const match = await newMatch();
    const socket = await member(await aMember(t.app), match.id);
    const rateEvent: RateEvent = { match, rate: null, announce: 'changed', version: match.version };
    const arrived = Promise.all([
      nextEvent(socket, 'RATE'),
      nextEvent(socket, 'CHANGE'),
      nextEvent(socket, 'OPENTIE'),
      nextEvent(socket, 'CLOSETIE'),
    ]);
    t.bus.toMatch(match.id, 'RATE', rateEvent);
    t.bus.toMatch(match.id, 'CHANGE', { service: 'UPDATE', data: match, version: match.version + 1 });
    t.bus.toMatch(match.id, 'OPENTIE', {
      match_id: match.id,
      tie_multiplier: 1.7,
      notie_multiplier: null,
      version: match.version + 2,
    });
    t.bus.toMatch(match.id, 'CLOSETIE', { match_id: match.id, version: match.version + 3 });
    const [rate, change, openTie, closeTie] = await arrived;
    expect(rate).toEqual(rateEvent);
    expect(change).toEqual({ service: 'UPDATE', data: match, version: match.version + 1 });
    expect(openTie).toMatchObject({ match_id: match.id, tie_multiplier: 1.7, version: match.version + 2 });
    expect(closeTie).toEqual({ match_id: match.id, version: match.version + 3 });
  });

  it("does not receive another match's events", async () => {
    const [watched, other] = await Promise.all([newMatch(), newMatch()]);
    const socket = await member(await aMember(t.app), watched.id);
    const seen = record(socket);
    t.bus.toMatch(other.id, 'CLOSETIE', { match_id: other.id, version: 1 });
    t.bus.toMatch(watched.id, 'CLOSETIE', { match_id: watched.id, version: 1 });
    await nextEvent(socket, 'CLOSETIE');
    await pause(50);
    expect(seen).toEqual([{ event: 'CLOSETIE', payload: { match_id: watched.id, version: 1 } }]);
  });

  it('receives its own BALANCE and never another member’s', async () => {
    const match = await newMatch();
    const [alice, bob] = await Promise.all([aMember(t.app), aMember(t.app)]);
    const [aliceSocket, bobSocket] = await Promise.all([member(alice, match.id), member(bob, match.id)]);
    const bobSeen = record(bobSocket);
    const gets = Promise.all([nextEvent(aliceSocket, 'BALANCE'), nextEvent(bobSocket, 'BALANCE')]);
    t.bus.toMember(alice.id, 'BALANCE', balance(400));
    // Bob's own event comes after Alice's on the server: had hers reached him, it would be first
    t.bus.toMember(bob.id, 'BALANCE', balance(900));
    expect(await gets).toEqual([balance(400), balance(900)]);
    await pause(50);
    expect(bobSeen).toEqual([{ event: 'BALANCE', payload: balance(900) }]);
  });

  it('gets its BALANCE without a matchId, over websocket only as well', async () => {
    const m = await aMember(t.app);
    const socket = await member(m, undefined, { websocketOnly: true });
    const got = nextEvent(socket, 'BALANCE');
    t.bus.toMember(m.id, 'BALANCE', balance(123));
    expect(await got).toEqual(balance(123));
  });

  it('upgrades from polling to websocket and keeps its rooms', async () => {
    const match = await newMatch();
    const m = await aMember(t.app);
    const socket = await member(m, match.id);
    if (socket.io.engine.transport.name !== 'websocket') {
      await new Promise<void>((resolve) => socket.io.engine.once('upgrade', () => resolve()));
    }
    const got = nextEvent(socket, 'CLOSETIE');
    t.bus.toMatch(match.id, 'CLOSETIE', { match_id: match.id, version: 9 });
    expect(await got).toEqual({ match_id: match.id, version: 9 });
  });

  it('does not receive BET, which is for the desk', async () => {
    const match = await newMatch();
    const socket = await member(await aMember(t.app), match.id);
    const seen = record(socket);
    t.bus.toDesk(match.id, 'BET', { match_id: match.id, side: 'red', amount: 100 });
    t.bus.toMatch(match.id, 'CLOSETIE', { match_id: match.id, version: 1 });
    await nextEvent(socket, 'CLOSETIE');
    expect(seen.map((s) => s.event)).toEqual(['CLOSETIE']);
  });
});

describe('the handshake refuses', () => {
  let match: Match;
  let m: TestMember;
  beforeAll(async () => {
    match = await newMatch();
    m = await aMember(t.app);
  });

  it('a socket without a token', async () => {
    expect(await refusal(t.url, { matchId: match.id })).toMatchObject({
      data: { code: 'unauthorized', key: 'error.unauthorized' },
    });
  });

  it('a forged token, with the message in the caller’s language', async () => {
    const forged = await new SignJWT({ kind: 'member', sid: decodeJwt(m.accessToken).sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(m.id))
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('not-our-secret-not-our-secret-not-our-secret'));
    const refused = await refusal(t.url, {
      access_token: forged,
      matchId: match.id,
      headers: { 'accept-language': 'en' },
    });
    expect(refused).toEqual({
      message: 'Invalid token',
      data: { code: 'unauthorized', key: 'auth.invalid_token' },
    });
  });

  it('an expired token of a live session', async () => {
    const expired = await new SignJWT({ kind: 'member', sid: decodeJwt(m.accessToken).sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(m.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await refusal(t.url, { access_token: expired })).data?.key).toBe('auth.invalid_token');
  });

  it('the token of a session that logged out', async () => {
    const leaving = await aMember(t.app);
    await member(leaving); // accepted while the session is live
    const res = await callRoute(t.app, accountRoutes.revoke, { as: leaving, body: {} });
    expect(res.statusCode).toBe(200);
    expect(await refusal(t.url, { access_token: leaving.accessToken })).toMatchObject({
      data: { code: 'unauthorized', key: 'auth.session_ended' },
    });
  });

  it('a blocked member', async () => {
    const blocked = await aMember(t.app);
    const res = await adminRoute(t.app, staff.admin, memberDeskRoutes.patch, {
      params: { id: blocked.id },
      body: { is_blocked: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await refusal(t.url, { access_token: blocked.accessToken, matchId: match.id })).toMatchObject({
      data: { code: 'forbidden', key: 'auth.blocked' },
    });
  });

  it('an operator token offered as a member’s, and a member token offered as an operator’s', async () => {
    expect((await refusal(t.url, { access_token: staff.operator })).data?.key).toBe('auth.invalid_token');
    expect((await refusal(t.url, { operator_token: m.accessToken })).data?.key).toBe(
      'auth.member_token_refused',
    );
  });

  it('a matchId that is not a positive whole number', async () => {
    for (const matchId of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect(await refusal(t.url, { access_token: m.accessToken, matchId })).toMatchObject({
        data: { code: 'validation', key: 'error.validation' },
      });
    }
  });

  it('a match that does not exist', async () => {
    expect(await refusal(t.url, { access_token: m.accessToken, matchId: 987_654_321 })).toMatchObject({
      data: { code: 'not_found', key: 'match.not_found' },
    });
  });

  it('a cashier at a match desk', async () => {
    expect(await refusal(t.url, { operator_token: staff.cashier, matchId: match.id })).toMatchObject({
      data: { code: 'forbidden', key: 'error.forbidden' },
    });
  });
});

describe('an operator socket at a match desk', () => {
  it('receives BET of its match and the RATE its members see', async () => {
    const [match, other] = await Promise.all([newMatch(), newMatch()]);
    const desk = await connect(t.url, { operator_token: staff.operator, matchId: match.id });
    const seen = record(desk);
    const bet = nextEvent(desk, 'BET');
    t.bus.toDesk(other.id, 'BET', { match_id: other.id, side: 'blue', amount: 500 });
    t.bus.toDesk(match.id, 'BET', { match_id: match.id, side: 'red', amount: 100 });
    expect(await bet).toEqual({ match_id: match.id, side: 'red', amount: 100 });
    const rate = nextEvent(desk, 'RATE');
    t.bus.toMatch(match.id, 'RATE', { match, rate: null, announce: 'closed', version: match.version });
    expect((await rate).announce).toBe('closed');
    expect(seen.map((s) => s.event)).toEqual(['BET', 'RATE']);
  });
});

describe('through HTTP, end to end', () => {
  async function post<T>(token: string, path: string, payload: unknown = {}) {
    const res = await fetch(`${t.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const json = (await res.json()) as Envelope<T>;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  }

  it('the operator opening betting reaches the member watching the match', async () => {
    const match = await newMatch();
    const rate = await post<Rate>(staff.operator, `/admin/matches/${match.id}/rates`, RATE_10_9);
    const socket = await member(await aMember(t.app), match.id);
    const announced = nextEvent(socket, 'RATE');
    const opened = await post<Match>(staff.operator, `/admin/matches/${match.id}/open`);
    const event = await announced;
    expect(event).toMatchObject({ announce: 'open', rate: { id: rate.id }, version: opened.version });
    expect(event.match).toMatchObject({ id: match.id, is_open: 1 });
  });

  it('a burst of rates reaches the member as fewer RATEs, the last with the final rate, none missing', async () => {
    const match = await newMatch();
    const socket = await member(await aMember(t.app), match.id);
    const seen = record(socket);
    const published: Rate[] = [];
    for (let n = 0; n < 12; n++) {
      published.push(
        await post<Rate>(staff.operator, `/admin/matches/${match.id}/rates`, {
          ...RATE_10_9,
          red_rate_2: 1 + (n % 9),
        }),
      );
    }
    const final = published.at(-1);
    await vi.waitFor(() => expect(seen.at(-1)?.payload).toMatchObject({ rate: { id: final?.id } }));
    await pause(RATE_COALESCE_MS * 2);
    const events = seen.map((s) => s.payload as RateEvent);
    expect(seen.every((s) => s.event === 'RATE')).toBe(true);
    expect(events.length).toBeLessThan(published.length);
    expect(events.at(-1)).toMatchObject({ announce: 'changed', rate: final, match: { rate: final?.id } });
    const carried = new Set(events.flatMap((e) => [e.rate?.id, ...(e.rates ?? []).map((r) => r.id)]));
    expect(published.filter((r) => !carried.has(r.id))).toEqual([]);
  });

  it('a burst emitted in one go reaches the member as exactly two RATEs: the first at once, then the latest', async () => {
    const match = await newMatch();
    const socket = await member(await aMember(t.app), match.id);
    const seen = record(socket);
    const burst = [1, 2, 3, 4, 5].map((n): RateEvent => ({
      match: { ...match, version: match.version + n },
      rate: null,
      announce: 'changed',
      version: match.version + n,
    }));
    for (const e of burst) t.bus.toMatch(match.id, 'RATE', e);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    await pause(RATE_COALESCE_MS * 2);
    expect(seen.map((s) => s.payload)).toEqual([burst[0], { ...burst[4], rates: [] }]);
  });

  it("a member's bet moves their BALANCE and tells the desk, and no one else's balance", async () => {
    const match = await newMatch();
    const rate = await post<Rate>(staff.operator, `/admin/matches/${match.id}/rates`, RATE_10_9);
    await post<Match>(staff.operator, `/admin/matches/${match.id}/open`);
    const [bettor, watcher] = await Promise.all([aMember(t.app), aMember(t.app)]);
    await post(staff.cashier, `/admin/members/${bettor.id}/adjust`, {
      amount: 500,
      reason: 'test funds',
      kind: 'deposit',
    });
    const [bettorSocket, watcherSocket, desk] = await Promise.all([
      member(bettor, match.id),
      member(watcher, match.id),
      connect(t.url, { operator_token: staff.operator, matchId: match.id }),
    ]);
    const watcherSeen = record(watcherSocket);
    const events = Promise.all([nextEvent(bettorSocket, 'BALANCE'), nextEvent(desk, 'BET')]);
    await post(bettor.accessToken, `/user/bet/${match.id}`, {
      amount: 100,
      type: 'red',
      ref: `socket-${match.id}`,
      rateId: rate.id,
    });
    const [balanceEvent, betEvent] = await events;
    expect(balanceEvent).toEqual({ balance: 400, event_point: 0 });
    expect(betEvent).toMatchObject({ match_id: match.id, side: 'red', amount: 100 });
    await pause(50);
    expect(watcherSeen.filter((s) => s.event === 'BALANCE')).toEqual([]);
  });

  it("a cashier's deposit reaches the member's BALANCE at once", async () => {
    const m = await aMember(t.app);
    const socket = await member(m);
    const arrived = nextEvent(socket, 'BALANCE');
    await post(staff.cashier, `/admin/members/${m.id}/adjust`, {
      amount: 250.5,
      reason: 'test funds',
      kind: 'deposit',
    });
    expect(await arrived).toEqual({ balance: 250.5, event_point: 0 });
  });

  it('blocking a member closes the sockets they have open', async () => {
    const m = await aMember(t.app);
    const socket = await member(m);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const res = await fetch(`${t.url}/api/admin/members/${m.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${staff.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ is_blocked: true }),
    });
    expect(res.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});
