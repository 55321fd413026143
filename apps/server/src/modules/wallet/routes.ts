// The member's money calls of spec §7: slip deposit, withdraw, their latest requests and the
// transaction history. Parse with the contract's schema, one service call, the envelope.
import { envelope } from '@sanam/contract/envelope.ts';
import {
  slipData,
  slipRequest,
  transactionListRequest,
  transactionPage,
  walletRequests as walletRequestsSchema,
  withdrawData,
  withdrawRequest,
} from '@sanam/contract/wallet.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { idempotencyHeaders } from '../../http/headers.ts';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import { requestWithdraw, submitSlip, transactionHistory, walletRequests } from './service.ts';

const secured = { tags: ['wallet'], security: [{ bearer: [] }] };

export const walletRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const memberOnly = requireMember(deps);

  app.post(
    '/user/user/slip',
    {
      onRequest: memberOnly,
      schema: { ...secured, body: slipRequest, response: { 200: envelope(slipData) } },
    },
    async (req) => {
      const { data, messageKey } = await submitSlip(deps, memberIdOf(req), req.body.payload);
      return ok(req, data, messageKey);
    },
  );

  app.post(
    '/user/user/withdraw',
    {
      onRequest: memberOnly,
      schema: {
        ...secured,
        headers: idempotencyHeaders,
        body: withdrawRequest,
        response: { 200: envelope(withdrawData) },
      },
    },
    async (req) =>
      ok(
        req,
        await requestWithdraw(deps, memberIdOf(req), req.body.amount, req.headers['idempotency-key'] ?? null),
        'withdraw.requested',
      ),
  );

  app.get(
    '/user/user/wallet_requests',
    { onRequest: memberOnly, schema: { ...secured, response: { 200: envelope(walletRequestsSchema) } } },
    async (req) => ok(req, await walletRequests(deps, memberIdOf(req))),
  );

  app.post(
    '/user/transaction/member',
    {
      onRequest: memberOnly,
      schema: { ...secured, body: transactionListRequest, response: { 200: envelope(transactionPage) } },
    },
    async (req) => ok(req, await transactionHistory(deps, memberIdOf(req), req.body)),
  );
  done();
};
