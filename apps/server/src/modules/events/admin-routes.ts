// The console's event calls (issue 9 §4), under /api/admin. Roles: admin and operator (the staff who
// run the book); cashiers get 403.
import { envelope } from '@sanam/contract/envelope.ts';
import {
  adminEvent,
  adminEventList,
  eventCreateRequest,
  eventOddsRequest,
  eventSettleRequest,
  eventUpdateRequest,
} from '@sanam/contract/events.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from '../auth/index.ts';
import {
  cancelEvent,
  closeEvent,
  createEvent,
  listAdminEvents,
  openEvent,
  setEventOdds,
  settleEvent,
  updateEvent,
} from './admin.ts';

const params = z.object({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
const secured = { tags: ['operator', 'events'], security: [{ bearer: [] }] };
const reply = { 200: envelope(adminEvent) };

export const eventAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const desk = requireOperator(deps, ['admin', 'operator']);

  app.get(
    '/events',
    { onRequest: desk, schema: { ...secured, response: { 200: envelope(adminEventList) } } },
    async (req) => ok(req, await listAdminEvents(deps)),
  );

  app.post(
    '/events',
    { onRequest: desk, schema: { ...secured, body: eventCreateRequest, response: reply } },
    async (req) => ok(req, await createEvent(deps, actorOf(req), req.body), 'event.created'),
  );

  app.patch(
    '/events/:id',
    { onRequest: desk, schema: { ...secured, params, body: eventUpdateRequest, response: reply } },
    async (req) => ok(req, await updateEvent(deps, actorOf(req), req.params.id, req.body), 'event.updated'),
  );

  app.post(
    '/events/:id/odds',
    { onRequest: desk, schema: { ...secured, params, body: eventOddsRequest, response: reply } },
    async (req) =>
      ok(req, await setEventOdds(deps, actorOf(req), req.params.id, req.body), 'event.odds_updated'),
  );

  app.post(
    '/events/:id/open',
    { onRequest: desk, schema: { ...secured, params, response: reply } },
    async (req) => ok(req, await openEvent(deps, actorOf(req), req.params.id), 'event.opened'),
  );

  app.post(
    '/events/:id/close',
    { onRequest: desk, schema: { ...secured, params, response: reply } },
    async (req) => ok(req, await closeEvent(deps, actorOf(req), req.params.id), 'event.closed_now'),
  );

  app.post(
    '/events/:id/settle',
    { onRequest: desk, schema: { ...secured, params, body: eventSettleRequest, response: reply } },
    async (req) =>
      ok(req, await settleEvent(deps, actorOf(req), req.params.id, req.body.winner), 'event.settled'),
  );

  app.post(
    '/events/:id/cancel',
    { onRequest: desk, schema: { ...secured, params, response: reply } },
    async (req) => ok(req, await cancelEvent(deps, actorOf(req), req.params.id), 'event.cancelled'),
  );
  done();
};
