import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { WithdrawalPayRequest } from '@sanam/contract/cashier.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshWithdrawalQueue } from './refresh-queue.ts';

/**
 * POST /admin/withdrawals/{id}/approve {transfer_ref, image?}: the cashier has transferred the money
 * and records the bank's reference; the held amount leaves the house (hold → bank:out).
 * A second decision is refused with 409 withdraw.already_decided.
 */
export function useMarkWithdrawalPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WithdrawalPayRequest }) =>
      api.request(cashierRoutes.payWithdrawal, { params: { id }, body }),
    onSettled: () => refreshWithdrawalQueue(queryClient),
  });
}
