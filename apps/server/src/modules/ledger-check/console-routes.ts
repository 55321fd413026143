// Operator API: the ledger check, under /api/admin. A fresh run reads every posting, so starting one
// is the admin's; every operator reads the node's last run.
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { lastLedgerCheck, ledgerCheck } from './service.ts';

export const ledgerCheckRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });
  serve.answer(memberDeskRoutes.ledgerCheck, requireOperator(deps, ['admin']), () => ledgerCheck(deps));
  serve.answer(memberDeskRoutes.ledgerCheckLast, requireOperator(deps), () =>
    Promise.resolve(lastLedgerCheck(deps.db)),
  );
  done();
};
