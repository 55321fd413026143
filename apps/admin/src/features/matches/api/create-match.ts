import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { MatchCreateRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeMatch } from './keys.ts';

/** POST /admin/matches → the new round (running, betting closed). */
export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchCreateRequest) => api.request(matchDeskRoutes.create, { body }),
    onSuccess: (created) => storeMatch(queryClient, created),
  });
}
