// The operator console's login, session renewal, me and logout (DESIGN §9, under /api/admin). The member's token
// calls (refresh, revoke) are the members module's (members/member-token-routes.ts): their reply carries the user.
import { operatorAuthRoutes as declared } from '@sanam/contract/routes/console.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { acceptEmptyJsonBody } from '../../http/empty-json-body.ts';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from './guards.ts';
import { closeAuth, openAuth } from './login-throttle.ts';
import { clientInfo, type OperatorPrincipal } from './principals.ts';
import {
  changeOperatorPassword,
  endLapsedOperatorSessions,
  loginOperator,
  logoutOperator,
  operatorOf,
  refreshOperatorSession,
} from './service.ts';
import { ownPasswordRoutes } from '@sanam/contract/routes/staff.ts';
import { operatorTotpRoutes } from './console-totp-routes.ts';

/** Set by requireOperator on the routes that use it. */
function operatorPrincipal(req: FastifyRequest): OperatorPrincipal {
  if (!req.operator) throw new Error('requireOperator did not run');
  return req.operator;
}

/**
 * Every `staffSession.sweepMs` each node ends the console sessions whose end passed and closes
 * their sockets (safe on several nodes: each session is ended by one UPDATE). On close the timer
 * stops and the pass under way is awaited, so the database closes after it.
 */
function startLapsedSessionSweep(app: FastifyInstance, deps: AppDeps): void {
  const every = deps.config.staffSession.sweepMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', (done) => {
    timer = setInterval(() => {
      running ??= endLapsedOperatorSessions(deps)
        .catch((err: unknown) => app.log.error({ err }, 'ending lapsed console sessions failed'))
        .finally(() => {
          running = null;
        });
    }, every);
    timer.unref();
    done();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

/** POST /auth/login, /auth/refresh, GET /auth/me, POST /auth/logout; register under /api/admin. */
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
      return ok(req, outcome, 'auth.login_ok');
    },
  });

  // the console renews its session while the person works; a 401 is "sign in again"
  serve.answer(declared.refresh, null, (req) => refreshOperatorSession(deps, req.body));
  startLapsedSessionSweep(app, deps);
  // the login's second step, enrolment and the admin's resets
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

  // every staff member's own password change
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
