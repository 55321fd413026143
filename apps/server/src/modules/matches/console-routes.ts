// Operator API of DESIGN §4 and §9 for matches and stadiums: list, create, correct, publish a rate,
// open/close betting and tie betting; stadiums. Registered under /api/admin. Every operator reads;
// admin and operator write. Ending a match settles it, so `/matches/:id/end` lives in betting.
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, fromBody, onRecord, requireOperator } from '../auth/index.ts';
import { listDeskMatches, listMatchRates } from './lists.ts';
import { createMatch, getMatch, publishRate, setBettingOpen, setTieOpen, updateMatch } from './service.ts';
import { createStadium, listDeskStadiums, patchStadium } from './stadiums.ts';

/** The console shows a match's whole rate history, within reason. */
const DESK_RATES_LIMIT = 500;

export const matchAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'matches'] });
  const desk = requireOperator(deps, ['admin', 'operator']);
  const anyOperator = requireOperator(deps);

  serve.answer(matchDeskRoutes.stadiums, anyOperator, () => listDeskStadiums(deps));

  serve.answer(matchDeskRoutes.createStadium, desk, fromBody(deps, createStadium), 'stadium.created');

  serve.answer(matchDeskRoutes.patchStadium, desk, onRecord(deps, patchStadium), 'stadium.updated');

  serve.answer(matchDeskRoutes.list, anyOperator, (req) => listDeskMatches(deps, req.query));

  serve.answer(matchDeskRoutes.create, desk, fromBody(deps, createMatch), 'match.created');

  serve.answer(matchDeskRoutes.match, anyOperator, (req) => getMatch(deps, req.params.id));

  serve.answer(matchDeskRoutes.update, desk, onRecord(deps, updateMatch), 'match.updated');

  serve.answer(matchDeskRoutes.rates, anyOperator, (req) =>
    listMatchRates(deps, req.params.id, { limit: DESK_RATES_LIMIT, staff: true }),
  );

  serve.answer(matchDeskRoutes.publishRate, desk, onRecord(deps, publishRate), 'match.rate_published');

  for (const [declaration, isOpen, key] of [
    [matchDeskRoutes.open, true, 'match.opened'],
    [matchDeskRoutes.close, false, 'match.closed'],
  ] as const) {
    serve.answer(declaration, desk, (req) => setBettingOpen(deps, actorOf(req), req.params.id, isOpen), key);
  }

  serve(matchDeskRoutes.openTie, {
    onRequest: desk,
    handler: async (req) =>
      ok(req, await setTieOpen(deps, actorOf(req), req.params.id, true, req.body ?? {}), 'match.tie_opened'),
  });

  serve.answer(
    matchDeskRoutes.closeTie,
    desk,
    (req) => setTieOpen(deps, actorOf(req), req.params.id, false),
    'match.tie_closed',
  );
  done();
};
