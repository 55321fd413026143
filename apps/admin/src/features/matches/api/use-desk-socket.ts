import { EVENTS } from '@sanam/contract/realtime.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { recheckSessionWhenServerCloses } from '../../../lib/session-closed.ts';
import { connectDeskSocket } from '../../../lib/socket.ts';
import { matchKeys } from './keys.ts';

/** A burst of bets refetches the exposure at most once a second (first at once, last one included). */
export const BET_REFETCH_MS = 1_000;

/**
 * Live desk of one match: BET → exposure and the risk read (the liability per side, a side the cap
 * closed), RATE / CHANGE / OPENTIE / CLOSETIE → match, rates and the risk read.
 * DESIGN §5: every (re)connect reads everything again, so nothing is lost while the socket was down.
 * The server lets only desk roles (admin, operator) into desk rooms; a cashier's desk just polls.
 */
export function useDeskSocket(matchId: number, { enabled }: { enabled: boolean }): { isConnected: boolean } {
  const queryClient = useQueryClient();
  const [isConnected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const socket = connectDeskSocket(matchId);
    let lastRunAt = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const refetchExposure = () => {
      timer = null;
      lastRunAt = Date.now();
      void queryClient.invalidateQueries({ queryKey: matchKeys.exposure(matchId) });
      void queryClient.invalidateQueries({ queryKey: matchKeys.risk(matchId) });
    };
    const onBet = (event: { match_id: number }) => {
      if (event.match_id !== matchId || timer) return;
      const waitMs = lastRunAt + BET_REFETCH_MS - Date.now();
      if (waitMs <= 0) refetchExposure();
      else timer = setTimeout(refetchExposure, waitMs);
    };
    const refetchMatch = () => {
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
      void queryClient.invalidateQueries({ queryKey: matchKeys.rates(matchId) });
      void queryClient.invalidateQueries({ queryKey: matchKeys.risk(matchId) });
    };
    const onChange = () => {
      refetchMatch();
      void queryClient.invalidateQueries({ queryKey: matchKeys.lists });
    };
    const onConnect = () => {
      setConnected(true);
      refetchMatch();
      refetchExposure();
    };
    const onDisconnect = () => setConnected(false);

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on(EVENTS.bet, onBet);
    socket.on(EVENTS.rate, refetchMatch);
    socket.on(EVENTS.change, onChange);
    socket.on(EVENTS.openTie, refetchMatch);
    socket.on(EVENTS.closeTie, refetchMatch);
    // the cleanup's socket.off() removes this listener with the others
    recheckSessionWhenServerCloses(socket, queryClient);
    return () => {
      if (timer) clearTimeout(timer);
      socket.off();
      socket.disconnect();
    };
  }, [matchId, queryClient, enabled]);

  return { isConnected };
}
