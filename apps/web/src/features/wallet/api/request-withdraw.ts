// POST /user/user/withdraw {amount} → WithdrawData {withdrawal, balance} (spec §7; DESIGN §7). The
// Idempotency-Key header makes a repeated request (a double tap, a retry after a lost reply) one
// withdrawal: the server answers a repeated key with the first withdrawal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { WithdrawData, WithdrawRequest } from '@sanam/contract/wallet.ts';
import { api } from '../../../lib/api-client.ts';
import { WALLET_REQUESTS_KEY } from './get-wallet-requests.ts';

export interface WithdrawInput {
  body: WithdrawRequest;
  idempotencyKey: string;
}

export interface WithdrawResult {
  /** null when the server said success in a shape this build does not know: the request stands anyway */
  data: WithdrawData | null;
  message: string;
}

/** A 2xx reply that did not take the request (success false). */
export class WithdrawRefused extends Error {}

export async function requestWithdraw({ body, idempotencyKey }: WithdrawInput): Promise<WithdrawResult> {
  const reply = await api.send(walletRoutes.withdraw, { body, idempotencyKey });
  if (!reply.success) throw new WithdrawRefused(reply.message);
  return { data: reply.data, message: reply.message };
}

export function useRequestWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdraw,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_REQUESTS_KEY }),
  });
}
