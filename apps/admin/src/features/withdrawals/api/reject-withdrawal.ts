import { adminWithdrawal, type CashierRejectRequest } from '@sanam/contract/wallet.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshWithdrawalQueue } from './refresh-queue.ts';

/** POST /admin/withdrawals/{id}/reject {reason}: the held amount goes back to the member's balance. */
export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CashierRejectRequest }) =>
      apiRequest(`/admin/withdrawals/${id}/reject`, { method: 'POST', body, data: adminWithdrawal }),
    onSettled: () => refreshWithdrawalQueue(queryClient),
  });
}
