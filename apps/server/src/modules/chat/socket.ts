// The chat's sockets, on the app's one Socket.IO namespace: the Redis adapter set there
// carries the chat rooms across nodes, and no second namespace adapter (a second Redis subscription)
// is needed. The socket server's handshake (realtime/handshake.ts) hands one that names the chat here
// (isChatHandshake).
//
// Handshake, refused with a connect_error whose message is translated (auth.lang, else
// Accept-Language) and whose `data` is `{ code, key }`:
// - a member: `auth.chat_token` from GET /user/chat/token (401 forged, expired or not a chat token;
//   403 blocked). Joins `chat:<stadium id of the token>`, and may send.
// - an operator (console desk): `auth.operator_token` (roles admin, operator) and
//   `auth.chat_stadium_id`. Joins the same room and reads only.
// On joining the socket gets CHAT_HISTORY (the last CHAT_HISTORY_SIZE messages, oldest first), then
// CHAT_MESSAGE and CHAT_DELETED as they happen. A member sends with CHAT_SEND {text} and an ack:
// `{ok: true, message}` or `{ok: false, code, key, message}` (a refusal changes nothing).
import {
  chatRooms,
  type ChatClientToServerEvents,
  type ChatSendAck,
  type ChatServerToClientEvents,
} from '@sanam/contract/chat.ts';
import { LANGUAGES, type Language, type OperatorRole } from '@sanam/contract/constants.ts';
import { translate } from '@sanam/contract/messages.ts';
import { rooms } from '@sanam/contract/realtime.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError, Socket } from 'socket.io';
import { z } from 'zod';
import { clientAddress } from '../../http/client-address.ts';
import {
  AppError,
  badRequest,
  notFound,
  publicError,
  tooManyRequests,
  WaitError,
} from '../../http/errors.ts';
import { consumeRateLimit } from '../../http/rate-limits.ts';
import { pickLanguage } from '../../http/lang.ts';
import type { AppDeps } from '../../http/types.ts';
import { authenticateOperator, signInLive } from '../auth/index.ts';
import * as queries from './queries.ts';
import {
  history,
  readChatToken,
  sendMessage,
  setChatNamespace,
  type ChatNamespace,
  type ChatPass,
} from './service.ts';

export type ChatSocketData =
  | { kind: 'member'; pass: ChatPass; lang: Language }
  | { kind: 'operator'; operatorId: number; sessionId: string; stadiumId: number; lang: Language };
/** A socket of the app's server whose handshake was a chat one (the socket server keeps the data under `chat`). */
type ChatSocket = Socket<ChatClientToServerEvents, ChatServerToClientEvents, Record<string, never>, unknown>;

const DESK_ROLES: readonly OperatorRole[] = ['admin', 'operator'];
const token = z.string().max(4096);
const handshakeAuth = z.object({
  chat_token: token.optional(),
  operator_token: token.optional(),
  chat_stadium_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  lang: z.enum(LANGUAGES).optional(),
});

/** Whether a handshake is the chat's: it names a chat token, or a stadium's chat (the console). */
export function isChatHandshake(auth: unknown): boolean {
  return typeof auth === 'object' && auth !== null && ('chat_token' in auth || 'chat_stadium_id' in auth);
}

/** Lets the socket server's emits reach the chat rooms (its one namespace: no second adapter on Redis). */
export function serveChat(io: { of(name: string): unknown }, deps: AppDeps): void {
  setChatNamespace(deps, io.of('/') as ChatNamespace);
}

/** The chat's handshake (realtime/handshake.ts calls it for a chat handshake). */
export function chatHandshake(
  deps: AppDeps,
  socket: ChatSocket,
  log: FastifyBaseLogger,
): Promise<ChatSocketData> {
  return readHandshake(deps, socket).catch((err: unknown) => {
    throw refusal(err, langOf(socket), log);
  });
}

/** After a chat handshake: join the stadium's room, send the history, take CHAT_SEND. */
export function joinChat(
  deps: AppDeps,
  socket: ChatSocket,
  data: ChatSocketData,
  log: FastifyBaseLogger,
): void {
  void onConnection(deps, socket, data, log).catch((err: unknown) => {
    log.error({ err }, 'chat join failed');
    socket.disconnect(true);
  });
}

