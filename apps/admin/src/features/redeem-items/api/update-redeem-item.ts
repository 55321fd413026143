import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import type { RedeemItemPatchRequest } from '@sanam/contract/rewards.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { redeemItemsQueryKey } from './list-redeem-items.ts';

/**
 * PATCH /admin/redeem-items/{id} with any of name, point, image_name, stock, is_active. A cash tier's
 * price is refused (400 redeem_item.cash_tier_fixed), so the console never sends one.
 */
export function useUpdateRedeemItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: RedeemItemPatchRequest }) =>
      api.request(rewardDeskRoutes.patchItem, { params: { id }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redeemItemsQueryKey }),
  });
}
