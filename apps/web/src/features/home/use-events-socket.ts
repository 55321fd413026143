// The home's event list over the socket (issue 23 item 8, DESIGN §5): while the list is shown, a
// member socket in the `events` room; each QUIZ is checked against the contract and applied to the
// list unless older than what was already seen of that event (its version), so a late event never
// undoes a newer one. On every (re)connect the list is refetched, so nothing missed while away is
// lost. BALANCE on the same socket moves the header's balance (a settlement or a correction pays).
// The socket (and socket.io-client with it) is opened once the page is idle after its first paint:
// the home's first load does not wait for it, and the list it refetches on connect is already shown.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QuizEvent } from '@sanam/contract/events.ts';
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import { balanceEvent, EVENTS, quizUpdateEvent } from '@sanam/contract/realtime.ts';
import { forceSignOut, refreshAccessToken } from '../../lib/api-client.ts';
import { applyBalance } from '../../lib/balance.ts';
import { applyQuizUpdate, QUIZ_QUERY_KEY } from '../../lib/event-bets.ts';
import type { MatchSocket } from '../../lib/socket.ts';

export function useEventsSocket(isEnabled: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isEnabled) return;
    let socket: MatchSocket | undefined;
    let isClosed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    /** the newest version seen of each event, so one that left the list is not brought back by a late QUIZ */
    const seen = new Map<number, number>();
    const listen = (socket: MatchSocket): MatchSocket => {
      socket.on('connect', () => {
        void queryClient.invalidateQueries({ queryKey: QUIZ_QUERY_KEY });
      });
      socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
        // as the match room: a refused handshake is mostly an access token that expired while quiet
        if (socket.active || error.data?.code !== 'unauthorized') return;
        refreshAccessToken().then(
          () => {
            if (!isClosed) retry = setTimeout(() => socket.connect(), SOCKET_OPTIONS.reconnectionDelay);
          },
          () => forceSignOut(),
        );
      });
      // as the match room: the server closed it because the sign-in ended; the handshake will say so
      socket.on('disconnect', (reason) => {
        if (reason === 'io server disconnect' && !isClosed) socket.connect();
      });

      socket.on(EVENTS.quiz, (payload) => {
        const parsed = quizUpdateEvent.safeParse(payload);
        if (!parsed.success) {
          console.warn('events: QUIZ ignored, unexpected shape', parsed.error.issues);
          return;
        }
        const update = parsed.data;
        const list = queryClient.getQueryData<QuizEvent[]>(QUIZ_QUERY_KEY);
        const held = list?.find((e) => e.id === update.event.id)?.version ?? 0;
        if (update.version <= Math.max(held, seen.get(update.event.id) ?? 0)) return;
        seen.set(update.event.id, update.version);
        queryClient.setQueryData<QuizEvent[]>(QUIZ_QUERY_KEY, (current) => applyQuizUpdate(current, update));
      });

      socket.on(EVENTS.balance, (payload) => {
        const parsed = balanceEvent.safeParse(payload);
        if (parsed.success) applyBalance(queryClient, parsed.data);
      });
      return socket;
    };
    const cancelStart = whenIdle(() => {
      void import('../../lib/socket.ts').then(({ connectEventsSocket }) => {
        if (!isClosed) socket = listen(connectEventsSocket());
      });
    });

    return () => {
      isClosed = true;
      cancelStart();
      clearTimeout(retry);
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [isEnabled, queryClient]);
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
