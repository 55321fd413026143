import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deskMutationKey, storeMatch } from './keys.ts';

/** POST /admin/matches/{id}/last-call {seconds}: betting closes by itself that many seconds from now. */
export function useStartLastCall(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: (seconds: number) =>
      api.request(riskDeskRoutes.lastCall, { params: { id }, body: { seconds } }),
    onSuccess: (next) => storeMatch(queryClient, next),
  });
}

/** POST /admin/matches/{id}/last-call/cancel: the countdown stops, betting stays open. */
export function useCancelLastCall(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKey(id),
    mutationFn: () => api.request(riskDeskRoutes.cancelLastCall, { params: { id } }),
    onSuccess: (next) => storeMatch(queryClient, next),
  });
}
