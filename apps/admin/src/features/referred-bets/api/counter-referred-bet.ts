import type { ReferralCounterRequest, ReferredBet } from '@sanam/contract/referrals.ts';
import { referralDeskRoutes } from '@sanam/contract/routes/referrals.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { referredBetsKey } from './list-referred-bets.ts';

/** POST /admin/bets/referred/{id}/counter {amount}: a smaller stake for the member to take or leave. */
export function useCounterReferredBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bet, body }: { bet: ReferredBet; body: ReferralCounterRequest }) =>
      api.request(referralDeskRoutes.counter, { params: { id: bet.id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referredBetsKey }),
  });
}
