// GET /user/match/{id} → Match (spec §7).
import { replaceEqualDeep, useQuery } from '@tanstack/react-query';
import type { Match } from '@sanam/contract/matches.ts';
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import { api } from '../../../lib/api-client.ts';
import { roomKeys } from './keys.ts';

export async function getMatch(matchId: number): Promise<Match> {
  return api.request(matchRoutes.match, { params: { id: matchId } });
}

/**
 * DESIGN §5: a socket event may have brought a newer version while this request was in flight; the
 * reply must not take the room back in time.
 */
export function keepNewerMatch(old: unknown, next: unknown): unknown {
  const held = old as Match | undefined;
  const fetched = next as Match;
  if (held && held.id === fetched.id && held.version > fetched.version) return held;
  return replaceEqualDeep(old, next);
}

export function useMatch(matchId: number) {
  return useQuery({
    queryKey: roomKeys.match(matchId),
    queryFn: () => getMatch(matchId),
    structuralSharing: keepNewerMatch,
    enabled: Number.isSafeInteger(matchId) && matchId > 0,
  });
}
