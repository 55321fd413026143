import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { StadiumCreateRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { stadiumsQueryKey } from '../../../lib/stadiums.ts';

/** POST /admin/stadiums {name, type, is_display}; the list is read again from the server. */
export function useCreateStadium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StadiumCreateRequest) => api.request(matchDeskRoutes.createStadium, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stadiumsQueryKey }),
  });
}
