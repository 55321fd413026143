// Operator API of DESIGN §4 and §9 for matches and stadiums: list, create, correct, publish a rate,
// open/close betting and tie betting; stadiums. Registered under /api/admin. Every operator reads;
// admin and operator write. Ending a match settles it, so `/matches/:id/end` lives in betting.
import { envelope } from '@sanam/contract/envelope.ts';
import {
  deskStadium,
  match,
  matchCreateRequest,
  matchListQuery,
  matchPatchRequest,
  rate,
  ratePublishRequest,
  stadiumCreateRequest,
  stadiumPatchRequest,
  tieOpenRequest,
} from '@sanam/contract/matches.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from '../auth/index.ts';
import { listDeskMatches, listMatchRates } from './lists.ts';
import { createMatch, getMatch, publishRate, setBettingOpen, setTieOpen, updateMatch } from './service.ts';
import { createStadium, listDeskStadiums, patchStadium } from './stadiums.ts';

/** The console shows a match's whole rate history, within reason. */
const DESK_RATES_LIMIT = 500;

export const matchIdParams = z.object({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

const secured = { tags: ['operator', 'matches'], security: [{ bearer: [] }] };

export const matchAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const desk = requireOperator(deps, ['admin', 'operator']);
  const anyOperator = requireOperator(deps);
  const matchReply = { 200: envelope(match) };
  const stadiumReply = { 200: envelope(deskStadium) };

  app.get(
    '/stadiums',
    { onRequest: anyOperator, schema: { ...secured, response: { 200: envelope(z.array(deskStadium)) } } },
    async (req) => ok(req, await listDeskStadiums(deps)),
  );

  app.post(
    '/stadiums',
    { onRequest: desk, schema: { ...secured, body: stadiumCreateRequest, response: stadiumReply } },
    async (req) => ok(req, await createStadium(deps, actorOf(req), req.body), 'stadium.created'),
  );

  app.patch(
    '/stadiums/:id',
    {
      onRequest: desk,
      schema: { ...secured, params: matchIdParams, body: stadiumPatchRequest, response: stadiumReply },
    },
    async (req) =>
      ok(req, await patchStadium(deps, actorOf(req), req.params.id, req.body), 'stadium.updated'),
  );

  app.get(
    '/matches',
    {
      onRequest: anyOperator,
      schema: { ...secured, querystring: matchListQuery, response: { 200: envelope(z.array(match)) } },
    },
    async (req) => ok(req, await listDeskMatches(deps, req.query)),
  );

  app.post(
    '/matches',
    { onRequest: desk, schema: { ...secured, body: matchCreateRequest, response: matchReply } },
    async (req) => ok(req, await createMatch(deps, actorOf(req), req.body), 'match.created'),
  );

  app.get(
    '/matches/:id',
    { onRequest: anyOperator, schema: { ...secured, params: matchIdParams, response: matchReply } },
    async (req) => ok(req, await getMatch(deps, req.params.id)),
  );

  app.patch(
    '/matches/:id',
    {
      onRequest: desk,
      schema: { ...secured, params: matchIdParams, body: matchPatchRequest, response: matchReply },
    },
    async (req) => ok(req, await updateMatch(deps, actorOf(req), req.params.id, req.body), 'match.updated'),
  );

  app.get(
    '/matches/:id/rates',
    {
      onRequest: anyOperator,
      schema: { ...secured, params: matchIdParams, response: { 200: envelope(z.array(rate)) } },
    },
    async (req) => ok(req, await listMatchRates(deps, req.params.id, DESK_RATES_LIMIT)),
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
