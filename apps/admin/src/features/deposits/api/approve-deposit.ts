import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { DepositApproveRequest } from '@sanam/contract/cashier.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshDepositQueue } from './refresh-queue.ts';

/**
 * POST /admin/deposits/{id}/approve {amount}: credit what arrived. The server locks the row and refuses
 * a second decision (409 deposit.already_decided), so no idempotency key is needed.
 */
export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DepositApproveRequest }) =>
      api.request(cashierRoutes.approveDeposit, { params: { id }, body }),
    onSettled: () => refreshDepositQueue(queryClient),
  });
}
