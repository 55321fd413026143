import type { EventOddsRequest } from '@sanam/contract/events.ts';
import { eventDeskRoutes } from '@sanam/contract/routes/events.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

export type EventAction =
  | { kind: 'open' | 'close' | 'cancel'; id: number }
  | { kind: 'settle'; id: number; winner: string }
  | { kind: 'odds'; id: number; odds: EventOddsRequest['odds'] };

function send({ id, ...action }: EventAction) {
  const params = { id };
  switch (action.kind) {
    case 'settle':
      return api.request(eventDeskRoutes.settle, { params, body: { winner: action.winner } });
    case 'odds':
      return api.request(eventDeskRoutes.odds, { params, body: { odds: action.odds } });
    case 'open':
    case 'close':
    case 'cancel':
      return api.request(eventDeskRoutes[action.kind], { params });
  }
}

/**
 * POST /admin/events/{id}/open · /close · /cancel · /settle {winner} · /odds {odds}. The list is
 * refetched whatever the answer: a 409 means someone else changed the event first.
 */
export function useEventAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
