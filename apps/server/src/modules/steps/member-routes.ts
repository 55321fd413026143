// Step (parlay) calls of spec §7: the rounds open for steps, placing a ticket, the member's tickets
// and one ticket's legs. The contract's declaration, one service call, the envelope.
import { stepRoutes as declared } from '@sanam/contract/routes/steps.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import { placeStepBet, stepMatches, stepTicketDetails, stepTickets } from './service.ts';

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
