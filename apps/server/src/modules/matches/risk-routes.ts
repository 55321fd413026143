// The operator's risk controls on a running round (issue 23), under /api/admin, for the roles that
// run matches (admin, operator); any operator reads a round's risk.
import { envelope } from '@sanam/contract/envelope.ts';
import { match } from '@sanam/contract/matches.ts';
import { lastCallRequest, roundLimitsRequest, roundRisk, sideSwitchRequest } from '@sanam/contract/risk.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, idParams, requireOperator } from '../auth/index.ts';
import { cancelLastCall, roundRisk as readRoundRisk, setRoundLimits, setSide, startLastCall } from './risk.ts';

const secured = { tags: ['operator', 'matches'], security: [{ bearer: [] }] };

export const riskAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const desk = requireOperator(deps, ['admin', 'operator']);
  const anyOperator = requireOperator(deps);
  const matchReply = { 200: envelope(match) };

  app.post(
    '/matches/:id/sides',
    { onRequest: desk, schema: { ...secured, params: idParams, body: sideSwitchRequest, response: matchReply } },
    async (req) => ok(req, await setSide(deps, actorOf(req), req.params.id, req.body), 'match.side_switched'),
  );

  app.post(
    '/matches/:id/last-call',
    { onRequest: desk, schema: { ...secured, params: idParams, body: lastCallRequest, response: matchReply } },
    async (req) =>
      ok(req, await startLastCall(deps, actorOf(req), req.params.id, req.body.seconds), 'match.last_call_started'),
  );

  app.post(
    '/matches/:id/last-call/cancel',
    { onRequest: desk, schema: { ...secured, params: idParams, response: matchReply } },
    async (req) => ok(req, await cancelLastCall(deps, actorOf(req), req.params.id), 'match.last_call_cancelled'),
  );

  app.patch(
    '/matches/:id/limits',
    { onRequest: desk, schema: { ...secured, params: idParams, body: roundLimitsRequest, response: matchReply } },
    async (req) => ok(req, await setRoundLimits(deps, actorOf(req), req.params.id, req.body), 'match.limits_saved'),
  );

  app.get(
    '/matches/:id/risk',
    { onRequest: anyOperator, schema: { ...secured, params: idParams, response: { 200: envelope(roundRisk) } } },
    async (req) => ok(req, await readRoundRisk(deps, req.params.id)),
  );

  done();
};
