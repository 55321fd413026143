// Staff accounts, under /api/admin: the admin's desk of console accounts, and
// every staff member's own password change. Roles: the desk is admin only; the own password change
// is every role's, and the one call (with me and logout) open to an account that must change its password.
import { z } from 'zod';
import {
  ownPasswordChange,
  sessionsEnded,
  staffCreateRequest,
  staffDecision,
  staffList,
  staffPasswordReset,
  staffPatch,
  staffRequest,
  staffRequestList,
  staffRow,
  staffSessionList,
  staffSessionParams,
} from '../staff.ts';
import { operator } from '../admin.ts';
import { idParams } from './params.ts';
import { declare } from './route.ts';

export const staffDeskRoutes = {
  list: declare({ method: 'GET', path: '/admin/staff', access: 'operator', reply: staffList }),
  create: declare({
    method: 'POST',
    path: '/admin/staff',
    access: 'operator',
    body: staffCreateRequest,
    reply: staffRow,
  }),
  update: declare({
    method: 'PATCH',
    path: '/admin/staff/:id',
    access: 'operator',
    params: idParams,
    body: staffPatch,
    reply: staffRow,
  }),
  resetPassword: declare({
    method: 'POST',
    path: '/admin/staff/:id/password',
    access: 'operator',
    params: idParams,
    body: staffPasswordReset,
    reply: staffRow,
  }),
  sessions: declare({
    method: 'GET',
    path: '/admin/staff/:id/sessions',
    access: 'operator',
    params: idParams,
    reply: staffSessionList,
  }),
  endSessions: declare({
    method: 'POST',
    path: '/admin/staff/:id/sessions/end',
    access: 'operator',
    params: idParams,
    reply: sessionsEnded,
  }),
  endSession: declare({
    method: 'POST',
    path: '/admin/staff/:id/sessions/:sessionId/end',
    access: 'operator',
    params: staffSessionParams,
    reply: sessionsEnded,
  }),
  // the four-eyes requests: adding an admin, making one, resetting one's password or
  // second factor wait here for a second admin
  requests: declare({
    method: 'GET',
    path: '/admin/staff/requests',
    access: 'operator',
    reply: staffRequestList,
  }),
  approveRequest: declare({
    method: 'POST',
    path: '/admin/staff/requests/:id/approve',
    access: 'operator',
    params: idParams,
    body: staffDecision,
    reply: staffRequest,
  }),
  rejectRequest: declare({
    method: 'POST',
    path: '/admin/staff/requests/:id/reject',
    access: 'operator',
    params: idParams,
    body: staffDecision,
    reply: staffRequest,
  }),
};

export const ownPasswordRoutes = {
  change: declare({
    method: 'POST',
    path: '/admin/auth/password',
    access: 'operator',
    body: ownPasswordChange,
    reply: z.object({ operator }),
  }),
};
