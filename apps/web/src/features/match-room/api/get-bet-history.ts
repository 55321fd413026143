// GET /user/transaction/{matchId} → the member's bet history of one match (spec §7), polled every
// POLL_MS.betHistory while the match runs and the page is visible, and fetched once whenever the page
// becomes visible again (spec §4). Errors are only logged (spec §8).
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@sanam/contract/constants.ts';
import type { BetHistoryEntry } from '@sanam/contract/matches.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { api } from '../../../lib/api-client.ts';
import { useIsPageVisible } from './use-page-visibility.ts';
import { roomKeys } from './keys.ts';

export async function getBetHistory(matchId: number): Promise<BetHistoryEntry[]> {
  try {
    return await api.request(betRoutes.history, { params: { matchId } });
  } catch (error) {
    console.error('match room: bet history fetch failed', error);
    throw error;
  }
}

export function useBetHistory(matchId: number, { isRunning }: { isRunning: boolean }) {
  const isVisible = useIsPageVisible();
  const query = useQuery({
    queryKey: roomKeys.betHistory(matchId),
    queryFn: () => getBetHistory(matchId),
    refetchInterval: isRunning && isVisible ? POLL_MS.betHistory : false,
    refetchIntervalInBackground: false,
    // the visibility effect below does this, once, whatever the match state
    refetchOnWindowFocus: false,
  });
  const { refetch } = query;
  const wasVisible = useRef(isVisible);
  useEffect(() => {
    if (isVisible && !wasVisible.current) void refetch();
    wasVisible.current = isVisible;
  }, [isVisible, refetch]);
  return query;
}
