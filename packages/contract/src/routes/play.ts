// Responsible play (play.ts): the member's own limits, read, set and a loosening confirmed; a break
// taken; the reality check; the statement of activity.
import {
  activityQuery,
  activityStatement,
  playBreak,
  playBreakRequest,
  playLimit,
  playLimitConfirmRequest,
  playLimitRequest,
  playLimitSet,
  playState,
  realityCheck,
  realityCheckRequest,
} from '../play.ts';
import { declare } from './route.ts';

export const playRoutes = {
  state: declare({ method: 'GET', path: '/user/play', access: 'member', reply: playState }),
  setLimit: declare({
    method: 'POST',
    path: '/user/play/limits',
    access: 'member',
    body: playLimitRequest,
    reply: playLimitSet,
  }),
  confirmLimit: declare({
    method: 'POST',
    path: '/user/play/limits/confirm',
    access: 'member',
    body: playLimitConfirmRequest,
    reply: playLimit,
  }),
  takeBreak: declare({
    method: 'POST',
    path: '/user/play/break',
    access: 'member',
    body: playBreakRequest,
    reply: playBreak,
  }),
  reality: declare({ method: 'GET', path: '/user/play/reality', access: 'member', reply: realityCheck }),
  setReality: declare({
    method: 'POST',
    path: '/user/play/reality',
    access: 'member',
    body: realityCheckRequest,
    reply: realityCheck,
  }),
  activity: declare({
    method: 'GET',
    path: '/user/play/activity',
    access: 'member',
    querystring: activityQuery,
    reply: activityStatement,
  }),
};
