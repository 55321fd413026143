import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const LAST = ['ledger-check', 'last'];

/** GET /admin/ledger/check/last: this server's last run of the check and its time, for every role. */
export function useLastLedgerCheck() {
  return useQuery({
    queryKey: LAST,
    queryFn: ({ signal }) => api.request(memberDeskRoutes.ledgerCheckLast, { signal }),
    refetchOnWindowFocus: false,
  });
}

/** GET /admin/ledger/check: a fresh run (admin only; it reads every posting), then shown as the last. */
export function useRunLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(memberDeskRoutes.ledgerCheck),
    onSuccess: (run) => queryClient.setQueryData(LAST, { last: run, running: false }),
  });
}
