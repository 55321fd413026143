// Operator API of DESIGN §9: members, audit log, ledger check. Registered under /api/admin.
//
// Roles: searching members and the ledger check are open to every operator; changing a member's
// flags and moving a member's money belong to admin and cashier (the cashier desk serves members);
// the audit log, which records what the staff themselves did, is for admin only.
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from '../auth/index.ts';
import { adjustMember, auditPage, ledgerCheck, patchMember, searchMembers } from './service.ts';

export const adminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });

  serve(memberDeskRoutes.search, {
    onRequest: requireOperator(deps, ['admin', 'operator', 'cashier']),
    handler: async (req) => ok(req, await searchMembers(deps, req.query)),
  });

  serve(memberDeskRoutes.patch, {
    onRequest: requireOperator(deps, ['admin', 'cashier']),
    handler: async (req) =>
      ok(req, await patchMember(deps, actorOf(req), req.params.id, req.body), 'admin.member_updated'),
  });

  serve(memberDeskRoutes.adjust, {
    onRequest: requireOperator(deps, ['admin', 'cashier']),
    handler: async (req) =>
      ok(
        req,
        await adjustMember(deps, actorOf(req), req.params.id, req.body, req.headers['idempotency-key']),
        'admin.adjusted',
      ),
  });

  serve(memberDeskRoutes.audit, {
    onRequest: requireOperator(deps, ['admin']),
    handler: async (req) => ok(req, await auditPage(deps, req.query)),
  });

  serve(memberDeskRoutes.ledgerCheck, {
    onRequest: requireOperator(deps),
    handler: async (req) => ok(req, await ledgerCheck(deps.db)),
  });
  done();
};
