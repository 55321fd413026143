// The console's reports under /api/admin/reports (issue 23, item 5): each as JSON and as CSV. Who may
// read which is the contract's REPORT_ACCESS: admin all four; operator the per-round P&L; cashier
// the shift report and the member statement. A member's token gets 401, a role not listed 403.
import { REPORT_ACCESS, type ReportKind } from '@sanam/contract/reports.ts';
import { reportDeskRoutes as routes } from '@sanam/contract/routes/reports.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { dailySummaryCsv, roundPnlCsv, shiftCsv, statementCsv } from './csv-reports.ts';
import { dailySummary, memberStatement, roundPnl, shiftReport } from './service.ts';

/** Sends `csv` as a file named after the report and its range. */
function sendCsv(reply: FastifyReply, name: string, range: { from: string; to: string }, csv: string) {
  const filename =
    range.from === range.to ? `${name}-${range.from}.csv` : `${name}-${range.from}_${range.to}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

export const reportRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['reports'] });
  const may = (report: ReportKind) => requireOperator(deps, [...REPORT_ACCESS[report]]);
  const lang = (req: FastifyRequest) => req.lang;

  serve(routes.rounds, {
    onRequest: may('rounds'),
    handler: async (req) => ok(req, await roundPnl(deps.db, req.query)),
  });
  serve(routes.roundsCsv, {
    onRequest: may('rounds'),
    handler: async (req, reply) => {
      const report = await roundPnl(deps.db, req.query);
      return sendCsv(reply, 'rounds', report.range, roundPnlCsv(report, lang(req)));
    },
  });

  serve(routes.daily, {
    onRequest: may('daily'),
    handler: async (req) => ok(req, await dailySummary(deps.db, req.query)),
  });
  serve(routes.dailyCsv, {
    onRequest: may('daily'),
    handler: async (req, reply) => {
      const report = await dailySummary(deps.db, req.query);
      return sendCsv(reply, 'daily-summary', report.range, dailySummaryCsv(report, lang(req)));
    },
  });

  serve(routes.shifts, {
    onRequest: may('shifts'),
    handler: async (req) => ok(req, await shiftReport(deps.db, req.query)),
  });
  serve(routes.shiftsCsv, {
    onRequest: may('shifts'),
    handler: async (req, reply) => {
      const report = await shiftReport(deps.db, req.query);
      return sendCsv(reply, 'cashier-shifts', report.range, shiftCsv(report, lang(req)));
    },
  });

  serve(routes.statement, {
    onRequest: may('statement'),
    handler: async (req) => ok(req, await memberStatement(deps.db, req.query)),
  });
  serve(routes.statementCsv, {
    onRequest: may('statement'),
    handler: async (req, reply) => {
      const report = await memberStatement(deps.db, req.query);
      return sendCsv(reply, `statement-${report.member.id}`, report.range, statementCsv(report, lang(req)));
    },
  });

  done();
};
