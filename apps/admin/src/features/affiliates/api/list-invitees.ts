import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { affiliateReportQueryKey } from './get-affiliate-report.ts';

/** GET /admin/affiliates/{memberId}: the members one referrer invited, asked for when the row is opened. */
export function useInvitees(memberId: number) {
  return useQuery({
    // under the report's key, so refreshing the report refreshes the open rows too
    queryKey: [...affiliateReportQueryKey, 'invitees', memberId],
    queryFn: ({ signal }) => api.request(rewardDeskRoutes.invitees, { params: { id: memberId }, signal }),
  });
}
