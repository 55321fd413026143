// The cashier's desk and the house deposit accounts (DESIGN §9), under /api/admin.
//
// Roles: the queues and their decisions belong to cashiers and admins; operators (who run matches)
// see none of it. The house accounts: admins add and edit them, cashiers read them.
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import { CASHIER_IMAGE_DATA_URL_MAX } from '@sanam/contract/wallet.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
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
import { cashierImage } from './images.ts';
import { recheckDeposit } from './recheck.ts';

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

  serve(cashierRoutes.recheckDeposit, {
    onRequest: cashierDesk,
    handler: async (req) => {
      const { data, messageKey } = await recheckDeposit(deps, actorOf(req), req.params.id);
      return ok(req, data, messageKey);
    },
  });

  serve.answer(cashierRoutes.withdrawals, cashierDesk, (req) => listWithdrawals(deps, req.query));

  serve(cashierRoutes.payWithdrawal, {
    onRequest: cashierDesk,
    // the transfer's picture may ride with its reference
    bodyLimit: CASHIER_IMAGE_DATA_URL_MAX + 4096,
    handler: async (req) =>
      ok(req, await payWithdrawal(deps, actorOf(req), req.params.id, req.body), 'withdraw.paid'),
  });

  // a slip shows a member's account and name: staff of the desk only, never cached by a proxy
  serve(cashierRoutes.image, {
    onRequest: cashierDesk,
    handler: async (req, reply) => {
      const image = await cashierImage(deps, req.params.name);
      if (!image) throw notFound();
      return reply
        .header('content-type', image.content_type)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(image.bytes));
    },
  });

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
