// GET /admin/staff/requests (admin): the four-eyes staff requests: a new admin, an account
// made an admin, an admin's password or second factor reset, each waiting for a second admin. Read by
// the navigation badge, the banner every admin sees and the staff page's queue, so it lives here.
import { staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import type { StaffRequest } from '@sanam/contract/staff.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { CASHIER_POLL_MS } from './cashier-summary.ts';
import { useOperator } from './operator-session.ts';
import { can } from './permissions.ts';

export const staffRequestsQueryKey = ['staff-requests'] as const;

/** Polled like the cashier queues; never asked for a role that cannot manage staff. */
export function useStaffRequests() {
  const operator = useOperator();
  return useQuery({
    queryKey: staffRequestsQueryKey,
    queryFn: async ({ signal }) => (await api.request(staffDeskRoutes.requests, { signal })).requests,
    enabled: can(operator?.role, 'staff.manage') && !operator?.must_change_password,
    refetchInterval: CASHIER_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
  });
}

/** The waiting requests this admin may decide: not their own, not about them, not linked to them. */
export const awaitingMe = (requests: readonly StaffRequest[] | undefined) =>
  (requests ?? []).filter((r) => r.status === 'pending' && r.can_approve);
