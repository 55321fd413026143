import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearAccessToken } from '../../../lib/auth-token.ts';

/** POST /admin/auth/logout ends the session server-side; a failure is ignored (spec §4, logout). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('/admin/auth/logout', { method: 'POST', data: z.unknown(), auth: true });
      } catch {
        // the token is dropped below whatever the server said
      }
    },
    onSettled: () => {
      clearAccessToken();
      queryClient.clear();
    },
  });
}
