// The console dashboard's charts (issue 23), read only. Who sees what (docs/decisions.md): the betting
// charts are for those who run the rounds (admins, operators), the money chart for those who answer
// for the money (admins, cashiers); a member's token is refused.
import { dashboardRoutes as routes } from '@sanam/contract/routes/dashboard.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { cashFlow, handleByDay, roundExposure } from './service.ts';

export const dashboardRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['admin dashboard'] });
  const runsRounds = requireOperator(deps, ['admin', 'operator']);
  serve(routes.handle, {
    onRequest: runsRounds,
    handler: async (req) => ok(req, await handleByDay(deps)),
  });
  serve(routes.exposure, {
    onRequest: runsRounds,
    handler: async (req) => ok(req, await roundExposure(deps, req.query.match_id)),
  });
  serve(routes.cashFlow, {
    onRequest: requireOperator(deps, ['admin', 'cashier']),
    handler: async (req) => ok(req, await cashFlow(deps, req.query.range)),
  });
  done();
};
