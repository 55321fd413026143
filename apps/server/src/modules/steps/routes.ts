// Step (parlay) calls of spec §7: the rounds open for steps, placing a ticket, the member's tickets
// and one ticket's legs. Parse with the contract's schema, one service call, the envelope.
import { envelope } from '@sanam/contract/envelope.ts';
import {
  stepBetData,
  stepBetRequest,
  stepMatch,
  stepTicketDetails as stepTicketDetailsSchema,
  stepTicketListRequest,
  stepTicketPage,
} from '@sanam/contract/steps.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeaders } from '../../http/headers.ts';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import { placeStepBet, stepMatches, stepTicketDetails, stepTickets } from './service.ts';

const secured = { tags: ['steps'], security: [{ bearer: [] }] };
const id = z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER);

export const stepRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const memberOnly = requireMember(deps);

  app.get(
    '/user/match/step',
    { onRequest: memberOnly, schema: { ...secured, response: { 200: envelope(z.array(stepMatch)) } } },
    async (req) => ok(req, await stepMatches(deps)),
  );

  app.post(
    '/user/bet/step',
    {
      onRequest: memberOnly,
      schema: {
        ...secured,
        headers: idempotencyHeaders,
        body: stepBetRequest,
        response: { 200: envelope(stepBetData) },
      },
    },
    async (req) =>
      ok(
        req,
        await placeStepBet(deps, memberIdOf(req), req.body, req.headers['idempotency-key'] ?? null),
        'step.placed',
      ),
  );

  app.post(
    '/user/transaction/step',
    {
      onRequest: memberOnly,
      schema: { ...secured, body: stepTicketListRequest, response: { 200: envelope(stepTicketPage) } },
    },
    async (req) => ok(req, await stepTickets(deps, memberIdOf(req), req.body)),
  );

  app.post(
    '/user/transaction/step_details/:id',
    {
      onRequest: memberOnly,
      schema: { ...secured, params: z.object({ id }), response: { 200: envelope(stepTicketDetailsSchema) } },
    },
    async (req) => ok(req, await stepTicketDetails(deps, memberIdOf(req), req.params.id)),
  );
  done();
};
