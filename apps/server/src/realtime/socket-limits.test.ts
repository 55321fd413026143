// The socket caps (realtime/socket-limits.ts): a few sockets per member (a new one closes the oldest,
// whose knock is then refused), more per address (a new one refused), a small frame, an event
// budget per socket; and the member app's normal use (a few tabs, reloads, a chat) never meets them.
import { CHAT_MAX_LENGTH } from '@sanam/contract/chat.ts';
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import type { Match } from '@sanam/contract/matches.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { translate } from '@sanam/contract/messages.ts';
import { io } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../test/env.ts';
import { adminRoute } from '../test/factories/desk.ts';
import { chatToken, newStadium, send, type ChatTestSocket } from '../test/factories/chat.ts';
import { aMember, type TestMember } from '../test/factories/members.ts';
import { body, type Envelope } from '../test/factories/replies.ts';
import { useDesk } from '../test/harness.ts';
import {
  connect,
  disconnectAll,
  nextEvent,
  pause,
  refusal,
  type Handshake,
  type TestSocket,
} from '../test/sockets.ts';
import { socketSlots } from './socket-limits.ts';

const defaults = testConfig().sockets;
const PER_ADDRESS = 8;
const desk = useDesk({
  sockets: true,
  roles: ['operator'],
  // the nearest hop (this test's peer) is "nginx": each test comes from its own forwarded address
  config: { trustProxy: 1, sockets: { ...defaults, perAddress: PER_ADDRESS } },
});
const { t } = desk;
const chats: ChatTestSocket[] = [];
const closeAll = () => {
  disconnectAll();
  for (const s of chats.splice(0)) s.disconnect();
};
afterEach(closeAll);
afterAll(closeAll);

let addressSeq = 0;
/** A fresh client address for one test, so tests never share an address's slots. */
const anAddress = () => ({ 'x-forwarded-for': `203.0.113.${++addressSeq}`, 'accept-language': 'en' });

async function newMatch(): Promise<number> {
  const res = await adminRoute(t.app, desk.operator, matchDeskRoutes.create, {
    body: {
      round_name: 'คู่ที่ 1',
      red_cow_name: 'แดง',
      blue_cow_name: 'น้ำเงิน',
    },
  });
  return body<Envelope<Match>>(res).data.id;
}

/** A member's socket as the member app opens one: websocket after polling, reconnecting by itself. */
const open = (m: TestMember, headers: Record<string, string>, more: Handshake = {}) =>
  connect(t.url, { access_token: m.accessToken, headers, ...more });

