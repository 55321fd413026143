// The console's view of the games (admins and cashiers, who answer for the money):
// GET /admin/games → the totals per game and the latest game transactions. Read only.
import { envelope } from '@sanam/contract/envelope.ts';
import { adminGamesReport } from '@sanam/contract/games.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { gamesReport } from './service.ts';

export const gameAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  app.get(
    '/games',
    {
      onRequest: requireOperator(deps, ['admin', 'cashier']),
      schema: {
        tags: ['admin games'],
        security: [{ bearer: [] }],
        response: { 200: envelope(adminGamesReport) },
      },
    },
    async (req) => ok(req, await gamesReport(deps)),
  );
  done();
};
