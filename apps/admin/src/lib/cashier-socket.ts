// The console's Socket.IO connection to the cashier desk (issue 24): the server lets admins and
// cashiers into the `cashier` room (query desk=cashier) and sends CASHIER there once a slip waits, a
// withdrawal is asked for, or either is decided. Its own file, so the console's tests replace it
// with a fake socket once for all of them (test/setup.ts).
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import { CASHIER_ROOM_QUERY, type ServerToClientEvents } from '@sanam/contract/realtime.ts';
import { io, type Socket } from 'socket.io-client';
import { getAccessToken } from './auth-token.ts';

export type CashierSocket = Socket<ServerToClientEvents>;

export function connectCashierSocket(): CashierSocket {
  return io({
    ...SOCKET_OPTIONS,
    // a function, so a reconnect after a fresh login sends the current token
    auth: (send) => send({ operator_token: getAccessToken() ?? '' }),
    query: { ...CASHIER_ROOM_QUERY },
  });
}
