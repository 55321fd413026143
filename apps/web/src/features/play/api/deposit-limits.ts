// Whether the member has a deposit limit, set or waiting (GET /user/play, the limits page's own
// query and cache): what the deposit tab's offer to set one asks, and only when it would be made.
import { useQuery } from '@tanstack/react-query';
import { playRoutes } from '@sanam/contract/routes/play.ts';
import { api } from '../../../lib/api-client.ts';
import { PLAY_KEY } from './play.ts';

export const DEPOSIT_LIMIT_KEYS = ['deposit_day', 'deposit_week', 'deposit_month'] as const;

export function useHasDepositLimit(isAsked: boolean) {
  return useQuery({
    queryKey: PLAY_KEY,
    queryFn: ({ signal }) => api.request(playRoutes.state, { signal }),
    select: (state) => state.limits.some((l) => (DEPOSIT_LIMIT_KEYS as readonly string[]).includes(l.key)),
    enabled: isAsked,
    // a read that failed (the shell's, the same query) is not asked again by the offer: without an
    // answer there is no offer, and a refetch would put the shell's play state back to loading
    retryOnMount: false,
  });
}
