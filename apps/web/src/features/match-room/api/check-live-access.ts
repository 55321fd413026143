// POST /user/transaction/liveaction → LiveAccess (spec §5, §7; DESIGN §7): may the member watch a
// running match? A falsy `eligible` means not eligible.
import { useQuery } from '@tanstack/react-query';
import { liveAccess, type LiveAccess } from '@sanam/contract/matches.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { roomKeys } from './keys.ts';

export async function checkLiveAccess(matchId: number): Promise<LiveAccess> {
  const reply = await apiRequest<unknown>('/user/transaction/liveaction', { body: { match_id: matchId } });
  const parsed = liveAccess.safeParse(reply.data);
  // Anything but a well-formed "eligible: true" keeps the member out.
  if (!parsed.success) return { eligible: false, deposited: 0, required: 0, window_days: 0 };
  return parsed.data;
}

export function useLiveAccess(matchId: number, enabled: boolean) {
  return useQuery({
    queryKey: roomKeys.liveAccess(matchId),
    queryFn: () => checkLiveAccess(matchId),
    enabled,
    // checked on every entry to the room, never from an old answer
    staleTime: 0,
    gcTime: 0,
  });
}
