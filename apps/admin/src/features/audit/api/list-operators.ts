import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /admin/operators (admin): the console accounts, for the audit log's "operator" filter. */
export function useOperators() {
  return useQuery({
    queryKey: ['operators'],
    queryFn: ({ signal }) => api.request(operatorAuthRoutes.operators, { signal }),
    staleTime: 60_000,
  });
}
