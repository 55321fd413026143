// Responsible play (play.ts): the member's own limits, read, set and a loosening confirmed.
import { playLimit, playLimitConfirmRequest, playLimitRequest, playLimitSet, playState } from '../play.ts';
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
};
