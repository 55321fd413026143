// Test helpers of the chat: a stadium, a member's chat token, and socket.io clients of the /chat
// namespace that connect the way the chat page and the console desk do.
import { type ChatSendAck, type ChatServerToClientEvents, type ChatTokenData } from '@sanam/contract/chat.ts';
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { chatRoutes } from '@sanam/contract/routes/chat.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { callOk, callRoute } from '../call-route.ts';
import type { TestMember } from './members.ts';
import { body, type Envelope } from './replies.ts';

export type ChatTestSocket = Socket<
  ChatServerToClientEvents,
  { CHAT_SEND: (e: { text: string }, ack: (a: ChatSendAck) => void) => void }
>;

let stadiumSeq = 0;

export async function newStadium(app: FastifyInstance, operator: string): Promise<number> {
  const stadium = await callOk(app, matchDeskRoutes.createStadium, {
    as: operator,
    body: { name: `สนามแชท ${++stadiumSeq}`, type: 'bull' },
  });
  return stadium.id;
}

export function tokenCall(app: FastifyInstance, accessToken: string | null, stadiumId: number | string) {
  return callRoute(app, chatRoutes.token, {
    ...(accessToken ? { as: accessToken } : {}),
    query: { stadium_id: stadiumId },
  });
}

export async function chatToken(app: FastifyInstance, m: TestMember, stadiumId: number): Promise<string> {
  const res = await tokenCall(app, m.accessToken, stadiumId);
  if (res.statusCode !== 200) throw new Error(`chat token: ${res.statusCode} ${res.body}`);
  return body<Envelope<ChatTokenData>>(res).data.token;
}

const opened: ChatTestSocket[] = [];

function open(url: string, auth: Record<string, unknown>): ChatTestSocket {
  const socket: ChatTestSocket = io(url, {
    path: SOCKET_OPTIONS.path,
    transports: ['polling', 'websocket'],
    auth,
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
  });
  opened.push(socket);
  return socket;
}

/** A joined socket and the history it got on joining. */
export function joinChat(
  url: string,
  auth: Record<string, unknown>,
): Promise<{ socket: ChatTestSocket; history: Parameters<ChatServerToClientEvents['CHAT_HISTORY']>[0] }> {
  const socket = open(url, auth);
  return new Promise((resolve, reject) => {
    socket.once('CHAT_HISTORY', (history) => resolve({ socket, history }));
    socket.once('connect_error', (err) => reject(err));
  });
}

export function chatRefusal(
  url: string,
  auth: Record<string, unknown>,
): Promise<{ message: string; data: { code: string; key: string } | undefined }> {
  const socket = open(url, auth);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the server accepted the handshake')));
    socket.once('connect_error', (err: Error & { data?: { code: string; key: string } }) =>
      resolve({ message: err.message, data: err.data }),
    );
  });
}

/** A handshake the server accepts and then closes before any history: the reason it closed with. */
export function closedOnJoin(url: string, auth: Record<string, unknown>): Promise<string> {
  const socket = open(url, auth);
  return new Promise((resolve, reject) => {
    socket.once('CHAT_HISTORY', () => reject(new Error('the server let the socket in')));
    socket.once('connect_error', (err) => reject(err));
    socket.once('disconnect', (reason) => resolve(reason));
  });
}

/** The next `event` on the socket, or a rejection after `ms`. */
export const nextOf = <T>(
  socket: { once(e: string, f: (p: T) => void): unknown },
  event: string,
  ms = 5_000,
) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (p: T) => {
      clearTimeout(timer);
      resolve(p);
    });
  });

export function send(socket: ChatTestSocket, text: unknown): Promise<ChatSendAck> {
  return new Promise((resolve) => socket.emit('CHAT_SEND', { text: text as string }, resolve));
}

export function disconnectChats(): void {
  for (const s of opened.splice(0)) s.disconnect();
}
