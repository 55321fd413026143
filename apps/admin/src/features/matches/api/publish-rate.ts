import { rate, type RatePublishRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { deskMutationKey, matchKeys } from './keys.ts';

/** POST /admin/matches/{id}/rates → the new current rate. */
export function usePublishRate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (body: RatePublishRequest) =>
      apiRequest(`/admin/matches/${id}/rates`, { method: 'POST', body, data: rate }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.rates(id) }),
      ]);
    },
  });
}
