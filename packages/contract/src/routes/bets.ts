// The member's match bets (spec §7): live and pre-fight, and the bet history of one match.
import { z } from 'zod';
import { betData, betHistoryEntry, betRequest, oddsPreference } from '../matches.ts';
import { idParams, matchIdParams } from './params.ts';
import { declare } from './route.ts';

export const betRoutes = {
  live: declare({
    method: 'POST',
    path: '/user/bet/:matchId',
    access: 'member',
    params: matchIdParams,
    body: betRequest,
    reply: betData,
  }),
  prefight: declare({
    method: 'POST',
    path: '/user/bet/prefight/:id',
    access: 'member',
    params: idParams,
    body: betRequest,
    reply: betData,
  }),
  /** the member's choice when the price moves before a bet is taken (ODDS_ACCEPT; none until set) */
  preference: declare({
    method: 'GET',
    path: '/user/settings/odds',
    access: 'member',
    reply: oddsPreference,
  }),
  setPreference: declare({
    method: 'POST',
    path: '/user/settings/odds',
    access: 'member',
    body: oddsPreference,
    reply: oddsPreference,
  }),
  history: declare({
    method: 'GET',
    path: '/user/transaction/:matchId',
    access: 'member',
    params: matchIdParams,
    reply: z.array(betHistoryEntry),
  }),
};
