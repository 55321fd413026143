// GET /admin/staff (admin): every console account with its last login and live sessions.
import { staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const staffKey = ['staff'] as const;

export function useStaffList() {
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => api.request(staffDeskRoutes.list, { signal }),
  });
}
