// Sandbox calls (DESIGN §9), mounted only when SANDBOX=1 (never in production): test slips the
// sandbox slip check confirms, so a newcomer, the console's "make a test slip" button and the
// journeys can deposit without a bank. Minting a slip mints money the sandbox check confirms, so only
// a cashier or an admin may (anyone could).
import { sandboxSlipRoutes } from '@sanam/contract/routes/wallet.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { makeTestSlip } from './service.ts';

export const walletSandboxRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['sandbox'] });
  serve.answer(
    sandboxSlipRoutes.create,
    requireOperator(deps, ['admin', 'cashier']),
    (req) => makeTestSlip(deps, req.body),
    'sandbox.slip_created',
  );
  done();
};
