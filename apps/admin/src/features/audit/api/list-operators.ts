import { operatorSecurityList } from '@sanam/contract/totp.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /admin/operators (admin): the console accounts, for the audit log's "operator" filter. */
export function useOperators() {
  return useQuery({
    queryKey: ['operators'],
    queryFn: ({ signal }) => apiRequest('/admin/operators', { data: operatorSecurityList, signal }),
    staleTime: 60_000,
  });
}
