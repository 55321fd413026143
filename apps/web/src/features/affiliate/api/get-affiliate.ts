// GET /user/user/affiliate_reward → AffiliateData (spec §2 affiliate, §7): the members who registered
// with the caller as referrer, newest first, and what the caller earned from them.
import { useQuery } from '@tanstack/react-query';
import type { AffiliateData } from '@sanam/contract/rewards.ts';
import { rewardRoutes } from '@sanam/contract/routes/rewards.ts';
import { api } from '../../../lib/api-client.ts';

export const AFFILIATE_KEY = ['affiliate'] as const;

export async function getAffiliate(signal?: AbortSignal): Promise<AffiliateData> {
  return api.request(rewardRoutes.affiliate, { signal });
}

export function useAffiliate() {
  return useQuery({ queryKey: AFFILIATE_KEY, queryFn: ({ signal }) => getAffiliate(signal) });
}
