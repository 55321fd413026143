// The member app's match calls of spec §7 (Matches) and the live-access check
// (POST /user/transaction/liveaction). Registered under the API prefix; every call needs a member
// token. Static paths (listopen, listend, stadium, rate/:id) win over /user/match/:id in the router.
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import { listEndedMatches, listMatchRates, listOpenMatches, listRunningMatches } from './lists.ts';
import { liveAccessAllowed } from './live-access.ts';
import { getMemberMatch } from './service.ts';
import { listStadiums } from './stadiums.ts';

export const matchMemberRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['matches'] });
  const memberOnly = requireMember(deps);

  serve.answer(matchRoutes.running, memberOnly, () => listRunningMatches(deps));

  serve.answer(matchRoutes.open, memberOnly, () => listOpenMatches(deps));

  serve.answer(matchRoutes.ended, memberOnly, () => listEndedMatches(deps));

  serve(matchRoutes.stadiums, {
    onRequest: memberOnly,
    handler: async (req) => ok(req, await listStadiums(deps, { displayedOnly: true })),
  });

  serve.answer(matchRoutes.rates, memberOnly, (req) => listMatchRates(deps, req.params.id));

  serve.answer(matchRoutes.match, memberOnly, (req) => getMemberMatch(deps, req.params.id));

  serve(matchRoutes.liveAccess, {
    onRequest: memberOnly,
    handler: async (req) => {
      const access = await liveAccessAllowed(deps, memberIdOf(req));
      return ok(req, access, access.eligible ? 'live.eligible' : 'live.not_eligible');
    },
  });
  done();
};
