// Betting calls (spec §7): live and pre-fight bets, the member's bet history of a match; and the
// operator's calls that touch bets (DESIGN §9): end (which settles), regrade, exposure.
// Registered under the API prefix: member paths as the spec has them, operator paths under /admin.
import { envelope } from '@sanam/contract/envelope.ts';
import {
  betData,
  betHistoryEntry,
  betRequest,
  exposure,
  match,
  matchEndRequest,
  regradeRequest,
} from '@sanam/contract/matches.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import {
  actorOf,
  memberIdOf,
  memberOf,
  requireMember,
  requireMemberToken,
  requireOperator,
} from '../auth/index.ts';
import { betHistory, endAndSettle, exposureOf, placeBet, regradeMatch } from './service.ts';

const id = z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER);

export const bettingRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  app.post(
    '/user/bet/:matchId',
    {
      // the session is checked by the bet's own statement (auth requireMemberToken)
      onRequest: requireMemberToken(deps),
      schema: {
        tags: ['bets'],
        security: [{ bearer: [] }],
        params: z.object({ matchId: id }),
        body: betRequest,
        response: { 200: envelope(betData) },
      },
    },
    async (req) =>
      ok(req, await placeBet(deps, memberOf(req), req.params.matchId, req.body, 'live'), 'bet.placed'),
  );

  app.post(
    '/user/bet/prefight/:id',
    {
      onRequest: requireMemberToken(deps),
      schema: {
        tags: ['bets'],
        security: [{ bearer: [] }],
        params: z.object({ id }),
        body: betRequest,
        response: { 200: envelope(betData) },
      },
    },
    async (req) =>
      ok(req, await placeBet(deps, memberOf(req), req.params.id, req.body, 'prefight'), 'bet.placed'),
  );

  app.get(
    '/user/transaction/:matchId',
    {
      onRequest: requireMember(deps),
      schema: {
        tags: ['bets'],
        security: [{ bearer: [] }],
        params: z.object({ matchId: id }),
        response: { 200: envelope(z.array(betHistoryEntry)) },
      },
    },
    async (req) => ok(req, await betHistory(deps, memberIdOf(req), req.params.matchId)),
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
    async (req) => ok(req, await endAndSettle(deps, actorOf(req), req.params.id, req.body), 'match.ended'),
  );

  app.post(
    '/admin/matches/:id/regrade',
    {
      onRequest: requireOperator(deps, ['admin', 'operator']),
      schema: {
        tags: ['operator', 'matches'],
        security: [{ bearer: [] }],
        params: z.object({ id }),
        body: regradeRequest,
        response: { 200: envelope(match) },
      },
    },
    async (req) => ok(req, await regradeMatch(deps, actorOf(req), req.params.id, req.body), 'match.regraded'),
  );

  app.get(
    '/admin/matches/:id/exposure',
    {
      // every operator role reads the book
      onRequest: requireOperator(deps),
      schema: {
        tags: ['operator', 'matches'],
        security: [{ bearer: [] }],
        params: z.object({ id }),
        response: { 200: envelope(exposure) },
      },
    },
    async (req) => ok(req, await exposureOf(deps, req.params.id)),
  );
  done();
};
