import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshWithdrawalQueue } from './refresh-queue.ts';

/**
 * POST /admin/withdrawals/{id}/approve {}: the cashier has transferred the money; the held amount
 * leaves the house (hold → bank:out). A second decision is refused with 409 withdraw.already_decided.
 */
export function useMarkWithdrawalPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request(cashierRoutes.payWithdrawal, { params: { id }, body: {} }),
    onSettled: () => refreshWithdrawalQueue(queryClient),
  });
}
