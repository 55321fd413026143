import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { MatchPatchRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deskMutationKey, matchKeys } from './keys.ts';

/** PATCH /admin/matches/{id} {round_name, red_cow_name, blue_cow_name, streaming_url}; the match is read again. */
export function useUpdateMatch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (body: MatchPatchRequest) => api.request(matchDeskRoutes.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchKeys.all }),
  });
}
