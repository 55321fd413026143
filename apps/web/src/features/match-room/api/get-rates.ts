// GET /user/match/rate/{id} → Rate[], newest first (spec §7). Errors are only logged (spec §8).
import { useQuery } from '@tanstack/react-query';
import type { Rate } from '@sanam/contract/matches.ts';
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import { api } from '../../../lib/api-client.ts';
import { roomKeys } from './keys.ts';

export async function getRates(matchId: number): Promise<Rate[]> {
  try {
    return await api.request(matchRoutes.rates, { params: { id: matchId } });
  } catch (error) {
    console.error('match room: rates fetch failed', error);
    throw error;
  }
}

export function useRates(matchId: number, enabled = true) {
  return useQuery({
    queryKey: roomKeys.rates(matchId),
    queryFn: () => getRates(matchId),
    enabled,
  });
}
