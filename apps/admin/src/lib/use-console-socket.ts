// The console's socket lifecycle, one for the match desk and the cashier desk (DESIGN §5): open while
// enabled, read again on every (re)connect what may have been missed (nothing is replayed), turn the
// server's own close into an at-once sign-in check (session-closed.ts), close on leaving. A feature
// gives its connection and its events. socket.io-client reconnects a dropped connection by itself;
// unlike the member app's sockets, a refused handshake is not knocked on again here.
import type { ServerToClientEvents } from '@sanam/contract/realtime.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { recheckSessionIfServerClosed } from './session-closed.ts';
import type { ConsoleSocket } from './socket.ts';

type Listener = (payload: unknown) => void;

export interface ConsoleSocketOptions {
  /** which connection: another value closes the socket and opens a new one */
  room: string;
  isEnabled: boolean;
  connect: () => ConsoleSocket;
  /** every (re)connect: read again what changed while the socket was down */
  onConnect: () => void;
  /** any disconnect, dropped or closed by the server */
  onDisconnect?: () => void;
  /** the feature's events; the handlers of the latest render are the ones called */
  events: Partial<ServerToClientEvents>;
  /** on leaving (unmount, disabled, another room), after the socket closed */
  onClose?: () => void;
}

export function useConsoleSocket(options: ConsoleSocketOptions): void {
  const { room, isEnabled } = options;
  const queryClient = useQueryClient();
  const connect = useEffectEvent(() => options.connect());
  const onConnect = useEffectEvent(() => options.onConnect());
  const onDisconnect = useEffectEvent((reason: string) => {
    options.onDisconnect?.();
    recheckSessionIfServerClosed(reason, queryClient);
  });
  const eventNames = useEffectEvent(() => Object.keys(options.events) as (keyof ServerToClientEvents)[]);
  const onEvent = useEffectEvent((name: keyof ServerToClientEvents, payload: unknown) => {
    const handler = options.events[name] as Listener | undefined;
    handler?.(payload);
  });
  const onClose = useEffectEvent(() => options.onClose?.());

  useEffect(() => {
    if (!isEnabled) return;
    const socket = connect();
    const connected = () => onConnect();
    const disconnected = (reason: string) => onDisconnect(reason);
    const events = eventNames().map((name): [keyof ServerToClientEvents, Listener] => [
      name,
      (payload) => onEvent(name, payload),
    ]);
    socket.on('connect', connected);
    socket.on('disconnect', disconnected);
    for (const [name, listener] of events) socket.on(name, listener);
    return () => {
      // each listener by name: the tests' stand-in sockets know no other way (test/fake-cashier-socket.ts)
      socket.off('connect', connected);
      socket.off('disconnect', disconnected);
      for (const [name, listener] of events) socket.off(name, listener);
      socket.disconnect();
      onClose();
    };
  }, [room, isEnabled]);
}
