// What one member or one address may hold of a node's sockets, and what one socket may send
// (docs/decisions.md "Hardening, second round"). A socket costs the node memory, a share of every
// room emit and, while it sends, the event loop that every other member's calls wait on.
// - Per member: SOCKETS_PER_MEMBER sockets (match room, home, chat alike). A new one wins: the
//   member's oldest is closed, as a member who opens the app on a new phone expects, and a phone
//   that lost its network (its socket kept until the ping times out) never locks its owner out. The
//   closed socket's app knocks once after a server-side close (the member app's lib/use-resilient-socket.ts)
//   and that knock, the same sign-in asking for the same room within REPLACED_KNOCK_MS, is refused
//   (`socket.replaced`), or two devices would close each other for ever.
// - Per address: SOCKETS_PER_ADDRESS, wider (a carrier puts many members behind one address); over
//   it the new socket is refused (429): closing somebody else's socket behind the same address would
//   hand an abuser a way to cut others off.
// - Per socket: a token bucket of inbound events (SOCKET_EVENT_BURST, refilled at
//   SOCKET_EVENTS_PER_SECOND); a socket over it is disconnected. The apps send only CHAT_SEND, which
//   its own limit holds far lower. Frames are capped by Socket.IO's maxHttpBufferSize
//   (SOCKET_MAX_FRAME_BYTES): the largest legitimate one is a handshake with its token, or a chat
//   message of CHAT_MAX_LENGTH characters, a few kB at most.
// Counted per node, in memory: a slot frees the moment its socket closes. Behind a balancer of n
// nodes a member may hold n × the cap; sharing the counts through Redis would cost a round trip per
// handshake and a leak whenever a node dies, for a bound that is already small.
import type { FastifyBaseLogger } from 'fastify';
import { AppError, tooManyRequests } from '../http/errors.ts';
import type { ServerSocket } from './socket-data.ts';

export interface SocketCaps {
  perMember: number;
  perAddress: number;
  maxFrameBytes: number;
  eventBurst: number;
  eventsPerSecond: number;
}

/** How long after a socket was replaced its own knock is recognised (the knock comes within ms). */
const REPLACED_KNOCK_MS = 5_000;

interface Closable {
  disconnect(close?: boolean): unknown;
}

/** Gives up one slot, once, however many of its socket's endings call it. */
export type Release = () => void;

export function socketSlots<S extends Closable>(caps: SocketCaps, now: () => number = Date.now) {
  const byAddress = new Map<string, number>();
  /** each member's sockets with the room each asked for, oldest first (a Map keeps insertion order) */
  const byMember = new Map<number, Map<S, string>>();
  /** the rooms (member, sign-in, room) whose socket was just replaced, until when its knock is refused */
  const replaced = new Map<string, number>();

  const forget = (until: number) => {
    for (const [room, end] of replaced) if (end <= until) replaced.delete(room);
  };

  return {
    /** Takes one of the address's slots before its handshake is read; 429 when they are all held. */
    takeAddressSlot(address: string): Release {
      const held = byAddress.get(address) ?? 0;
      if (held >= caps.perAddress) throw tooManyRequests('socket.too_many_from_address');
      byAddress.set(address, held + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },

    /**
     * Takes one of the member's slots for `socket`, which asks for `room` (the member, their sign-in
     * and the room, as one string). Full: a socket of the same sign-in in the same room is closed
     * (the page reloaded), else the oldest, whose knock is then refused for a while. The knock of a
     * socket replaced just now is refused (409 `socket.replaced`).
     */
    takeMemberSlot(memberId: number, room: string, socket: S): Release {
      forget(now());
      if (replaced.has(room)) throw new AppError(409, 'socket.replaced', 'socket_replaced');
      let held = byMember.get(memberId);
      if (!held) byMember.set(memberId, (held = new Map<S, string>()));
      held.set(socket, room);
      // Full: first a socket of this sign-in in this same room, which the new one succeeds (a reload,
      // whose page's old socket the node may not have seen close yet: under load the new handshake
      // can overtake the old socket's close). Its room is not marked: the newcomer holds it now.
      if (held.size > caps.perMember)
        for (const [same, sameRoom] of held) {
          if (same === socket || sameRoom !== room) continue;
          held.delete(same);
          same.disconnect(true);
          break;
        }
      for (const [oldest, oldestRoom] of held) {
        if (held.size <= caps.perMember) break;
        held.delete(oldest);
        replaced.set(oldestRoom, now() + REPLACED_KNOCK_MS);
        oldest.disconnect(true);
      }
      return () => {
        const mine = byMember.get(memberId);
        if (!mine?.delete(socket)) return;
        if (mine.size === 0) byMember.delete(memberId);
      };
    },

    /** Sockets a member holds on this node. */
    memberSockets: (memberId: number) => byMember.get(memberId)?.size ?? 0,
  };
}

export type SocketSlots<S extends Closable> = ReturnType<typeof socketSlots<S>>;

/**
 * One socket's inbound budget: `eventBurst` events at once, refilled at `eventsPerSecond`. Answers
 * false for an event past it (the caller disconnects the socket).
 */
function eventBudget(caps: SocketCaps, now: () => number = Date.now): () => boolean {
  let tokens = caps.eventBurst;
  let at = now();
  return () => {
    const t = now();
    tokens = Math.min(caps.eventBurst, tokens + ((t - at) / 1000) * caps.eventsPerSecond);
    at = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** A socket past its inbound budget (eventBudget) is disconnected. */
export function limitEvents<Chat>(
  socket: ServerSocket<Chat>,
  caps: SocketCaps,
  log: FastifyBaseLogger,
): void {
  const spend = eventBudget(caps);
  socket.use((_packet, next) => {
    if (spend()) {
      next();
      return;
    }
    log.warn({ kind: socket.data.kind }, 'socket: over its event budget, disconnected');
    socket.disconnect(true);
  });
}
