// The console's reports under /api/admin/reports: each as JSON and as CSV. Who may
// read which is the contract's REPORT_ACCESS: admin all four; operator the per-round P&L; cashier
// the shift report and the member statement. A member's token gets 401, a role not listed 403.
import type { Language } from '@sanam/contract/constants.ts';
import { REPORT_ACCESS, type ReportKind } from '@sanam/contract/reports.ts';
import { reportDeskRoutes as routes } from '@sanam/contract/routes/reports.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/db.ts';
import { readUnderTimeout } from '../../db/heavy-read.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { requireOperator } from '../auth/index.ts';
import { dailySummaryCsv, roundPnlCsv, shiftCsv, statementCsv } from './csv-reports.ts';
import { dailySummary, memberStatement, memberStatementPage, roundPnl, shiftReport } from './service.ts';

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
  /** A report read in its own read-only transaction, cancelled past REPORT_TIMEOUT_SECONDS (503). */
  const timed = <Q, T>(build: (db: Queryable, query: Q) => Promise<T>, query: Q): Promise<T> =>
    readUnderTimeout(deps.db, deps.config.reportTimeoutMs, 'report.timed_out', (q) => build(q, query));
  /** The handler of a report's CSV: the report as the JSON route has it, as a file in the caller's language. */
  const csvOf =
    <Q, T extends { range: { from: string; to: string } }>(
      build: (db: Queryable, query: Q) => Promise<T>,
      name: (report: T) => string,
      toCsv: (report: T, lang: Language) => string,
    ) =>
    async (req: FastifyRequest & { query: Q }, reply: FastifyReply) => {
      const report = await timed(build, req.query);
      return sendCsv(reply, name(report), report.range, toCsv(report, req.lang));
    };

  serve.answer(routes.rounds, may('rounds'), (req) => timed(roundPnl, req.query));
  serve(routes.roundsCsv, {
    onRequest: may('rounds'),
    handler: csvOf(roundPnl, () => 'rounds', roundPnlCsv),
  });

  serve.answer(routes.daily, may('daily'), (req) => timed(dailySummary, req.query));
  serve(routes.dailyCsv, {
    onRequest: may('daily'),
    handler: csvOf(dailySummary, () => 'daily-summary', dailySummaryCsv),
  });

  serve.answer(routes.shifts, may('shifts'), (req) => timed(shiftReport, req.query));
  serve(routes.shiftsCsv, {
    onRequest: may('shifts'),
    handler: csvOf(shiftReport, () => 'cashier-shifts', shiftCsv),
  });

  serve.answer(routes.statement, may('statement'), (req) => timed(memberStatementPage, req.query));
  serve(routes.statementCsv, {
    onRequest: may('statement'),
    handler: csvOf(memberStatement, (report) => `statement-${report.member.id}`, statementCsv),
  });

  done();
};
