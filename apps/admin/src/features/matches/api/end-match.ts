import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { MatchEndRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deskMutationKey, matchKeys, storeMatch } from './keys.ts';

/** POST /admin/matches/{id}/end {result, next_match_id}: ends and settles the round. */
export function useEndMatch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (body: MatchEndRequest) => api.request(matchDeskRoutes.end, { params: { id }, body }),
    onSuccess: (next) => {
      storeMatch(queryClient, next);
      void queryClient.invalidateQueries({ queryKey: matchKeys.exposure(id) });
    },
  });
}
