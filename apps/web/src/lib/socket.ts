// The member app's Socket.IO connections: one match room (spec §3 socket handshake, §4 connection),
// the home's event list (the `events` room), a game's balance and the chat page. All take spec §9's
// socket constants: polling first then upgrade to websocket (socket.io's default transports),
// reconnection with backoff and no attempt limit. Their lifecycle is use-resilient-socket.ts.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { SOCKET_OPTIONS, STORAGE_KEYS } from '@sanam/contract/constants.ts';
import { EVENTS_ROOM_QUERY, type ServerToClientEvents } from '@sanam/contract/realtime.ts';

export type MatchSocket = Socket<ServerToClientEvents>;

/** The Socket.IO server: same origin as the page unless VITE_SOCKET_URL names another. */
const SOCKET_URL = import.meta.env.VITE_SOCKET_URL ?? '';

/**
 * A connection with spec §9's constants and what is the caller's own: the handshake's `auth`, a
 * function so that every reconnection sends the credentials of the moment, and its `query`.
 */
export function connectSocket(own: Pick<Partial<ManagerOptions & SocketOptions>, 'auth' | 'query'>): Socket {
  const options = {
    path: SOCKET_OPTIONS.path,
    timeout: SOCKET_OPTIONS.timeout,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
    reconnectionDelayMax: SOCKET_OPTIONS.reconnectionDelayMax,
    randomizationFactor: SOCKET_OPTIONS.randomizationFactor,
    transports: ['polling', 'websocket'],
    ...own,
  };
  return SOCKET_URL ? io(SOCKET_URL, options) : io(options);
}

/** A member's socket: the member's own room (BALANCE), and the room `query` names. */
function connectAsMember(query?: Record<string, string>): MatchSocket {
  return connectSocket({
    // access tokens live 15 minutes and the API client rotates them while the socket stays open
    auth: (send: (data: { access_token: string | null }) => void) =>
      send({ access_token: localStorage.getItem(STORAGE_KEYS.accessToken) }),
    ...(query && { query }),
  });
}

export function connectMatchSocket(matchId: number): MatchSocket {
  return connectAsMember({ matchId: String(matchId) });
}

/** The home's socket while it shows the event list: no match, the `events` room (QUIZ) and the member's BALANCE. */
export function connectEventsSocket(): MatchSocket {
  return connectAsMember({ ...EVENTS_ROOM_QUERY });
}

/** A game's socket: the member's own room only (BALANCE), no match, no events. */
export function connectMemberSocket(): MatchSocket {
  return connectAsMember();
}
