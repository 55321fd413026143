// The operator console's login, me and logout (DESIGN §9, under /api/admin). The member's token
// calls (refresh, revoke) are the members module's (members/token-routes.ts): their reply carries the user.
import { operator, operatorLoginRequest } from '@sanam/contract/admin.ts';
import { operatorLoginReply } from '@sanam/contract/totp.ts';
import { envelope } from '@sanam/contract/envelope.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptEmptyJsonBody } from '../../http/empty-json-body.ts';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from './guards.ts';
import { closeAuth, openAuth } from './login-throttle.ts';
import { clientInfo, type OperatorPrincipal } from './principals.ts';
import { loginOperator, logoutOperator, operatorOf } from './service.ts';
import { operatorTotpRoutes } from './totp-routes.ts';

/** Set by requireOperator on the routes that use it. */
function operatorPrincipal(req: FastifyRequest): OperatorPrincipal {
  if (!req.operator) throw new Error('requireOperator did not run');
  return req.operator;
}

/** POST /auth/login, GET /auth/me, POST /auth/logout; register under /api/admin. */
export const operatorAuthRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  openAuth(deps);
  app.addHook('onClose', () => closeAuth(deps));
  acceptEmptyJsonBody(app);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['operator'],
        body: operatorLoginRequest,
        response: { 200: envelope(operatorLoginReply) },
      },
    },
    async (req) => {
      const outcome = await loginOperator(deps, req.body, clientInfo(req));
      if (outcome.step !== 'done')
        return ok(req, outcome, outcome.step === 'totp' ? 'totp.code_required' : 'totp.enrol_required');
      const { accessToken, operator: who, totp } = outcome;
      return ok(
        req,
        { step: 'done' as const, access_token: accessToken, operator: who, totp },
        'auth.login_ok',
      );
    },
  );
  // the login's second step, enrolment and the admin's resets (issue 20)
  // (the options carry this plugin's own `prefix`: pass the deps alone, or the prefix would double)
  void app.register(operatorTotpRoutes, { config: deps.config, db: deps.db, realtime: deps.realtime });

  app.get(
    '/auth/me',
    {
      onRequest: requireOperator(deps),
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        response: { 200: envelope(z.object({ operator })) },
      },
    },
    (req) => ok(req, { operator: operatorOf(operatorPrincipal(req)) }),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: requireOperator(deps),
      schema: { tags: ['operator'], security: [{ bearer: [] }], response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await logoutOperator(deps, operatorPrincipal(req), clientInfo(req));
      return ok(req, null, 'auth.revoked');
    },
  );
  done();
};
