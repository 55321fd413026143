// The cashier's desk and the house deposit accounts (DESIGN §9), under /api/admin.
//
// Roles: the queues and their decisions belong to cashiers and admins; operators (who run matches)
// see none of it. The house accounts: admins add and edit them, cashiers read them.
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, fromBody, onRecord, requireOperator } from '../auth/index.ts';
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

  serve.answer(cashierRoutes.summary, cashierDesk, () => cashierSummary(deps));

  serve.answer(cashierRoutes.deposits, cashierDesk, (req) => listDeposits(deps, req.query));

  serve.answer(
    cashierRoutes.approveDeposit,
    cashierDesk,
    (req) => approveDeposit(deps, actorOf(req), req.params.id, req.body.amount),
    'deposit.approved',
  );

  serve.answer(
    cashierRoutes.rejectDeposit,
    cashierDesk,
    (req) => rejectDeposit(deps, actorOf(req), req.params.id, req.body.reason),
    'deposit.rejected',
  );

  serve.answer(cashierRoutes.withdrawals, cashierDesk, (req) => listWithdrawals(deps, req.query));

  serve.answer(
    cashierRoutes.payWithdrawal,
    cashierDesk,
    (req) => payWithdrawal(deps, actorOf(req), req.params.id),
    'withdraw.paid',
  );

  serve.answer(
    cashierRoutes.rejectWithdrawal,
    cashierDesk,
    (req) => rejectWithdrawal(deps, actorOf(req), req.params.id, req.body.reason),
    'withdraw.rejected',
  );

  serve.answer(cashierRoutes.depositAccounts, cashierDesk, () => listDepositAccounts(deps));

  serve.answer(
    cashierRoutes.createDepositAccount,
    adminOnly,
    fromBody(deps, createDepositAccount),
    'deposit_account.created',
  );

  serve.answer(
    cashierRoutes.patchDepositAccount,
    adminOnly,
    onRecord(deps, patchDepositAccount),
    'deposit_account.updated',
  );
  done();
};
