import type { MemberBetControlsRequest } from '@sanam/contract/risk.ts';
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { replaceMemberInCache } from './member-cache.ts';

/** PATCH /admin/members/{id}/betting: suspend betting, a maximum stake, a factor → the member. */
export function useSetBettingControls(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberBetControlsRequest) =>
      api.request(riskDeskRoutes.memberBetting, { params: { id }, body }),
    onSuccess: (member) => replaceMemberInCache(queryClient, member),
  });
}
