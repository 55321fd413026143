// POST /admin/staff/requests/{id}/approve and /reject (admin, audited, with a reason): a second
// admin's decision on a four-eyes staff request. The queue and the staff list are read
// again after it.
import { staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffRequestsQueryKey } from '../../../lib/staff-requests.ts';
import { staffKey } from './list-staff.ts';

export type StaffDecisionVars = { id: number; decision: 'approve' | 'reject'; reason: string };

export function useDecideStaffRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: StaffDecisionVars) =>
      api.request(decision === 'approve' ? staffDeskRoutes.approveRequest : staffDeskRoutes.rejectRequest, {
        params: { id },
        body: { reason },
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffRequestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffKey }),
      ]);
    },
  });
}
