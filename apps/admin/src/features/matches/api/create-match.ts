import { match, type MatchCreateRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeMatch } from './keys.ts';

/** POST /admin/matches → the new round (running, betting closed). */
export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchCreateRequest) =>
      apiRequest('/admin/matches', { method: 'POST', body, data: match }),
    onSuccess: (created) => storeMatch(queryClient, created),
  });
}
