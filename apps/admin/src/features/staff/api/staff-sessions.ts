// A staff account's live sessions, and ending one or all of them (admin).
import { staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKey } from './list-staff.ts';

const sessionsKey = (id: number) => [...staffKey, id, 'sessions'] as const;

/** GET /admin/staff/{id}/sessions */
export function useStaffSessions(id: number) {
  return useQuery({
    queryKey: sessionsKey(id),
    queryFn: ({ signal }) => api.request(staffDeskRoutes.sessions, { params: { id }, signal }),
  });
}

/** POST /admin/staff/{id}/sessions/end, or …/sessions/{sessionId}/end with a session */
export function useEndStaffSessions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | null) =>
      sessionId
        ? api.request(staffDeskRoutes.endSession, { params: { id, sessionId }, body: {} })
        : api.request(staffDeskRoutes.endSessions, { params: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
