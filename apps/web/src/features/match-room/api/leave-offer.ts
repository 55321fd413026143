// POST /user/bet/referred/{id}/leave → the referral: the member leaves the smaller stake the desk
// offered; the whole stake comes back (BALANCE, and the profile read again should that be missed),
// and the bet request still open answers 'bet.offer_left'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberReferral } from '@sanam/contract/referrals.ts';
import { referralRoutes } from '@sanam/contract/routes/referrals.ts';
import { api } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/auth.tsx';
import { BetRefused } from '../../../lib/bet-reply.ts';
import { dropReferral } from './get-referred-bets.ts';
import { roomKeys } from './keys.ts';

export async function leaveOffer(referral: MemberReferral): Promise<string> {
  const reply = await api.send(referralRoutes.leave, { params: { id: referral.id } });
  if (!reply.success) throw new BetRefused(reply.message);
  return reply.message;
}

export function useLeaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveOffer,
    onSuccess: (_message, referral) => {
      dropReferral(queryClient, referral.match_id, referral.id);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
    onError: (_error, referral) =>
      void queryClient.invalidateQueries({ queryKey: roomKeys.referrals(referral.match_id) }),
  });
}
