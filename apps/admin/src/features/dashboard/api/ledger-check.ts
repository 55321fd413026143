import { ledgerCheck } from '@sanam/contract/admin.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /admin/ledger/check: the four invariants of DESIGN §3. Run on demand, never polled. */
export function useLedgerCheck() {
  return useQuery({
    queryKey: ['ledger-check'],
    queryFn: ({ signal }) => apiRequest('/admin/ledger/check', { data: ledgerCheck, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
