// POST /user/bet/{matchId}, or /user/bet/prefight/{id} for a pre-fight match (spec §7), with
// {amount, type, ref, rateId}, for tie and no-tie the multiplier the member saw, and what they take if
// the price moves (accept) → BetData {bet, balance, event_point}, the bet at the price it was taken at.
// A live round with a bet delay answers once the delay is over. A placed bet moves the balance at once
// and shows in the room's bet history.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BetData, BetRequest } from '@sanam/contract/matches.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { applyBetBalance, placedBet, type PlacedBet } from '../../../lib/bet-reply.ts';
import { roomKeys } from './keys.ts';

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

export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
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
  });
}
