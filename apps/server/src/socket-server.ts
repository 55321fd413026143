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
// Caps (realtime/socket-limits.ts): sockets per address (a new one refused) and per member (a new one
// closes their oldest), a small frame, and an event budget per socket. A member asking for a test
// round's room (TEST_ROUND_NAMES) is refused as for an unknown round; staff are not.
//
// Several nodes (DESIGN §1): with REDIS_URL the Redis streams adapter carries every room emit to
// the other nodes. A client refetches on every (re)connect (DESIGN §5), and the `version` in the
// payloads lets it drop what it already holds.
// RATE bursts are coalesced per match on the publishing node before the emit (rate-coalescer.ts).
//
// Connection-state recovery (issue 25): a socket that drops (its node stopped or died, the network
// blinked) and comes back within RECOVERY_WINDOW_MS, to any node, gets the room events it missed,
// read back from the Redis stream (or the one node's memory without Redis). Socket.IO itself keeps a
// session only when a socket closes on a node that lives; a node killed outright keeps none, so with
// Redis every node also writes its sockets' sessions ahead (on connect, then every
// SESSION_REFRESH_MS) and deletes one that ends for good. A session comes back only through the
// handshake's own checks (skipMiddlewares: false): its rooms are set again from what the token of the
// moment allows, and the missed events are replayed only to the same holder (member, match, desk) as
// before, never to a blocked member, a revoked token or a different person presenting its id.
// Stopping (close()): the connections are closed without a Socket.IO "disconnect" packet, so clients
// treat it as a dropped connection and reconnect (through the balancer, to another node) by themselves.
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
import { clientAddress } from './http/client-address.ts';
import { badRequest, publicError } from './http/errors.ts';
import { pickLanguage } from './http/lang.ts';
import type { Metrics } from './http/metrics.ts';
import type { AppDeps } from './http/types.ts';
import { authenticateMember, authenticateOperator, signInLive } from './modules/auth/index.ts';
import {
  chatHandshake,
  isChatHandshake,
  joinChat,
  serveChat,
  type ChatSocketData,
} from './modules/chat/index.ts';
import { getMatch, getMemberMatch } from './modules/matches/index.ts';
import type { RealtimeBus } from './realtime/bus.ts';
import { coalesceRates } from './realtime/rate-coalescer.ts';
import { eventBudget, socketSlots, type Release } from './realtime/socket-limits.ts';

/** What the handshake settled, kept on the socket. */
export type SocketData =
  | { kind: 'member'; memberId: number; sessionId: string; matchId: number | null; wantsEvents: boolean }
  | { kind: 'operator'; operatorId: number; sessionId: string; matchId: number | null }
  | { kind: 'cashier'; operatorId: number; sessionId: string; matchId: null }
  | { kind: 'chat'; chat: ChatSocketData };

type NoEvents = Record<string, never>;
export type SocketIoServer = Server<NoEvents, ServerToClientEvents, NoEvents, SocketData>;
type ServerSocket = Socket<NoEvents, ServerToClientEvents, NoEvents, SocketData>;

