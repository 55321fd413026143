import type { MatchPatchRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { deskMutationKey, matchKeys } from './keys.ts';

/** PATCH /admin/matches/{id} {round_name, red_cow_name, blue_cow_name, streaming_url}; the match is read again. */
export function useUpdateMatch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (body: MatchPatchRequest) =>
      apiRequest(`/admin/matches/${id}`, { method: 'PATCH', body, data: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchKeys.all }),
  });
}
