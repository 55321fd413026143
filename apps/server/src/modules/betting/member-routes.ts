// Betting calls of spec §7: live and pre-fight bets, the member's bet history of a match.
// Registered under the API prefix with the paths as the spec has them.
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { referralRoutes } from '@sanam/contract/routes/referrals.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, memberOf, requireMember, requireMemberToken } from '../auth/index.ts';
import { leaveOffer, listMemberReferrals, takeOffer } from './holds.ts';
import { betHistory, oddsPreference, placeBet, setOddsPreference } from './service.ts';

export const bettingRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serveBets = serveOn(app, deps, { tags: ['bets'] });

  serveBets(betRoutes.live, {
    // the session is checked by the bet's own statement (auth requireMemberToken)
    onRequest: requireMemberToken(deps),
    handler: async (req) =>
      ok(req, await placeBet(deps, memberOf(req), req.params.matchId, req.body, 'live'), 'bet.placed'),
  });

  serveBets.answer(
    betRoutes.prefight,
    requireMemberToken(deps),
    (req) => placeBet(deps, memberOf(req), req.params.id, req.body, 'prefight'),
    'bet.placed',
  );

  serveBets.answer(betRoutes.preference, requireMember(deps), (req) => oddsPreference(deps, memberIdOf(req)));
  serveBets.answer(betRoutes.setPreference, requireMember(deps), (req) =>
    setOddsPreference(deps, memberIdOf(req), req.body),
  );

  // a bet referred to the desk: the member's open ones, and their answer to an offer
  serveBets.answer(referralRoutes.list, requireMember(deps), (req) =>
    listMemberReferrals(deps, memberIdOf(req)),
  );
  serveBets.answer(
    referralRoutes.take,
    requireMember(deps),
    (req) => takeOffer(deps, memberIdOf(req), req.params.id),
    'bet.placed',
  );
  serveBets.answer(referralRoutes.leave, requireMember(deps), (req) =>
    leaveOffer(deps, memberIdOf(req), req.params.id),
  );

  serveBets.answer(betRoutes.history, requireMember(deps), (req) =>
    betHistory(deps, memberIdOf(req), req.params.matchId),
  );
  done();
};
