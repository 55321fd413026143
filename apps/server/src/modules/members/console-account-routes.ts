// Operator API: a member's account changes, under /api/admin.
//
// Roles: reading the account is every operator's (like the member search); the changes are the
// member desk's (admin, cashier), as the member's flags and login unlock are; approving or rejecting
// a bank-account change is admin's alone, and never the requester's own (account-changes.ts).
import { memberAccountRoutes as routes } from '@sanam/contract/routes/member-account.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from '../auth/index.ts';
import {
  approveBankChange,
  endSessions,
  memberAccount,
  moveDepositAccount,
  rejectBankChange,
  renameMember,
  requestBankChange,
  resetPassword,
} from './account-changes.ts';

export const memberAccountRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });
  const anyDesk = requireOperator(deps, ['admin', 'operator', 'cashier']);
  const memberDesk = requireOperator(deps, ['admin', 'cashier']);
  const admin = requireOperator(deps, ['admin']);

  serve.answer(routes.account, anyDesk, (req) => memberAccount(deps.db, req.params.id));
  serve.answer(
    routes.requestBankChange,
    memberDesk,
    (req) => requestBankChange(deps, actorOf(req), req.params.id, req.body),
    'member_account.bank_change_requested',
  );
  serve.answer(
    routes.approveBankChange,
    admin,
    (req) => approveBankChange(deps, actorOf(req), req.params.id, req.body.reason),
    'member_account.bank_change_approved',
  );
  serve.answer(
    routes.rejectBankChange,
    admin,
    (req) => rejectBankChange(deps, actorOf(req), req.params.id, req.body.reason),
    'member_account.bank_change_rejected',
  );
  serve.answer(
    routes.resetPassword,
    memberDesk,
    (req) => resetPassword(deps, actorOf(req), req.params.id, req.body.reason),
    'member_account.password_reset',
  );
  serve.answer(
    routes.endSessions,
    memberDesk,
    (req) => endSessions(deps, actorOf(req), req.params.id, req.body.reason),
    'member_account.sessions_ended',
  );
  serve.answer(
    routes.rename,
    memberDesk,
    (req) => renameMember(deps, actorOf(req), req.params.id, req.body),
    'member_account.name_changed',
  );
  serve.answer(
    routes.moveDepositAccount,
    memberDesk,
    (req) => moveDepositAccount(deps, actorOf(req), req.params.id, req.body),
    'member_account.deposit_account_moved',
  );
  done();
};
