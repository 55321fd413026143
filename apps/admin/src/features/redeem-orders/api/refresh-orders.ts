import type { QueryClient } from '@tanstack/react-query';
import { redeemPendingQueryKey } from '../../../lib/redeem-pending.ts';
import { redeemOrdersQueryKey } from './list-redeem-orders.ts';

/** After any decision (or a refusal because someone decided first): the list and the badge are read again. */
export function refreshRedeemOrders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: redeemOrdersQueryKey }),
    queryClient.invalidateQueries({ queryKey: redeemPendingQueryKey }),
  ]);
}
