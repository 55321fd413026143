import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { CashierRejectRequest } from '@sanam/contract/cashier.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshDepositQueue } from './refresh-queue.ts';

/** POST /admin/deposits/{id}/reject {reason}: nothing is credited; the member sees the reason. */
export function useRejectDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CashierRejectRequest }) =>
      api.request(cashierRoutes.rejectDeposit, { params: { id }, body }),
    onSettled: () => refreshDepositQueue(queryClient),
  });
}
