import { adminWithdrawal } from '@sanam/contract/wallet.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshWithdrawalQueue } from './refresh-queue.ts';

/**
 * POST /admin/withdrawals/{id}/approve {}: the cashier has transferred the money; the held amount
 * leaves the house (hold → bank:out). A second decision is refused with 409 withdraw.already_decided.
 */
export function useMarkWithdrawalPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/withdrawals/${id}/approve`, { method: 'POST', body: {}, data: adminWithdrawal }),
    onSettled: () => refreshWithdrawalQueue(queryClient),
  });
}
