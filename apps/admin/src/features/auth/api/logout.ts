import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clearAccessToken } from '../../../lib/auth-token.ts';

/** POST /admin/auth/logout ends the session server-side; a failure is ignored (spec §4, logout). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.request(operatorAuthRoutes.logout);
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
