// GET /admin/cashier/summary: what waits in the cashier queues. Read by the navigation badges, the
// dashboard and both queue pages, so it lives here rather than in one feature.
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useOperator } from './operator-session.ts';
import { canSeeCashierQueues } from './permissions.ts';

/** How often the console asks what waits in the queues (and re-reads an open queue). */
export const CASHIER_POLL_MS = 15_000;

export const cashierSummaryQueryKey = ['cashier-summary'] as const;

/** Polled, and read again whenever the console regains focus; never asked for a role without the queues. */
export function useCashierSummary() {
  const operator = useOperator();
  return useQuery({
    queryKey: cashierSummaryQueryKey,
    queryFn: ({ signal }) => api.request(cashierRoutes.summary, { signal }),
    enabled: canSeeCashierQueues(operator?.role),
    refetchInterval: CASHIER_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
  });
}
