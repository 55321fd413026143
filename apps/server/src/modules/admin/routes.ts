// Operator API of DESIGN §9: members, audit log, ledger check. Registered under /api/admin.
//
// Roles: searching members and the ledger check's last result are open to every operator, a fresh
// run of the check is the admin's (it reads every posting); changing a member's
// flags and moving a member's money belong to admin and cashier (the cashier desk serves members);
// the audit log, which records what the staff themselves did, is for admin only.
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, onRecord, requireOperator } from '../auth/index.ts';
import { lastLedgerCheck, ledgerCheck } from './ledger-check.ts';
import { adjustMember, auditPage, patchMember, searchMembers } from './service.ts';

export const adminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });
  const memberDesk = requireOperator(deps, ['admin', 'cashier']);

  serve.answer(memberDeskRoutes.search, requireOperator(deps, ['admin', 'operator', 'cashier']), (req) =>
    searchMembers(deps, req.query),
  );

  serve.answer(memberDeskRoutes.patch, memberDesk, onRecord(deps, patchMember), 'admin.member_updated');

  serve.answer(
    memberDeskRoutes.adjust,
    memberDesk,
    (req) => adjustMember(deps, actorOf(req), req.params.id, req.body, req.headers['idempotency-key']),
    'admin.adjusted',
  );

  serve.answer(memberDeskRoutes.audit, requireOperator(deps, ['admin']), (req) => auditPage(deps, req.query));

  // a fresh run reads every posting: an admin's to start; every role reads the node's last
  serve.answer(memberDeskRoutes.ledgerCheck, requireOperator(deps, ['admin']), () => ledgerCheck(deps));
  serve.answer(memberDeskRoutes.ledgerCheckLast, requireOperator(deps), () =>
    Promise.resolve(lastLedgerCheck(deps.db)),
  );
  done();
};
