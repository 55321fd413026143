import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { RegradeRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deskMutationKey, matchKeys } from './keys.ts';

/** POST /admin/matches/{id}/regrade {result}: reversing entries, then settled again; the match is read again. */
export function useRegradeMatch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (body: RegradeRequest) => api.request(matchDeskRoutes.regrade, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchKeys.all }),
  });
}
