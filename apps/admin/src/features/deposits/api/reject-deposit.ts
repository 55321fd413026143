import { adminDeposit, type CashierRejectRequest } from '@sanam/contract/wallet.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshDepositQueue } from './refresh-queue.ts';

/** POST /admin/deposits/{id}/reject {reason}: nothing is credited; the member sees the reason. */
export function useRejectDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CashierRejectRequest }) =>
      apiRequest(`/admin/deposits/${id}/reject`, { method: 'POST', body, data: adminDeposit }),
    onSettled: () => refreshDepositQueue(queryClient),
  });
}
