import type { SideSwitchRequest } from '@sanam/contract/risk.ts';
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deskMutationKey, storeMatch } from './keys.ts';

/** POST /admin/matches/{id}/sides {side, open}: one side's own switch. */
export function useSwitchSide(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (body: SideSwitchRequest) => api.request(riskDeskRoutes.switchSide, { params: { id }, body }),
    onSuccess: (next) => storeMatch(queryClient, next),
  });
}
