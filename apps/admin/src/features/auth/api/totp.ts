// The signed-in operator's second factor and the admin's resets.
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setDemoExemptNotice } from '../../../lib/auth-token.ts';

const statusKey = ['totp-status'] as const;
const operatorsKey = ['operators-security'] as const;

/** GET /admin/auth/totp */
export function useTotpStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.request(operatorAuthRoutes.totp, { signal }),
  });
}

/** POST /admin/auth/totp/enrol: a new secret, shown while enrolling only. */
export function startEnrolment() {
  return api.request(operatorAuthRoutes.enrol);
}

/** POST /admin/auth/totp/enrol/confirm: the first valid code turns it on; the recovery codes once. */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.request(operatorAuthRoutes.confirmEnrolment, { body: { code } }),
    onSuccess: (reply) => {
      // a demo account that enrolled is held to its second factor like any other
      setDemoExemptNotice(false);
      queryClient.setQueryData(statusKey, reply.totp);
    },
  });
}

/** POST /admin/auth/totp/recovery-codes: a current code, then a new set. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.request(operatorAuthRoutes.renewRecoveryCodes, { body: { code } }),
    onSuccess: (reply) => queryClient.setQueryData(statusKey, reply.totp),
  });
}

/** GET /admin/operators (admin): every console account with its second factor. */
export function useOperatorsSecurity(isEnabled: boolean) {
  return useQuery({
    queryKey: operatorsKey,
    queryFn: ({ signal }) => api.request(operatorAuthRoutes.operators, { signal }),
    enabled: isEnabled,
  });
}

/** POST /admin/operators/{id}/totp/reset (admin, audited). */
export function useResetOperatorTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request(operatorAuthRoutes.resetTotp, { params: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
