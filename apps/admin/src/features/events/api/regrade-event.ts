import { eventDeskRoutes } from '@sanam/contract/routes/events.ts';
import type { EventRegradeRequest } from '@sanam/contract/events.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

/**
 * POST /admin/events/{id}/regrade {winner, reason}: a settled event's result corrected by reversal
 * entries; the answer says what the correction moved. The list is read again.
 */
export function useRegradeEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventRegradeRequest) => api.request(eventDeskRoutes.regrade, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
