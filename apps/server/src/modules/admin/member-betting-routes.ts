// A member's own betting controls (issue 23), under /api/admin, for the roles that run the book
// (admin, operator): suspend betting, a maximum stake, a factor on the round's limits. Audited.
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { onRecord, requireOperator } from '../auth/index.ts';
import { setBetControls } from './service.ts';

export const memberBettingRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'members'] });
  serve.answer(
    riskDeskRoutes.memberBetting,
    requireOperator(deps, ['admin', 'operator']),
    onRecord(deps, setBetControls),
    'admin.member_betting_saved',
  );
  done();
};
