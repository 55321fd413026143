import { adminEventList } from '@sanam/contract/events.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const eventsQueryKey = ['events'] as const;
/** The book moves while an event is open: the page follows it. */
export const EVENTS_POLL_MS = 10_000;

/** GET /admin/events: every event, open first, with its book per option (admins and operators). */
export function useEvents() {
  return useQuery({
    queryKey: eventsQueryKey,
    queryFn: ({ signal }) => apiRequest('/admin/events', { data: adminEventList, signal }),
    refetchInterval: EVENTS_POLL_MS,
  });
}
