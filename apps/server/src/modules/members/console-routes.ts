// Operator API of the member desk (DESIGN §9), under /api/admin.
//
// Roles: every operator finds members; changing a member's flags, moving a member's money and
// unlocking their login belong to admin and cashier (the cashier desk serves members); a member's
// betting controls belong to the roles that run the book (admin, operator).
import { memberDeskRoutes as declared } from '@sanam/contract/routes/console.ts';
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, onRecord, requireOperator } from '../auth/index.ts';
import { unlockMemberLogin } from './login-unlock.ts';
import { adjustMember, patchMember, searchMembers, setBetControls } from './member-desk.ts';

export const memberConsoleRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });
  const memberDesk = requireOperator(deps, ['admin', 'cashier']);

  serve.answer(declared.search, requireOperator(deps, ['admin', 'operator', 'cashier']), (req) =>
    searchMembers(deps, req.query),
  );

  serve.answer(declared.patch, memberDesk, onRecord(deps, patchMember), 'admin.member_updated');

  serve.answer(
    declared.adjust,
    memberDesk,
    (req) => adjustMember(deps, actorOf(req), req.params.id, req.body, req.headers['idempotency-key']),
    'admin.adjusted',
  );

  serve.answer(
    declared.unlockLogin,
    memberDesk,
    (req) => unlockMemberLogin(deps, actorOf(req), req.params.id, req.body.reason),
    'admin.login_unlocked',
  );
  done();
};

/** PATCH /members/:id/betting: a member's own betting controls (suspended, maximum stake, limit factor). */
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
