// The member's token calls (spec §7 /line/*, under /api): refresh answers like a login, with the
// user, which is why they live here and not in auth (auth sits below members).
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { acceptEmptyJsonBody } from '../../http/empty-json-body.ts';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { closeAuth, openAuth, revokeByAccessToken, tokenToRevoke } from '../auth/index.ts';
import { refreshMemberTokens } from './service.ts';

/** POST /line/refresh and /line/revoke; register under the API prefix (/api). */
export const memberTokenRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['account'] });
  openAuth(deps);
  app.addHook('onClose', () => closeAuth(deps));
  acceptEmptyJsonBody(app);

  serve(accountRoutes.refresh, {
    handler: async (req) => ok(req, await refreshMemberTokens(deps, req.body.refresh_token)),
  });

  serve(accountRoutes.revoke, {
    handler: async (req) => {
      await revokeByAccessToken(deps, tokenToRevoke(req, req.body?.access_token));
      return ok(req, null, 'auth.revoked');
    },
  });
  done();
};
