// The home's event list over the socket (DESIGN §5): while the list is shown, a member socket in the
// `events` room; each QUIZ is checked against the contract and applied to the list unless older than
// what was already seen of that event (its version), so a late event never undoes a newer one. On
// every (re)connect the list is refetched, so nothing missed while away is lost. BALANCE on the same
// socket moves the header's balance (a settlement or a correction pays). The socket (and
// socket.io-client with it) is opened once the page is idle after its first paint: the home's first
// load does not wait for it, and the list it refetches on connect is already shown.
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QuizEvent } from '@sanam/contract/events.ts';
import { balanceEvent, EVENTS, quizUpdateEvent } from '@sanam/contract/realtime.ts';
import { applyBalance } from '../../../lib/balance.ts';
import { applyQuizUpdate, QUIZ_QUERY_KEY } from '../../../lib/event-bets.ts';
import { useResilientSocket } from '../../../lib/use-resilient-socket.ts';

export function useEventsSocket(isEnabled: boolean) {
  const queryClient = useQueryClient();
  /** the newest version seen of each event, so one that left the list is not brought back by a late QUIZ */
  const seen = useRef(new Map<number, number>());

  useResilientSocket({
    room: 'events',
    isEnabled,
    connectWhenIdle: async () => (await import('../../../lib/socket.ts')).connectEventsSocket,
    onConnect: () => void queryClient.invalidateQueries({ queryKey: QUIZ_QUERY_KEY }),
    events: {
      [EVENTS.quiz]: (payload) => {
        const parsed = quizUpdateEvent.safeParse(payload);
        if (!parsed.success) {
          console.warn('events: QUIZ ignored, unexpected shape', parsed.error.issues);
          return;
        }
        const update = parsed.data;
        const list = queryClient.getQueryData<QuizEvent[]>(QUIZ_QUERY_KEY);
        const held = list?.find((e) => e.id === update.event.id)?.version ?? 0;
        if (update.version <= Math.max(held, seen.current.get(update.event.id) ?? 0)) return;
        seen.current.set(update.event.id, update.version);
        queryClient.setQueryData<QuizEvent[]>(QUIZ_QUERY_KEY, (current) => applyQuizUpdate(current, update));
      },
      [EVENTS.balance]: (payload) => {
        const parsed = balanceEvent.safeParse(payload);
        if (parsed.success) applyBalance(queryClient, parsed.data);
      },
    },
  });
}
