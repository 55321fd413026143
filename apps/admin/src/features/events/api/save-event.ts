import { adminEvent, type EventCreateRequest } from '@sanam/contract/events.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

/** POST /admin/events (a new draft) or PATCH /admin/events/{id} (a draft, edited whole). */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EventCreateRequest }) =>
      id === null
        ? apiRequest('/admin/events', { method: 'POST', body, data: adminEvent })
        : apiRequest(`/admin/events/${id}`, { method: 'PATCH', body, data: adminEvent }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
