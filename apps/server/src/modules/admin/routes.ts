// Operator API of DESIGN §9: members, audit log, ledger check. Registered under /api/admin.
//
// Roles: searching members and the ledger check are open to every operator; changing a member's
// flags and moving a member's money belong to admin and cashier (the cashier desk serves members);
// the audit log, which records what the staff themselves did, is for admin only.
import {
  adminMember,
  adminMemberList,
  auditList,
  auditQuery,
  ledgerCheck as ledgerCheckSchema,
  memberAdjustRequest,
  memberPatch,
  memberSearchQuery,
} from '@sanam/contract/admin.ts';
import { envelope } from '@sanam/contract/envelope.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { idempotencyHeaders } from '../../http/headers.ts';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, idParams, requireOperator } from '../auth/index.ts';
import { adjustMember, auditPage, ledgerCheck, patchMember, searchMembers } from './service.ts';

const secured = { tags: ['operator'], security: [{ bearer: [] }] };

export const adminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  app.get(
    '/members',
    {
      onRequest: requireOperator(deps, ['admin', 'operator', 'cashier']),
      schema: { ...secured, querystring: memberSearchQuery, response: { 200: envelope(adminMemberList) } },
    },
    async (req) => ok(req, await searchMembers(deps, req.query)),
  );

  app.patch(
    '/members/:id',
    {
      onRequest: requireOperator(deps, ['admin', 'cashier']),
      schema: {
        ...secured,
        params: idParams,
        body: memberPatch,
        response: { 200: envelope(adminMember) },
      },
    },
    async (req) =>
      ok(req, await patchMember(deps, actorOf(req), req.params.id, req.body), 'admin.member_updated'),
  );

  app.post(
    '/members/:id/adjust',
    {
      onRequest: requireOperator(deps, ['admin', 'cashier']),
      schema: {
        ...secured,
        params: idParams,
        headers: idempotencyHeaders,
        body: memberAdjustRequest,
        response: { 200: envelope(adminMember) },
      },
    },
    async (req) =>
      ok(
        req,
        await adjustMember(deps, actorOf(req), req.params.id, req.body, req.headers['idempotency-key']),
        'admin.adjusted',
      ),
  );

  app.get(
    '/audit',
    {
      onRequest: requireOperator(deps, ['admin']),
      schema: { ...secured, querystring: auditQuery, response: { 200: envelope(auditList) } },
    },
    async (req) => ok(req, await auditPage(deps, req.query)),
  );

  app.get(
    '/ledger/check',
    {
      onRequest: requireOperator(deps),
      schema: { ...secured, response: { 200: envelope(ledgerCheckSchema) } },
    },
    async (req) => ok(req, await ledgerCheck(deps.db)),
  );
  done();
};
