// The operator's risk controls on a running round, under /api/admin, for the roles that
// run matches (admin, operator); any operator reads a round's risk.
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, onRecord, requireOperator } from '../auth/index.ts';
import { cancelLastCall, roundRisk, setRoundLimits, setSide, startLastCall } from './risk.ts';

export const riskAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'matches'] });
  const desk = requireOperator(deps, ['admin', 'operator']);

  serve.answer(riskDeskRoutes.switchSide, desk, onRecord(deps, setSide), 'match.side_switched');

  serve.answer(
    riskDeskRoutes.lastCall,
    desk,
    (req) => startLastCall(deps, actorOf(req), req.params.id, req.body.seconds),
    'match.last_call_started',
  );

  serve.answer(
    riskDeskRoutes.cancelLastCall,
    desk,
    (req) => cancelLastCall(deps, actorOf(req), req.params.id),
    'match.last_call_cancelled',
  );

  serve.answer(riskDeskRoutes.limits, desk, onRecord(deps, setRoundLimits), 'match.limits_saved');

  serve.answer(riskDeskRoutes.risk, requireOperator(deps), (req) => roundRisk(deps, req.params.id));

  done();
};
