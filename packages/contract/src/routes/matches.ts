// Matches (spec §7 Matches, DESIGN §4 and §9): the member's reads and live-access check, and the
// console's match desk and stadiums, ending and regrading included (they settle bets).
import { z } from 'zod';
import {
  deskMatch,
  deskStadium,
  exposure,
  liveAccess,
  match,
  matchCreateRequest,
  matchEndRequest,
  matchListQuery,
  matchPatchRequest,
  rate,
  ratePublishRequest,
  regradeRequest,
  regradeResult,
  stadium,
  stadiumCreateRequest,
  stadiumPatchRequest,
  tieOpenRequest,
} from '../matches.ts';
import { idParams } from './params.ts';
import { declare } from './route.ts';

const matchList = z.array(match);
const rateList = z.array(rate);
const stadiumList = z.array(stadium);
const deskStadiumList = z.array(deskStadium);

export const matchRoutes = {
  running: declare({ method: 'GET', path: '/user/match', access: 'member', reply: matchList }),
  open: declare({ method: 'GET', path: '/user/match/listopen', access: 'member', reply: matchList }),
  ended: declare({ method: 'GET', path: '/user/match/listend', access: 'member', reply: matchList }),
  stadiums: declare({ method: 'GET', path: '/user/match/stadium', access: 'member', reply: stadiumList }),
  rates: declare({
    method: 'GET',
    path: '/user/match/rate/:id',
    access: 'member',
    params: idParams,
    reply: rateList,
  }),
  match: declare({
    method: 'GET',
    path: '/user/match/:id',
    access: 'member',
    params: idParams,
    reply: match,
  }),
  liveAccess: declare({
    method: 'POST',
    path: '/user/transaction/liveaction',
    access: 'member',
    reply: liveAccess,
  }),
};

/** A desk action on one match: the match as it is now. */
const matchAction = <P extends string>(path: P) =>
  declare({ method: 'POST', path, access: 'operator', params: idParams, reply: match });

export const matchDeskRoutes = {
  stadiums: declare({ method: 'GET', path: '/admin/stadiums', access: 'operator', reply: deskStadiumList }),
  createStadium: declare({
    method: 'POST',
    path: '/admin/stadiums',
    access: 'operator',
    body: stadiumCreateRequest,
    reply: deskStadium,
  }),
  patchStadium: declare({
    method: 'PATCH',
    path: '/admin/stadiums/:id',
    access: 'operator',
    params: idParams,
    body: stadiumPatchRequest,
    reply: deskStadium,
  }),
  list: declare({
    method: 'GET',
    path: '/admin/matches',
    access: 'operator',
    querystring: matchListQuery,
    reply: z.array(deskMatch),
  }),
  create: declare({
    method: 'POST',
    path: '/admin/matches',
    access: 'operator',
    body: matchCreateRequest,
    reply: match,
  }),
  match: declare({
    method: 'GET',
    path: '/admin/matches/:id',
    access: 'operator',
    params: idParams,
    reply: match,
  }),
  update: declare({
    method: 'PATCH',
    path: '/admin/matches/:id',
    access: 'operator',
    params: idParams,
    body: matchPatchRequest,
    reply: match,
  }),
  rates: declare({
    method: 'GET',
    path: '/admin/matches/:id/rates',
    access: 'operator',
    params: idParams,
    reply: rateList,
  }),
  publishRate: declare({
    method: 'POST',
    path: '/admin/matches/:id/rates',
    access: 'operator',
    params: idParams,
    body: ratePublishRequest,
    reply: rate,
  }),
  open: matchAction('/admin/matches/:id/open'),
  close: matchAction('/admin/matches/:id/close'),
  openTie: declare({
    method: 'POST',
    path: '/admin/matches/:id/tie/open',
    access: 'operator',
    params: idParams,
    body: tieOpenRequest.optional(),
    reply: match,
  }),
  closeTie: matchAction('/admin/matches/:id/tie/close'),
  /** ends the round and settles its bets */
  end: declare({
    method: 'POST',
    path: '/admin/matches/:id/end',
    access: 'operator',
    params: idParams,
    body: matchEndRequest,
    reply: match,
  }),
  regrade: declare({
    method: 'POST',
    path: '/admin/matches/:id/regrade',
    access: 'operator',
    params: idParams,
    body: regradeRequest,
    reply: regradeResult,
  }),
  exposure: declare({
    method: 'GET',
    path: '/admin/matches/:id/exposure',
    access: 'operator',
    params: idParams,
    reply: exposure,
  }),
};
