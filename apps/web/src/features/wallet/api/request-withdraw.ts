// POST /user/user/withdraw {amount} → WithdrawData {withdrawal, balance} (spec §7; DESIGN §7). The
// Idempotency-Key header makes a repeated request (a double tap, a retry after a lost reply) one
// withdrawal: the server answers a repeated key with the first withdrawal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawData, type WithdrawData, type WithdrawRequest } from '@sanam/contract/wallet.ts';
import { apiRequest } from '../../../lib/api-client.ts';
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

/**
 * A fresh key per request. crypto.randomUUID exists only in secure contexts (https, localhost); a
 * member on plain http still gets a random v4 UUID from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function requestWithdraw({ body, idempotencyKey }: WithdrawInput): Promise<WithdrawResult> {
  const reply = await apiRequest<unknown>('/user/user/withdraw', {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (!reply.success) throw new WithdrawRefused(reply.message);
  const parsed = withdrawData.safeParse(reply.data);
  return { data: parsed.success ? parsed.data : null, message: reply.message };
}

export function useRequestWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdraw,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_REQUESTS_KEY }),
  });
}
