import { loginUnlockData, type LoginUnlockRequest } from '@sanam/contract/rate-limits.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /admin/members/{id}/unlock-login {reason}: clears the member's failed logins (issue 20). */
export function useUnlockLogin(memberId: number) {
  return useMutation({
    mutationFn: (body: LoginUnlockRequest) =>
      apiRequest(`/admin/members/${memberId}/unlock-login`, {
        method: 'POST',
        body,
        data: loginUnlockData,
      }),
  });
}
