import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const redeemItemsQueryKey = ['redeem-items'] as const;

/** GET /admin/redeem-items: every prize, the inactive ones too (admin only). */
export function useRedeemItems() {
  return useQuery({
    queryKey: redeemItemsQueryKey,
    queryFn: ({ signal }) => api.request(rewardDeskRoutes.items, { signal }),
  });
}
