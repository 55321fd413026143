import type { CashFlowRange } from '@sanam/contract/dashboard.ts';
import { dashboardRoutes } from '@sanam/contract/routes/dashboard.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The charts follow the day and the hour, not the second: read again each minute while on screen. */
const CHART_REFRESH_MS = 60_000;

/** GET /admin/dashboard/handle: stakes and the house result of the last 30 Bangkok days. */
export function useHandleChart(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'handle'],
    queryFn: ({ signal }) => api.request(dashboardRoutes.handle, { signal }),
    enabled,
    refetchInterval: CHART_REFRESH_MS,
  });
}

/** GET /admin/dashboard/exposure: round `roundId`, else the live round with the most stakes. */
export function useExposureChart(roundId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'exposure', roundId],
    queryFn: ({ signal }) =>
      api.request(dashboardRoutes.exposure, {
        query: roundId === null ? {} : { match_id: roundId },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** GET /admin/dashboard/cash-flow: deposits and withdrawals of each hour. */
export function useCashFlowChart(range: CashFlowRange, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'cash-flow', range],
    queryFn: ({ signal }) => api.request(dashboardRoutes.cashFlow, { query: { range }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: CHART_REFRESH_MS,
  });
}
