// How many redeem orders wait to be shipped: the `pending` of GET /admin/redeem-orders, whatever the
// filter. Read by the navigation badge and the orders page, so it lives here rather than in one feature.
import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { CASHIER_POLL_MS } from './cashier-summary.ts';
import { useOperator } from './operator-session.ts';
import { can } from './permissions.ts';

export const redeemPendingQueryKey = ['redeem-orders-pending'] as const;

/** Polled like the cashier queues' summary; never asked for a role that cannot ship orders. */
export function useRedeemPending() {
  const operator = useOperator();
  return useQuery({
    queryKey: redeemPendingQueryKey,
    queryFn: async ({ signal }) =>
      // one row is the least the list hands out; only its `pending` is read
      (await api.request(rewardDeskRoutes.orders, { query: { status: 'pending', limit: 1 }, signal }))
        .pending,
    enabled: can(operator?.role, 'rewards.orders'),
    refetchInterval: CASHIER_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
  });
}
