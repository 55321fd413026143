// GET /user/match/listend (spec §7): the latest results; the server already leaves out test rounds.
// Polled every 30 s.
import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@sanam/contract/constants.ts';
import type { Match } from '@sanam/contract/matches.ts';
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import { api } from '../../../lib/api-client.ts';
import { LIST_POLLING } from './list-polling.ts';

export const ENDED_MATCHES_QUERY_KEY = ['match', 'list', 'ended'] as const;

export async function getEndedMatches(signal?: AbortSignal): Promise<Match[]> {
  return api.request(matchRoutes.ended, { signal });
}

export function useEndedMatches() {
  return useQuery({
    queryKey: ENDED_MATCHES_QUERY_KEY,
    queryFn: ({ signal }) => getEndedMatches(signal),
    refetchInterval: POLL_MS.endedMatches,
    ...LIST_POLLING,
  });
}
