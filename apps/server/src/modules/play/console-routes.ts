// Responsible play's console calls (contract routes/play-desk.ts), under /api/admin.
//
// Roles (contract play-desk.ts PLAY_DESK_ROLES): every staff role reads a member's limits and breaks
// and the report, as the member file; who runs the book (admin, operator) protects a member more (a
// stricter desk limit, a time-out), as a member's betting controls; an admin alone takes a protection
// away (a raised or removed desk limit, checked in desk.ts; an ended exclusion lifted). A cashier
// sets neither.
import { PLAY_DESK_ROLES } from '@sanam/contract/play-desk.ts';
import { playDeskRoutes as routes } from '@sanam/contract/routes/play-desk.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from '../auth/index.ts';
import {
  liftEndedExclusion,
  memberPlay,
  playBreakReport,
  setDeskLimit,
  setDeskTimeOut,
  type DeskActor,
} from './desk.ts';

function deskActorOf(req: FastifyRequest): DeskActor {
  const role = req.operator?.role;
  if (!role) throw new Error('requireOperator did not run');
  return { ...actorOf(req), role };
}

export const playConsoleRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'play'] });
  const anyDesk = requireOperator(deps, ['admin', 'operator', 'cashier']);
  const protects = requireOperator(deps, [...PLAY_DESK_ROLES.protect]);
  const loosens = requireOperator(deps, [...PLAY_DESK_ROLES.loosen]);

  serve.answer(routes.member, anyDesk, (req) => memberPlay(deps.db, req.params.id));

  serve(routes.setLimit, {
    onRequest: protects,
    handler: async (req) => {
      const play = await setDeskLimit(deps, deskActorOf(req), req.params.id, req.body);
      return ok(req, play, req.body.amount === null ? 'play_desk.limit_removed' : 'play_desk.limit_saved');
    },
  });

  serve.answer(
    routes.timeOut,
    protects,
    (req) => setDeskTimeOut(deps, deskActorOf(req), req.params.id, req.body),
    'play_desk.time_out_set',
  );

  serve.answer(
    routes.liftExclusion,
    loosens,
    (req) => liftEndedExclusion(deps, deskActorOf(req), req.params.id, req.body.reason),
    'play_desk.exclusion_lifted',
  );

  serve.answer(routes.breaks, anyDesk, (req) => playBreakReport(deps.db, req.query));
  done();
};
