// The console's step tickets desk, under /api/admin: read only, so every console role (admin,
// operator, cashier: who runs the rounds and who answers a member's question) may search it.
import { stepDeskRoutes as desk } from '@sanam/contract/routes/steps.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { deskTicket, deskTickets } from './service.ts';

export const stepDeskRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'steps'] });
  const staff = requireOperator(deps, ['admin', 'operator', 'cashier']);
  serve.answer(desk.tickets, staff, (req) => deskTickets(deps, req.query));
  serve.answer(desk.ticket, staff, (req) => deskTicket(deps, req.params.id));
  done();
};
