import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshDepositQueue } from './refresh-queue.ts';

/**
 * POST /admin/deposits/{id}/recheck: the slip asked of the slip check again. Credited now,
 * or still waiting with the new reason; 409 when someone decided it first. Safe to repeat: the server
 * credits under the row lock, once.
 */
export function useRecheckDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request(cashierRoutes.recheckDeposit, { params: { id } }),
    onSettled: () => refreshDepositQueue(queryClient),
  });
}
