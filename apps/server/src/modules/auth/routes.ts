// The operator console's login, me and logout (DESIGN §9, under /api/admin). The member's token
// calls (refresh, revoke) are the members module's (members/token-routes.ts): their reply carries the user.
import { operatorAuthRoutes as declared } from '@sanam/contract/routes/console.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { acceptEmptyJsonBody } from '../../http/empty-json-body.ts';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from './guards.ts';
import { closeAuth, openAuth } from './login-throttle.ts';
import { clientInfo, type OperatorPrincipal } from './principals.ts';
import { changeOperatorPassword, loginOperator, logoutOperator, operatorOf } from './service.ts';
import { ownPasswordRoutes } from '@sanam/contract/routes/staff.ts';
import { operatorTotpRoutes } from './totp-routes.ts';

/** Set by requireOperator on the routes that use it. */
function operatorPrincipal(req: FastifyRequest): OperatorPrincipal {
  if (!req.operator) throw new Error('requireOperator did not run');
  return req.operator;
}

/** POST /auth/login, GET /auth/me, POST /auth/logout; register under /api/admin. */
export const operatorAuthRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });
  openAuth(deps);
  app.addHook('onClose', () => closeAuth(deps));
  acceptEmptyJsonBody(app);

  serve(declared.login, {
    handler: async (req) => {
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
  });
  // the login's second step, enrolment and the admin's resets (issue 20)
  // (the options carry this plugin's own `prefix`: pass the deps alone, or the prefix would double)
  void app.register(operatorTotpRoutes, { config: deps.config, db: deps.db, realtime: deps.realtime });

  // an operator who must change their password may still ask who they are, sign out, and change it
  const evenIfMustChange = requireOperator(deps, undefined, { whileMustChangePassword: true });
  serve(declared.me, {
    onRequest: evenIfMustChange,
    handler: (req) => ok(req, { operator: operatorOf(operatorPrincipal(req)) }),
  });

  serve(declared.logout, {
    onRequest: evenIfMustChange,
    handler: async (req) => {
      await logoutOperator(deps, operatorPrincipal(req), clientInfo(req));
      return ok(req, null, 'auth.revoked');
    },
  });

  // issue 24: every staff member's own password change
  serve.answer(
    ownPasswordRoutes.change,
    evenIfMustChange,
    async (req) => ({
      operator: await changeOperatorPassword(deps, operatorPrincipal(req), req.body, req.ip),
    }),
    'auth.operator_password_changed',
  );
  done();
};
