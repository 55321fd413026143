// The cashier's desk and the house deposit accounts (DESIGN §9), under /api/admin.
//
// Roles: the queues and their decisions belong to cashiers and admins; operators (who run matches)
// see none of it. The house accounts: admins add and edit them, cashiers read them.
import {
  adminDeposit,
  adminDepositAccount,
  adminDepositList,
  adminWithdrawal,
  adminWithdrawalList,
  cashierRejectRequest,
  cashierSummary as cashierSummarySchema,
  depositAccountCreateRequest,
  depositAccountPatchRequest,
  depositApproveRequest,
  depositListQuery,
  withdrawalListQuery,
} from '@sanam/contract/wallet.ts';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import { envelope } from '@sanam/contract/envelope.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, decisionRoute, idParams, requireOperator } from '../auth/index.ts';
import {
  approveDeposit,
  cashierSummary,
  createDepositAccount,
  listDepositAccounts,
  listDeposits,
  listWithdrawals,
  patchDepositAccount,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
} from './service.ts';

const secured = { tags: ['operator', 'cashier'], security: [{ bearer: [] }] };

export const walletAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const cashierRoles: OperatorRole[] = ['admin', 'cashier'];
  const cashierDesk = requireOperator(deps, cashierRoles);
  const adminOnly = requireOperator(deps, ['admin']);

  app.get(
    '/cashier/summary',
    { onRequest: cashierDesk, schema: { ...secured, response: { 200: envelope(cashierSummarySchema) } } },
    async (req) => ok(req, await cashierSummary(deps)),
  );

  app.get(
    '/deposits',
    {
      onRequest: cashierDesk,
      schema: { ...secured, querystring: depositListQuery, response: { 200: envelope(adminDepositList) } },
    },
    async (req) => ok(req, await listDeposits(deps, req.query)),
  );

  const decision = { roles: cashierRoles, tags: secured.tags };
  decisionRoute(app, deps, {
    ...decision,
    url: '/deposits/:id/approve',
    body: depositApproveRequest,
    reply: adminDeposit,
    message: 'deposit.approved',
    decide: (actor, id, body) => approveDeposit(deps, actor, id, body.amount),
  });
  decisionRoute(app, deps, {
    ...decision,
    url: '/deposits/:id/reject',
    body: cashierRejectRequest,
    reply: adminDeposit,
    message: 'deposit.rejected',
    decide: (actor, id, body) => rejectDeposit(deps, actor, id, body.reason),
  });

  app.get(
    '/withdrawals',
    {
      onRequest: cashierDesk,
      schema: {
        ...secured,
        querystring: withdrawalListQuery,
        response: { 200: envelope(adminWithdrawalList) },
      },
    },
    async (req) => ok(req, await listWithdrawals(deps, req.query)),
  );

  decisionRoute(app, deps, {
    ...decision,
    url: '/withdrawals/:id/approve',
    reply: adminWithdrawal,
    message: 'withdraw.paid',
    decide: (actor, id) => payWithdrawal(deps, actor, id),
  });
  decisionRoute(app, deps, {
    ...decision,
    url: '/withdrawals/:id/reject',
    body: cashierRejectRequest,
    reply: adminWithdrawal,
    message: 'withdraw.rejected',
    decide: (actor, id, body) => rejectWithdrawal(deps, actor, id, body.reason),
  });

  app.get(
    '/deposit-accounts',
    {
      onRequest: cashierDesk,
      schema: { ...secured, response: { 200: envelope(z.array(adminDepositAccount)) } },
    },
    async (req) => ok(req, await listDepositAccounts(deps)),
  );

  app.post(
    '/deposit-accounts',
    {
      onRequest: adminOnly,
      schema: {
        ...secured,
        body: depositAccountCreateRequest,
        response: { 200: envelope(adminDepositAccount) },
      },
    },
    async (req) =>
      ok(req, await createDepositAccount(deps, actorOf(req), req.body), 'deposit_account.created'),
  );

  app.patch(
    '/deposit-accounts/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...secured,
        params: idParams,
        body: depositAccountPatchRequest,
        response: { 200: envelope(adminDepositAccount) },
      },
    },
    async (req) =>
      ok(
        req,
        await patchDepositAccount(deps, actorOf(req), req.params.id, req.body),
        'deposit_account.updated',
      ),
  );
  done();
};
