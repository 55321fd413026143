// Operator API: staff accounts (issue 24 item 3), admin only. Registered under /api/admin.
import { staffDeskRoutes as declared } from '@sanam/contract/routes/staff.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, fromBody, onRecord, requireOperator } from '../auth/index.ts';
import {
  createStaff,
  endStaffSessions,
  listStaff,
  resetStaffPassword,
  staffSessions,
  updateStaff,
} from './staff.ts';

export const staffRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });
  const admin = requireOperator(deps, ['admin']);

  serve.answer(declared.list, admin, async () => ({ staff: await listStaff(deps) }));
  serve.answer(declared.create, admin, fromBody(deps, createStaff), 'staff.created');
  serve.answer(declared.update, admin, onRecord(deps, updateStaff), 'staff.updated');
  serve.answer(
    declared.resetPassword,
    admin,
    onRecord(deps, resetStaffPassword),
    'staff.password_reset_done',
  );
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
  done();
};
