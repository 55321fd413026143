// The member app's socket lifecycle, one for every screen that listens (DESIGN §5): open while
// enabled, read again on every (re)connect what may have been missed (nothing is replayed), knock
// again where socket.io-client would not, close on leaving. A feature gives its connection and its
// events; the rest is here.
import { useEffect, useEffectEvent } from 'react';
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import { forceSignOut, refreshAccessToken } from './api-client.ts';
import type { ServerToClientEvents } from '@sanam/contract/realtime.ts';
import type { MatchSocket } from './socket.ts';

type Opening =
  | { connect: () => MatchSocket }
  /**
   * socket.io-client is fetched and the socket opened once the page is idle after its first paint, so
   * a screen's first load does not wait for it (what it refetches on connect is already shown)
   */
  | { connectWhenIdle: () => Promise<() => MatchSocket> };

export type SocketEvents = Partial<Record<keyof ServerToClientEvents, (payload: unknown) => void>>;

export type ResilientSocketOptions = Opening & {
  /** which connection: another value closes the socket and opens a new one */
  room: string;
  isEnabled: boolean;
  /** every (re)connect: read again what changed while the socket was down */
  onConnect: () => void;
  /**
   * the feature's events, each given the payload as sent (check it against the contract before use);
   * the handlers of the latest render are the ones called
   */
  events: SocketEvents;
  /** a refused or failed (re)connection, besides the token refresh and knock this hook does itself */
  onConnectError?: (error: Error) => void;
  /** on leaving (unmount, disabled, another room), after the socket closed */
  onClose?: () => void;
};

export function useResilientSocket(options: ResilientSocketOptions): void {
  const { room, isEnabled } = options;
  const open = useEffectEvent(
    (attach: (socket: MatchSocket) => void, isClosed: () => boolean): (() => void) => {
      if ('connect' in options) {
        attach(options.connect());
        return () => undefined;
      }
      const { connectWhenIdle } = options;
      return whenIdle(() => {
        void connectWhenIdle().then((connect) => {
          if (!isClosed()) attach(connect());
        });
      });
    },
  );
  const onConnect = useEffectEvent(() => options.onConnect());
  const onConnectError = useEffectEvent((error: Error) => options.onConnectError?.(error));
  const eventNames = useEffectEvent(() => Object.keys(options.events) as (keyof ServerToClientEvents)[]);
  const onEvent = useEffectEvent((name: keyof ServerToClientEvents, payload: unknown) =>
    options.events[name]?.(payload),
  );
  const onClose = useEffectEvent(() => options.onClose?.());

  useEffect(() => {
    if (!isEnabled) return;
    let socket: MatchSocket | undefined;
    let isClosed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const attach = (opened: MatchSocket) => {
      socket = opened;
      opened.on('connect', () => onConnect());
      opened.on('connect_error', (error: Error & { data?: { code?: string } }) => {
        onConnectError(error);
        // socket.io-client retries a dropped connection by itself, never a refused handshake. The usual
        // refusal is an access token that expired while the screen was quiet (a hidden tab stops the
        // polls that would have rotated it): rotate it, then knock again. A failed refresh signs out.
        if (opened.active || error.data?.code !== 'unauthorized') return;
        refreshAccessToken().then(
          () => {
            if (!isClosed) retry = setTimeout(() => opened.connect(), SOCKET_OPTIONS.reconnectionDelay);
          },
          () => forceSignOut(),
        );
      });
      // The server closes a socket itself when its sign-in ended (a logout on another tab, a password
      // change on another phone, the cashier ending the sessions, a block): socket.io-client never
      // reconnects after that, so knock once: the handshake's refusal above then signs this device out.
      opened.on('disconnect', (reason) => {
        if (reason === 'io server disconnect' && !isClosed) opened.connect();
      });
      for (const name of eventNames()) opened.on(name, (payload: unknown) => onEvent(name, payload));
    };
    const cancelOpen = open(attach, () => isClosed);

    return () => {
      isClosed = true;
      cancelOpen();
      clearTimeout(retry);
      socket?.removeAllListeners();
      socket?.disconnect();
      onClose();
    };
  }, [room, isEnabled]);
}

/** Runs `fn` when the browser is idle (at most a second on), or at once where it cannot say; returns a cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(fn, { timeout: 1000 });
  return () => window.cancelIdleCallback(handle);
}
