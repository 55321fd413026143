// Responsible play at the console (play-desk.ts): a member's limits and breaks on the member file, the
// desk's stricter limit, a time-out, the lift of an ended self-exclusion, and the report of every
// break that closes play now.
import {
  deskLimitRequest,
  deskLiftRequest,
  deskTimeOutRequest,
  memberPlay,
  playBreakReport,
  playBreaksQuery,
} from '../play-desk.ts';
import { idParams } from './params.ts';
import { declare } from './route.ts';

export const playDeskRoutes = {
  member: declare({
    method: 'GET',
    path: '/admin/members/:id/play',
    access: 'operator',
    params: idParams,
    reply: memberPlay,
  }),
  setLimit: declare({
    method: 'POST',
    path: '/admin/members/:id/play/limits',
    access: 'operator',
    params: idParams,
    body: deskLimitRequest,
    reply: memberPlay,
  }),
  timeOut: declare({
    method: 'POST',
    path: '/admin/members/:id/play/time-out',
    access: 'operator',
    params: idParams,
    body: deskTimeOutRequest,
    reply: memberPlay,
  }),
  liftExclusion: declare({
    method: 'POST',
    path: '/admin/members/:id/play/lift-exclusion',
    access: 'operator',
    params: idParams,
    body: deskLiftRequest,
    reply: memberPlay,
  }),
  breaks: declare({
    method: 'GET',
    path: '/admin/play/breaks',
    access: 'operator',
    querystring: playBreaksQuery,
    reply: playBreakReport,
  }),
};
