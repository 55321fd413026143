import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import type { redeemCancelRequest } from '@sanam/contract/rewards.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { refreshRedeemOrders } from './refresh-orders.ts';

/**
 * POST /admin/redeem-orders/{id}/cancel {reason}: the coins go back to the member, who sees the reason.
 * A cash order (paid at once) or one already decided is refused with 409 redeem_order.already_decided.
 */
export function useCancelRedeemOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: z.input<typeof redeemCancelRequest> }) =>
      api.request(rewardDeskRoutes.cancelOrder, { params: { id }, body }),
    onSettled: () => refreshRedeemOrders(queryClient),
  });
}
