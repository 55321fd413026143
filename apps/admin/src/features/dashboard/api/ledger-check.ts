import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /admin/ledger/check: the four invariants of DESIGN §3. Run on demand, never polled. */
export function useLedgerCheck() {
  return useQuery({
    queryKey: ['ledger-check'],
    queryFn: ({ signal }) => api.request(memberDeskRoutes.ledgerCheck, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
