import type { ReferredBet } from '@sanam/contract/referrals.ts';
import { referralDeskRoutes } from '@sanam/contract/routes/referrals.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { referredBetsKey } from './list-referred-bets.ts';

/** POST /admin/bets/referred/{id}/accept: the bet goes through the stake rules now; the queue is read again. */
export function useAcceptReferredBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bet: ReferredBet) =>
      api.request(referralDeskRoutes.accept, { params: { id: bet.id }, body: {} }),
    // a refusal (already decided, timed out) changes the queue as much as a success
    onSettled: () => queryClient.invalidateQueries({ queryKey: referredBetsKey }),
  });
}
