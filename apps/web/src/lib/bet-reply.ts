// The reply to a bet of any kind (a match bet, an event bet, a step ticket): the {success, message,
// data} envelope, where success false on a 2xx is a refusal, and data carries the new balance.
import type { QueryClient } from '@tanstack/react-query';
import type { Answer } from '@sanam/client/create-client.ts';
import type { BalanceEvent } from '@sanam/contract/realtime.ts';
import { PROFILE_QUERY_KEY } from './auth.tsx';
import { applyBalance } from './balance.ts';

/** A reply that came back but did not place the bet (success false on a 2xx). */
export class BetRefused extends Error {}

export interface PlacedBet<Data> {
  /** null when the server said success in a shape this build does not know: the bet stands anyway */
  data: Data | null;
  message: string;
}

export function placedBet<Data>(reply: Answer<Data>): PlacedBet<Data> {
  if (!reply.success) throw new BetRefused(reply.message);
  return { data: reply.data, message: reply.message };
}

/** The new balance onto the screens at once, or the profile read again when the reply's shape is unknown. */
export function applyBetBalance(queryClient: QueryClient, { data }: PlacedBet<BalanceEvent>): void {
  if (data) applyBalance(queryClient, data);
  else void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
}
