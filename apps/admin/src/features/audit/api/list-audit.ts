import { auditList } from '@sanam/contract/admin.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type AuditParams = { limit: number; offset: number; action: string };

/** GET /admin/audit?limit=&offset=&action= (newest first). */
export function useAuditLog(params: AuditParams) {
  return useQuery({
    queryKey: ['audit', params],
    queryFn: ({ signal }) => apiRequest('/admin/audit', { query: params, data: auditList, signal }),
    placeholderData: keepPreviousData,
  });
}