function langOf(socket: ChatSocket): Language {
  const parsed = handshakeAuth.shape.lang.safeParse((socket.handshake.auth as { lang?: unknown }).lang);
  return parsed.success && parsed.data
    ? parsed.data
    : pickLanguage(socket.handshake.headers['accept-language']);
}

async function readHandshake(deps: AppDeps, socket: ChatSocket): Promise<ChatSocketData> {
  const auth = handshakeAuth.safeParse(socket.handshake.auth);
  if (!auth.success) throw badRequest('error.validation');
  const lang = langOf(socket);
  const { chat_token, operator_token, chat_stadium_id: stadium_id } = auth.data;
  if (operator_token !== undefined) {
    const operator = await authenticateOperator(deps, operator_token || null, DESK_ROLES);
    if (stadium_id === undefined) throw badRequest('error.validation');
    if (!(await queries.stadiumExists(deps.db, stadium_id))) throw notFound('chat.stadium_unknown');
    return {
      kind: 'operator',
      operatorId: operator.operatorId,
      sessionId: operator.sessionId,
      stadiumId: stadium_id,
      lang,
    };
  }
  return { kind: 'member', pass: await readChatToken(deps, chat_token || null), lang };
}

async function onConnection(
  deps: AppDeps,
  socket: ChatSocket,
  data: ChatSocketData,
  log: FastifyBaseLogger,
): Promise<void> {
  const stadiumId = data.kind === 'member' ? data.pass.stadiumId : data.stadiumId;
  // join first, then read: a message between the two arrives twice (the page keeps one per id),
  // never not at all
  await socket.join(chatRooms.stadium(stadiumId));
  // a member's chat socket is one of their sockets: blocking them closes it at once (bus.disconnectMember)
  if (data.kind === 'member')
    await socket.join([rooms.user(data.pass.memberId), rooms.session(data.pass.sessionId)]);
  // the console's chat desk is one of the staff member's console sockets: disabling them, or ending
  // the session it was opened with, closes it as it closes their desks (bus.disconnectOperator / Sessions)
  if (data.kind === 'operator')
    await socket.join([rooms.operator(data.operatorId), rooms.session(data.sessionId)]);
  // a sign-in that ended between the handshake's check and these joins was closed before this socket
  // was in its room: look once more, as the app's other sockets do (socket-server.ts)
  const who =
    data.kind === 'member'
      ? { kind: 'member' as const, id: data.pass.memberId, sessionId: data.pass.sessionId }
      : { kind: 'operator' as const, id: data.operatorId, sessionId: data.sessionId };
  if (!(await signInLive(deps, who))) {
    socket.disconnect(true);
    return;
  }
  socket.emit('CHAT_HISTORY', {
    stadium_id: stadiumId,
    messages: await history(deps, stadiumId),
    read_only: data.kind === 'operator',
  });
  socket.on('CHAT_SEND', (input, ack) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    if (data.kind !== 'member') {
      reply(failure(new AppError(403, 'chat.read_only', 'forbidden'), data.lang, log));
      return;
    }
    // per address over every member there (CHAT_RATE counts per member in sendMessage)
    consumeRateLimit(deps, 'chatMessage', { address: clientAddress(socket.request, deps.config.trustProxy) })
      .catch((err: unknown) => {
        throw err instanceof WaitError ? tooManyRequests('chat.rate_limited') : err;
      })
      .then(() => sendMessage(deps, data.pass, input))
      .then(
        (message) => reply({ ok: true, message }),
        (err: unknown) => reply(failure(err, data.lang, log)),
      );
  });
}

function failure(err: unknown, lang: Language, log: FastifyBaseLogger): ChatSendAck {
  const { key, code } = publicError(err, log, 'chat send failed');
  return { ok: false, code, key, message: translate(key, lang) };
}

function refusal(err: unknown, lang: Language, log: FastifyBaseLogger): ExtendedError {
  const { code, key, message } = failure(err, lang, log) as Extract<ChatSendAck, { ok: false }>;
  const refused: ExtendedError = new Error(message);
  refused.data = { code, key };
  return refused;
}
