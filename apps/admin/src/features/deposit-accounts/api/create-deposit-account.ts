import { adminDepositAccount, type DepositAccountCreateRequest } from '@sanam/contract/wallet.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { depositAccountsQueryKey } from './list-deposit-accounts.ts';

/** POST /admin/deposit-accounts (admin only; 409 deposit_account.taken); the list is read again. */
export function useCreateDepositAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositAccountCreateRequest) =>
      apiRequest('/admin/deposit-accounts', { method: 'POST', body, data: adminDepositAccount }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositAccountsQueryKey }),
  });
}
