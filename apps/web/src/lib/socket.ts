// The member app's Socket.IO connection to one match room (spec §3 socket handshake, §4 connection,
// §9 socket constants). Polling first then upgrade to websocket (socket.io's default transports);
// reconnection with backoff and no attempt limit.
import { io, type Socket } from 'socket.io-client';
import { SOCKET_OPTIONS, STORAGE_KEYS } from '@sanam/contract/constants.ts';
import type { ServerToClientEvents } from '@sanam/contract/realtime.ts';

export type MatchSocket = Socket<ServerToClientEvents>;

/** The Socket.IO server: same origin as the page unless VITE_SOCKET_URL names another. */
const SOCKET_URL = import.meta.env.VITE_SOCKET_URL ?? '';

export function connectMatchSocket(matchId: number): MatchSocket {
  const options = {
    path: SOCKET_OPTIONS.path,
    timeout: SOCKET_OPTIONS.timeout,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
    reconnectionDelayMax: SOCKET_OPTIONS.reconnectionDelayMax,
    randomizationFactor: SOCKET_OPTIONS.randomizationFactor,
    transports: ['polling', 'websocket'],
    // A function, so every reconnection reads the token of the moment: access tokens live 15 minutes
    // and the API client rotates them while the room stays open.
    auth: (send: (data: { access_token: string | null }) => void) =>
      send({ access_token: localStorage.getItem(STORAGE_KEYS.accessToken) }),
    query: { matchId: String(matchId) },
  };
  return SOCKET_URL ? io(SOCKET_URL, options) : io(options);
}
