import { EVENTS } from '@sanam/contract/realtime.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { connectDeskSocket } from '../../../lib/socket.ts';
import { useConsoleSocket } from '../../../lib/use-console-socket.ts';
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
  /** the bet burst's throttle, for the socket now open */
  const betRefetch = useRef<{ lastRunAt: number; timer: ReturnType<typeof setTimeout> | null }>({
    lastRunAt: 0,
    timer: null,
  });

  const refetchExposure = () => {
    betRefetch.current = { lastRunAt: Date.now(), timer: null };
    void queryClient.invalidateQueries({ queryKey: matchKeys.exposure(matchId) });
    void queryClient.invalidateQueries({ queryKey: matchKeys.risk(matchId) });
  };
  const refetchMatch = () => {
    void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
    void queryClient.invalidateQueries({ queryKey: matchKeys.rates(matchId) });
    void queryClient.invalidateQueries({ queryKey: matchKeys.risk(matchId) });
  };

  useConsoleSocket({
    room: `match:${matchId}`,
    isEnabled: enabled,
    connect: () => connectDeskSocket(matchId),
    onConnect: () => {
      setConnected(true);
      refetchMatch();
      refetchExposure();
    },
    onDisconnect: () => setConnected(false),
    onClose: () => {
      const { timer } = betRefetch.current;
      if (timer) clearTimeout(timer);
      betRefetch.current = { lastRunAt: 0, timer: null };
    },
    events: {
      [EVENTS.bet]: (event) => {
        const { lastRunAt, timer } = betRefetch.current;
        if (event.match_id !== matchId || timer) return;
        const waitMs = lastRunAt + BET_REFETCH_MS - Date.now();
        if (waitMs <= 0) refetchExposure();
        else betRefetch.current = { lastRunAt, timer: setTimeout(refetchExposure, waitMs) };
      },
      [EVENTS.rate]: refetchMatch,
      [EVENTS.change]: () => {
        refetchMatch();
        void queryClient.invalidateQueries({ queryKey: matchKeys.lists });
      },
      [EVENTS.openTie]: refetchMatch,
      [EVENTS.closeTie]: refetchMatch,
    },
  });

  return { isConnected };
}
