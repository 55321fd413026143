import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { POLL_MS } from '@sanam/contract/constants.ts';
import type { MatchListQuery } from '@sanam/contract/matches.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { matchKeys } from './keys.ts';

export type MatchListParams = {
  status: MatchListQuery['status'];
  stadium_id?: number | undefined;
  limit: number;
};

/** GET /admin/matches?status=&stadium_id=&limit= → Match[]; running rounds are polled like the member lobby. */
export function useMatches(params: MatchListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...matchKeys.lists, params],
    queryFn: ({ signal }) => api.request(matchDeskRoutes.list, { query: params, signal }),
    refetchInterval: params.status === 'running' ? POLL_MS.openMatches : POLL_MS.endedMatches,
    placeholderData: keepPreviousData,
    enabled,
  });
}
