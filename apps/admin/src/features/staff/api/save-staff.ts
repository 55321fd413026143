// The admin's changes to a staff account, each audited by the server: add, role and
// active, password reset. The list is fetched again after each.
import type { StaffCreateRequest, StaffPatch } from '@sanam/contract/staff.ts';
import { staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffRequestsQueryKey } from '../../../lib/staff-requests.ts';
import { staffKey } from './list-staff.ts';

// an admin's account, its role raised to admin or its password reset becomes a request:
// the queue is read again with the list
function useStaffMutation<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKey }),
        queryClient.invalidateQueries({ queryKey: staffRequestsQueryKey }),
      ]),
  });
}

/** POST /admin/staff */
export function useCreateStaff() {
  return useStaffMutation((body: StaffCreateRequest) => api.request(staffDeskRoutes.create, { body }));
}

/** PATCH /admin/staff/{id} */
export function useUpdateStaff(id: number) {
  return useStaffMutation((body: StaffPatch) =>
    api.request(staffDeskRoutes.update, { params: { id }, body }),
  );
}

/** POST /admin/staff/{id}/password */
export function useResetStaffPassword(id: number) {
  return useStaffMutation((body: { password: string }) =>
    api.request(staffDeskRoutes.resetPassword, { params: { id }, body }),
  );
}
