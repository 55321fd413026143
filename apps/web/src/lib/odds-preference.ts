// The member's choice when the price moves between their tap and the bet's acceptance (the contract's
// ODDS_ACCEPT: none, better, any): GET and POST /user/settings/odds. In lib/ because the match room's
// bet dialog and the account dialog both show and save it (features never import each other).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OddsAccept } from '@sanam/contract/matches.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { api } from './api-client.ts';

export const ODDS_PREFERENCE_KEY = ['odds-preference'] as const;

/** Only the member changes it; a change made on another device shows here within this long. */
const ODDS_PREFERENCE_STALE_MS = 60_000;

export function useOddsPreference() {
  return useQuery({
    queryKey: ODDS_PREFERENCE_KEY,
    queryFn: ({ signal }) => api.request(betRoutes.preference, { signal }),
    staleTime: ODDS_PREFERENCE_STALE_MS,
  });
}

/** Saves the choice as the member's setting; the saved answer is what every screen shows next. */
export function useSetOddsPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: OddsAccept) => api.request(betRoutes.setPreference, { body: { accept } }),
    onSuccess: (saved) => queryClient.setQueryData(ODDS_PREFERENCE_KEY, saved),
  });
}
