import { match, type TieOpenRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { deskMutationKey, storeMatch } from './keys.ts';

/** POST /admin/matches/{id}/tie/open {tie_multiplier?, notie_multiplier?} */
export function useOpenTie(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (body: TieOpenRequest) =>
      apiRequest(`/admin/matches/${id}/tie/open`, { method: 'POST', body, data: match }),
    onSuccess: (next) => storeMatch(queryClient, next),
  });
}

/** POST /admin/matches/{id}/tie/close */
export function useCloseTie(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: () => apiRequest(`/admin/matches/${id}/tie/close`, { method: 'POST', data: match }),
    onSuccess: (next) => storeMatch(queryClient, next),
  });
}
