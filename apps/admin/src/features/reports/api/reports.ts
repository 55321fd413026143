// The reports' calls: each report's JSON for the screen, and its CSV as a file
// the browser saves. The ranges are checked with the contract's schemas before anything is sent.
import type { ReportKind } from '@sanam/contract/reports.ts';
import { reportDeskRoutes } from '@sanam/contract/routes/reports.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type RangeParams = { from: string; to: string };
export type ShiftParams = RangeParams & { operator_id?: number | undefined };
/** `offset`: the first row of the page shown (the statement comes a page at a time) */
export type StatementParams = RangeParams & { member_id: number; offset?: number };

/** GET /admin/reports/rounds (admin, operator); null: nothing is sent. */
export function useRoundPnl(params: RangeParams | null) {
  return useQuery({
    queryKey: ['reports', 'rounds', params],
    queryFn: ({ signal }) => api.request(reportDeskRoutes.rounds, { query: params ?? {}, signal }),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });
}

/** GET /admin/reports/daily (admin). */
export function useDailySummary(params: RangeParams | null) {
  return useQuery({
    queryKey: ['reports', 'daily', params],
    queryFn: ({ signal }) => api.request(reportDeskRoutes.daily, { query: params ?? {}, signal }),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });
}

/** GET /admin/reports/shifts (admin, cashier). */
export function useShiftReport(params: ShiftParams | null) {
  return useQuery({
    queryKey: ['reports', 'shifts', params],
    queryFn: ({ signal }) => api.request(reportDeskRoutes.shifts, { query: params ?? {}, signal }),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });
}

/** GET /admin/reports/statement (admin, cashier). */
export function useStatement(params: StatementParams | null) {
  return useQuery({
    queryKey: ['reports', 'statement', params],
    queryFn: ({ signal }) =>
      api.request(reportDeskRoutes.statement, {
        query: params ?? { member_id: 0 },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });
}

const CSV_ROUTES = {
  rounds: reportDeskRoutes.roundsCsv,
  daily: reportDeskRoutes.dailyCsv,
  shifts: reportDeskRoutes.shiftsCsv,
  statement: reportDeskRoutes.statementCsv,
} as const satisfies Record<ReportKind, unknown>;

/**
 * Fetches a report's CSV with the operator's token and hands it to the browser as a download, under
 * the name the server gave it.
 */
export async function downloadReport(
  kind: ReportKind,
  query: RangeParams & { operator_id?: number | undefined; member_id?: number | undefined },
): Promise<void> {
  const file = await api.download(CSV_ROUTES[kind], { query });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? `${kind}-${query.from}_${query.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
