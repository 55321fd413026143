// Socket.IO of DESIGN §5: who may connect, which rooms a socket joins, and the RealtimeBus that
// emits to those rooms. Beside app.ts, not in realtime/: like app.ts it wires the modules in (the
// handshake's auth, the match lookup, the chat handlers); realtime/ is the bus below them.
//
// Handshake (spec §3, §7): `auth.access_token` (a member) or `auth.operator_token` (the console),
// query `matchId`. Refused with a connect_error whose message is translated (Accept-Language) and
// whose `data` is `{ code, key }`:
// - a missing, forged, expired or revoked token, a member token as operator_token and back (401);
// - a blocked member, an operator whose role is not a desk role (admin, operator) (403); with
//   `desk=cashier`, one whose role does not work the cashier queues (admin, cashier) (403);
// - `desk=cashier` with a matchId or from a member token, or any other `desk` (400);
// - a `matchId` that is not a positive integer (400), or names no match (404): the client's link is
//   stale, and a refused handshake is not retried by socket.io-client, unlike a dropped connection.
// Tokens are checked at the handshake only; the client reconnects with a fresh token after a refusal.
// Rooms: a member joins `user:<memberId>`, with matchId `match:<id>`, and with query `events=1` the
// `events` room (QUIZ: the event list of the home, issue 23 item 8); an operator joins
// `desk:<matchId>` and `match:<id>` (BET, and the RATE etc. its members see); a console socket with
// query `desk=cashier` joins `cashier` (CASHIER: the queues changed, issue 24) and nothing else, so
// a cashier never hears a match desk's BET.
// Clients send no events, but for the chat's CHAT_SEND (modules/chat/socket.ts).
//
// Several nodes (DESIGN §1): with REDIS_URL the Redis streams adapter carries every room emit to
// the other nodes. Nothing is replayed: a client refetches on every (re)connect (DESIGN §5), and the
// `version` in the payloads lets it drop what it already holds.
// RATE bursts are coalesced per match on the publishing node before the emit (rate-coalescer.ts).
import { SOCKET_OPTIONS, type OperatorRole } from '@sanam/contract/constants.ts';
import { translate } from '@sanam/contract/messages.ts';
import {
  CASHIER_ROOM_QUERY,
  EVENTS_ROOM_QUERY,
  RATE_COALESCE_MS,
  rooms,
  type ServerToClientEvents,
} from '@sanam/contract/realtime.ts';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type ExtendedError, type Socket } from 'socket.io';
import { z } from 'zod';
import type { Config } from './config.ts';
import { badRequest, publicError } from './http/errors.ts';
import { pickLanguage } from './http/lang.ts';
import type { Metrics } from './http/metrics.ts';
import type { AppDeps } from './http/types.ts';
import { authenticateMember, authenticateOperator } from './modules/auth/index.ts';
import {
  chatHandshake,
  isChatHandshake,
  joinChat,
  serveChat,
  type ChatSocketData,
} from './modules/chat/index.ts';
import { getMatch } from './modules/matches/index.ts';
import type { RealtimeBus } from './realtime/bus.ts';
import { coalesceRates } from './realtime/rate-coalescer.ts';

/** What the handshake settled, kept on the socket. */
export type SocketData =
  | { kind: 'member'; memberId: number; matchId: number | null; wantsEvents: boolean }
  | { kind: 'operator'; operatorId: number; matchId: number | null }
  | { kind: 'cashier'; operatorId: number; matchId: null }
  | { kind: 'chat'; chat: ChatSocketData };

type NoEvents = Record<string, never>;
export type SocketIoServer = Server<NoEvents, ServerToClientEvents, NoEvents, SocketData>;
type ServerSocket = Socket<NoEvents, ServerToClientEvents, NoEvents, SocketData>;

