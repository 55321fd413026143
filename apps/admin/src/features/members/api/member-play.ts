// The member file's responsible play: GET /admin/members/{id}/play, and the desk's changes to it (a
// stricter limit, a time-out, an ended self-exclusion lifted). Each change answers the whole section,
// put into the cache at once; the audit log and the report of breaks are read again.
import type { DeskLimitRequest, DeskTimeOutRequest, MemberPlay } from '@sanam/contract/play-desk.ts';
import { playDeskRoutes } from '@sanam/contract/routes/play-desk.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const memberPlayKey = (id: number) => ['member-play', id] as const;

/** The report's key (the report page reads it under this prefix). */
const playBreaksKey = ['play-breaks'] as const;

export function useMemberPlay(id: number) {
  return useQuery({
    queryKey: memberPlayKey(id),
    queryFn: ({ signal }) => api.request(playDeskRoutes.member, { params: { id }, signal }),
  });
}

function useApply(id: number) {
  const queryClient = useQueryClient();
  return (play: MemberPlay) => {
    queryClient.setQueryData(memberPlayKey(id), play);
    void queryClient.invalidateQueries({ queryKey: ['audit'] });
    void queryClient.invalidateQueries({ queryKey: playBreaksKey });
  };
}

export function useSetDeskLimit(id: number) {
  const apply = useApply(id);
  return useMutation({
    mutationFn: (body: DeskLimitRequest) => api.request(playDeskRoutes.setLimit, { params: { id }, body }),
    onSuccess: apply,
  });
}

export function useDeskTimeOut(id: number) {
  const apply = useApply(id);
  return useMutation({
    mutationFn: (body: DeskTimeOutRequest) => api.request(playDeskRoutes.timeOut, { params: { id }, body }),
    onSuccess: apply,
  });
}

export function useLiftExclusion(id: number) {
  const apply = useApply(id);
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      api.request(playDeskRoutes.liftExclusion, { params: { id }, body }),
    onSuccess: apply,
  });
}
