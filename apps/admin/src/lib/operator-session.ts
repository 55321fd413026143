// Who is signed in to the console: GET /admin/auth/me, shared by the guard, the layout and any
// feature that needs the role.
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import type { Operator } from '@sanam/contract/admin.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { getAccessToken } from './auth-token.ts';

export const meQueryKey = ['me'] as const;

/** Re-checked each minute so a session ended elsewhere (revoked, disabled) ends this console promptly. */
const ME_POLL_MS = 60_000;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<Operator> =>
    (await api.request(operatorAuthRoutes.me, { signal })).operator,
  refetchInterval: ME_POLL_MS,
  staleTime: 30_000,
  retry: false,
});

export function useOperator(): Operator | undefined {
  return useQuery({ ...meQueryOptions, enabled: getAccessToken() !== null }).data;
}
