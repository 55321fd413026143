// The cashier's desk and the house deposit accounts (DESIGN §9), under /api/admin.
//
// Roles: the queues and their decisions belong to cashiers and admins; operators (who run matches)
// see none of it. The house accounts: admins add and edit them, cashiers read them.
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
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

export const walletAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'cashier'] });
  const cashierDesk = requireOperator(deps, ['admin', 'cashier']);
  const adminOnly = requireOperator(deps, ['admin']);

  serve(cashierRoutes.summary, {
    onRequest: cashierDesk,
    handler: async (req) => ok(req, await cashierSummary(deps)),
  });

  serve(cashierRoutes.deposits, {
    onRequest: cashierDesk,
    handler: async (req) => ok(req, await listDeposits(deps, req.query)),
  });

  serve(cashierRoutes.approveDeposit, {
    onRequest: cashierDesk,
    handler: async (req) =>
      ok(req, await approveDeposit(deps, actorOf(req), req.params.id, req.body.amount), 'deposit.approved'),
  });

  serve(cashierRoutes.rejectDeposit, {
    onRequest: cashierDesk,
    handler: async (req) =>
      ok(req, await rejectDeposit(deps, actorOf(req), req.params.id, req.body.reason), 'deposit.rejected'),
  });

  serve(cashierRoutes.withdrawals, {
    onRequest: cashierDesk,
    handler: async (req) => ok(req, await listWithdrawals(deps, req.query)),
  });

  serve(cashierRoutes.payWithdrawal, {
    onRequest: cashierDesk,
    handler: async (req) => ok(req, await payWithdrawal(deps, actorOf(req), req.params.id), 'withdraw.paid'),
  });

  serve(cashierRoutes.rejectWithdrawal, {
    onRequest: cashierDesk,
    handler: async (req) =>
      ok(
        req,
        await rejectWithdrawal(deps, actorOf(req), req.params.id, req.body.reason),
        'withdraw.rejected',
      ),
  });

  serve(cashierRoutes.depositAccounts, {
    onRequest: cashierDesk,
    handler: async (req) => ok(req, await listDepositAccounts(deps)),
  });

  serve(cashierRoutes.createDepositAccount, {
    onRequest: adminOnly,
    handler: async (req) =>
      ok(req, await createDepositAccount(deps, actorOf(req), req.body), 'deposit_account.created'),
  });

  serve(cashierRoutes.patchDepositAccount, {
    onRequest: adminOnly,
    handler: async (req) =>
      ok(
        req,
        await patchDepositAccount(deps, actorOf(req), req.params.id, req.body),
        'deposit_account.updated',
      ),
  });
  done();
};
