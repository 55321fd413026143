// Event / quiz bets (spec §7; issue 9 §4): GET /user/quiz → the open events with their odds and the
// member's own bets, and POST /user/bet/event/{id} {amount, type, odds, ref} → EventBetData. Kept in
// lib/ because the home side panel shows them (features never import each other).
// The bet names the odds the member saw: the server refuses a changed price (409), never charges it.
// `ref` is one per confirmed bet, so a retry of the same request is one bet.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventRoutes } from '@sanam/contract/routes/events.ts';
import {
  EVENT_POLL_MS,
  type EventBetData,
  type EventBetRequest,
  type QuizEvent,
} from '@sanam/contract/events.ts';
import { api } from './api-client.ts';
import { applyBetBalance, placedBet, type PlacedBet } from './bet-reply.ts';

export const QUIZ_QUERY_KEY = ['quiz'] as const;

export async function getQuiz(signal?: AbortSignal): Promise<QuizEvent[]> {
  return api.request(eventRoutes.quiz, { signal });
}

export function useQuiz(isEnabled = true) {
  return useQuery({
    queryKey: QUIZ_QUERY_KEY,
    queryFn: ({ signal }) => getQuiz(signal),
    refetchInterval: EVENT_POLL_MS,
    enabled: isEnabled,
  });
}

export interface PlaceEventBetInput {
  eventId: number;
  body: EventBetRequest;
}

export async function placeEventBet({ eventId, body }: PlaceEventBetInput): Promise<PlacedBet<EventBetData>> {
  return placedBet(await api.send(eventRoutes.bet, { params: { id: eventId }, body }));
}

export function usePlaceEventBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeEventBet,
    onSuccess: (result) => applyBetBalance(queryClient, result),
    // the member's bets, or the new odds that refused the bet
    onSettled: () => void queryClient.invalidateQueries({ queryKey: QUIZ_QUERY_KEY }),
  });
}
