import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { RatePublishRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deskMutationKey, matchKeys } from './keys.ts';

/** POST /admin/matches/{id}/rates → the new current rate. */
export function usePublishRate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (body: RatePublishRequest) =>
      api.request(matchDeskRoutes.publishRate, { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.rates(id) }),
      ]);
    },
  });
}
