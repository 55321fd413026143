// The member's event calls (spec §7): GET /user/quiz, POST /user/bet/event/{id} {amount, type, odds,
// ref?} and POST /user/quiz/bet {event_id, amount, type, odds, ref?} (the same bet, the event in
// the body). An Idempotency-Key header stands in for `ref`.
import { envelope } from '@sanam/contract/envelope.ts';
import { eventBetData, eventBetRequest, quizBetRequest, quizEventList } from '@sanam/contract/events.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeaders } from '../../http/headers.ts';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import { listQuiz, placeEventBet } from './service.ts';

const id = z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER);
const secured = { tags: ['events'], security: [{ bearer: [] }] };

export const eventRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const memberOnly = requireMember(deps);

  app.get(
    '/user/quiz',
    { onRequest: memberOnly, schema: { ...secured, response: { 200: envelope(quizEventList) } } },
    async (req) => ok(req, await listQuiz(deps, memberIdOf(req))),
  );

  app.post(
    '/user/bet/event/:id',
    {
      onRequest: memberOnly,
      schema: {
        ...secured,
        params: z.object({ id }),
        headers: idempotencyHeaders,
        body: eventBetRequest,
        response: { 200: envelope(eventBetData) },
      },
    },
    async (req) =>
      ok(
        req,
        await placeEventBet(
          deps,
          memberIdOf(req),
          req.params.id,
          req.body,
          req.headers['idempotency-key'] ?? null,
        ),
        'event.bet_placed',
      ),
  );

  app.post(
    '/user/quiz/bet',
    {
      onRequest: memberOnly,
      schema: {
        ...secured,
        headers: idempotencyHeaders,
        body: quizBetRequest,
        response: { 200: envelope(eventBetData) },
      },
    },
    async (req) => {
      const { event_id: eventId, ...bet } = req.body;
      return ok(
        req,
        await placeEventBet(deps, memberIdOf(req), eventId, bet, req.headers['idempotency-key'] ?? null),
        'event.bet_placed',
      );
    },
  );
  done();
};
