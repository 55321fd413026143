// Operator API of DESIGN §4 for matches: create, publish a rate, open/close betting and tie betting.
// Registered under /api/admin. Ending a match settles it, so `/matches/:id/end` lives in betting.
import { envelope } from '@sanam/contract/envelope.ts';
import {
  match,
  matchCreateRequest,
  rate,
  ratePublishRequest,
  tieOpenRequest,
} from '@sanam/contract/matches.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import type { Actor } from '../admin/service.ts';
import { requireOperator } from '../auth/service.ts';
import { createMatch, getMatch, publishRate, setBettingOpen, setTieOpen } from './service.ts';

export const matchIdParams = z.object({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

function actorOf(req: FastifyRequest): Actor {
  if (!req.operator) throw new Error('requireOperator did not run');
  return { operatorId: req.operator.operatorId, ip: req.ip };
}

const secured = { tags: ['operator', 'matches'], security: [{ bearer: [] }] };

export const matchAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const desk = requireOperator(deps, ['admin', 'operator']);
  const matchReply = { 200: envelope(match) };

  app.post(
    '/matches',
    { onRequest: desk, schema: { ...secured, body: matchCreateRequest, response: matchReply } },
    async (req) => ok(req, await createMatch(deps, actorOf(req), req.body), 'match.created'),
  );

  app.get(
    '/matches/:id',
    { onRequest: requireOperator(deps), schema: { ...secured, params: matchIdParams, response: matchReply } },
    async (req) => ok(req, await getMatch(deps, req.params.id)),
  );

  app.post(
    '/matches/:id/rates',
    {
      onRequest: desk,
      schema: {
        ...secured,
        params: matchIdParams,
        body: ratePublishRequest,
        response: { 200: envelope(rate) },
      },
    },
    async (req) =>
      ok(req, await publishRate(deps, actorOf(req), req.params.id, req.body), 'match.rate_published'),
  );

  for (const [path, isOpen, key] of [
    ['/matches/:id/open', true, 'match.opened'],
    ['/matches/:id/close', false, 'match.closed'],
  ] as const) {
    app.post(
      path,
      { onRequest: desk, schema: { ...secured, params: matchIdParams, response: matchReply } },
      async (req) => ok(req, await setBettingOpen(deps, actorOf(req), req.params.id, isOpen), key),
    );
  }

  app.post(
    '/matches/:id/tie/open',
    {
      onRequest: desk,
      schema: { ...secured, params: matchIdParams, body: tieOpenRequest.optional(), response: matchReply },
    },
    async (req) =>
      ok(req, await setTieOpen(deps, actorOf(req), req.params.id, true, req.body ?? {}), 'match.tie_opened'),
  );

  app.post(
    '/matches/:id/tie/close',
    { onRequest: desk, schema: { ...secured, params: matchIdParams, response: matchReply } },
    async (req) => ok(req, await setTieOpen(deps, actorOf(req), req.params.id, false), 'match.tie_closed'),
  );
  done();
};
