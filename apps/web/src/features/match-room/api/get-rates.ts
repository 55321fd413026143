// GET /user/match/rate/{id} → Rate[], newest first (spec §7). Errors are only logged (spec §8).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { rate, type Rate } from '@sanam/contract/matches.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { roomKeys } from './keys.ts';

const rateList = z.array(rate);

export async function getRates(matchId: number): Promise<Rate[]> {
  try {
    const reply = await apiRequest<unknown>(`/user/match/rate/${matchId}`, { method: 'GET' });
    return rateList.parse(reply.data);
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
