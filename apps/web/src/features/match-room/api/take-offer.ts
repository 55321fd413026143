// POST /user/bet/referred/{id}/take → BetData: the member takes the smaller stake the desk offered. It
// goes through the stake rules now; the rest of the stake comes back, and the bet request still open
// answers with the same bet. The reply's balance goes on screen at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BetData } from '@sanam/contract/matches.ts';
import type { MemberReferral } from '@sanam/contract/referrals.ts';
import { referralRoutes } from '@sanam/contract/routes/referrals.ts';
import { api } from '../../../lib/api-client.ts';
import { applyBetBalance, placedBet, type PlacedBet } from '../../../lib/bet-reply.ts';
import { dropReferral } from './get-referred-bets.ts';
import { roomKeys } from './keys.ts';

export async function takeOffer(referral: MemberReferral): Promise<PlacedBet<BetData>> {
  return placedBet(await api.send(referralRoutes.take, { params: { id: referral.id } }));
}

export function useTakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeOffer,
    onSuccess: (result, referral) => {
      applyBetBalance(queryClient, result);
      dropReferral(queryClient, referral.match_id, referral.id);
      void queryClient.invalidateQueries({ queryKey: roomKeys.betHistory(referral.match_id) });
    },
    // refused (the offer ran out, say): the list says what stands now
    onError: (_error, referral) =>
      void queryClient.invalidateQueries({ queryKey: roomKeys.referrals(referral.match_id) }),
  });
}
