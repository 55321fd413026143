// POST /user/transaction/member {filter, q, cursor, limit} → TransactionPage (spec §2 history, §7):
// newest first; the next (older) page is asked for with the `next_cursor` of the page before.
import { useInfiniteQuery } from '@tanstack/react-query';
import { TRANSACTION_PAGE_SIZE } from '@sanam/contract/constants.ts';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { TransactionFilter, TransactionListRequest, TransactionPage } from '@sanam/contract/wallet.ts';
import { api } from '../../../lib/api-client.ts';

export const transactionKeys = {
  list: (filter: TransactionFilter, q: string) => ['transactions', filter, q] as const,
};

export async function getTransactions(
  body: TransactionListRequest,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return api.request(walletRoutes.transactions, { body, signal });
}

export function useTransactions(filter: TransactionFilter, q: string) {
  return useInfiniteQuery({
    queryKey: transactionKeys.list(filter, q),
    queryFn: ({ pageParam, signal }) =>
      getTransactions({ filter, q, cursor: pageParam, limit: TRANSACTION_PAGE_SIZE }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
