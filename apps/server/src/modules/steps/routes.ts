// Step (parlay) calls of spec §7: the rounds open for steps, placing a ticket, the member's tickets
// and one ticket's legs. The contract's declaration, one service call, the envelope.
import { stepDeskRoutes as desk, stepRoutes as declared } from '@sanam/contract/routes/steps.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember, requireOperator } from '../auth/index.ts';
import {
  deskTicket,
  deskTickets,
  placeStepBet,
  stepMatches,
  stepTicketDetails,
  stepTickets,
} from './service.ts';

export const stepRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['steps'] });
  const memberOnly = requireMember(deps);

  serve.answer(declared.matches, memberOnly, () => stepMatches(deps));

  serve.answer(
    declared.place,
    memberOnly,
    (req) => placeStepBet(deps, memberIdOf(req), req.body, req.headers['idempotency-key'] ?? null),
    'step.placed',
  );

  serve.answer(declared.tickets, memberOnly, (req) => stepTickets(deps, memberIdOf(req), req.body));

  serve.answer(declared.ticket, memberOnly, (req) => stepTicketDetails(deps, memberIdOf(req), req.params.id));
  done();
};

/**
 * The console's step tickets desk (issue 24), under /api/admin: read only, so every console role
 * (admin, operator, cashier: who runs the rounds and who answers a member's question) may search it.
 */
export const stepDeskRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'steps'] });
  const staff = requireOperator(deps, ['admin', 'operator', 'cashier']);
  serve.answer(desk.tickets, staff, (req) => deskTickets(deps, req.query));
  serve.answer(desk.ticket, staff, (req) => deskTicket(deps, req.params.id));
  done();
};
