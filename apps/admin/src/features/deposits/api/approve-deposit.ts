import { adminDeposit, type DepositApproveRequest } from '@sanam/contract/wallet.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshDepositQueue } from './refresh-queue.ts';

/**
 * POST /admin/deposits/{id}/approve {amount}: credit what arrived. The server locks the row and refuses
 * a second decision (409 deposit.already_decided), so no idempotency key is needed.
 */
export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DepositApproveRequest }) =>
      apiRequest(`/admin/deposits/${id}/approve`, { method: 'POST', body, data: adminDeposit }),
    onSettled: () => refreshDepositQueue(queryClient),
  });
}
