// POST /user/bet/{matchId}, or /user/bet/prefight/{id} for a pre-fight match (spec §7), with
// {amount, type, ref, rateId} → BetData {bet, balance, event_point}.
import { useMutation } from '@tanstack/react-query';
import type { BetData, BetRequest } from '@sanam/contract/matches.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { api } from '../../../lib/api-client.ts';

export interface PlaceBetInput {
  matchId: number;
  isPrefight: boolean;
  body: BetRequest;
}

export interface PlaceBetResult {
  /** null when the server said success in a shape this build does not know: the bet stands anyway */
  data: BetData | null;
  message: string;
}

/** A reply that came back but did not place the bet (success false on a 2xx). */
export class BetRefused extends Error {}

/** Spec §3: the ref is built from the match id, the time in ms and a random part: one per attempt. */
export function newBetRef(matchId: number): string {
  return `${matchId}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

export async function placeBet({ matchId, isPrefight, body }: PlaceBetInput): Promise<PlaceBetResult> {
  const reply = isPrefight
    ? await api.send(betRoutes.prefight, { params: { id: matchId }, body })
    : await api.send(betRoutes.live, { params: { matchId }, body });
  if (!reply.success) throw new BetRefused(reply.message);
  return { data: reply.data, message: reply.message };
}

export function usePlaceBet() {
  return useMutation({ mutationFn: placeBet });
}
