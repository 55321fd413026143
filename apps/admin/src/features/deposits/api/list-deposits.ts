import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { DepositListQuery } from '@sanam/contract/cashier.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CASHIER_POLL_MS } from '../../../lib/cashier-summary.ts';

export type DepositStatusFilter = DepositListQuery['status'];
export type DepositListParams = { status: DepositStatusFilter; q: string; limit: number; offset: number };

export const depositsQueryKey = ['deposits'] as const;

/** GET /admin/deposits?status=&q=&limit=&offset= (q: member phone, username, name or slip reference). */
export function useDeposits(params: DepositListParams) {
  return useQuery({
    queryKey: [...depositsQueryKey, params],
    queryFn: ({ signal }) => api.request(cashierRoutes.deposits, { query: params, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: CASHIER_POLL_MS,
  });
}
