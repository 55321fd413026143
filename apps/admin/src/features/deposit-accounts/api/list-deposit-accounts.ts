import { adminDepositAccount } from '@sanam/contract/wallet.ts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const depositAccountsQueryKey = ['deposit-accounts'] as const;

/** GET /admin/deposit-accounts: the house accounts members are told to transfer into. */
export function useDepositAccounts() {
  return useQuery({
    queryKey: depositAccountsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest('/admin/deposit-accounts', { data: z.array(adminDepositAccount), signal }),
  });
}
