import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import type { MemberAdjustRequest } from '@sanam/contract/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { replaceMemberInCache } from './member-cache.ts';

/**
 * POST /admin/members/{id}/adjust {amount, reason, kind} → {member} with the new balance.
 * `idempotencyKey` is made once per dialog, so a double click or a retry posts the money once.
 */
export function useAdjustMember(memberId: number, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberAdjustRequest) =>
      api.request(memberDeskRoutes.adjust, { params: { id: memberId }, body, idempotencyKey }),
    onSuccess: (member) => replaceMemberInCache(queryClient, member),
  });
}
