import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type AffiliateReportParams = { q: string; limit: number; offset: number };

export const affiliateReportQueryKey = ['affiliate-report'] as const;

/**
 * GET /admin/affiliates?q=&limit=&offset=: the totals of the whole programme and one page of the
 * referrers (q: their phone, username or name).
 */
export function useAffiliateReport(params: AffiliateReportParams) {
  return useQuery({
    queryKey: [...affiliateReportQueryKey, params],
    queryFn: ({ signal }) => api.request(rewardDeskRoutes.affiliates, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
