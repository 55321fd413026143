// The operator's calls that touch bets (DESIGN §9): end (which settles), regrade, exposure. The
// contract's paths carry /admin, so this plugin is registered under the API prefix alone.
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { referralDeskRoutes } from '@sanam/contract/routes/referrals.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, onRecord, requireOperator } from '../auth/index.ts';
import { acceptReferred, counterReferred, declineReferred, listReferredBets } from './holds.ts';
import { endAndSettle, exposureOf, regradeMatch } from './service.ts';

export const bettingDeskRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serveDesk = serveOn(app, deps, { tags: ['operator', 'matches'] });
  const desk = requireOperator(deps, ['admin', 'operator']);

  serveDesk.answer(matchDeskRoutes.end, desk, onRecord(deps, endAndSettle), 'match.ended');

  serveDesk.answer(matchDeskRoutes.regrade, desk, onRecord(deps, regradeMatch), 'match.regraded');

  serveDesk(matchDeskRoutes.exposure, {
    // every operator role reads the book
    onRequest: requireOperator(deps),
    handler: async (req) => ok(req, await exposureOf(deps, req.params.id)),
  });
  // big bets referred to the desk: the traders' (admin, operator) queue and decisions
  serveDesk.answer(referralDeskRoutes.list, desk, () => listReferredBets(deps));
  serveDesk.answer(
    referralDeskRoutes.accept,
    desk,
    (req) => acceptReferred(deps, actorOf(req), req.params.id),
    'bet.referral_accepted',
  );
  serveDesk.answer(referralDeskRoutes.decline, desk, onRecord(deps, declineReferred));
  serveDesk.answer(
    referralDeskRoutes.counter,
    desk,
    onRecord(deps, counterReferred),
    'bet.referral_countered',
  );
  done();
};
