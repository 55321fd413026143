// The member's token calls (spec §7 /line/*, under /api): refresh answers like a login, with the
// user, which is why they live here and not in auth (auth sits below members).
import { loginData, refreshRequest, revokeRequest } from '@sanam/contract/account.ts';
import { envelope } from '@sanam/contract/envelope.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptEmptyJsonBody } from '../../http/empty-json-body.ts';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { closeAuth, openAuth, revokeByAccessToken, tokenToRevoke } from '../auth/index.ts';
import { refreshMemberTokens } from './service.ts';

/** POST /line/refresh and /line/revoke; register under the API prefix (/api). */
export const memberTokenRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  openAuth(deps);
  app.addHook('onClose', () => closeAuth(deps));
  acceptEmptyJsonBody(app);

  app.post(
    '/line/refresh',
    { schema: { tags: ['account'], body: refreshRequest, response: { 200: envelope(loginData) } } },
    async (req) => ok(req, await refreshMemberTokens(deps, req.body.refresh_token)),
  );

  app.post(
    '/line/revoke',
    { schema: { tags: ['account'], body: revokeRequest, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await revokeByAccessToken(deps, tokenToRevoke(req, req.body?.access_token));
      return ok(req, null, 'auth.revoked');
    },
  );
  done();
};
