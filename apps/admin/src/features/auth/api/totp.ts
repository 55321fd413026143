// The signed-in operator's second factor and the admin's resets (issue 20).
import { operatorSecurityList, recoveryCodesReply, totpEnrolment, totpStatus } from '@sanam/contract/totp.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { setDemoExemptNotice } from '../../../lib/auth-token.ts';

const statusKey = ['totp-status'] as const;
const operatorsKey = ['operators-security'] as const;

/** GET /admin/auth/totp */
export function useTotpStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiRequest('/admin/auth/totp', { data: totpStatus, signal }),
  });
}

/** POST /admin/auth/totp/enrol: a new secret, shown while enrolling only. */
export function startEnrolment() {
  return apiRequest('/admin/auth/totp/enrol', { method: 'POST', data: totpEnrolment });
}

/** POST /admin/auth/totp/enrol/confirm: the first valid code turns it on; the recovery codes once. */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/admin/auth/totp/enrol/confirm', {
        method: 'POST',
        body: { code },
        data: recoveryCodesReply,
      }),
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
    mutationFn: (code: string) =>
      apiRequest('/admin/auth/totp/recovery-codes', {
        method: 'POST',
        body: { code },
        data: recoveryCodesReply,
      }),
    onSuccess: (reply) => queryClient.setQueryData(statusKey, reply.totp),
  });
}

/** GET /admin/operators (admin): every console account with its second factor. */
export function useOperatorsSecurity(isEnabled: boolean) {
  return useQuery({
    queryKey: operatorsKey,
    queryFn: ({ signal }) => apiRequest('/admin/operators', { data: operatorSecurityList, signal }),
    enabled: isEnabled,
  });
}

/** POST /admin/operators/{id}/totp/reset (admin, audited). */
export function useResetOperatorTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/operators/${id}/totp/reset`, { method: 'POST', body: {}, data: z.null() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
