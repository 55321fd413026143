import { rate } from '@sanam/contract/matches.ts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { matchKeys } from './keys.ts';

/** GET /admin/matches/{id}/rates → Rate[], newest first (the first is the current rate). */
export function useRates(id: number) {
  return useQuery({
    queryKey: matchKeys.rates(id),
    queryFn: ({ signal }) => apiRequest(`/admin/matches/${id}/rates`, { data: z.array(rate), signal }),
    staleTime: 0,
  });
}
