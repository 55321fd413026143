// Live betting (spec §7 POST /user/bet/{matchId}) and the operator's /matches/:id/end, which settles.
// Registered under the API prefix: member paths as the spec has them, operator paths under /admin.
import { envelope } from '@sanam/contract/envelope.ts';
import { betData, betRequest, match, matchEndRequest } from '@sanam/contract/matches.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireMember, requireOperator } from '../auth/service.ts';
import { endAndSettle, placeBet } from './service.ts';

const id = z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER);

export const bettingRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  app.post(
    '/user/bet/:matchId',
    {
      onRequest: requireMember(deps),
      schema: {
        tags: ['bets'],
        security: [{ bearer: [] }],
        params: z.object({ matchId: id }),
        body: betRequest,
        response: { 200: envelope(betData) },
      },
    },
    async (req) => {
      if (!req.member) throw new Error('requireMember did not run');
      return ok(req, await placeBet(deps, req.member.memberId, req.params.matchId, req.body), 'bet.placed');
    },
  );

  app.post(
    '/admin/matches/:id/end',
    {
      onRequest: requireOperator(deps, ['admin', 'operator']),
      schema: {
        tags: ['operator', 'matches'],
        security: [{ bearer: [] }],
        params: z.object({ id }),
        body: matchEndRequest,
        response: { 200: envelope(match) },
      },
    },
    async (req) => {
      if (!req.operator) throw new Error('requireOperator did not run');
      const actor = { operatorId: req.operator.operatorId, ip: req.ip };
      return ok(req, await endAndSettle(deps, actor, req.params.id, req.body), 'match.ended');
    },
  );
  done();
};
