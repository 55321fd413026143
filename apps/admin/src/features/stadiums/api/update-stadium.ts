import type { StadiumPatchRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { stadiumsQueryKey } from '../../../lib/stadiums.ts';

/** PATCH /admin/stadiums/{id} with any of name, type, is_display. */
export function useUpdateStadium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: StadiumPatchRequest }) =>
      apiRequest(`/admin/stadiums/${id}`, { method: 'PATCH', body: patch, data: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stadiumsQueryKey }),
  });
}
