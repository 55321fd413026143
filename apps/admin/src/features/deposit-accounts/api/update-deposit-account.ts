import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { DepositAccountPatchRequest } from '@sanam/contract/cashier.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { depositAccountsQueryKey } from '../../../lib/list-deposit-accounts.ts';

/**
 * PATCH /admin/deposit-accounts/{id} with any of bank, number, holder, is_active (admin only). Turning
 * an account off moves its members to the other active accounts, so the list (member counts) is read again.
 */
export function useUpdateDepositAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: DepositAccountPatchRequest }) =>
      api.request(cashierRoutes.patchDepositAccount, { params: { id }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositAccountsQueryKey }),
  });
}
