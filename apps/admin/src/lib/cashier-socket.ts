// The console's Socket.IO connection to the cashier desk: the server lets admins and cashiers into
// the `cashier` room (query desk=cashier) and sends CASHIER there once a slip waits, a withdrawal is
// asked for, or either is decided. Its own file, so the console's tests replace it with a fake socket
// once for all of them (test/setup.ts).
import { CASHIER_ROOM_QUERY } from '@sanam/contract/realtime.ts';
import { connectConsoleSocket, type ConsoleSocket } from './socket.ts';

export function connectCashierSocket(): ConsoleSocket {
  return connectConsoleSocket({ ...CASHIER_ROOM_QUERY });
}
