// Betting calls (spec §7): live and pre-fight bets, the member's bet history of a match; and the
// operator's calls that touch bets (DESIGN §9): end (which settles), regrade, exposure.
// Registered under the API prefix: member paths as the spec has them, operator paths under /admin.
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import {
  onRecord,
  memberIdOf,
  memberOf,
  requireMember,
  requireMemberToken,
  requireOperator,
} from '../auth/index.ts';
import { betHistory, endAndSettle, exposureOf, placeBet, regradeMatch } from './service.ts';

export const bettingRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serveBets = serveOn(app, deps, { tags: ['bets'] });
  const serveDesk = serveOn(app, deps, { tags: ['operator', 'matches'] });
  const desk = requireOperator(deps, ['admin', 'operator']);

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

  serveBets.answer(betRoutes.history, requireMember(deps), (req) =>
    betHistory(deps, memberIdOf(req), req.params.matchId),
  );

  serveDesk.answer(matchDeskRoutes.end, desk, onRecord(deps, endAndSettle), 'match.ended');

  serveDesk.answer(matchDeskRoutes.regrade, desk, onRecord(deps, regradeMatch), 'match.regraded');

  serveDesk(matchDeskRoutes.exposure, {
    // every operator role reads the book
    onRequest: requireOperator(deps),
    handler: async (req) => ok(req, await exposureOf(deps, req.params.id)),
  });
  done();
};
