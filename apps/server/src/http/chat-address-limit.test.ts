// The chat socket: its messages are limited per address as well as per
// member (CHAT_RATE), and the address is the one TRUST_PROXY yields for the Socket.IO handshake,
// so a member cannot dodge the limit by writing their own X-Forwarded-For.
import { CHAT_RATE } from '@sanam/contract/chat.ts';
import { RATE_LIMITS } from '@sanam/contract/rate-limits.ts';
import { io } from 'socket.io-client';
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { useDesk } from '../test/harness.ts';
import { type ChatTestSocket, chatToken, newStadium, send } from '../test/factories/chat.ts';
import { registerMember } from '../test/factories/members.ts';

let stadiumId = 0;
const sockets: ChatTestSocket[] = [];
const { t } = useDesk({
  config: { rateLimits: true, trustProxy: 1 },
  sockets: true,
  roles: ['operator'],
  ready: async (desk) => {
    stadiumId = await newStadium(desk.t.app, desk.operator);
  },
});
// before the desk's own afterAll closes the app (vitest runs after-hooks in reverse)
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

let seq = 0;
/** A member joined to the chat through "nginx" (this test's peer, 127.0.0.1) with this header. */
async function memberVia(forwardedFor: string): Promise<ChatTestSocket> {
  const m = await registerMember(t.app, {}, `10.77.0.${++seq}`);
  const token = await chatToken(t.app, m, stadiumId);
  const socket: ChatTestSocket = io(t.url, {
    path: SOCKET_OPTIONS.path,
    transports: ['websocket'],
    auth: { chat_token: token },
    extraHeaders: { 'x-forwarded-for': forwardedFor },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('CHAT_HISTORY', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('chat messages per address', () => {
  it('refuses messages past the address limit, whatever each member forges in front', async () => {
    const perAddress = RATE_LIMITS.chatMessage.address[0].points;
    const members = Math.ceil(perAddress / CHAT_RATE.messages) + 1;
    const acks = [];
    for (let i = 0; i < members; i++) {
      const socket = await memberVia(`6.6.${i}.6, 203.0.113.50`);
      for (let j = 0; j < CHAT_RATE.messages; j++) acks.push(await send(socket, `hello ${i}.${j}`));
    }
    const refused = acks.filter((a) => !a.ok);
    expect(acks.length - refused.length).toBe(perAddress);
    expect(refused.every((a) => !a.ok && a.key === 'chat.rate_limited')).toBe(true);
    // a member at another real address is not held
    const elsewhere = await memberVia('6.6.6.6, 203.0.113.51');
    expect((await send(elsewhere, 'hi')).ok).toBe(true);
  });
});