/** The console's match desk: the same roles as the match routes. */
const DESK_ROLES: readonly OperatorRole[] = ['admin', 'operator'];
/** The cashier desk's room: the same roles as the cashier queues' routes (wallet/admin-routes.ts). */
const CASHIER_ROLES: readonly OperatorRole[] = ['admin', 'cashier'];

// '' is a missing token (401), as the console sends it when it holds none
const token = z.string().max(4096);
const handshakeAuth = z.object({ access_token: token.optional(), operator_token: token.optional() });
const handshakeDesk = z.union([z.undefined(), z.literal(''), z.literal(CASHIER_ROOM_QUERY.desk)]);
const handshakeMatchId = z
  .union([z.undefined(), z.literal(''), z.string().regex(/^[1-9]\d{0,15}$/)])
  .transform((v) => (v ? Number(v) : null))
  .refine((v) => v === null || Number.isSafeInteger(v));

export interface SocketServer {
  /** The bus for AppDeps.realtime: exists before the app, emits once sockets are attached. */
  readonly bus: RealtimeBus;
  readonly io: SocketIoServer;
  /**
   * Checks handshakes with `deps` and serves Socket.IO on the app's HTTP server. Call before
   * `app.ready()`/`listen()`; `app.close()` then closes the sockets first.
   */
  attach(app: FastifyInstance, deps: AppDeps): void;
  /** Disconnects every local socket and stops the adapter (app.close() calls it). */
  close(): Promise<void>;
}

/**
 * Emits to the contract's rooms. A server without sockets (yet) emits to nobody. `onError` hears
 * the failures of `later` work.
 */
export function socketBus(
  io: SocketIoServer,
  onError: (err: unknown) => void = () => undefined,
): RealtimeBus {
  return {
    toMatch(matchId, event, payload) {
      // one signature per event in the typed map: the union of payloads needs this widening
      (io.to(rooms.match(matchId)).emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    toMember(memberId, event, payload) {
      io.to(rooms.user(memberId)).emit(event, payload);
    },
    toDesk(matchId, event, payload) {
      io.to(rooms.desk(matchId)).emit(event, payload);
    },
    toEvents(event, payload) {
      io.to(rooms.events()).emit(event, payload);
    },
    toCashiers(event, payload) {
      io.to(rooms.cashier()).emit(event, payload);
    },
    disconnectMember(memberId) {
      // through the adapter, so a socket on another node is closed too
      io.in(rooms.user(memberId)).disconnectSockets(true);
    },
    disconnectOperator(operatorId) {
      io.in(rooms.operator(operatorId)).disconnectSockets(true);
    },
    later(work) {
      void work().catch(onError);
    },
  };
}

export function createSocketServer(config: Config): SocketServer {
  const io: SocketIoServer = new Server({
    path: SOCKET_OPTIONS.path,
    transports: ['polling', 'websocket'],
    serveClient: false,
    // no `cors`: same origin only (the apps are served by this server, or proxied in development).
    // Tokens travel in the handshake, never in cookies, so there is no ambient credential to abuse.
    maxHttpBufferSize: config.bodyLimitBytes,
  });

  let redis: Redis | null = null;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl);
    // ioredis reconnects by itself; while Redis is away emits wait in its queue, then are dropped,
    // and clients catch up by their polling and on reconnect (DESIGN §5)
    redis.on('error', () => undefined);
    io.adapter(createAdapter(redis, { streamName: config.socketStream, channelPrefix: config.socketStream }));
  }

  let log: FastifyBaseLogger | null = null;
  // the app's metrics (issue 25), known once attached
  let metrics: Metrics | undefined;
  const bus = coalesceRates(
    socketBus(io, (err) => log?.error({ err }, 'emits after a commit failed')),
    RATE_COALESCE_MS,
    (seconds) => metrics?.rateDeliverySeconds.observe(seconds),
  );
  let attached = false;
  const close = async () => {
    bus.close();
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    if (attached) io.engine.close();
    if (redis) await redis.quit().catch(() => undefined);
    redis = null;
  };

  return {
    bus,
    io,
    close,
    attach(app, deps) {
      log = app.log;
      metrics = deps.metrics;
      io.use((socket, next) => {
        // the live chat's sockets (modules/chat/socket.ts): a chat token, or the console's chat desk
        if (isChatHandshake(socket.handshake.auth)) {
          chatHandshake(deps, socket as never, app.log).then(
            (chat) => {
              socket.data = { kind: 'chat', chat };
              next();
            },
            (err: ExtendedError) => next(err),
          );
          return;
        }
        handshake(deps, socket).then(
          (data) => {
            socket.data = data;
            next();
          },
          (err: unknown) => next(refusal(err, socket, app.log)),
        );
      });
      io.on('connection', (socket) => {
        const { data } = socket;
        countConnection(metrics, socket);
        if (data.kind === 'chat') return joinChat(deps, socket, data.chat, app.log);
        if (data.kind === 'member') void socket.join(rooms.user(data.memberId));
        if (data.kind === 'member' && data.wantsEvents) void socket.join(rooms.events());
        if (data.kind === 'cashier') void socket.join(rooms.cashier());
        if (data.kind === 'operator' || data.kind === 'cashier')
          void socket.join(rooms.operator(data.operatorId));
        if (data.matchId !== null) {
          void socket.join(rooms.match(data.matchId));
          if (data.kind === 'operator') void socket.join(rooms.desk(data.matchId));
        }
      });
      // the live chat's emits (modules/chat/socket.ts)
      serveChat(io, deps);
      io.attach(app.server);
      attached = true;
      // before Fastify stops its server: long-polling requests would otherwise hold the close
      app.addHook('preClose', close);
    },
  };
}

