// Events (spec §7): the member's quiz and its bets (by path or by body); the console's
// event desk.
import {
  adminEvent,
  adminEventList,
  eventBetData,
  eventBetRequest,
  eventCreateRequest,
  eventOddsRequest,
  eventRegradeRequest,
  eventRegradeResult,
  eventSettleRequest,
  eventUpdateRequest,
  quizBetRequest,
  quizEventList,
} from '../events.ts';
import { idempotencyHeaders, idParams } from './params.ts';
import { declare } from './route.ts';

export const eventRoutes = {
  quiz: declare({ method: 'GET', path: '/user/quiz', access: 'member', reply: quizEventList }),
  bet: declare({
    method: 'POST',
    path: '/user/bet/event/:id',
    access: 'member',
    params: idParams,
    headers: idempotencyHeaders,
    body: eventBetRequest,
    reply: eventBetData,
  }),
  /** the same bet, the event named in the body */
  quizBet: declare({
    method: 'POST',
    path: '/user/quiz/bet',
    access: 'member',
    headers: idempotencyHeaders,
    body: quizBetRequest,
    reply: eventBetData,
  }),
};

/** A step of an event's life that needs nothing but the event. */
const eventStep = <P extends string>(path: P) =>
  declare({ method: 'POST', path, access: 'operator', params: idParams, reply: adminEvent });

export const eventDeskRoutes = {
  list: declare({ method: 'GET', path: '/admin/events', access: 'operator', reply: adminEventList }),
  create: declare({
    method: 'POST',
    path: '/admin/events',
    access: 'operator',
    body: eventCreateRequest,
    reply: adminEvent,
  }),
  update: declare({
    method: 'PATCH',
    path: '/admin/events/:id',
    access: 'operator',
    params: idParams,
    body: eventUpdateRequest,
    reply: adminEvent,
  }),
  odds: declare({
    method: 'POST',
    path: '/admin/events/:id/odds',
    access: 'operator',
    params: idParams,
    body: eventOddsRequest,
    reply: adminEvent,
  }),
  open: eventStep('/admin/events/:id/open'),
  close: eventStep('/admin/events/:id/close'),
  settle: declare({
    method: 'POST',
    path: '/admin/events/:id/settle',
    access: 'operator',
    params: idParams,
    body: eventSettleRequest,
    reply: adminEvent,
  }),
  cancel: eventStep('/admin/events/:id/cancel'),
  /** a settled event's result corrected by reversal entries */
  regrade: declare({
    method: 'POST',
    path: '/admin/events/:id/regrade',
    access: 'operator',
    params: idParams,
    body: eventRegradeRequest,
    reply: eventRegradeResult,
  }),
};
