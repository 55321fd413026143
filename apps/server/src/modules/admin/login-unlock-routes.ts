// Operator API: unlock an account's login (issue 20). Registered under /api/admin.
// Roles: a member's login is the cashier desk's (admin, cashier), like the member's other flags;
// a staff account's is admin's only.
import type { OperatorRole } from '@sanam/contract/constants.ts';
import { memberDeskRoutes, operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from '../auth/index.ts';
import { unlockMemberLogin, unlockOperatorLogin } from './login-unlock.ts';

export const loginUnlockRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });
  type Unlock = typeof memberDeskRoutes.unlockLogin | typeof operatorAuthRoutes.unlockLogin;
  const unlocks: [Unlock, OperatorRole[], typeof unlockMemberLogin][] = [
    [memberDeskRoutes.unlockLogin, ['admin', 'cashier'], unlockMemberLogin],
    [operatorAuthRoutes.unlockLogin, ['admin'], unlockOperatorLogin],
  ];
  for (const [declaration, roles, unlock] of unlocks) {
    serve.answer(
      declaration,
      requireOperator(deps, roles),
      (req) => unlock(deps, actorOf(req), req.params.id, req.body.reason),
      'admin.login_unlocked',
    );
  }
  done();
};
