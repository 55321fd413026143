import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const depositAccountsQueryKey = ['deposit-accounts'] as const;

/** GET /admin/deposit-accounts: the house accounts members are told to transfer into. */
export function useDepositAccounts() {
  return useQuery({
    queryKey: depositAccountsQueryKey,
    queryFn: ({ signal }) => api.request(cashierRoutes.depositAccounts, { signal }),
  });
}
