// GET and POST /user/play/reality: the reality check of this sign-in (how often, since when, what it
// staked and won or lost). Read once a sign-in's shell opens to time the next check, and again when
// one is due, for the figures of that moment.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RealityCheckMinutes } from '@sanam/contract/play-limits.ts';
import { playRoutes } from '@sanam/contract/routes/play.ts';
import { api } from '../../../lib/api-client.ts';
import { PLAY_KEY } from './play.ts';

export const REALITY_KEY = ['play-reality'] as const;

export function useRealityCheck() {
  return useQuery({
    queryKey: REALITY_KEY,
    queryFn: ({ signal }) => api.request(playRoutes.reality, { signal }),
    // the interval and the sign-in's start do not change by themselves: a check due refetches
    staleTime: Infinity,
    retry: false,
  });
}

/** Sets how often the check comes (null: off); answers the server's message. */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (minutes: RealityCheckMinutes | null) => {
      const reply = await api.send(playRoutes.setReality, { body: { minutes } });
      // the shell's timer follows the new interval at once
      if (reply.data) queryClient.setQueryData(REALITY_KEY, reply.data);
      return reply.message;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLAY_KEY }),
  });
}
