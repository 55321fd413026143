// Connection-state recovery: a socket that drops (its node stopped or died, the network blinked) and
// comes back within RECOVERY_WINDOW_MS, to any node, gets the room events it missed, read back from
// the Redis stream (or the one node's memory without Redis).
// - Socket.IO keeps a session only when a socket closes on a node that lives; a node killed outright
//   keeps none, so with Redis every node also writes its sockets' sessions ahead (on connect, then
//   every SESSION_REFRESH_MS) and deletes one that ends for good.
// - A session comes back only through the handshake's own checks (skipMiddlewares: false): its rooms
//   are set again from what the token of the moment allows, and the missed events are replayed only
//   to the same holder (member, match, desk) as before, never to a blocked member, a revoked token or
//   a different person presenting its id.
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Holder, Recovery, ServerSocket, SocketData, SocketIoServer } from './socket-data.ts';

/** How long a dropped socket may take to come back and still get what it missed. */
export const RECOVERY_WINDOW_MS = 2 * 60_000;
/** How often a node writes its sockets' sessions ahead to Redis (well inside the window). */
const SESSION_REFRESH_MS = 30_000;
/** The reasons Socket.IO keeps a session for (socket.io/lib/socket.ts); on any other the session ends. */
const RECOVERABLE_REASONS: ReadonlySet<string> = new Set([
  'transport error',
  'transport close',
  'forced close',
  'ping timeout',
  'server shutting down',
  'forced server close',
]);

/**
 * Socket.IO sends a restored session's missed events before the handshake's middleware has spoken,
 * so a refused or different holder would still receive them. The adapter's restore is wrapped to
 * hold them back in the restored socket's `data.recovery` until the handshake accepts the same
 * holder (keepRecovery).
 */
export function holdReplays<Chat>(io: SocketIoServer<Chat>): void {
  const adapter = io.of('/').adapter;
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (session) {
      const recovery: Recovery = { earlier: session.data, missed: session.missedPackets };
      session.data = { recovery };
      session.missedPackets = [];
    }
    return session;
  };
}

/**
 * The holder a socket settles on, with its restored session's missed events when it is the same
 * holder as before; without them otherwise.
 */
export function keepRecovery<Chat>(socket: ServerSocket<Chat>, holder: Holder<Chat>): SocketData<Chat> {
  const recovery = socket.recovered ? socket.data.recovery : undefined;
  return recovery && sameHolder(recovery.earlier, holder) ? { ...holder, recovery } : holder;
}

/** What sameHolder compares of an earlier holder (a chat socket refetches its messages on connect). */
const earlierHolder = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('member'),
    memberId: z.number(),
    matchId: z.number().nullable(),
    wantsEvents: z.boolean(),
  }),
  z.object({ kind: z.literal('operator'), operatorId: z.number(), matchId: z.number().nullable() }),
  z.object({ kind: z.literal('cashier'), operatorId: z.number() }),
]);

/** The same person in the same place: a member's match and events room, a desk's match, a cashier. */
function sameHolder(earlier: unknown, now: Holder<unknown>): boolean {
  const parsed = earlierHolder.safeParse(earlier);
  if (!parsed.success) return false;
  const a = parsed.data;
  if (a.kind === 'member' && now.kind === 'member')
    return a.memberId === now.memberId && a.matchId === now.matchId && a.wantsEvents === now.wantsEvents;
  if (a.kind === 'operator' && now.kind === 'operator')
    return a.operatorId === now.operatorId && a.matchId === now.matchId;
  if (a.kind === 'cashier' && now.kind === 'cashier') return a.operatorId === now.operatorId;
  return false;
}

/** A recovered session's rooms are set again from what this handshake allows. */
export function leaveAllRooms<Chat>(socket: ServerSocket<Chat>): void {
  for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
}

/** Each missed event as it was sent: [name, payload, stream offset], so the client's offset moves on. */
export function replayMissed<Chat>(socket: ServerSocket<Chat>): void {
  const missed = socket.data.recovery?.missed ?? [];
  delete socket.data.recovery;
  // the packets are the adapter's, already shaped as the typed events were sent
  for (const packet of missed) (socket.emit as (...args: unknown[]) => boolean)(...packet);
}

/**
 * Socket.IO keeps the session id private in its types; the adapter's session key is made of it. It is
 * set on every socket while connection-state recovery is on.
 */
function sessionIdOf<Chat>(socket: ServerSocket<Chat>): string | null {
  const pid: unknown = Reflect.get(socket, 'pid');
  return typeof pid === 'string' ? pid : null;
}

export interface SessionWriter<Chat> {
  write(socket: ServerSocket<Chat>): void;
  /** a session that ended for good (blocked, signed out, left) cannot be taken up again */
  ended(socket: ServerSocket<Chat>, reason: string): void;
  stop(): void;
}

/** The sessions of this node's sockets, written ahead to Redis so they outlive the node. */
export function writeSessionsAhead<Chat>(
  io: SocketIoServer<Chat>,
  redis: Redis,
  keyPrefix: string,
): SessionWriter<Chat> {
  const write = (socket: ServerSocket<Chat>) => {
    const pid = sessionIdOf(socket);
    if (!socket.connected || pid === null) return;
    io.of('/').adapter.persistSession({ sid: socket.id, pid, rooms: [...socket.rooms], data: socket.data });
  };
  const timer = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) write(socket);
  }, SESSION_REFRESH_MS);
  timer.unref();
  return {
    write,
    ended(socket, reason) {
      const pid = sessionIdOf(socket);
      if (pid !== null && !RECOVERABLE_REASONS.has(reason))
        void redis.del(keyPrefix + pid).catch(() => undefined);
    },
    stop: () => clearInterval(timer),
  };
}
