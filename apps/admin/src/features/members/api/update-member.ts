import { adminMember } from '@sanam/contract/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceMemberInCache } from './member-cache.ts';

export type MemberFlags = { is_vip?: boolean; is_blocked?: boolean };

/** PATCH /admin/members/{id} {is_vip?, is_blocked?} → {member}. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: MemberFlags }) =>
      apiRequest(`/admin/members/${id}`, {
        method: 'PATCH',
        body: patch,
        data: z.object({ member: adminMember }),
      }),
    onSuccess: ({ member }) => replaceMemberInCache(queryClient, member),
  });
}
