// Connection-state recovery on one node (recovery.ts): a member whose connection drops gets the room
// events it missed when it comes back, only the same member does, and a node that stops closes its
// sockets as dropped connections, so the clients come back by themselves.
// Across nodes and a node killed outright: failover-two-nodes.test.ts.
import type { Match } from '@sanam/contract/matches.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { BalanceEvent, RateEvent } from '@sanam/contract/realtime.ts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { useDesk } from '../test/harness.ts';
import { adminRoute } from '../test/factories/desk.ts';
import { aMember } from '../test/factories/members.ts';
import { body, type Envelope } from '../test/factories/replies.ts';
import { createTestApp } from '../test/test-app.ts';
import { connect, disconnectAll, nextEvent, record, type TestSocket } from '../test/sockets.ts';

const staff = useDesk({ sockets: true });
const { t } = staff;
afterEach(() => disconnectAll());
afterAll(() => disconnectAll());

async function newMatch(): Promise<Match> {
  const res = await adminRoute(t.app, staff.operator, matchDeskRoutes.create, {
    body: {
      round_name: 'คู่ที่ 1',
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
    },
  });
  return body<Envelope<Match>>(res).data;
}

const rate = (match: Match, version: number): RateEvent => ({
  match,
  rate: null,
  announce: 'changed',
  version,
});
const balance = (n: number): BalanceEvent => ({ balance: n, event_point: 0 });

/** Drops the socket's connection as a network would (no goodbye), and waits until the server saw it. */
async function dropConnection(socket: TestSocket) {
  const id = socket.id;
  socket.io.engine.close();
  for (let i = 0; i < 100 && id && t.sockets.io.of('/').sockets.has(id); i++)
    await new Promise((r) => setTimeout(r, 10));
  expect(t.sockets.io.of('/').sockets.has(id ?? '')).toBe(false);
}

function reconnect(socket: TestSocket) {
  const back = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.connect();
  return back;
}

describe('a socket that comes back after its connection dropped', () => {
  it('gets the RATE and the END it missed, in order, and its rooms again', async () => {
    const match = await newMatch();
    const alice = await aMember(t.app);
    const socket = await connect(t.url, { access_token: alice.accessToken, matchId: match.id });
    const first = nextEvent(socket, 'RATE');
    t.bus.toMatch(match.id, 'RATE', rate(match, 1)); // what the member saw: its offset
    await first;

    await dropConnection(socket);
    t.bus.toMatch(match.id, 'RATE', rate(match, 2));
    t.bus.toMatch(match.id, 'CHANGE', { service: 'END', data: match, version: 3 });
    t.bus.toMember(alice.id, 'BALANCE', balance(500));

    const seen = record(socket);
    await reconnect(socket);
    expect(socket.recovered).toBe(true);
    await expect.poll(() => seen.length).toBe(3);
    expect(seen).toEqual([
      { event: 'RATE', payload: rate(match, 2) },
      { event: 'CHANGE', payload: { service: 'END', data: match, version: 3 } },
      { event: 'BALANCE', payload: balance(500) },
    ]);
    // and it is in its rooms again
    const live = nextEvent(socket, 'BALANCE');
    t.bus.toMember(alice.id, 'BALANCE', balance(600));
    expect(await live).toEqual(balance(600));
  });

  it('gives nothing of the session to another member presenting its id, and sets that member’s own rooms', async () => {
    const match = await newMatch();
    const [alice, bob] = await Promise.all([aMember(t.app), aMember(t.app)]);
    const socket = await connect(t.url, { access_token: alice.accessToken, matchId: match.id });
    const first = nextEvent(socket, 'BALANCE');
    t.bus.toMember(alice.id, 'BALANCE', balance(100));
    await first;

    await dropConnection(socket);
    t.bus.toMember(alice.id, 'BALANCE', balance(200)); // missed by alice's session
    socket.auth = { access_token: bob.accessToken };
    const seen = record(socket);
    await reconnect(socket);

    t.bus.toMember(alice.id, 'BALANCE', balance(300)); // alice's room: not this socket's any more
    const bobs = nextEvent(socket, 'BALANCE');
    t.bus.toMember(bob.id, 'BALANCE', balance(7));
    expect(await bobs).toEqual(balance(7));
    expect(seen).toEqual([{ event: 'BALANCE', payload: balance(7) }]);
  });

  it('gives nothing to a handshake the server refuses', async () => {
    const match = await newMatch();
    const alice = await aMember(t.app);
    const socket = await connect(t.url, { access_token: alice.accessToken, matchId: match.id });
    const first = nextEvent(socket, 'BALANCE');
    t.bus.toMember(alice.id, 'BALANCE', balance(100));
    await first;

    await dropConnection(socket);
    t.bus.toMember(alice.id, 'BALANCE', balance(200));
    socket.auth = { access_token: 'not-a-token' };
    const frames: string[] = [];
    // what reaches the wire, before the client would drop anything: no missed event at all
    socket.io.once('open', () =>
      socket.io.engine.on('packet', (p: { data?: unknown }) => frames.push(JSON.stringify(p.data ?? null))),
    );
    await expect(reconnect(socket)).rejects.toThrow();
    expect(frames.join('\n')).not.toContain('BALANCE');
    expect(frames.join('\n')).toContain('unauthorized');
  });
});

describe('a node that stops', () => {
  it('closes its sockets as dropped connections, which the apps reconnect by themselves', async () => {
    const own = await createTestApp({}, { sockets: true });
    const alice = await aMember(own.app);
    const socket = await connect(own.url, { access_token: alice.accessToken, reconnect: true });
    const closed = new Promise<{ reason: string; willReconnect: boolean }>((resolve) =>
      socket.once('disconnect', (reason) => resolve({ reason, willReconnect: socket.active })),
    );
    await own.close();
    const { reason, willReconnect } = await closed;
    // 'io server disconnect' would be final: socket.io-client never reconnects after it. A dropped
    // transport is 'transport close' or, when a poll was in flight, 'transport error'.
    expect(reason).not.toBe('io server disconnect');
    expect(willReconnect, `reconnects after "${reason}"`).toBe(true);
    socket.disconnect();
  });
});
