import { adminDepositList, type DepositListQuery } from '@sanam/contract/wallet.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CASHIER_POLL_MS } from '../../../lib/cashier-summary.ts';

export type DepositStatusFilter = DepositListQuery['status'];
export type DepositListParams = { status: DepositStatusFilter; q: string; limit: number; offset: number };

export const depositsQueryKey = ['deposits'] as const;

/** GET /admin/deposits?status=&q=&limit=&offset= (q: member phone, username, name or slip reference). */
export function useDeposits(params: DepositListParams) {
  return useQuery({
    queryKey: [...depositsQueryKey, params],
    queryFn: ({ signal }) => apiRequest('/admin/deposits', { query: params, data: adminDepositList, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: CASHIER_POLL_MS,
  });
}
