// Big bets referred to the desk (referrals.ts): the desk's queue and decisions, and the member's
// answer to an offer.
import { z } from 'zod';
import { betData } from '../matches.ts';
import { memberReferral, referralCounterRequest, referralDeclineRequest, referredBet } from '../referrals.ts';
import { idParams } from './params.ts';
import { declare } from './route.ts';

export const referralDeskRoutes = {
  /** the bets waiting for the desk or for the member's answer to an offer, the oldest first */
  list: declare({
    method: 'GET',
    path: '/admin/bets/referred',
    access: 'operator',
    reply: z.array(referredBet),
  }),
  /** the bet goes through the stake rules now, at the price by the member's choice */
  accept: declare({
    method: 'POST',
    path: '/admin/bets/referred/:id/accept',
    access: 'operator',
    params: idParams,
    reply: referredBet,
  }),
  decline: declare({
    method: 'POST',
    path: '/admin/bets/referred/:id/decline',
    access: 'operator',
    params: idParams,
    body: referralDeclineRequest,
    reply: referredBet,
  }),
  counter: declare({
    method: 'POST',
    path: '/admin/bets/referred/:id/counter',
    access: 'operator',
    params: idParams,
    body: referralCounterRequest,
    reply: referredBet,
  }),
};

export const referralRoutes = {
  /** the member's bets waiting for the desk or for their answer to an offer */
  list: declare({
    method: 'GET',
    path: '/user/bet/referred',
    access: 'member',
    reply: z.array(memberReferral),
  }),
  /** take the smaller stake offered: it goes through the stake rules now; the rest of the stake comes back */
  take: declare({
    method: 'POST',
    path: '/user/bet/referred/:id/take',
    access: 'member',
    params: idParams,
    reply: betData,
  }),
  /** leave the offer: the whole stake comes back */
  leave: declare({
    method: 'POST',
    path: '/user/bet/referred/:id/leave',
    access: 'member',
    params: idParams,
    reply: memberReferral,
  }),
};
