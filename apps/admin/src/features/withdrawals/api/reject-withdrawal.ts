import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { CashierRejectRequest } from '@sanam/contract/cashier.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshWithdrawalQueue } from './refresh-queue.ts';

/** POST /admin/withdrawals/{id}/reject {reason}: the held amount goes back to the member's balance. */
export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CashierRejectRequest }) =>
      api.request(cashierRoutes.rejectWithdrawal, { params: { id }, body }),
    onSettled: () => refreshWithdrawalQueue(queryClient),
  });
}
