// GET /admin/stadiums, read by the stadiums page and by the match pages (stadium names, filters and
// the create-round form), so it lives here rather than in one feature.
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const stadiumsQueryKey = ['stadiums'] as const;

export const stadiumsQueryOptions = queryOptions({
  queryKey: stadiumsQueryKey,
  queryFn: ({ signal }) => api.request(matchDeskRoutes.stadiums, { signal }),
  staleTime: 60_000,
});

export function useStadiums() {
  return useQuery(stadiumsQueryOptions);
}
