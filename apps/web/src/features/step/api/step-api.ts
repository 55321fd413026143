// Step bets (spec §7, DESIGN §4): GET /user/match/step (the pre-fight rounds open for steps),
// POST /user/bet/step {amount, steps} with an Idempotency-Key per confirmed ticket, POST
// /user/transaction/step {cursor, limit} (the member's tickets, newest first) and POST
// /user/transaction/step_details/{id} (one ticket's legs).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_MS } from '@sanam/contract/constants.ts';
import { stepRoutes } from '@sanam/contract/routes/steps.ts';
import {
  STEP_TICKET_PAGE_SIZE,
  type StepBetData,
  type StepBetRequest,
  type StepMatch,
  type StepTicketDetails,
  type StepTicketPage,
} from '@sanam/contract/steps.ts';
import { api } from '../../../lib/api-client.ts';
import { applyBetBalance, placedBet, type PlacedBet } from '../../../lib/bet-reply.ts';

export const stepKeys = {
  all: ['step'] as const,
  matches: ['step', 'matches'] as const,
  tickets: ['step', 'tickets'] as const,
  ticket: (id: number) => ['step', 'ticket', id] as const,
};

/** Rounds come and go, rates change: read as often as the home page's open matches. */
const MATCHES_POLL_MS = POLL_MS.openMatches;
/** A ticket's legs settle as its rounds end. */
const TICKETS_POLL_MS = POLL_MS.endedMatches;

export async function getStepMatches(signal?: AbortSignal): Promise<StepMatch[]> {
  return api.request(stepRoutes.matches, { signal });
}

export function useStepMatches() {
  return useQuery({
    queryKey: stepKeys.matches,
    queryFn: ({ signal }) => getStepMatches(signal),
    refetchInterval: MATCHES_POLL_MS,
  });
}

export async function getStepTickets(cursor: number | null, signal?: AbortSignal): Promise<StepTicketPage> {
  return api.request(stepRoutes.tickets, { body: { cursor, limit: STEP_TICKET_PAGE_SIZE }, signal });
}

export function useStepTickets() {
  return useInfiniteQuery({
    queryKey: stepKeys.tickets,
    queryFn: ({ pageParam, signal }) => getStepTickets(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: TICKETS_POLL_MS,
  });
}

export async function getStepTicket(id: number, signal?: AbortSignal): Promise<StepTicketDetails> {
  return api.request(stepRoutes.ticket, { params: { id }, signal });
}

export function useStepTicket(id: number, isEnabled: boolean) {
  return useQuery({
    queryKey: stepKeys.ticket(id),
    queryFn: ({ signal }) => getStepTicket(id, signal),
    enabled: isEnabled,
    refetchInterval: isEnabled ? TICKETS_POLL_MS : false,
  });
}

export async function placeStep({
  body,
  idempotencyKey,
}: {
  body: StepBetRequest;
  idempotencyKey: string;
}): Promise<PlacedBet<StepBetData>> {
  return placedBet(await api.send(stepRoutes.place, { body, idempotencyKey }));
}

export function usePlaceStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeStep,
    onSuccess: (result) => applyBetBalance(queryClient, result),
    // not awaited: the member hears the answer without waiting for the refetches
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: stepKeys.tickets });
      // a closed round or a new rate may be why it was refused
      void queryClient.invalidateQueries({ queryKey: stepKeys.matches });
    },
  });
}
