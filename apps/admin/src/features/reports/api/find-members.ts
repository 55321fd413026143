// The member statement's member finder: the console's member search (phone, username or name, the
// same call as the members list), a handful at a time.
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** How many suggestions the finder shows. */
export const MEMBER_SUGGESTIONS = 8;
/** The fewest characters worth a search (one digit matches most phones). */
export const MEMBER_SEARCH_MIN = 2;

/** GET /admin/members?q=&limit=8 (admin, operator, cashier); nothing is sent for a shorter `q`. */
export function useMemberSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['reports', 'member-finder', text],
    queryFn: ({ signal }) =>
      api.request(memberDeskRoutes.search, {
        query: { q: text, limit: MEMBER_SUGGESTIONS, offset: 0 },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: text.length >= MEMBER_SEARCH_MIN,
    staleTime: 30_000,
  });
}
