// The console's reports, each as JSON for the screen and as CSV for a spreadsheet
// (UTF-8 with a BOM, every field quoted, CRLF: Excel opens the Thai intact). The CSV variants answer a
// file, not the envelope, so they declare no reply. Who may read which: reports.ts REPORT_ACCESS.
import {
  dailySummaryReport,
  memberStatementPage,
  reportRangeQuery,
  roundPnlReport,
  shiftReport,
  shiftReportQuery,
  statementPageQuery,
  statementQuery,
} from '../reports.ts';
import { declare } from './route.ts';

export const reportDeskRoutes = {
  rounds: declare({
    method: 'GET',
    path: '/admin/reports/rounds',
    access: 'operator',
    querystring: reportRangeQuery,
    reply: roundPnlReport,
  }),
  roundsCsv: declare({
    method: 'GET',
    path: '/admin/reports/rounds/csv',
    access: 'operator',
    querystring: reportRangeQuery,
  }),
  daily: declare({
    method: 'GET',
    path: '/admin/reports/daily',
    access: 'operator',
    querystring: reportRangeQuery,
    reply: dailySummaryReport,
  }),
  dailyCsv: declare({
    method: 'GET',
    path: '/admin/reports/daily/csv',
    access: 'operator',
    querystring: reportRangeQuery,
  }),
  shifts: declare({
    method: 'GET',
    path: '/admin/reports/shifts',
    access: 'operator',
    querystring: shiftReportQuery,
    reply: shiftReport,
  }),
  shiftsCsv: declare({
    method: 'GET',
    path: '/admin/reports/shifts/csv',
    access: 'operator',
    querystring: shiftReportQuery,
  }),
  statement: declare({
    method: 'GET',
    path: '/admin/reports/statement',
    access: 'operator',
    querystring: statementPageQuery,
    reply: memberStatementPage,
  }),
  statementCsv: declare({
    method: 'GET',
    path: '/admin/reports/statement/csv',
    access: 'operator',
    querystring: statementQuery,
  }),
};
