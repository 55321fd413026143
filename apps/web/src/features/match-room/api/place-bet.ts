// POST /user/bet/{matchId}, or /user/bet/prefight/{id} for a pre-fight match (spec §7), with
// {amount, type, ref, rateId}, for tie and no-tie the multiplier the member saw, and what they take if
// the price moves (accept) → BetData {bet, balance, event_point}, the bet at the price it was taken at.
// A live round with a bet delay answers once the delay is over; a bet referred to the desk, once it is
// decided (contract referrals.ts: up to the desk's time and then the member's to answer an offer). A
// placed bet moves the balance at once and shows in the room's bet history.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BetData, BetRequest } from '@sanam/contract/matches.ts';
import type { MemberReferral } from '@sanam/contract/referrals.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/auth.tsx';
import { applyBetBalance, placedBet, type PlacedBet } from '../../../lib/bet-reply.ts';
import { isReferralOf, settleReferralsOf, type SentBet } from './get-referred-bets.ts';
import { roomKeys } from './keys.ts';

const PLACE_BET_KEY = ['match-room', 'place-bet'] as const;

export interface PlaceBetInput {
  matchId: number;
  isPrefight: boolean;
  body: BetRequest;
}

/** Spec §3: the ref is built from the match id, the time in ms and a random part: one per attempt. */
export function newBetRef(matchId: number): string {
  return `${matchId}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

export async function placeBet({ matchId, isPrefight, body }: PlaceBetInput): Promise<PlacedBet<BetData>> {
  const reply = isPrefight
    ? await api.send(betRoutes.prefight, { params: { id: matchId }, body })
    : await api.send(betRoutes.live, { params: { matchId }, body });
  return placedBet(reply);
}

/**
 * No answer came: the network dropped it, or a gateway gave up on a request kept open while the desk
 * decides. The bet may stand, or still wait for the desk.
 */
export const isAnswerLost = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

const sentBet = ({ matchId, body }: PlaceBetInput): SentBet => ({
  matchId,
  side: body.type,
  amount: body.amount,
});

/**
 * Whether a bet request still on its way stands for `referral`: its answer then says how the
 * referral ended (the receipt or the refusal), wherever the member answered the offer. A dialog
 * closed meanwhile does not end the request.
 */
export function hasOpenRequest(queryClient: QueryClient, referral: MemberReferral): boolean {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: PLACE_BET_KEY, status: 'pending' })
    .some((m) => {
      const input = m.state.variables as PlaceBetInput | undefined;
      return input !== undefined && isReferralOf(referral, sentBet(input));
    });
}

export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PLACE_BET_KEY,
    mutationFn: placeBet,
    onSuccess: (result, { matchId }) => {
      applyBetBalance(queryClient, result);
      void queryClient.invalidateQueries({ queryKey: roomKeys.betHistory(matchId) });
    },
    onError: (error, { matchId }) => {
      // a refusal about the round (closed, a new rate or multiplier) means the room is behind the
      // server, a missed event perhaps: read the round again so the form shows what is true now
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: roomKeys.match(matchId) });
    },
    onSettled: (_result, error, input) => {
      const wasReferred = settleReferralsOf(queryClient, sentBet(input));
      // no answer: the bet may still wait for the desk, and the list says so, with any offer to answer
      if (wasReferred || isAnswerLost(error))
        void queryClient.invalidateQueries({ queryKey: roomKeys.referrals(input.matchId) });
      // a referred bet refused gave its stake back long after it was reserved: should that BALANCE
      // have been missed in the wait, the profile says it
      if (wasReferred && error) void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
