// The server closes a console's sockets when the sign-in they were opened with ends: an admin ended
// it, disabled the account, reset its password or second factor, or the staff member changed their
// password at another console. Asking who is signed in at once turns that into the 401 that signs
// this console out now, not at the next minute's check (operator-session.ts).
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './operator-session.ts';

interface ClosableSocket {
  on(event: 'disconnect', handler: (reason: string) => void): unknown;
  off(event: 'disconnect', handler: (reason: string) => void): unknown;
}

/** Called with a socket's disconnect reason. */
export function recheckSessionIfServerClosed(reason: string, queryClient: QueryClient): void {
  // a dropped connection reconnects by itself; only the server's own close means "this sign-in ended"
  if (reason === 'io server disconnect') void queryClient.invalidateQueries({ queryKey: meQueryKey });
}

/** Listens on `socket` until the returned function is called. */
export function recheckSessionWhenServerCloses(socket: ClosableSocket, queryClient: QueryClient): () => void {
  const onDisconnect = (reason: string) => recheckSessionIfServerClosed(reason, queryClient);
  socket.on('disconnect', onDisconnect);
  return () => socket.off('disconnect', onDisconnect);
}
