import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import type { OperatorLoginRequest } from '@sanam/contract/admin.ts';
import type { OperatorLoginDone, TotpLoginRequest } from '@sanam/contract/totp.ts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setAccessToken, setDemoExemptNotice } from '../../../lib/auth-token.ts';
import { storeSessionTokens } from '../../../lib/console-session.ts';
import { meQueryKey } from '../../../lib/operator-session.ts';

/**
 * POST /admin/auth/login. Its 401 is "wrong username or password", shown on the form. The reply is
 * the token (`done`) or, for the second factor, a challenge for a code (`totp`) or enrolment (`enrol`).
 */
export function login(body: OperatorLoginRequest) {
  return api.request(operatorAuthRoutes.login, { body, auth: false });
}

/** Signed in: the tokens and the session's ends stored, the operator known, the demo notice kept. */
function signedIn(queryClient: QueryClient, done: OperatorLoginDone) {
  queryClient.clear();
  setAccessToken(done.access_token);
  storeSessionTokens(done);
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
    mutationFn: (body: TotpLoginRequest) => api.request(operatorAuthRoutes.loginCode, { body, auth: false }),
    onSuccess: (reply) => {
      if (reply.step === 'done') signedIn(queryClient, reply);
    },
  });
}

/** POST /admin/auth/login/enrol: production's forced enrolment starts with the challenge. */
export function startLoginEnrolment(challengeToken: string) {
  return api.request(operatorAuthRoutes.loginEnrol, {
    body: { challenge_token: challengeToken },
    auth: false,
  });
}

/** POST /admin/auth/login/enrol/confirm: enrolled and signed in; the recovery codes come once. */
export function useConfirmLoginEnrolment(challengeToken: string) {
  return useMutation({
    mutationFn: (code: string) =>
      api.request(operatorAuthRoutes.loginEnrolConfirm, {
        body: { challenge_token: challengeToken, code },
        auth: false,
      }),
  });
}

/** Signs in with a reply kept aside (forced enrolment: after the recovery codes were seen). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return (done: OperatorLoginDone) => signedIn(queryClient, done);
}
