// The operator's risk controls on a running round: each side's switch, the last call, the
// round's limits, and what the console reads of them beside the book.
import { match } from '../matches.ts';
import { adminMember } from '../admin.ts';
import {
  lastCallRequest,
  memberBetControlsRequest,
  roundLimitsRequest,
  roundRisk,
  sideSwitchRequest,
} from '../risk.ts';
import { idParams } from './params.ts';
import { declare } from './route.ts';

export const riskDeskRoutes = {
  switchSide: declare({
    method: 'POST',
    path: '/admin/matches/:id/sides',
    access: 'operator',
    params: idParams,
    body: sideSwitchRequest,
    reply: match,
  }),
  lastCall: declare({
    method: 'POST',
    path: '/admin/matches/:id/last-call',
    access: 'operator',
    params: idParams,
    body: lastCallRequest,
    reply: match,
  }),
  cancelLastCall: declare({
    method: 'POST',
    path: '/admin/matches/:id/last-call/cancel',
    access: 'operator',
    params: idParams,
    reply: match,
  }),
  limits: declare({
    method: 'PATCH',
    path: '/admin/matches/:id/limits',
    access: 'operator',
    params: idParams,
    body: roundLimitsRequest,
    reply: match,
  }),
  risk: declare({
    method: 'GET',
    path: '/admin/matches/:id/risk',
    access: 'operator',
    params: idParams,
    reply: roundRisk,
  }),
  /** a member's own betting controls: suspended, their maximum stake, their factor on the round's limits */
  memberBetting: declare({
    method: 'PATCH',
    path: '/admin/members/:id/betting',
    access: 'operator',
    params: idParams,
    body: memberBetControlsRequest,
    reply: adminMember,
  }),
};
