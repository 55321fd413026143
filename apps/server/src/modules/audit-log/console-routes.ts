// Operator API: the audit log, under /api/admin. It records what the staff themselves did, so it is
// the admin's alone.
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { listAudit } from './queries.ts';

export const auditLogRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator'] });
  serve.answer(memberDeskRoutes.audit, requireOperator(deps, ['admin']), (req) =>
    listAudit(deps.db, req.query),
  );
  done();
};
