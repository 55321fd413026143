// GET /user/match/listopen (spec §7): the running rounds, live and pre-fight, with their current
// rate. Polled every 5 s; the live tab and the side panel's program share the one query.
import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@sanam/contract/constants.ts';
import type { Match } from '@sanam/contract/matches.ts';
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import { api } from '../../../lib/api-client.ts';
import { LIST_POLLING } from './list-polling.ts';

export const OPEN_MATCHES_QUERY_KEY = ['match', 'list', 'open'] as const;

export async function getOpenMatches(signal?: AbortSignal): Promise<Match[]> {
  return api.request(matchRoutes.open, { signal });
}

export function useOpenMatches() {
  return useQuery({
    queryKey: OPEN_MATCHES_QUERY_KEY,
    queryFn: ({ signal }) => getOpenMatches(signal),
    refetchInterval: POLL_MS.openMatches,
    // as fresh as its polling: the list main.tsx fetched while the page loaded is not asked again on mount
    staleTime: POLL_MS.openMatches,
    ...LIST_POLLING,
  });
}
