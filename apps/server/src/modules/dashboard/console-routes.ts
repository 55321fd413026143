// The console dashboard's charts, read only. Who sees what (docs/decisions.md): the betting
// charts are for those who run the rounds (admins, operators), the money chart for those who answer
// for the money (admins, cashiers); a member's token is refused.
import { dashboardRoutes as routes } from '@sanam/contract/routes/dashboard.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { cashFlow, handleByDay, roundExposure } from './service.ts';

export const dashboardRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['admin dashboard'] });
  const runsRounds = requireOperator(deps, ['admin', 'operator']);
  serve.answer(routes.handle, runsRounds, () => handleByDay(deps));
  serve.answer(routes.exposure, runsRounds, (req) => roundExposure(deps, req.query.match_id));
  serve.answer(routes.cashFlow, requireOperator(deps, ['admin', 'cashier']), (req) =>
    cashFlow(deps, req.query.range),
  );
  done();
};
