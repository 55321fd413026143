import type { QueryClient } from '@tanstack/react-query';
import { cashierSummaryQueryKey } from '../../../lib/cashier-summary.ts';
import { depositsQueryKey } from './list-deposits.ts';

/** After any decision (or a refusal because someone decided first): the queue and the badges are read again. */
export function refreshDepositQueue(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: depositsQueryKey }),
    queryClient.invalidateQueries({ queryKey: cashierSummaryQueryKey }),
  ]);
}
