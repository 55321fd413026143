import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { StadiumPatchRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { stadiumsQueryKey } from '../../../lib/stadiums.ts';

/** PATCH /admin/stadiums/{id} with any of name, type, is_display. */
export function useUpdateStadium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: StadiumPatchRequest }) =>
      api.request(matchDeskRoutes.patchStadium, { params: { id }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stadiumsQueryKey }),
  });
}
