import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type MemberListParams = { q: string; limit: number; offset: number };

export const membersQueryKey = ['members'] as const;

/** GET /admin/members?q=&limit=&offset= (q matches phone, username or name). */
export function useMembers(params: MemberListParams) {
  return useQuery({
    queryKey: [...membersQueryKey, params],
    queryFn: ({ signal }) => api.request(memberDeskRoutes.search, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
