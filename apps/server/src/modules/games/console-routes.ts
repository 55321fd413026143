// The console's view of the games (admins and cashiers, who answer for the money):
// GET /admin/games → the totals per game and the latest game transactions. Read only.
import { gameDeskRoutes } from '@sanam/contract/routes/games.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { gamesReport } from './service.ts';

export const gameAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['admin games'] });
  serve.answer(gameDeskRoutes.report, requireOperator(deps, ['admin', 'cashier']), () => gamesReport(deps));
  done();
};
