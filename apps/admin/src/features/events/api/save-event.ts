import { eventDeskRoutes } from '@sanam/contract/routes/events.ts';
import type { EventCreateRequest } from '@sanam/contract/events.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { eventsQueryKey } from './list-events.ts';

/** POST /admin/events (a new draft) or PATCH /admin/events/{id} (a draft, edited whole). */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EventCreateRequest }) =>
      id === null
        ? api.request(eventDeskRoutes.create, { body })
        : api.request(eventDeskRoutes.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
