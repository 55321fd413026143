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
import { PROFILE_QUERY_KEY } from '../../../lib/auth.tsx';
import { applyBalance } from '../../../lib/balance.ts';

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

/** A reply that came back but did not place the ticket (success false on a 2xx). */
export class StepRefused extends Error {}

export interface PlaceStepResult {
  /** null when the server said success in a shape this build does not know: the ticket stands anyway */
  data: StepBetData | null;
  message: string;
}

export async function placeStep({
  body,
  idempotencyKey,
}: {
  body: StepBetRequest;
  idempotencyKey: string;
}): Promise<PlaceStepResult> {
  const reply = await api.send(stepRoutes.place, { body, idempotencyKey });
  if (!reply.success) throw new StepRefused(reply.message);
  return { data: reply.data, message: reply.message };
}

export function usePlaceStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeStep,
    onSuccess: (result) => {
      if (result.data) applyBalance(queryClient, result.data);
      else void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
    // not awaited: the member hears the answer without waiting for the refetches
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: stepKeys.tickets });
      // a closed round or a new rate may be why it was refused
      void queryClient.invalidateQueries({ queryKey: stepKeys.matches });
    },
  });
}