/** How long a dropped socket may take to come back and still get what it missed. */
export const RECOVERY_WINDOW_MS = 2 * 60_000;
/** How often a node writes its sockets' sessions ahead to Redis (well inside the window). */
export const SESSION_REFRESH_MS = 30_000;
/** The reasons Socket.IO keeps a session for (socket.io/lib/socket.ts); on any other the session ends. */
const RECOVERABLE_REASONS: ReadonlySet<string> = new Set([
  'transport error',
  'transport close',
  'forced close',
  'ping timeout',
  'server shutting down',
  'forced server close',
]);

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
    disconnectSessions(sessionIds) {
      io.in(sessionIds.map(rooms.session)).disconnectSockets(true);
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
    // Same origin (the apps are served by this server, or proxied in development), and the framed
    // chat page, whose origin is opaque (the member app's chat-tab.tsx): its polling requests say
    // `Origin: null`. Tokens travel in the handshake, never in cookies, so there is no ambient
    // credential to abuse, and a websocket (which CORS does not cover) could connect from anywhere.
    cors: { origin: (origin, allow) => allow(null, origin === 'null') },
    // the largest frame or polling body a client may send (realtime/socket-limits.ts)
    maxHttpBufferSize: config.sockets.maxFrameBytes,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
  });

  let redis: Redis | null = null;
  const sessionKeyPrefix = `${config.socketStream}:session:`;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl);
    // ioredis reconnects by itself; while Redis is away emits wait in its queue, then are dropped,
    // and clients catch up by their polling and on reconnect (DESIGN §5)
    redis.on('error', () => undefined);
    io.adapter(
      createAdapter(redis, {
        streamName: config.socketStream,
        channelPrefix: config.socketStream,
        sessionKeyPrefix,
      }),
    );
  }
  holdReplays(io);
  const sessionWriter = redis ? writeSessionsAhead(io, redis, sessionKeyPrefix) : null;

  let log: FastifyBaseLogger | null = null;
  // the app's metrics (issue 25), known once attached
  let metrics: Metrics | undefined;
  const bus = coalesceRates(
    socketBus(io, (err) => log?.error({ err }, 'emits after a commit failed')),
    RATE_COALESCE_MS,
    (seconds) => metrics?.rateDeliverySeconds.observe(seconds),
  );
  const slots = socketSlots<ServerSocket>(config.sockets);
  let attached = false;
  const close = async () => {
    bus.close();
    sessionWriter?.stop();
    // every connection closed as a dropped one (no "disconnect" packet): the clients reconnect, and
    // Socket.IO keeps each session ("forced close") for the node they reach next
    if (attached) io.engine.close();
    else io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    // QUIT goes after the sessions' writes queued above
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
        // the caps (realtime/socket-limits.ts): the address's before any work on the handshake
        let release: Release[];
        try {
          release = [slots.takeAddressSlot(clientAddress(socket.request, config.trustProxy))];
        } catch (err) {
          next(refusal(err, socket, app.log));
          return;
        }
        // a slot frees when its socket ends, connected or not
        const releaseAll = () => release.forEach((r) => r());
        socket.conn.once('close', releaseAll);
        socket.once('disconnect', releaseAll);
        const refuse = (err: ExtendedError) => {
          releaseAll();
          next(err);
        };
        // a recovered socket carries its earlier session's holder and missed events (holdReplays)
        const earlier = socket.recovered ? takeHeld(socket.data) : null;
        const settle = (data: SocketData) => {
          try {
            const member = memberSlotOf(data);
            if (member) release.push(slots.takeMemberSlot(member.memberId, member.room, socket));
          } catch (err) {
            refuse(refusal(err, socket, app.log));
            return;
          }
          socket.data = data;
          if (earlier && sameHolder(earlier.data, data)) replays.set(socket, earlier.missed);
          next();
        };
        // the live chat's sockets (modules/chat/socket.ts): a chat token, or the console's chat desk
        if (isChatHandshake(socket.handshake.auth)) {
          chatHandshake(deps, socket as never, app.log).then(
            (chat) => settle({ kind: 'chat', chat }),
            (err: ExtendedError) => refuse(err),
          );
          return;
        }
        handshake(deps, socket).then(settle, (err: unknown) => refuse(refusal(err, socket, app.log)));
      });
      io.on('connection', (socket) => {
        countConnection(metrics, socket);
        limitEvents(socket, config, app.log);
        // a recovered session's rooms are set again from what this handshake allows
        if (socket.recovered) leaveAllRooms(socket);
        socket.once('disconnect', (reason) => sessionWriter?.ended(socket, reason));
        try {
          join(socket, deps, app.log);
        } finally {
          replay(socket);
          sessionWriter?.write(socket);
        }
        void confirmSignIn(deps, socket, app.log);
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

/**
 * The member a socket counts against, and what it asks for (their sign-in and room): a socket
 * replaced by a newer one is known by it when it knocks again. Staff sockets count per address only.
 */
function memberSlotOf(data: SocketData): { memberId: number; room: string } | null {
  if (data.kind === 'member')
    return {
      memberId: data.memberId,
      room: `${data.memberId}|${data.sessionId}|match:${data.matchId ?? '-'}|events:${data.wantsEvents}`,
    };
  if (data.kind === 'chat' && data.chat.kind === 'member') {
    const { memberId, sessionId, stadiumId } = data.chat.pass;
    return { memberId, room: `${memberId}|${sessionId}|chat:${stadiumId}` };
  }
  return null;
}

/** A socket past its inbound budget (realtime/socket-limits.ts) is disconnected. */
function limitEvents(socket: ServerSocket, config: Config, log: FastifyBaseLogger) {
  const spend = eventBudget(config.sockets);
  socket.use((_packet, next) => {
    if (spend()) {
      next();
      return;
    }
    log.warn({ kind: socket.data.kind }, 'socket: over its event budget, disconnected');
    socket.disconnect(true);
  });
}

/** The rooms of DESIGN §5 for the socket's holder (the file's head). */
function join(socket: ServerSocket, deps: AppDeps, log: FastifyBaseLogger) {
  const { data } = socket;
  if (data.kind === 'chat') return joinChat(deps, socket, data.chat, log);
  void socket.join(rooms.session(data.sessionId));
  if (data.kind === 'member') void socket.join(rooms.user(data.memberId));
  if (data.kind === 'member' && data.wantsEvents) void socket.join(rooms.events());
  if (data.kind === 'cashier') void socket.join(rooms.cashier());
  if (data.kind === 'operator' || data.kind === 'cashier') void socket.join(rooms.operator(data.operatorId));
  if (data.matchId !== null) {
    void socket.join(rooms.match(data.matchId));
    if (data.kind === 'operator') void socket.join(rooms.desk(data.matchId));
  }
}

/**
 * A sign-in that ended between the handshake's check and the joins above had its sockets closed
 * (rooms.session) before this one was in the room: look once more, now that it is, and close it if
 * so. A failed look keeps the socket: the handshake's own check passed.
 */
async function confirmSignIn(deps: AppDeps, socket: ServerSocket, log: FastifyBaseLogger): Promise<void> {
  const { data } = socket;
  if (data.kind === 'chat') return;
  const who =
    data.kind === 'member'
      ? { kind: 'member' as const, id: data.memberId, sessionId: data.sessionId }
      : { kind: 'operator' as const, id: data.operatorId, sessionId: data.sessionId };
  const live = await signInLive(deps, who).catch((err: unknown) => {
    log.warn({ err }, 'socket: the second look at its sign-in failed');
    return true;
  });
  if (!live) socket.disconnect(true);
}

/** The events a recovered session missed, kept between its restore and its handshake's verdict. */
interface Held {
  /** the session's holder as its earlier handshake settled it */
  data: SocketData;
  missed: unknown[][];
}
const held = new WeakMap<object, Held>();
/** Missed events a handshake accepted for the same holder, replayed once the socket is connected. */
const replays = new WeakMap<ServerSocket, unknown[][]>();

/**
 * Socket.IO sends a restored session's missed events before the handshake's middleware has spoken,
 * so a refused or different holder would still receive them. The adapter's restore is wrapped to keep
 * them back (keyed by the session's data object, which becomes the new socket's `data`) until the
 * handshake accepts the same holder.
 */
function holdReplays(io: SocketIoServer) {
  const adapter = io.of('/').adapter;
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (session && typeof session.data === 'object' && session.data !== null) {
      held.set(session.data, { data: session.data as SocketData, missed: session.missedPackets });
      session.missedPackets = [];
    }
    return session;
  };
}

function takeHeld(data: unknown): Held | null {
  if (typeof data !== 'object' || data === null) return null;
  const found = held.get(data);
  held.delete(data);
  return found ?? null;
}

/** The same person in the same place: a member's match and events room, a desk's match, a cashier. */
function sameHolder(a: SocketData, b: SocketData): boolean {
  if (a.kind === 'member' && b.kind === 'member')
    return a.memberId === b.memberId && a.matchId === b.matchId && a.wantsEvents === b.wantsEvents;
  if (a.kind === 'operator' && b.kind === 'operator')
    return a.operatorId === b.operatorId && a.matchId === b.matchId;
  if (a.kind === 'cashier' && b.kind === 'cashier') return a.operatorId === b.operatorId;
  // a chat socket refetches its messages on connect (modules/chat/socket.ts)
  return false;
}

function leaveAllRooms(socket: ServerSocket) {
  for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
}

/** Each missed event as it was sent: [name, payload, stream offset], so the client's offset moves on. */
function replay(socket: ServerSocket) {
  const missed = replays.get(socket);
  replays.delete(socket);
  for (const packet of missed ?? []) (socket.emit as (...args: unknown[]) => boolean)(...packet);
}

/** Socket.IO keeps the session id to itself in its types; the adapter's session key is made of it. */
const sessionId = (socket: ServerSocket) => (socket as unknown as { pid: string }).pid;

/** The sessions of this node's sockets, written ahead to Redis so they outlive the node. */
function writeSessionsAhead(io: SocketIoServer, redis: Redis, keyPrefix: string) {
  const write = (socket: ServerSocket) => {
    if (!socket.connected) return;
    io.of('/').adapter.persistSession({
      sid: socket.id,
      pid: sessionId(socket),
      rooms: [...socket.rooms],
      data: socket.data,
    });
  };
  const timer = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) write(socket);
  }, SESSION_REFRESH_MS);
  timer.unref();
  return {
    write,
    /** a session that ended for good (blocked, signed out, left) cannot be taken up again */
    ended(socket: ServerSocket, reason: string) {
      if (!RECOVERABLE_REASONS.has(reason))
        void redis.del(keyPrefix + sessionId(socket)).catch(() => undefined);
    },
    stop: () => clearInterval(timer),
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
    return { kind: 'cashier', operatorId: staff.operatorId, sessionId: staff.sessionId, matchId: null };
  }
  let data: SocketData;
  if (operator_token !== undefined) {
    const operator = await authenticateOperator(deps, operator_token || null, DESK_ROLES);
    data = { kind: 'operator', operatorId: operator.operatorId, sessionId: operator.sessionId, matchId };
  } else {
    const member = await authenticateMember(deps, access_token || null);
    const wantsEvents = socket.handshake.query.events === EVENTS_ROOM_QUERY.events;
    data = { kind: 'member', memberId: member.memberId, sessionId: member.sessionId, matchId, wantsEvents };
  }
  // 404 for an unknown match, and for a member a test round as well: hidden means hidden
  if (matchId !== null) await (data.kind === 'member' ? getMemberMatch : getMatch)(deps, matchId);
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
