import { adminRedeemItem, type RedeemItemPatchRequest } from '@sanam/contract/rewards.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { redeemItemsQueryKey } from './list-redeem-items.ts';

/**
 * PATCH /admin/redeem-items/{id} with any of name, point, image_name, stock, is_active. A cash tier's
 * price is refused (400 redeem_item.cash_tier_fixed), so the console never sends one.
 */
export function useUpdateRedeemItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: RedeemItemPatchRequest }) =>
      apiRequest(`/admin/redeem-items/${id}`, { method: 'PATCH', body: patch, data: adminRedeemItem }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redeemItemsQueryKey }),
  });
}