/** A member's chat socket as the chat page opens one (its token in the handshake). */
function openChat(token: string, headers: Record<string, string>, websocketOnly = false) {
  const socket: ChatTestSocket = io(t.url, {
    path: SOCKET_OPTIONS.path,
    transports: websocketOnly ? ['websocket'] : ['polling', 'websocket'],
    auth: { chat_token: token, lang: 'en' },
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  chats.push(socket);
  return new Promise<ChatTestSocket>((resolve, reject) => {
    socket.once('CHAT_HISTORY', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The member's sockets this node holds. */
async function held(memberId: number): Promise<number> {
  const sockets = await t.sockets.io.local.fetchSockets();
  return sockets.filter(
    (s) =>
      (s.data.kind === 'member' && s.data.memberId === memberId) ||
      (s.data.kind === 'chat' && s.data.chat.kind === 'member' && s.data.chat.pass.memberId === memberId),
  ).length;
}

/** Resolves when the server closed the socket itself ("io server disconnect"), with what it said. */
const closedByServer = (socket: TestSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

/** Waits until `check` holds (the server hears a client's close a little later). */
async function eventually(check: () => Promise<boolean>, ms = 3_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('never came true');
    await pause(20);
  }
}

describe('sockets per member', () => {
  it('a member on a phone, a tablet and a desk, with reloads and the chat, keeps every socket', async () => {
    const member = await aMember(t.app);
    const [matchA, matchB, stadiumId] = await Promise.all([
      newMatch(),
      newMatch(),
      newStadium(t.app, desk.operator),
    ]);
    const address = anAddress();
    const chat = () => chatToken(t.app, member, stadiumId).then((token) => openChat(token, address));
    // the phone's home, the tablet's room, the desk's room and its chat
    const devices: Array<() => Promise<TestSocket | ChatTestSocket>> = [
      () => open(member, address, { events: true }),
      () => open(member, address, { matchId: matchA }),
      () => open(member, address, { matchId: matchB }),
      chat,
    ];
    const closed: string[] = [];
    const watched = async (device: () => Promise<TestSocket | ChatTestSocket>) => {
      const socket = await device();
      (socket as TestSocket).on('disconnect', (reason) => closed.push(reason));
      return socket;
    };
    const sockets = await Promise.all(devices.map(watched));
    // each page reloaded three times: its socket closes, a new one opens
    for (let reload = 0; reload < 3; reload++)
      for (const [i, device] of devices.entries()) {
        sockets[i]?.disconnect();
        sockets[i] = await watched(device);
      }
    expect(closed.filter((r) => r === 'io server disconnect')).toEqual([]);
    expect(sockets.every((s) => s?.connected)).toBe(true);
    await eventually(async () => (await held(member.id)) === devices.length);
    const balances = (sockets.slice(0, 3) as TestSocket[]).map((s) => nextEvent(s, 'BALANCE'));
    t.bus.toMember(member.id, 'BALANCE', { balance: 1, event_point: 0 });
    await Promise.all(balances);
  });

  it('frees a slot when a socket closes: the next one closes nobody', async () => {
    const member = await aMember(t.app);
    const address = anAddress();
    const matches = await Promise.all(Array.from({ length: defaults.perMember }, newMatch));
    const sockets = await Promise.all(matches.map((matchId) => open(member, address, { matchId })));
    sockets[0]?.disconnect();
    await eventually(async () => (await held(member.id)) === defaults.perMember - 1);
    const kept = sockets.slice(1);
    const reasons: string[] = [];
    for (const s of kept) s.once('disconnect', (reason) => reasons.push(reason));
    await open(member, address, { events: true });
    await pause(100);
    expect(reasons).toEqual([]);
    expect(await held(member.id)).toBe(defaults.perMember);
  });

  it('a new socket past the cap closes the oldest, whose knock is refused; a flood holds no more', async () => {
    const member = await aMember(t.app);
    const address = anAddress();
    const matches = await Promise.all(Array.from({ length: defaults.perMember + 1 }, newMatch));
    // one after another: the node's oldest is the first opened (in parallel, any could be first)
    const opened: TestSocket[] = [];
    for (const matchId of matches.slice(0, defaults.perMember))
      opened.push(await open(member, address, { matchId }));
    const [oldest, ...rest] = opened;
    if (!oldest) throw new Error('sockets');
    const closing = closedByServer(oldest);
    const newest = await open(member, address, { matchId: matches[defaults.perMember] });
    expect(await closing).toBe('io server disconnect');
    // the member app knocks once after a server-side close (lib/use-resilient-socket.ts): refused, no loop
    const knock = new Promise<Error & { data?: unknown }>((resolve) => oldest.once('connect_error', resolve));
    oldest.connect();
    const refused = await knock;
    expect(refused.data).toEqual({ code: 'socket_replaced', key: 'socket.replaced' });
    expect(refused.message).toBe(translate('socket.replaced', 'en'));
    expect([...rest, newest].every((s) => s.connected)).toBe(true);

    // one token opening socket after socket (the finding: 1,500) holds no more than the cap
    for (let i = 0; i < 30; i++)
      await open(member, address, { matchId: matches[i % matches.length] }).catch(() => null);
    expect(await held(member.id)).toBe(defaults.perMember);
  });
});

describe('sockets per address', () => {
  it('refuses a socket past the cap of its address, frees the slot of a closed one, leaves other addresses be', async () => {
    const address = anAddress();
    const members = await Promise.all(Array.from({ length: PER_ADDRESS + 1 }, () => aMember(t.app)));
    const sockets = await Promise.all(members.slice(0, PER_ADDRESS).map((m) => open(m, address)));
    const last = members[PER_ADDRESS]!;
    const refused = await refusal(t.url, { access_token: last.accessToken, headers: address });
    expect(refused.data).toEqual({ code: 'too_many_requests', key: 'socket.too_many_from_address' });
    expect(refused.message).toBe(translate('socket.too_many_from_address', 'en'));
    // a console socket from that address too
    const staff = await refusal(t.url, { operator_token: desk.operator, headers: address });
    expect(staff.data?.key).toBe('socket.too_many_from_address');
    // another address is not affected
    await open(last, anAddress());
    expect(sockets.every((s) => s.connected)).toBe(true);

    sockets[0]?.disconnect();
    await eventually(() =>
      open(last, address).then(
        () => true,
        () => false,
      ),
    );
  });
});

describe('what one socket may send', () => {
  async function chatSocket(member: TestMember) {
    const stadiumId = await newStadium(t.app, desk.operator);
    return openChat(await chatToken(t.app, member, stadiumId), anAddress(), true);
  }

  it('takes the longest chat message, and closes a socket that sends a frame past the cap', async () => {
    const socket = await chatSocket(await aMember(t.app));
    // the largest legitimate frame: a chat message of the most characters, Thai (3 bytes each)
    expect(await send(socket, 'ก'.repeat(CHAT_MAX_LENGTH))).toMatchObject({ ok: true });
    const closing = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('CHAT_SEND', { text: 'x'.repeat(60 * 1024) }, () => undefined);
    expect(await closing).toMatch(/^transport (close|error)$/);
  });

  it('disconnects a socket past its event budget, and keeps one at a person’s pace', async () => {
    const [calm, noisy] = await Promise.all([aMember(t.app), aMember(t.app)]);
    const calmSocket = await open(calm, anAddress(), { websocketOnly: true });
    const noisySocket = await open(noisy, anAddress(), { websocketOnly: true });
    const closing = closedByServer(noisySocket);
    const noise = (s: TestSocket) => (s.emit as (e: string, p: unknown) => unknown)('PING_ME', {});
    for (let i = 0; i < defaults.eventBurst * 3; i++) noise(noisySocket);
    expect(await closing).toBe('io server disconnect');
    for (let i = 0; i < 5; i++) {
      noise(calmSocket);
      await pause(200);
    }
    expect(calmSocket.connected).toBe(true);
  });
});

describe('a reload whose new socket overtakes the old one’s close', () => {
  // under load a reloaded page's new handshake can reach the node before its old socket's close
  it('closes the old socket of that room, not another device’s, and refuses no later reload', () => {
    const slots = socketSlots<{ name: string; disconnect: () => void }>({ ...defaults, perMember: 3 });
    const closed: string[] = [];
    const socket = (name: string) => ({ name, disconnect: () => closed.push(name) });
    slots.takeMemberSlot(1, 'home', socket('phone home'));
    slots.takeMemberSlot(1, 'room A', socket('tablet room A'));
    slots.takeMemberSlot(1, 'room B', socket('desk room B'));
    slots.takeMemberSlot(1, 'room A', socket('tablet room A, reloaded'));
    expect(closed).toEqual(['tablet room A']);
    expect(slots.memberSockets(1)).toBe(3);
    // the page reloads again at once: taken, nobody refused, the other devices kept
    expect(() => slots.takeMemberSlot(1, 'room A', socket('tablet room A, again'))).not.toThrow();
    expect(closed).toEqual(['tablet room A', 'tablet room A, reloaded']);
  });
});
