import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { WithdrawalListQuery } from '@sanam/contract/cashier.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CASHIER_POLL_MS } from '../../../lib/cashier-summary.ts';

export type WithdrawalStatusFilter = WithdrawalListQuery['status'];
export type WithdrawalListParams = {
  status: WithdrawalStatusFilter;
  q: string;
  limit: number;
  offset: number;
};

export const withdrawalsQueryKey = ['withdrawals'] as const;

/** GET /admin/withdrawals?status=&q=&limit=&offset= (q: member phone, username or name). */
export function useWithdrawals(params: WithdrawalListParams) {
  return useQuery({
    queryKey: [...withdrawalsQueryKey, params],
    queryFn: ({ signal }) => api.request(cashierRoutes.withdrawals, { query: params, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: CASHIER_POLL_MS,
  });
}
