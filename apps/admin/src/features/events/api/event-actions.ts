import { adminEvent, type EventOddsRequest } from '@sanam/contract/events.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

export type EventAction =
  | { kind: 'open' | 'close' | 'cancel'; id: number }
  | { kind: 'settle'; id: number; winner: string }
  | { kind: 'odds'; id: number; odds: EventOddsRequest['odds'] };

function bodyOf(action: EventAction): unknown {
  switch (action.kind) {
    case 'settle':
      return { winner: action.winner };
    case 'odds':
      return { odds: action.odds };
    case 'open':
    case 'close':
    case 'cancel':
      return {};
  }
}

/**
 * POST /admin/events/{id}/open · /close · /cancel · /settle {winner} · /odds {odds}. The list is
 * refetched whatever the answer: a 409 means someone else changed the event first.
 */
export function useEventAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: EventAction) =>
      apiRequest(`/admin/events/${action.id}/${action.kind}`, {
        method: 'POST',
        body: bodyOf(action),
        data: adminEvent,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
