// The console's second factor, under /api/admin: the login's second step and forced
// enrolment (challenge token in the body), an operator's own enrolment and recovery codes (bearer),
// and the admin's list (the admin's resets are the staff desk's).
import { operatorAuthRoutes as declared } from '@sanam/contract/routes/console.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from './guards.ts';
import { clientInfo } from './principals.ts';
import { startOperatorSession } from './service.ts';
import {
  completeLoginWithCode,
  finishEnrolment,
  finishLoginEnrolment,
  listOperatorsSecurity,
  regenerateRecoveryCodes,
  startEnrolment,
  startLoginEnrolment,
  totpStatusOf,
} from './totp.ts';

export const operatorTotpRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });

  serve.answer(
    declared.loginCode,
    null,
    (req) => completeLoginWithCode(deps, req.body, clientInfo(req), startOperatorSession),
    'auth.login_ok',
  );

  serve.answer(declared.loginEnrol, null, (req) => startLoginEnrolment(deps, req.body.challenge_token));

  serve.answer(
    declared.loginEnrolConfirm,
    null,
    (req) => finishLoginEnrolment(deps, req.body, clientInfo(req), startOperatorSession),
    'totp.enrolled',
  );

  serve.answer(declared.totp, requireOperator(deps), (req) => totpStatusOf(deps, actorOf(req).operatorId));

  serve.answer(declared.enrol, requireOperator(deps), (req) => startEnrolment(deps, actorOf(req).operatorId));

  serve(declared.confirmEnrolment, {
    onRequest: requireOperator(deps),
    handler: async (req) => {
      const actor = actorOf(req);
      return ok(req, await finishEnrolment(deps, actor.operatorId, req.body.code, actor.ip), 'totp.enrolled');
    },
  });

  serve(declared.renewRecoveryCodes, {
    onRequest: requireOperator(deps),
    handler: async (req) => {
      const actor = actorOf(req);
      return ok(
        req,
        await regenerateRecoveryCodes(deps, actor.operatorId, req.body.code, actor.ip),
        'totp.recovery_codes_renewed',
      );
    },
  });

  serve(declared.operators, {
    onRequest: requireOperator(deps, ['admin']),
    handler: async (req) => ok(req, { operators: await listOperatorsSecurity(deps) }),
  });
  // POST /operators/{id}/totp/reset is the staff desk's (console-staff-routes.ts): an admin's reset
  // waits for a second admin
  done();
};
