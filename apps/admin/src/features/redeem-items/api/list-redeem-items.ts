import { adminRedeemItem } from '@sanam/contract/rewards.ts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const redeemItemsQueryKey = ['redeem-items'] as const;

/** GET /admin/redeem-items: every prize, the inactive ones too (admin only). */
export function useRedeemItems() {
  return useQuery({
    queryKey: redeemItemsQueryKey,
    queryFn: ({ signal }) => apiRequest('/admin/redeem-items', { data: z.array(adminRedeemItem), signal }),
  });
}
