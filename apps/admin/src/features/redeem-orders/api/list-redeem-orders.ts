import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import type { redeemOrderListQuery } from '@sanam/contract/rewards.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { CASHIER_POLL_MS } from '../../../lib/cashier-summary.ts';

export type RedeemOrderStatusFilter = z.output<typeof redeemOrderListQuery>['status'];
export type RedeemOrderListParams = {
  status: RedeemOrderStatusFilter;
  q: string;
  limit: number;
  offset: number;
};

export const redeemOrdersQueryKey = ['redeem-orders'] as const;

/** GET /admin/redeem-orders?status=&q=&limit=&offset= (q: member phone, username or name, or the item). */
export function useRedeemOrders(params: RedeemOrderListParams) {
  return useQuery({
    queryKey: [...redeemOrdersQueryKey, params],
    queryFn: ({ signal }) => api.request(rewardDeskRoutes.orders, { query: params, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: CASHIER_POLL_MS,
  });
}
