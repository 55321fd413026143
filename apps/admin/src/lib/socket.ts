// The console's Socket.IO connections (DESIGN §5): the server checks the operator token of the
// handshake and puts the socket in the rooms its query names. Their lifecycle is use-console-socket.ts.
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import type { ServerToClientEvents } from '@sanam/contract/realtime.ts';
import { io, type Socket } from 'socket.io-client';
import { getAccessToken } from './auth-token.ts';

export type ConsoleSocket = Socket<ServerToClientEvents>;

export function connectConsoleSocket(query: Record<string, string>): ConsoleSocket {
  return io({
    ...SOCKET_OPTIONS,
    // a function, so a reconnect after a fresh login sends the current token
    auth: (send) => send({ operator_token: getAccessToken() ?? '' }),
    query,
  });
}

/** One match desk: desk:<matchId> (BET) and match:<matchId> (RATE, CHANGE, OPENTIE, CLOSETIE). */
export function connectDeskSocket(matchId: number): ConsoleSocket {
  return connectConsoleSocket({ matchId: String(matchId) });
}
