// POST /user/transaction/liveaction → LiveAccess (spec §5, §7; DESIGN §7): may the member watch a
// running match? A falsy `eligible` means not eligible. The answer is the member's (their deposits),
// the same for every match: the call takes no body (the server never read the match id once sent).
import { useQuery } from '@tanstack/react-query';
import type { LiveAccess } from '@sanam/contract/matches.ts';
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import { api } from '../../../lib/api-client.ts';
import { roomKeys } from './keys.ts';

export async function checkLiveAccess(): Promise<LiveAccess> {
  const reply = await api.send(matchRoutes.liveAccess);
  // Anything but a well-formed "eligible: true" keeps the member out.
  return reply.data ?? { eligible: false, deposited: 0, required: 0, window_days: 0 };
}

export function useLiveAccess(matchId: number, enabled: boolean) {
  return useQuery({
    queryKey: roomKeys.liveAccess(matchId),
    queryFn: () => checkLiveAccess(),
    enabled,
    // checked on every entry to the room, never from an old answer
    staleTime: 0,
    gcTime: 0,
  });
}
