// GET /user/user/redeemitem → RedeemItem[] (spec §7): the active prizes, cash tiers first. Polled every
// POLL_MS.redeem (spec §7: 60 s) so a price, a sold-out prize or a new one shows without a reload.
import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@sanam/contract/constants.ts';
import type { RedeemItem } from '@sanam/contract/rewards.ts';
import { rewardRoutes } from '@sanam/contract/routes/rewards.ts';
import { api } from '../../../lib/api-client.ts';

export const REDEEM_ITEMS_KEY = ['redeem-items'] as const;

export async function getRedeemItems(signal?: AbortSignal): Promise<RedeemItem[]> {
  return api.request(rewardRoutes.items, { signal });
}

/** Where the server serves an item's picture. */
export function redeemImageUrl(imageName: string): string {
  return api.urlOf(rewardRoutes.image, { name: imageName });
}

export function useRedeemItems() {
  return useQuery({
    queryKey: REDEEM_ITEMS_KEY,
    queryFn: ({ signal }) => getRedeemItems(signal),
    refetchInterval: POLL_MS.redeem,
  });
}
