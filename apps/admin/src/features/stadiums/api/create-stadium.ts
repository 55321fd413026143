import type { StadiumCreateRequest } from '@sanam/contract/matches.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { stadiumsQueryKey } from '../../../lib/stadiums.ts';

/** POST /admin/stadiums {name, type, is_display}; the list is read again from the server. */
export function useCreateStadium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StadiumCreateRequest) =>
      apiRequest('/admin/stadiums', { method: 'POST', body, data: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stadiumsQueryKey }),
  });
}
