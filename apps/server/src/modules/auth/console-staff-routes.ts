// Operator API: staff accounts, admin only, under /api/admin.
//
// Four eyes: adding an admin, making one, and resetting an admin's password or second factor answer
// with the request they opened (message staff.request_waiting); a second admin decides it at
// /staff/requests. The second-factor reset's and the login unlock's declarations are the console
// auth group's, served here with the rest of the admin's staff desk.
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { staffDeskRoutes as declared } from '@sanam/contract/routes/staff.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from './guards.ts';
import { unlockOperatorLogin } from './login-unlock.ts';
import {
  createStaff,
  endStaffSessions,
  listStaff,
  resetSecondFactor,
  resetStaffPassword,
  staffSessions,
  updateStaff,
} from './staff.ts';
import { approveStaffRequest, listStaffRequests, rejectStaffRequest } from './staff-requests.ts';

export const staffRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });
  const admin = requireOperator(deps, ['admin']);

  serve.answer(declared.list, admin, async () => ({ staff: await listStaff(deps) }));
  serve(declared.create, {
    onRequest: admin,
    handler: async (req) => {
      const { row, waiting } = await createStaff(deps, actorOf(req), req.body);
      return ok(req, row, waiting ? 'staff.request_waiting' : 'staff.created');
    },
  });
  serve(declared.update, {
    onRequest: admin,
    handler: async (req) => {
      const { row, waiting } = await updateStaff(deps, actorOf(req), req.params.id, req.body);
      return ok(req, row, waiting ? 'staff.request_waiting' : 'staff.updated');
    },
  });
  serve(declared.resetPassword, {
    onRequest: admin,
    handler: async (req) => {
      const { row, waiting } = await resetStaffPassword(deps, actorOf(req), req.params.id, req.body);
      return ok(req, row, waiting ? 'staff.request_waiting' : 'staff.password_reset_done');
    },
  });
  serve(operatorAuthRoutes.resetTotp, {
    onRequest: admin,
    handler: async (req) => {
      const request = await resetSecondFactor(deps, actorOf(req), req.params.id);
      return ok(req, request, request ? 'staff.request_waiting' : 'totp.reset_done');
    },
  });
  serve.answer(declared.sessions, admin, async (req) => ({
    sessions: await staffSessions(deps, req.params.id, req.operator?.sessionId ?? ''),
  }));
  serve.answer(
    declared.endSessions,
    admin,
    (req) => endStaffSessions(deps, actorOf(req), req.params.id, null, req.operator?.sessionId ?? null),
    'staff.sessions_ended',
  );
  serve.answer(
    declared.endSession,
    admin,
    (req) => endStaffSessions(deps, actorOf(req), req.params.id, req.params.sessionId),
    'staff.sessions_ended',
  );
  serve.answer(declared.requests, admin, async (req) => ({
    requests: await listStaffRequests(deps, actorOf(req).operatorId),
  }));
  serve.answer(
    declared.approveRequest,
    admin,
    (req) => approveStaffRequest(deps, actorOf(req), req.params.id, req.body.reason),
    'staff.request_approved',
  );
  serve.answer(
    declared.rejectRequest,
    admin,
    (req) => rejectStaffRequest(deps, actorOf(req), req.params.id, req.body.reason),
    'staff.request_rejected',
  );
  serve.answer(
    operatorAuthRoutes.unlockLogin,
    admin,
    (req) => unlockOperatorLogin(deps, actorOf(req), req.params.id, req.body.reason),
    'admin.login_unlocked',
  );
  done();
};
