// Step (parlay) calls of spec §7: the rounds open for steps, a ticket, the member's tickets, one
// ticket's legs.
import { z } from 'zod';
import {
  stepBetData,
  stepBetRequest,
  stepMatch,
  stepTicketDetails,
  stepTicketListRequest,
  stepTicketPage,
} from '../steps.ts';
import { stepDeskPage, stepDeskQuery, stepDeskTicketDetails } from '../step-desk.ts';
import { idempotencyHeaders, idParams } from './params.ts';
import { declare } from './route.ts';

export const stepRoutes = {
  matches: declare({ method: 'GET', path: '/user/match/step', access: 'member', reply: z.array(stepMatch) }),
  place: declare({
    method: 'POST',
    path: '/user/bet/step',
    access: 'member',
    headers: idempotencyHeaders,
    body: stepBetRequest,
    reply: stepBetData,
  }),
  tickets: declare({
    method: 'POST',
    path: '/user/transaction/step',
    access: 'member',
    body: stepTicketListRequest,
    reply: stepTicketPage,
  }),
  ticket: declare({
    method: 'POST',
    path: '/user/transaction/step_details/:id',
    access: 'member',
    params: idParams,
    reply: stepTicketDetails,
  }),
};

/** The console's step tickets desk: every member's tickets, read only, for every console role. */
export const stepDeskRoutes = {
  tickets: declare({
    method: 'GET',
    path: '/admin/step-tickets',
    access: 'operator',
    querystring: stepDeskQuery,
    reply: stepDeskPage,
  }),
  ticket: declare({
    method: 'GET',
    path: '/admin/step-tickets/:id',
    access: 'operator',
    params: idParams,
    reply: stepDeskTicketDetails,
  }),
};
