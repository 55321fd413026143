// Responsible play (GET /user/play, POST /user/play/limits and /limits/confirm): the member's own
// limits and what each period has used. A change answers with the server's words (at once, or
// waiting 24 hours); the page reads the state again after each.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayLimitKey } from '@sanam/contract/play-limits.ts';
import type { PlayLimitRequest } from '@sanam/contract/play.ts';
import { playRoutes } from '@sanam/contract/routes/play.ts';
import { api } from '../../../lib/api-client.ts';

export const PLAY_KEY = ['play'] as const;

export function usePlayState() {
  return useQuery({ queryKey: PLAY_KEY, queryFn: ({ signal }) => api.request(playRoutes.state, { signal }) });
}

/** The server's message for a change: "applies now" or "confirm again in 24 hours". */
async function setLimit(body: PlayLimitRequest): Promise<string> {
  return (await api.send(playRoutes.setLimit, { body })).message;
}

async function confirmLimit(key: PlayLimitKey): Promise<string> {
  return (await api.send(playRoutes.confirmLimit, { body: { key } })).message;
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLAY_KEY }),
  });
}

export function useConfirmLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLAY_KEY }),
  });
}
