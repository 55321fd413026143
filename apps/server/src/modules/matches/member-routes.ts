// The member app's match calls of spec §7 (Matches) and the live-access check
// (POST /user/transaction/liveaction). Registered under the API prefix; every call needs a member
// token. Static paths (listopen, listend, stadium, rate/:id) win over /user/match/:id in the router.
import { envelope } from '@sanam/contract/envelope.ts';
import { liveAccess, match, rate, stadium } from '@sanam/contract/matches.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import { listEndedMatches, listMatchRates, listOpenMatches, listRunningMatches } from './lists.ts';
import { liveAccessAllowed } from './live-access.ts';
import { matchIdParams } from './routes.ts';
import { getMatch } from './service.ts';
import { listStadiums } from './stadiums.ts';

const secured = { tags: ['matches'], security: [{ bearer: [] }] };
const matchList = { 200: envelope(z.array(match)) };

export const matchMemberRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const memberOnly = requireMember(deps);

  app.get(
    '/user/match',
    { onRequest: memberOnly, schema: { ...secured, response: matchList } },
    async (req) => ok(req, await listRunningMatches(deps)),
  );

  app.get(
    '/user/match/listopen',
    { onRequest: memberOnly, schema: { ...secured, response: matchList } },
    async (req) => ok(req, await listOpenMatches(deps)),
  );

  app.get(
    '/user/match/listend',
    { onRequest: memberOnly, schema: { ...secured, response: matchList } },
    async (req) => ok(req, await listEndedMatches(deps)),
  );

  app.get(
    '/user/match/stadium',
    { onRequest: memberOnly, schema: { ...secured, response: { 200: envelope(z.array(stadium)) } } },
    async (req) => ok(req, await listStadiums(deps, { displayedOnly: true })),
  );

  app.get(
    '/user/match/rate/:id',
    {
      onRequest: memberOnly,
      schema: { ...secured, params: matchIdParams, response: { 200: envelope(z.array(rate)) } },
    },
    async (req) => ok(req, await listMatchRates(deps, req.params.id)),
  );

  app.get(
    '/user/match/:id',
    {
      onRequest: memberOnly,
      schema: { ...secured, params: matchIdParams, response: { 200: envelope(match) } },
    },
    async (req) => ok(req, await getMatch(deps, req.params.id)),
  );

  app.post(
    '/user/transaction/liveaction',
    { onRequest: memberOnly, schema: { ...secured, response: { 200: envelope(liveAccess) } } },
    async (req) => {
      const access = await liveAccessAllowed(deps, memberIdOf(req));
      return ok(req, access, access.eligible ? 'live.eligible' : 'live.not_eligible');
    },
  );
  done();
};
