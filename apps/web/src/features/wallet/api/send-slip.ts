// POST /user/user/slip {payload} → SlipData {deposit, balance} (spec §7; DESIGN §7): the text of the
// slip's QR, decoded in the browser. The deposit comes back approved (credited now) or pending (a
// cashier checks it); a used or unreadable slip is refused with 4xx and the server's message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData, SlipRequest } from '@sanam/contract/wallet.ts';
import { api } from '../../../lib/api-client.ts';
import { WALLET_REQUESTS_KEY } from './get-wallet-requests.ts';

export interface SlipResult {
  /** null when the server said success in a shape this build does not know: the slip was taken anyway */
  data: SlipData | null;
  message: string;
}

/** A 2xx reply that did not take the slip (success false). */
export class SlipRefused extends Error {}

export async function sendSlip(body: SlipRequest): Promise<SlipResult> {
  const reply = await api.send(walletRoutes.slip, { body });
  if (!reply.success) throw new SlipRefused(reply.message);
  return { data: reply.data, message: reply.message };
}

export function useSendSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSlip,
    // accepted or refused, the recent list may have changed (a pending slip, a duplicate)
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_REQUESTS_KEY }),
  });
}
