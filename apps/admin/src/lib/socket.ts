// The console's Socket.IO connection to one match desk (DESIGN §5). The server checks the operator
// token of the handshake and puts the socket in desk:<matchId> (BET) and match:<matchId> (RATE,
// CHANGE, OPENTIE, CLOSETIE). One socket per open match control page.
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import type { ServerToClientEvents } from '@sanam/contract/realtime.ts';
import { io, type Socket } from 'socket.io-client';
import { getAccessToken } from './auth-token.ts';

export type DeskSocket = Socket<ServerToClientEvents>;

export function connectDeskSocket(matchId: number): DeskSocket {
  return io({
    ...SOCKET_OPTIONS,
    // a function, so a reconnect after a fresh login sends the current token
    auth: (send) => send({ operator_token: getAccessToken() ?? '' }),
    query: { matchId: String(matchId) },
  });
}
