// The app's Socket.IO server (DESIGN §5), composed: the handshake (realtime/handshake.ts) with the
// modules it asks (auth, matches, chat), the rooms (realtime/rooms.ts), connection-state recovery
// (realtime/recovery.ts), the caps (realtime/socket-limits.ts), the Redis streams adapter across
// nodes (realtime/redis-adapter.ts) and the bus services emit through (realtime/socket-bus.ts, its
// RATEs coalesced per match by realtime/rate-coalescer.ts).
// Stopping (close()): the connections are closed without a Socket.IO "disconnect" packet, so clients
// treat it as a dropped connection and reconnect (through the balancer, to another node) by themselves.
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import { RATE_COALESCE_MS } from '@sanam/contract/realtime.ts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Config } from './config.ts';
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
import { admit, type HandshakeChecks, type SocketChat } from './realtime/handshake.ts';
import { coalesceRates } from './realtime/rate-coalescer.ts';
import {
  holdReplays,
  leaveAllRooms,
  RECOVERY_WINDOW_MS,
  replayMissed,
  writeSessionsAhead,
} from './realtime/recovery.ts';
import { useRedisAdapter } from './realtime/redis-adapter.ts';
import { confirmSignIn, joinRooms } from './realtime/rooms.ts';
import { socketBus } from './realtime/socket-bus.ts';
import type { ServerSocket, SocketIoServer } from './realtime/socket-data.ts';
import { limitEvents, socketSlots } from './realtime/socket-limits.ts';
import { countConnection } from './realtime/socket-metrics.ts';

export interface SocketServer {
  /** The bus for AppDeps.realtime: exists before the app, emits once sockets are attached. */
  readonly bus: RealtimeBus;
  readonly io: SocketIoServer<ChatSocketData>;
  /**
   * Checks handshakes with `deps` and serves Socket.IO on the app's HTTP server. Call before
   * `app.ready()`/`listen()`; `app.close()` then closes the sockets first.
   */
  attach(app: FastifyInstance, deps: AppDeps): void;
  /** Disconnects every local socket and stops the adapter (app.close() calls it). */
  close(): Promise<void>;
}

export function createSocketServer(config: Config): SocketServer {
  const io: SocketIoServer<ChatSocketData> = new Server({
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
  let link = config.redisUrl ? useRedisAdapter(io, config.redisUrl, config.socketStream) : null;
  holdReplays(io);
  const sessions = link ? writeSessionsAhead(io, link.redis, link.sessionKeyPrefix) : null;

  // the app's log and metrics, known once attached
  let log: FastifyBaseLogger | null = null;
  let metrics: Metrics | undefined;
  const bus = coalesceRates(
    socketBus(io, (err) => log?.error({ err }, 'emits after a commit failed')),
    RATE_COALESCE_MS,
    (seconds) => metrics?.rateDeliverySeconds.observe(seconds),
  );
  const slots = socketSlots<ServerSocket<ChatSocketData>>(config.sockets);
  let attached = false;
  const close = async () => {
    bus.close();
    sessions?.stop();
    // every connection closed as a dropped one (no "disconnect" packet): the clients reconnect, and
    // Socket.IO keeps each session ("forced close") for the node they reach next
    if (attached) io.engine.close();
    else io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    // QUIT goes after the sessions' writes queued above
    if (link) await link.redis.quit().catch(() => undefined);
    link = null;
  };

  return {
    bus,
    io,
    close,
    attach(app, deps) {
      log = app.log;
      metrics = deps.metrics;
      const checks: HandshakeChecks = {
        member: (token) => authenticateMember(deps, token),
        operator: (token, roles) => authenticateOperator(deps, token, roles),
        findMatch: async (matchId, asMember) => {
          await (asMember ? getMemberMatch : getMatch)(deps, matchId);
        },
      };
      const chat: SocketChat<ChatSocketData> = {
        isChatHandshake,
        handshake: (socket) => chatHandshake(deps, socket, app.log),
        memberOf: (data) => (data.kind === 'member' ? data.pass : null),
        join: (socket, data) => joinChat(deps, socket, data, app.log),
      };
      io.use(admit({ checks, chat, slots, trustProxy: config.trustProxy, log: app.log }));
      io.on('connection', (socket) => {
        countConnection(metrics, socket);
        limitEvents(socket, config.sockets, app.log);
        if (socket.recovered) leaveAllRooms(socket);
        socket.once('disconnect', (reason) => sessions?.ended(socket, reason));
        try {
          joinRooms(socket, chat);
        } finally {
          replayMissed(socket);
          sessions?.write(socket);
        }
        void confirmSignIn((who) => signInLive(deps, who), socket, app.log);
      });
      serveChat(io, deps);
      io.attach(app.server);
      attached = true;
      // before Fastify stops its server: long-polling requests would otherwise hold the close
      app.addHook('preClose', close);
    },
  };
}
