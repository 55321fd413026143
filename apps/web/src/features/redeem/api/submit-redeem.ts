// POST /user/user/redeem {itemId, point, address} → RedeemData {order, balance, event_point} (spec §7;
// DESIGN §7). The Idempotency-Key header makes a repeated request (a double tap, a retry after a lost
// reply) one redeem: the server answers a repeated key with the first order.
// Spec §4: the coins drop locally at once, then the profile and the history are refreshed; on a
// failure the coins are put back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemData, RedeemRequest } from '@sanam/contract/rewards.ts';
import { rewardRoutes } from '@sanam/contract/routes/rewards.ts';
import { api } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/auth.tsx';
import { applyBalance, applyEventPoint } from '../../../lib/balance.ts';
import { getSession } from '../../../lib/session.ts';
import { isRedeemSuccess } from './redeem-success.ts';
import { REDEEM_HISTORY_KEY } from './get-redeem-history.ts';
import { REDEEM_ITEMS_KEY } from './get-redeem-items.ts';

export interface RedeemInput {
  body: RedeemRequest;
  idempotencyKey: string;
}

export interface RedeemResult {
  /** null when the server said success in a shape this build does not know: the redeem stands anyway */
  data: RedeemData | null;
  message: string;
}

/** A 2xx reply that did not take the redeem. */
export class RedeemRefused extends Error {}

export async function submitRedeem({ body, idempotencyKey }: RedeemInput): Promise<RedeemResult> {
  const reply = await api.send(rewardRoutes.redeem, { body, idempotencyKey });
  if (!isRedeemSuccess(reply.body)) throw new RedeemRefused(reply.message);
  return { data: reply.data, message: reply.message };
}

export function useSubmitRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRedeem,
    onMutate: ({ body }) => {
      const coinsBefore = getSession().user?.event_point ?? null;
      if (coinsBefore !== null) applyEventPoint(queryClient, Math.max(0, coinsBefore - body.point));
      return { coinsBefore };
    },
    onSuccess: (result) => {
      if (result.data) applyBalance(queryClient, result.data);
    },
    onError: (_error, _input, context) => {
      if (context && context.coinsBefore !== null) applyEventPoint(queryClient, context.coinsBefore);
    },
    // not awaited: the member hears the answer without waiting for the refetches
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: REDEEM_HISTORY_KEY });
      // a price, a stock or an item's state may be why it was refused
      void queryClient.invalidateQueries({ queryKey: REDEEM_ITEMS_KEY });
    },
  });
}
