import { stepDeskRoutes } from '@sanam/contract/routes/steps.ts';
import type { StepDeskQuery } from '@sanam/contract/step-desk.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /admin/step-tickets?member=&status=&limit=&offset= (newest first; every console role). */
export function useStepTickets(params: StepDeskQuery) {
  return useQuery({
    queryKey: ['step-tickets', params],
    queryFn: ({ signal }) => api.request(stepDeskRoutes.tickets, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/step-tickets/{id}: one ticket with its legs, their rounds and results. */
export function useStepTicket(id: number) {
  return useQuery({
    queryKey: ['step-ticket', id],
    queryFn: ({ signal }) => api.request(stepDeskRoutes.ticket, { params: { id }, signal }),
  });
}
