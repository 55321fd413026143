import type { ReferralDeclineRequest, ReferredBet } from '@sanam/contract/referrals.ts';
import { referralDeskRoutes } from '@sanam/contract/routes/referrals.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { referredBetsKey } from './list-referred-bets.ts';

/** POST /admin/bets/referred/{id}/decline {reason?}: the stake goes back to the member. */
export function useDeclineReferredBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bet, body }: { bet: ReferredBet; body: ReferralDeclineRequest }) =>
      api.request(referralDeskRoutes.decline, { params: { id: bet.id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referredBetsKey }),
  });
}
