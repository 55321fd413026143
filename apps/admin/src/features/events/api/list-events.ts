import { eventDeskRoutes } from '@sanam/contract/routes/events.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const eventsQueryKey = ['events'] as const;
/** The book moves while an event is open: the page follows it. */
export const EVENTS_POLL_MS = 10_000;

/** GET /admin/events: every event, open first, with its book per option (admins and operators). */
export function useEvents() {
  return useQuery({
    queryKey: eventsQueryKey,
    queryFn: ({ signal }) => api.request(eventDeskRoutes.list, { signal }),
    refetchInterval: EVENTS_POLL_MS,
  });
}
