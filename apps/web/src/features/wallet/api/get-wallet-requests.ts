// GET /user/user/wallet_requests → the member's latest deposits and withdrawals, newest first (the
// wallet dialog's "recent" lists). Fetched on every opening of the dialog.
import { useQuery } from '@tanstack/react-query';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { WalletRequests } from '@sanam/contract/wallet.ts';
import { api } from '../../../lib/api-client.ts';

export const WALLET_REQUESTS_KEY = ['wallet-requests'] as const;

export async function getWalletRequests(): Promise<WalletRequests> {
  return api.request(walletRoutes.requests);
}

export function useWalletRequests() {
  return useQuery({ queryKey: WALLET_REQUESTS_KEY, queryFn: getWalletRequests, staleTime: 0 });
}
