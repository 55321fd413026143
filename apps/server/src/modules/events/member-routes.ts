// The member's event calls (spec §7): GET /user/quiz, POST /user/bet/event/{id} {amount, type, odds,
// ref?} and POST /user/quiz/bet {event_id, amount, type, odds, ref?} (the same bet, the event in
// the body). An Idempotency-Key header stands in for `ref`.
import { eventRoutes as declared } from '@sanam/contract/routes/events.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import { listQuiz, placeEventBet } from './service.ts';

export const eventRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['events'] });
  const memberOnly = requireMember(deps);

  serve.answer(declared.quiz, memberOnly, (req) => listQuiz(deps, memberIdOf(req)));

  serve.answer(
    declared.bet,
    memberOnly,
    (req) =>
      placeEventBet(deps, memberIdOf(req), req.params.id, req.body, req.headers['idempotency-key'] ?? null),
    'event.bet_placed',
  );

  serve(declared.quizBet, {
    onRequest: memberOnly,
    handler: async (req) => {
      const { event_id: eventId, ...bet } = req.body;
      return ok(
        req,
        await placeEventBet(deps, memberIdOf(req), eventId, bet, req.headers['idempotency-key'] ?? null),
        'event.bet_placed',
      );
    },
  });
  done();
};
