// Operator API of DESIGN §4 and §9 for matches and stadiums: list, create, correct, publish a rate,
// open/close betting and tie betting; stadiums. Registered under /api/admin. Every operator reads;
// admin and operator write. Ending a match settles it, so `/matches/:id/end` lives in betting.
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from '../auth/index.ts';
import { listDeskMatches, listMatchRates } from './lists.ts';
import { createMatch, getMatch, publishRate, setBettingOpen, setTieOpen, updateMatch } from './service.ts';
import { createStadium, listDeskStadiums, patchStadium } from './stadiums.ts';

/** The console shows a match's whole rate history, within reason. */
const DESK_RATES_LIMIT = 500;

export const matchAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'matches'] });
  const desk = requireOperator(deps, ['admin', 'operator']);
  const anyOperator = requireOperator(deps);

  serve(matchDeskRoutes.stadiums, {
    onRequest: anyOperator,
    handler: async (req) => ok(req, await listDeskStadiums(deps)),
  });

  serve(matchDeskRoutes.createStadium, {
    onRequest: desk,
    handler: async (req) => ok(req, await createStadium(deps, actorOf(req), req.body), 'stadium.created'),
  });

  serve(matchDeskRoutes.patchStadium, {
    onRequest: desk,
    handler: async (req) =>
      ok(req, await patchStadium(deps, actorOf(req), req.params.id, req.body), 'stadium.updated'),
  });

  serve(matchDeskRoutes.list, {
    onRequest: anyOperator,
    handler: async (req) => ok(req, await listDeskMatches(deps, req.query)),
  });

  serve(matchDeskRoutes.create, {
    onRequest: desk,
    handler: async (req) => ok(req, await createMatch(deps, actorOf(req), req.body), 'match.created'),
  });

  serve(matchDeskRoutes.match, {
    onRequest: anyOperator,
    handler: async (req) => ok(req, await getMatch(deps, req.params.id)),
  });

  serve(matchDeskRoutes.update, {
    onRequest: desk,
    handler: async (req) =>
      ok(req, await updateMatch(deps, actorOf(req), req.params.id, req.body), 'match.updated'),
  });

  serve(matchDeskRoutes.rates, {
    onRequest: anyOperator,
    handler: async (req) => ok(req, await listMatchRates(deps, req.params.id, DESK_RATES_LIMIT)),
  });

  serve(matchDeskRoutes.publishRate, {
    onRequest: desk,
    handler: async (req) =>
      ok(req, await publishRate(deps, actorOf(req), req.params.id, req.body), 'match.rate_published'),
  });

  for (const [declaration, isOpen, key] of [
    [matchDeskRoutes.open, true, 'match.opened'],
    [matchDeskRoutes.close, false, 'match.closed'],
  ] as const) {
    serve(declaration, {
      onRequest: desk,
      handler: async (req) => ok(req, await setBettingOpen(deps, actorOf(req), req.params.id, isOpen), key),
    });
  }

  serve(matchDeskRoutes.openTie, {
    onRequest: desk,
    handler: async (req) =>
      ok(req, await setTieOpen(deps, actorOf(req), req.params.id, true, req.body ?? {}), 'match.tie_opened'),
  });

  serve(matchDeskRoutes.closeTie, {
    onRequest: desk,
    handler: async (req) =>
      ok(req, await setTieOpen(deps, actorOf(req), req.params.id, false), 'match.tie_closed'),
  });
  done();
};
