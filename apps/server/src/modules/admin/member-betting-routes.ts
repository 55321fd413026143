// A member's own betting controls (issue 23), under /api/admin, for the roles that run the book
// (admin, operator): suspend betting, a maximum stake, a factor on the round's limits. Audited.
import { adminMember } from '@sanam/contract/admin.ts';
import { envelope } from '@sanam/contract/envelope.ts';
import { memberBetControlsRequest } from '@sanam/contract/risk.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, idParams, requireOperator } from '../auth/index.ts';
import { setBetControls } from './service.ts';

const secured = { tags: ['operator', 'members'], security: [{ bearer: [] }] };

export const memberBettingRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  app.patch(
    '/members/:id/betting',
    {
      onRequest: requireOperator(deps, ['admin', 'operator']),
      schema: { ...secured, params: idParams, body: memberBetControlsRequest, response: { 200: envelope(adminMember) } },
    },
    async (req) =>
      ok(req, await setBetControls(deps, actorOf(req), req.params.id, req.body), 'admin.member_betting_saved'),
  );
  done();
};
