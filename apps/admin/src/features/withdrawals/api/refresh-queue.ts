import type { QueryClient } from '@tanstack/react-query';
import { cashierSummaryQueryKey } from '../../../lib/cashier-summary.ts';
import { withdrawalsQueryKey } from './list-withdrawals.ts';

/** After any decision (or a refusal because someone decided first): the queue and the badges are read again. */
export function refreshWithdrawalQueue(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey }),
    queryClient.invalidateQueries({ queryKey: cashierSummaryQueryKey }),
  ]);
}
