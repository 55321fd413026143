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
import { envelope } from '@sanam/contract/envelope.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from '../auth/index.ts';
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

const idParams = z.object({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

const secured = { tags: ['operator', 'cashier'], security: [{ bearer: [] }] };

export const walletAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const cashierDesk = requireOperator(deps, ['admin', 'cashier']);
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

  app.post(
    '/deposits/:id/approve',
    {
      onRequest: cashierDesk,
      schema: {
        ...secured,
        params: idParams,
        body: depositApproveRequest,
        response: { 200: envelope(adminDeposit) },
      },
    },
    async (req) =>
      ok(req, await approveDeposit(deps, actorOf(req), req.params.id, req.body.amount), 'deposit.approved'),
  );

  app.post(
    '/deposits/:id/reject',
    {
      onRequest: cashierDesk,
      schema: {
        ...secured,
        params: idParams,
        body: cashierRejectRequest,
        response: { 200: envelope(adminDeposit) },
      },
    },
    async (req) =>
      ok(req, await rejectDeposit(deps, actorOf(req), req.params.id, req.body.reason), 'deposit.rejected'),
  );

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

  app.post(
    '/withdrawals/:id/approve',
    {
      onRequest: cashierDesk,
      schema: { ...secured, params: idParams, response: { 200: envelope(adminWithdrawal) } },
    },
    async (req) => ok(req, await payWithdrawal(deps, actorOf(req), req.params.id), 'withdraw.paid'),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      onRequest: cashierDesk,
      schema: {
        ...secured,
        params: idParams,
        body: cashierRejectRequest,
        response: { 200: envelope(adminWithdrawal) },
      },
    },
    async (req) =>
      ok(
        req,
        await rejectWithdrawal(deps, actorOf(req), req.params.id, req.body.reason),
        'withdraw.rejected',
      ),
  );

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
