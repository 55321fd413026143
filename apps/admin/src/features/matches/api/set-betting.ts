import { match } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { deskMutationKey, storeMatch } from './keys.ts';

/** POST /admin/matches/{id}/open or /close (the server refuses to open without a rate). */
export function useSetBetting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (isOpen: boolean) =>
      apiRequest(`/admin/matches/${id}/${isOpen ? 'open' : 'close'}`, { method: 'POST', data: match }),
    onSuccess: (next) => storeMatch(queryClient, next),
  });
}
