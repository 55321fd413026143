// The console's event calls, under /api/admin. Roles: admin and operator (the staff who
// run the book); cashiers get 403.
import { eventDeskRoutes } from '@sanam/contract/routes/events.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, fromBody, onRecord, requireOperator } from '../auth/index.ts';
import {
  cancelEvent,
  closeEvent,
  createEvent,
  listAdminEvents,
  openEvent,
  regradeEvent,
  setEventOdds,
  settleEvent,
  updateEvent,
} from './event-desk.ts';

export const eventAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'events'] });
  const desk = requireOperator(deps, ['admin', 'operator']);

  serve.answer(eventDeskRoutes.list, desk, () => listAdminEvents(deps));

  serve.answer(eventDeskRoutes.create, desk, fromBody(deps, createEvent), 'event.created');

  serve.answer(eventDeskRoutes.update, desk, onRecord(deps, updateEvent), 'event.updated');

  serve.answer(eventDeskRoutes.odds, desk, onRecord(deps, setEventOdds), 'event.odds_updated');

  serve.answer(
    eventDeskRoutes.settle,
    desk,
    (req) => settleEvent(deps, actorOf(req), req.params.id, req.body.winner),
    'event.settled',
  );

  serve.answer(eventDeskRoutes.regrade, desk, onRecord(deps, regradeEvent), 'event.regraded');

  // the steps of an event's life that need nothing but the event
  for (const [declaration, step, key] of [
    [eventDeskRoutes.open, openEvent, 'event.opened'],
    [eventDeskRoutes.close, closeEvent, 'event.closed_now'],
    [eventDeskRoutes.cancel, cancelEvent, 'event.cancelled'],
  ] as const) {
    serve.answer(declaration, desk, (req) => step(deps, actorOf(req), req.params.id), key);
  }
  done();
};
