import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import type { LoginUnlockRequest } from '@sanam/contract/rate-limits.ts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /admin/members/{id}/unlock-login {reason}: clears the member's failed logins. */
export function useUnlockLogin(memberId: number) {
  return useMutation({
    mutationFn: (body: LoginUnlockRequest) =>
      api.request(memberDeskRoutes.unlockLogin, { params: { id: memberId }, body }),
  });
}
