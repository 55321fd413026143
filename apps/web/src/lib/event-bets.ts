// Event / quiz bets (spec §7): GET /user/quiz → the open events with their odds and the
// member's own bets, and POST /user/bet/event/{id} {amount, type, odds, ref} → EventBetData. Kept in
// lib/ because the home side panel shows them (features never import each other).
// The bet names the odds the member saw: the server refuses a changed price (409), never charges it.
// `ref` is one per confirmed bet, so a retry of the same request is one bet.
// The list follows the operator over the socket (QUIZ, features/home/api/use-events-socket.ts);
// EVENT_POLL_MS is only a slow safety net.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventRoutes } from '@sanam/contract/routes/events.ts';
import {
  EVENT_POLL_MS,
  type EventBetData,
  type EventBetRequest,
  type QuizEvent,
} from '@sanam/contract/events.ts';
import type { QuizUpdateEvent } from '@sanam/contract/realtime.ts';
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

/** The server's order of the list (GET /user/quiz): by closing time, those without one last, then by id. */
function byClosing(a: QuizEvent, b: QuizEvent): number {
  if (a.closes_at !== b.closes_at) {
    if (a.closes_at === null) return 1;
    if (b.closes_at === null) return -1;
    return Date.parse(a.closes_at) - Date.parse(b.closes_at);
  }
  return a.id - b.id;
}

/**
 * The held list after a QUIZ (the caller has already dropped one older than what it saw): an open
 * event before its closing time is added or replaced (keeping the member's own bets, which QUIZ does
 * not carry); any other state takes it off the list. Nothing held yet: the fetch in flight brings it.
 */
export function applyQuizUpdate(
  list: QuizEvent[] | undefined,
  { event }: QuizUpdateEvent,
  now = Date.now(),
): QuizEvent[] | undefined {
  if (!list) return list;
  const held = list.find((e) => e.id === event.id);
  const isBettable =
    event.state === 'open' && (event.closes_at === null || Date.parse(event.closes_at) > now);
  if (!isBettable) return held ? list.filter((e) => e.id !== event.id) : list;
  const { state: _state, winner: _winner, ...shown } = event;
  const next: QuizEvent = { ...shown, my_bets: held?.my_bets ?? [] };
  return held ? list.map((e) => (e.id === event.id ? next : e)) : [...list, next].sort(byClosing);
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
