import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import type { AuditQuery } from '@sanam/contract/admin.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The filters as sent: only those set, already checked with the contract's auditQuery. */
export type AuditParams = AuditQuery;

/**
 * GET /admin/audit?limit=&offset=&action=&from=&to=&operator_id=&member= (newest first). null while
 * the filters are refused: nothing is sent, and the last answer stays on screen.
 */
export function useAuditLog(params: AuditParams | null) {
  return useQuery({
    queryKey: ['audit', params ?? 'refused'],
    queryFn: ({ signal }) => api.request(memberDeskRoutes.audit, { query: params ?? undefined, signal }),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });
}
