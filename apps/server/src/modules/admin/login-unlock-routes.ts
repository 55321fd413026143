// Operator API: unlock an account's login (issue 20). Registered under /api/admin.
// Roles: a member's login is the cashier desk's (admin, cashier), like the member's other flags;
// a staff account's is admin's only.
import { envelope } from '@sanam/contract/envelope.ts';
import { loginUnlockData, loginUnlockRequest } from '@sanam/contract/rate-limits.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from '../auth/index.ts';
import { unlockMemberLogin, unlockOperatorLogin } from './login-unlock.ts';

const idParams = z.object({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

const secured = { tags: ['operator'], security: [{ bearer: [] }] };

export const loginUnlockRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  app.post(
    '/members/:id/unlock-login',
    {
      onRequest: requireOperator(deps, ['admin', 'cashier']),
      schema: {
        ...secured,
        params: idParams,
        body: loginUnlockRequest,
        response: { 200: envelope(loginUnlockData) },
      },
    },
    async (req) =>
      ok(
        req,
        await unlockMemberLogin(deps, actorOf(req), req.params.id, req.body.reason),
        'admin.login_unlocked',
      ),
  );

  app.post(
    '/operators/:id/unlock-login',
    {
      onRequest: requireOperator(deps, ['admin']),
      schema: {
        ...secured,
        params: idParams,
        body: loginUnlockRequest,
        response: { 200: envelope(loginUnlockData) },
      },
    },
    async (req) =>
      ok(
        req,
        await unlockOperatorLogin(deps, actorOf(req), req.params.id, req.body.reason),
        'admin.login_unlocked',
      ),
  );

  done();
};
