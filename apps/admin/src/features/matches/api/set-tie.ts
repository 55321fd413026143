import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { TieOpenRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deskMutationKey, storeMatch } from './keys.ts';

/** POST /admin/matches/{id}/tie/open {tie_multiplier?, notie_multiplier?} */
export function useOpenTie(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (body: TieOpenRequest) => api.request(matchDeskRoutes.openTie, { params: { id }, body }),
    onSuccess: (next) => storeMatch(queryClient, next),
  });
}

/** POST /admin/matches/{id}/tie/close */
export function useCloseTie(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: () => api.request(matchDeskRoutes.closeTie, { params: { id } }),
    onSuccess: (next) => storeMatch(queryClient, next),
  });
}
