// Member account calls of spec §7: parse with the contract's schema, one service call, the envelope.
import {
  changePasswordRequest,
  editUserRequest,
  ipAddressRequest,
  loginData,
  loginRequest,
  profileData,
  registerRequest,
} from '@sanam/contract/account.ts';
import { envelope } from '@sanam/contract/envelope.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { changeMemberPassword, clientInfo, memberOf, requireMember } from '../auth/index.ts';
import { editProfile, getProfile, login, recordDevice, register } from './service.ts';

const secured = { tags: ['account'], security: [{ bearer: [] }] };

export const memberRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const memberOnly = requireMember(deps);

  app.post(
    '/user/login',
    { schema: { tags: ['account'], body: loginRequest, response: { 200: envelope(loginData) } } },
    async (req) => ok(req, await login(deps, req.body, clientInfo(req)), 'auth.login_ok'),
  );

  app.post(
    '/user/register',
    { schema: { tags: ['account'], body: registerRequest, response: { 200: envelope(loginData) } } },
    async (req) => ok(req, await register(deps, req.body, clientInfo(req)), 'auth.register_ok'),
  );

  app.post(
    '/user/user/get_profile',
    { onRequest: memberOnly, schema: { ...secured, response: { 200: envelope(profileData) } } },
    async (req) => ok(req, await getProfile(deps, memberOf(req))),
  );

  app.post(
    '/user/user/edit_user',
    {
      onRequest: memberOnly,
      schema: { ...secured, body: editUserRequest, response: { 200: envelope(profileData) } },
    },
    async (req) => ok(req, await editProfile(deps, memberOf(req), req.body), 'profile.updated'),
  );

  app.post(
    '/user/user/chpw',
    {
      onRequest: memberOnly,
      schema: { ...secured, body: changePasswordRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await changeMemberPassword(deps, memberOf(req), req.body);
      return ok(req, null, 'auth.chpw_ok');
    },
  );

  app.post(
    '/user/user/ipaddress',
    {
      onRequest: memberOnly,
      schema: {
        ...secured,
        body: ipAddressRequest,
        response: { 200: envelope(z.object({ ip: z.string() })) },
      },
    },
    // the body's ip is ignored: we record where the request really came from
    async (req) =>
      ok(
        req,
        await recordDevice(deps, memberOf(req), { ip: req.ip, wcUuid: req.body.wc_uuid }),
        'profile.ip_saved',
      ),
  );
  done();
};
