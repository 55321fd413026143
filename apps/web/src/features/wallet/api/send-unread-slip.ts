// POST /user/user/slip_unread {image, amount} → SlipData: a slip whose QR could not be read,
// sent as its picture and the amount the member says they transferred; it waits for a cashier.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData, UnreadSlipRequest } from '@sanam/contract/wallet.ts';
import { api } from '../../../lib/api-client.ts';
import { SlipRefused, type SlipResult } from './send-slip.ts';
import { WALLET_REQUESTS_KEY } from './get-wallet-requests.ts';

export async function sendUnreadSlip(body: UnreadSlipRequest): Promise<SlipResult> {
  const reply = await api.send(walletRoutes.slipUnread, { body });
  if (!reply.success) throw new SlipRefused(reply.message);
  return { data: reply.data satisfies SlipData | null, message: reply.message };
}

export function useSendUnreadSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUnreadSlip,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_REQUESTS_KEY }),
  });
}
