import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import type { RedeemItemCreateRequest } from '@sanam/contract/rewards.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { redeemItemsQueryKey } from './list-redeem-items.ts';

/** POST /admin/redeem-items: a prize delivered to an address (the cash tiers 5–7 exist already). */
export function useCreateRedeemItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemItemCreateRequest) => api.request(rewardDeskRoutes.createItem, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redeemItemsQueryKey }),
  });
}
