import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deskMutationKey, storeMatch } from './keys.ts';

/** POST /admin/matches/{id}/open or /close (the server refuses to open without a rate). */
export function useSetBetting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (isOpen: boolean) =>
      api.request(isOpen ? matchDeskRoutes.open : matchDeskRoutes.close, { params: { id } }),
    onSuccess: (next) => storeMatch(queryClient, next),
  });
}
