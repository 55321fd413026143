// GET /user/match/stadium (spec §7): every stadium with its is_display flag; the live tab shows only
// the displayed ones. Polled every 30 s.
import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@sanam/contract/constants.ts';
import type { Stadium } from '@sanam/contract/matches.ts';
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import { api } from '../../../lib/api-client.ts';
import { LIST_POLLING } from './list-polling.ts';

export const STADIUMS_QUERY_KEY = ['match', 'stadiums'] as const;

export async function getStadiums(signal?: AbortSignal): Promise<Stadium[]> {
  return api.request(matchRoutes.stadiums, { signal });
}

export function useStadiums() {
  return useQuery({
    queryKey: STADIUMS_QUERY_KEY,
    queryFn: ({ signal }) => getStadiums(signal),
    refetchInterval: POLL_MS.stadiums,
    // as fresh as its polling: the list main.tsx fetched while the page loaded is not asked again on mount
    staleTime: POLL_MS.stadiums,
    ...LIST_POLLING,
  });
}
