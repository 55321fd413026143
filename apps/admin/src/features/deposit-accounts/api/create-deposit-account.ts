import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { DepositAccountCreateRequest } from '@sanam/contract/cashier.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { depositAccountsQueryKey } from '../../../lib/list-deposit-accounts.ts';

/** POST /admin/deposit-accounts (admin only; 409 deposit_account.taken); the list is read again. */
export function useCreateDepositAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositAccountCreateRequest) =>
      api.request(cashierRoutes.createDepositAccount, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositAccountsQueryKey }),
  });
}
