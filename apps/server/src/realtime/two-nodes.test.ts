// DESIGN §1: with REDIS_URL an event emitted on one node reaches sockets on every node. Two real
// server processes share one PostgreSQL database and one Redis; the HTTP calls go to node A, the
// sockets listen on node B. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both).
import type { Match, Rate } from '@sanam/contract/matches.ts';
import { RATE_COALESCE_MS, type RateEvent } from '@sanam/contract/realtime.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerProcess } from '../test/server-process.ts';
import { useTwoNodes } from '../test/two-nodes.ts';
import { testDatabaseUrl, testRedisUrl } from '../test/env.ts';
import { registerPayload } from '../test/factories/members.ts';
import { connect, disconnectAll, nextEvent, pause, record } from '../test/sockets.ts';

const databaseUrl = testDatabaseUrl();
const redisUrl = testRedisUrl();
describe.skipIf(!databaseUrl || !redisUrl)('events across two server nodes sharing Redis', () => {
  const nodes = useTwoNodes();
  let nodeA: ServerProcess;
  let nodeB: ServerProcess;
  let operator: string;

  /** every call of these tests is a POST, with an empty body unless given */
  const api = <T>(node: ServerProcess, token: string | null, urlPath: string, payload: unknown = {}) =>
    nodes.api<T>(node.url, token, urlPath, payload);

  async function member() {
    const data = await api<{ access_token: string; user: { id: number } }>(
      nodeA,
      null,
      '/user/register',
      registerPayload(),
    );
    return { id: data.user.id, accessToken: data.access_token };
  }

  async function runningMatch() {
    const match = await api<Match>(nodeA, operator, '/admin/matches', {
      round_name: 'คู่ที่ 1',
      bet_delay: 0,
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
    });
    const rate = await api<Rate>(nodeA, operator, `/admin/matches/${match.id}/rates`, {
      red_rate_1: 10,
      red_rate_2: 9,
      blue_rate_1: 9,
      blue_rate_2: 10,
    });
    return { match, rate };
  }

  beforeAll(async () => {
    [nodeA, nodeB] = [nodes.a, nodes.b];
    operator = await nodes.operatorLogin('operator');
  });

  // before the nodes stop (vitest runs after-hooks in reverse)
  afterAll(() => {
    disconnectAll();
  });

  it('a rate published and betting opened on node A reach the members and the desk on node B', async () => {
    const { match } = await runningMatch();
    const [onB, onA] = await Promise.all([member(), member()]);
    const [socketB, socketA, deskB] = await Promise.all([
      connect(nodeB.url, { access_token: onB.accessToken, matchId: match.id }),
      connect(nodeA.url, { access_token: onA.accessToken, matchId: match.id, websocketOnly: true }),
      connect(nodeB.url, { operator_token: operator, matchId: match.id }),
    ]);
    const arrived = Promise.all([
      nextEvent(socketB, 'RATE'),
      nextEvent(socketA, 'RATE'),
      nextEvent(deskB, 'RATE'),
    ]);
    const opened = await api<Match>(nodeA, operator, `/admin/matches/${match.id}/open`);
    const [rateB, rateA, rateDesk] = await arrived;
    expect(rateB).toMatchObject({
      announce: 'open',
      version: opened.version,
      match: { id: match.id, is_open: 1 },
    });
    expect(rateA).toEqual(rateB);
    expect(rateDesk).toEqual(rateB);
  });

  it('a burst of rates published on node A reaches node B coalesced, the last with the final rate', async () => {
    const { match } = await runningMatch();
    const m = await member();
    const socket = await connect(nodeB.url, { access_token: m.accessToken, matchId: match.id });
    const seen = record(socket);
    const published: Rate[] = [];
    for (let n = 0; n < 12; n++) {
      published.push(
        await api<Rate>(nodeA, operator, `/admin/matches/${match.id}/rates`, {
          red_rate_1: 10,
          red_rate_2: 1 + (n % 9),
          blue_rate_1: 1 + (n % 9),
          blue_rate_2: 10,
        }),
      );
    }
    const final = published.at(-1);
    await vi.waitFor(() => expect(seen.at(-1)?.payload).toMatchObject({ rate: { id: final?.id } }));
    await pause(RATE_COALESCE_MS * 2);
    const events = seen.map((s) => s.payload as RateEvent);
    expect(events.length).toBeLessThan(published.length);
    expect(events.at(-1)).toMatchObject({ announce: 'changed', rate: final });
    const carried = new Set(events.flatMap((e) => [e.rate?.id, ...(e.rates ?? []).map((r) => r.id)]));
    expect(published.filter((r) => !carried.has(r.id))).toEqual([]);
  });

  it("does not carry one match's events to another match's room on the other node", async () => {
    const [{ match: watched }, { match: other }] = await Promise.all([runningMatch(), runningMatch()]);
    const m = await member();
    const socket = await connect(nodeB.url, { access_token: m.accessToken, matchId: watched.id });
    const seen = record(socket);
    await api<Match>(nodeA, operator, `/admin/matches/${other.id}/open`);
    const got = nextEvent(socket, 'RATE');
    await api<Match>(nodeA, operator, `/admin/matches/${watched.id}/open`);
    expect((await got).match.id).toBe(watched.id);
    expect(seen.map((s) => s.event)).toEqual(['RATE']);
  });

  it("a bet on node A moves the member's BALANCE and the desk's BET on node B", async () => {
    const { match, rate } = await runningMatch();
    await api<Match>(nodeA, operator, `/admin/matches/${match.id}/open`);
    const cashier = await nodes.operatorLogin('cashier');
    const m = await member();
    await api(nodeA, cashier, `/admin/members/${m.id}/adjust`, {
      amount: 500,
      reason: 'test funds',
      kind: 'deposit',
    });
    const [socket, desk] = await Promise.all([
      connect(nodeB.url, { access_token: m.accessToken, matchId: match.id }),
      connect(nodeB.url, { operator_token: operator, matchId: match.id }),
    ]);
    const events = Promise.all([nextEvent(socket, 'BALANCE'), nextEvent(desk, 'BET')]);
    await api(nodeA, m.accessToken, `/user/bet/${match.id}`, {
      amount: 100,
      type: 'red',
      ref: `two-nodes-${match.id}`,
      rateId: rate.id,
    });
    const [balance, bet] = await events;
    // no coin at placement: coins come with the grading
    expect(balance).toEqual({ balance: 400, event_point: 0 });
    expect(bet).toMatchObject({ match_id: match.id, side: 'red', amount: 100 });
  });

  it('an event opened and its odds changed on node A reach the events room on node B (QUIZ)', async () => {
    const onB = await member();
    const socketB = await connect(nodeB.url, { access_token: onB.accessToken, events: true });
    const event = await api<{ id: number }>(nodeA, operator, '/admin/events', {
      question: 'ใครชนะคู่เอก?',
      options: [
        { key: 'red', label: 'แดง', odds: 1.85 },
        { key: 'blue', label: 'ดำ', odds: 2.1 },
      ],
    });
    const opened = nextEvent(socketB, 'QUIZ');
    await api(nodeA, operator, `/admin/events/${event.id}/open`);
    expect(await opened).toMatchObject({ announce: 'opened', event: { id: event.id, state: 'open' } });
    const odds = nextEvent(socketB, 'QUIZ');
    await api(nodeA, operator, `/admin/events/${event.id}/odds`, { odds: { red: 1.95 } });
    expect(await odds).toMatchObject({
      announce: 'odds',
      event: {
        id: event.id,
        options: [
          { key: 'red', odds: 1.95 },
          { key: 'blue', odds: 2.1 },
        ],
      },
    });
  });

  it("a member's withdrawal request on node A reaches the cashier desk on node B (CASHIER)", async () => {
    const cashier = await nodes.operatorLogin('cashier');
    const m = await member();
    await api(nodeA, cashier, `/admin/members/${m.id}/adjust`, {
      amount: 900,
      reason: 'test funds',
      kind: 'deposit',
    });
    const deskB = await connect(nodeB.url, { operator_token: cashier, desk: 'cashier' });
    const alert = nextEvent(deskB, 'CASHIER');
    const asked = await api<{ withdrawal: { id: number } }>(nodeA, m.accessToken, '/user/user/withdraw', {
      amount: 400,
    });
    expect(await alert).toMatchObject({
      kind: 'withdrawal',
      action: 'new',
      id: asked.withdrawal.id,
      amount: 400,
    });
  });
});
