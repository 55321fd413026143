// Member account calls of spec §7: the contract's declaration, one service call, the envelope.
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { changeMemberPassword, clientInfo, memberOf, requireMember } from '../auth/index.ts';
import { editProfile, getProfile, login, recordDevice, register } from './service.ts';

export const memberRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['account'] });
  const memberOnly = requireMember(deps);

  serve(accountRoutes.login, {
    handler: async (req) => ok(req, await login(deps, req.body, clientInfo(req)), 'auth.login_ok'),
  });

  serve(accountRoutes.register, {
    handler: async (req) => ok(req, await register(deps, req.body, clientInfo(req)), 'auth.register_ok'),
  });

  serve.answer(accountRoutes.profile, memberOnly, (req) => getProfile(deps, memberOf(req)));

  serve.answer(
    accountRoutes.editProfile,
    memberOnly,
    (req) => editProfile(deps, memberOf(req), req.body),
    'profile.updated',
  );

  serve(accountRoutes.changePassword, {
    onRequest: memberOnly,
    handler: async (req) => {
      await changeMemberPassword(deps, memberOf(req), req.body);
      return ok(req, null, 'auth.chpw_ok');
    },
  });

  serve(accountRoutes.recordDevice, {
    onRequest: memberOnly,
    // the body's ip is ignored: we record where the request really came from
    handler: async (req) =>
      ok(
        req,
        await recordDevice(deps, memberOf(req), { ip: req.ip, wcUuid: req.body.wc_uuid }),
        'profile.ip_saved',
      ),
  });
  done();
};
