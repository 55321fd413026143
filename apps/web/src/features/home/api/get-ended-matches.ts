// GET /user/match/listend (spec §7): the latest results; the server already leaves out test rounds.
// Polled every 30 s.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { POLL_MS } from '@sanam/contract/constants.ts';
import { match, type Match } from '@sanam/contract/matches.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_POLLING } from './list-polling.ts';

export const ENDED_MATCHES_QUERY_KEY = ['match', 'list', 'ended'] as const;

export async function getEndedMatches(signal?: AbortSignal): Promise<Match[]> {
  const reply = await apiRequest<unknown>('/user/match/listend', { method: 'GET', signal });
  return z.array(match).parse(reply.data);
}

export function useEndedMatches() {
  return useQuery({
    queryKey: ENDED_MATCHES_QUERY_KEY,
    queryFn: ({ signal }) => getEndedMatches(signal),
    refetchInterval: POLL_MS.endedMatches,
    ...LIST_POLLING,
  });
}
