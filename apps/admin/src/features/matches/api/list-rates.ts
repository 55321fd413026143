import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { matchKeys } from './keys.ts';

/** GET /admin/matches/{id}/rates → Rate[], newest first (the first is the current rate). */
export function useRates(id: number) {
  return useQuery({
    queryKey: matchKeys.rates(id),
    queryFn: ({ signal }) => api.request(matchDeskRoutes.rates, { params: { id }, signal }),
    staleTime: 0,
  });
}
