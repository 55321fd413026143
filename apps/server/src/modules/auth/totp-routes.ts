// The console's second factor (issue 20), under /api/admin: the login's second step and forced
// enrolment (challenge token in the body), an operator's own enrolment and recovery codes (bearer),
// and the admin's list and resets.
import { envelope } from '@sanam/contract/envelope.ts';
import {
  loginEnrolConfirmRequest,
  loginEnrolDone,
  loginEnrolRequest,
  operatorIdParams,
  operatorLoginReply,
  operatorSecurityList,
  recoveryCodesReply,
  totpCodeRequest,
  totpEnrolment,
  totpLoginRequest,
  totpStatus,
} from '@sanam/contract/totp.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
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
  resetOperatorTotp,
  startEnrolment,
  startLoginEnrolment,
  totpStatusOf,
} from './totp.ts';

const operatorTag = { tags: ['operator'] };
const bearer = { ...operatorTag, security: [{ bearer: [] }] };

export const operatorTotpRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  app.post(
    '/auth/login/totp',
    { schema: { ...operatorTag, body: totpLoginRequest, response: { 200: envelope(operatorLoginReply) } } },
    async (req) =>
      ok(
        req,
        await completeLoginWithCode(deps, req.body, clientInfo(req), startOperatorSession),
        'auth.login_ok',
      ),
  );

  app.post(
    '/auth/login/enrol',
    { schema: { ...operatorTag, body: loginEnrolRequest, response: { 200: envelope(totpEnrolment) } } },
    async (req) => ok(req, await startLoginEnrolment(deps, req.body.challenge_token)),
  );

  app.post(
    '/auth/login/enrol/confirm',
    {
      schema: { ...operatorTag, body: loginEnrolConfirmRequest, response: { 200: envelope(loginEnrolDone) } },
    },
    async (req) =>
      ok(
        req,
        await finishLoginEnrolment(deps, req.body, clientInfo(req), startOperatorSession),
        'totp.enrolled',
      ),
  );

  app.get(
    '/auth/totp',
    { onRequest: requireOperator(deps), schema: { ...bearer, response: { 200: envelope(totpStatus) } } },
    async (req) => ok(req, await totpStatusOf(deps, actorOf(req).operatorId)),
  );

  app.post(
    '/auth/totp/enrol',
    { onRequest: requireOperator(deps), schema: { ...bearer, response: { 200: envelope(totpEnrolment) } } },
    async (req) => ok(req, await startEnrolment(deps, actorOf(req).operatorId)),
  );

  app.post(
    '/auth/totp/enrol/confirm',
    {
      onRequest: requireOperator(deps),
      schema: { ...bearer, body: totpCodeRequest, response: { 200: envelope(recoveryCodesReply) } },
    },
    async (req) => {
      const actor = actorOf(req);
      return ok(req, await finishEnrolment(deps, actor.operatorId, req.body.code, actor.ip), 'totp.enrolled');
    },
  );

  app.post(
    '/auth/totp/recovery-codes',
    {
      onRequest: requireOperator(deps),
      schema: { ...bearer, body: totpCodeRequest, response: { 200: envelope(recoveryCodesReply) } },
    },
    async (req) => {
      const actor = actorOf(req);
      return ok(
        req,
        await regenerateRecoveryCodes(deps, actor.operatorId, req.body.code, actor.ip),
        'totp.recovery_codes_renewed',
      );
    },
  );

  app.get(
    '/operators',
    {
      onRequest: requireOperator(deps, ['admin']),
      schema: { ...bearer, response: { 200: envelope(operatorSecurityList) } },
    },
    async (req) => ok(req, { operators: await listOperatorsSecurity(deps) }),
  );

  app.post(
    '/operators/:id/totp/reset',
    {
      onRequest: requireOperator(deps, ['admin']),
      schema: { ...bearer, params: operatorIdParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await resetOperatorTotp(deps, actorOf(req), req.params.id);
      return ok(req, null, 'totp.reset_done');
    },
  );
  done();
};
