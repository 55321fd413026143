import { adminMember, type MemberAdjustRequest } from '@sanam/contract/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceMemberInCache } from './member-cache.ts';

/**
 * POST /admin/members/{id}/adjust {amount, reason, kind} → {member} with the new balance.
 * `idempotencyKey` is made once per dialog, so a double click or a retry posts the money once.
 */
export function useAdjustMember(memberId: number, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberAdjustRequest) =>
      apiRequest(`/admin/members/${memberId}/adjust`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        data: z.object({ member: adminMember }),
      }),
    onSuccess: ({ member }) => replaceMemberInCache(queryClient, member),
  });
}
