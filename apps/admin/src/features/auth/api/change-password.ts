// POST /admin/auth/password: a staff member's own password change. The reply is who they
// are now (the must-change flag of an admin's reset is gone): the console carries on at once.
import type { OwnPasswordChange } from '@sanam/contract/staff.ts';
import { ownPasswordRoutes } from '@sanam/contract/routes/staff.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/operator-session.ts';

export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnPasswordChange) => api.request(ownPasswordRoutes.change, { body }),
    onSuccess: (reply) => queryClient.setQueryData(meQueryKey, reply.operator),
  });
}
