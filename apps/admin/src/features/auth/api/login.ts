import type { OperatorLoginRequest } from '@sanam/contract/admin.ts';
import {
  loginEnrolDone,
  operatorLoginReply,
  totpEnrolment,
  type OperatorLoginDone,
  type TotpLoginRequest,
} from '@sanam/contract/totp.ts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { setAccessToken, setDemoExemptNotice } from '../../../lib/auth-token.ts';
import { meQueryKey } from '../../../lib/operator-session.ts';

/**
 * POST /admin/auth/login. Its 401 is "wrong username or password", shown on the form. The reply is
 * the token (`done`) or, for the second factor, a challenge for a code (`totp`) or enrolment (`enrol`).
 */
export function login(body: OperatorLoginRequest) {
  return apiRequest('/admin/auth/login', { method: 'POST', body, data: operatorLoginReply, auth: false });
}

/** Signed in: the token stored, the operator known, the demo notice kept for the layout. */
function signedIn(queryClient: QueryClient, done: OperatorLoginDone) {
  queryClient.clear();
  setAccessToken(done.access_token);
  setDemoExemptNotice(done.totp.demo_exempt);
  queryClient.setQueryData(meQueryKey, done.operator);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (reply) => {
      if (reply.step === 'done') signedIn(queryClient, reply);
    },
  });
}

/** POST /admin/auth/login/totp: the challenge and a code or a recovery code; 400 on a wrong one. */
export function useLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TotpLoginRequest) =>
      apiRequest('/admin/auth/login/totp', { method: 'POST', body, data: operatorLoginReply, auth: false }),
    onSuccess: (reply) => {
      if (reply.step === 'done') signedIn(queryClient, reply);
    },
  });
}

/** POST /admin/auth/login/enrol: production's forced enrolment starts with the challenge. */
export function startLoginEnrolment(challengeToken: string) {
  return apiRequest('/admin/auth/login/enrol', {
    method: 'POST',
    body: { challenge_token: challengeToken },
    data: totpEnrolment,
    auth: false,
  });
}

/** POST /admin/auth/login/enrol/confirm: enrolled and signed in; the recovery codes come once. */
export function useConfirmLoginEnrolment(challengeToken: string) {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/admin/auth/login/enrol/confirm', {
        method: 'POST',
        body: { challenge_token: challengeToken, code },
        data: loginEnrolDone,
        auth: false,
      }),
  });
}

/** Signs in with a reply kept aside (forced enrolment: after the recovery codes were seen). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return (done: OperatorLoginDone) => signedIn(queryClient, done);
}