/** The connections gauge (issue 25): up for a socket the handshake let in, down when it leaves. */
function countConnection(metrics: Metrics | undefined, socket: ServerSocket): void {
  if (!metrics) return;
  const connected = metrics.socketConnections.labels(socket.data.kind);
  connected.inc();
  socket.once('disconnect', () => connected.dec());
}

async function handshake(deps: AppDeps, socket: ServerSocket): Promise<SocketData> {
  const auth = handshakeAuth.safeParse(socket.handshake.auth);
  const matchIdParsed = handshakeMatchId.safeParse(socket.handshake.query.matchId);
  const deskParsed = handshakeDesk.safeParse(socket.handshake.query.desk);
  if (!auth.success || !matchIdParsed.success || !deskParsed.success) throw badRequest('error.validation');
  const matchId = matchIdParsed.data;
  const { access_token, operator_token } = auth.data;
  if (deskParsed.data === CASHIER_ROOM_QUERY.desk) {
    // the cashier room is a desk of its own: no match rides along, and only a console token enters
    if (matchId !== null || operator_token === undefined) throw badRequest('error.validation');
    const staff = await authenticateOperator(deps, operator_token || null, CASHIER_ROLES);
    return { kind: 'cashier', operatorId: staff.operatorId, matchId: null };
  }
  let data: SocketData;
  if (operator_token !== undefined) {
    const operator = await authenticateOperator(deps, operator_token || null, DESK_ROLES);
    data = { kind: 'operator', operatorId: operator.operatorId, matchId };
  } else {
    const member = await authenticateMember(deps, access_token || null);
    const wantsEvents = socket.handshake.query.events === EVENTS_ROOM_QUERY.events;
    data = { kind: 'member', memberId: member.memberId, matchId, wantsEvents };
  }
  if (matchId !== null) await getMatch(deps, matchId); // 404 for an unknown match
  return data;
}

function refusal(err: unknown, socket: ServerSocket, log: FastifyBaseLogger): ExtendedError {
  const { key, code } = publicError(err, log, 'socket handshake failed');
  const refused: ExtendedError = new Error(
    translate(key, pickLanguage(socket.handshake.headers['accept-language'])),
  );
  refused.data = { code, key };
  return refused;
}
