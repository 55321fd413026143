// The member file's account: GET /admin/members/{id}/account, and the desk's changes to it,
// each with a reason. After a change the account and the member lists are read again.
import {
  type BankChangeRequest,
  type depositAccountMoveRequest,
  type memberNameRequest,
} from '@sanam/contract/member-account.ts';
import { memberAccountRoutes } from '@sanam/contract/routes/member-account.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { membersQueryKey } from './list-members.ts';

export const memberAccountKey = (id: number) => ['member-account', id] as const;

export function useMemberAccount(id: number) {
  return useQuery({
    queryKey: memberAccountKey(id),
    queryFn: ({ signal }) => api.request(memberAccountRoutes.account, { params: { id }, signal }),
  });
}

function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberAccountKey(id) }),
      queryClient.invalidateQueries({ queryKey: membersQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['audit'] }),
    ]);
}

export function useRequestBankChange(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: BankChangeRequest) =>
      api.request(memberAccountRoutes.requestBankChange, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** The changes that take a reason alone. */
export type ReasonAction = 'approveBankChange' | 'rejectBankChange' | 'resetPassword' | 'endSessions';

export function useReasonAction(id: number, action: ReasonAction) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: async (body: { reason: string }) => {
      const route = memberAccountRoutes[action];
      const data: unknown = await api.request(route, { params: { id }, body });
      return data as { temporary_password?: string; ended?: number };
    },
    onSuccess: refresh,
  });
}

export function useRenameMember(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: z.infer<typeof memberNameRequest>) =>
      api.request(memberAccountRoutes.rename, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useMoveDepositAccount(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: z.infer<typeof depositAccountMoveRequest>) =>
      api.request(memberAccountRoutes.moveDepositAccount, { params: { id }, body }),
    onSuccess: refresh,
  });
}
