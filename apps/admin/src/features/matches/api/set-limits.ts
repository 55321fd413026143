import type { RoundLimitsRequest } from '@sanam/contract/risk.ts';
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deskMutationKey, storeMatch } from './keys.ts';

/** PATCH /admin/matches/{id}/limits: the round's own limits; null returns one to its stadium's. */
export function useSetLimits(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (body: RoundLimitsRequest) => api.request(riskDeskRoutes.limits, { params: { id }, body }),
    onSuccess: (next) => storeMatch(queryClient, next),
  });
}
