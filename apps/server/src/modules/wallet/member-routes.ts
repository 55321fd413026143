// The member's money calls of spec §7: slip deposit, withdraw, their latest requests and the
// transaction history. The contract's declaration, one service call, the envelope.
import { walletRoutes as declared } from '@sanam/contract/routes/wallet.ts';
import { SLIP_PAYLOAD_MAX } from '@sanam/contract/constants.ts';
import { CASHIER_IMAGE_DATA_URL_MAX } from '@sanam/contract/wallet.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import {
  requestWithdraw,
  submitSlip,
  submitUnreadSlip,
  transactionHistory,
  walletRequests,
} from './service.ts';

export const walletRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['wallet'] });
  const memberOnly = requireMember(deps);

  serve(declared.slip, {
    onRequest: memberOnly,
    // the slip's picture rides with its QR text
    bodyLimit: CASHIER_IMAGE_DATA_URL_MAX + SLIP_PAYLOAD_MAX + 4096,
    handler: async (req) => {
      const { data, messageKey } = await submitSlip(deps, memberIdOf(req), req.body.payload, req.body.image);
      return ok(req, data, messageKey);
    },
  });

  serve(declared.slipUnread, {
    onRequest: memberOnly,
    bodyLimit: CASHIER_IMAGE_DATA_URL_MAX + 4096,
    handler: async (req) =>
      ok(req, await submitUnreadSlip(deps, memberIdOf(req), req.body), 'slip.unread_pending'),
  });

  serve.answer(
    declared.withdraw,
    memberOnly,
    (req) => requestWithdraw(deps, memberIdOf(req), req.body.amount, req.headers['idempotency-key'] ?? null),
    'withdraw.requested',
  );

  serve.answer(declared.requests, memberOnly, (req) => walletRequests(deps, memberIdOf(req)));

  serve.answer(declared.transactions, memberOnly, (req) =>
    transactionHistory(deps, memberIdOf(req), req.body),
  );
  done();
};
