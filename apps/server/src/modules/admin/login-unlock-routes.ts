// Operator API: unlock an account's login (issue 20). Registered under /api/admin.
// Roles: a member's login is the cashier desk's (admin, cashier), like the member's other flags;
// a staff account's is admin's only.
import { loginUnlockData, loginUnlockRequest } from '@sanam/contract/rate-limits.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/types.ts';
import { decisionRoute } from '../auth/index.ts';
import { unlockMemberLogin, unlockOperatorLogin } from './login-unlock.ts';

export const loginUnlockRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const unlock = {
    tags: ['operator'],
    body: loginUnlockRequest,
    reply: loginUnlockData,
    message: 'admin.login_unlocked',
  } as const;
  decisionRoute(app, deps, {
    ...unlock,
    url: '/members/:id/unlock-login',
    roles: ['admin', 'cashier'],
    decide: (actor, id, body) => unlockMemberLogin(deps, actor, id, body.reason),
  });
  decisionRoute(app, deps, {
    ...unlock,
    url: '/operators/:id/unlock-login',
    roles: ['admin'],
    decide: (actor, id, body) => unlockOperatorLogin(deps, actor, id, body.reason),
  });
  done();
};
