import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { matchKeys } from './keys.ts';

/** Fallback when the socket is down: the desk still sees the match within a few seconds. */
export const MATCH_POLL_MS = 5_000;

/** GET /admin/matches/{id} */
export function useMatch(id: number) {
  return useQuery({
    queryKey: matchKeys.detail(id),
    queryFn: ({ signal }) => api.request(matchDeskRoutes.match, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.is_end === 1 ? false : MATCH_POLL_MS),
    staleTime: 0,
  });
}
