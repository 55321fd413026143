// GET /user/user/wallet_requests → the member's latest deposits and withdrawals, newest first (the
// wallet dialog's "recent" lists). Fetched on every opening of the dialog.
import { useQuery } from '@tanstack/react-query';
import { walletRequests, type WalletRequests } from '@sanam/contract/wallet.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const WALLET_REQUESTS_KEY = ['wallet-requests'] as const;

export async function getWalletRequests(): Promise<WalletRequests> {
  const reply = await apiRequest<unknown>('/user/user/wallet_requests', { method: 'GET' });
  return walletRequests.parse(reply.data);
}

export function useWalletRequests() {
  return useQuery({ queryKey: WALLET_REQUESTS_KEY, queryFn: getWalletRequests, staleTime: 0 });
}
