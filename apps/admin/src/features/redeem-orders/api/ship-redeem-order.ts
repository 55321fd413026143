import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import type { redeemShipRequest } from '@sanam/contract/rewards.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { refreshRedeemOrders } from './refresh-orders.ts';

/**
 * POST /admin/redeem-orders/{id}/ship {note?}: the prize is on its way; the member sees the note (a
 * tracking number). A second decision is refused with 409 redeem_order.already_decided.
 */
export function useShipRedeemOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: z.input<typeof redeemShipRequest> }) =>
      api.request(rewardDeskRoutes.shipOrder, { params: { id }, body }),
    onSettled: () => refreshRedeemOrders(queryClient),
  });
}
