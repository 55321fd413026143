import { operatorLoginData, type OperatorLoginRequest } from '@sanam/contract/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { setAccessToken } from '../../../lib/auth-token.ts';
import { meQueryKey } from '../../../lib/operator-session.ts';

/** POST /admin/auth/login. Its 401 is "wrong username or password", shown on the form. */
export function login(body: OperatorLoginRequest) {
  return apiRequest('/admin/auth/login', { method: 'POST', body, data: operatorLoginData, auth: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ access_token, operator }) => {
      queryClient.clear();
      setAccessToken(access_token);
      queryClient.setQueryData(meQueryKey, operator);
    },
  });
}
