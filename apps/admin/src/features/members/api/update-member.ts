import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { replaceMemberInCache } from './member-cache.ts';

export type MemberFlags = { is_vip?: boolean; is_blocked?: boolean };

/** PATCH /admin/members/{id} {is_vip?, is_blocked?} → {member}. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: MemberFlags }) =>
      api.request(memberDeskRoutes.patch, { params: { id }, body: patch }),
    onSuccess: (member) => replaceMemberInCache(queryClient, member),
  });
}
