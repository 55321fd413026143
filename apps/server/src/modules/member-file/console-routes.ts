// Operator API: the member file's lists, under /api/admin.
//
// Roles: every staff role reads them, as every role opens the member file (the account route); the
// changes stay with the desks that own them.
import { memberFileRoutes as routes } from '@sanam/contract/routes/member-file.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { memberFile } from './service.ts';

export const memberFileRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });
  const anyDesk = requireOperator(deps, ['admin', 'operator', 'cashier']);
  for (const name of Object.keys(routes) as (keyof typeof routes)[]) {
    serve.answer(routes[name], anyDesk, (req) => memberFile[name](deps.db, req.params.id, req.query));
  }
  done();
};
