// The live room's socket (spec §4, DESIGN §5): connected only while the match runs, disconnected on
// leaving; every event is checked against the contract, applied to the cache unless older than
// what the room holds, and announced. On every (re)connect the room refetches match, rates, bet
// history and the member's bets referred to the desk, so nothing missed while away is lost.
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Match } from '@sanam/contract/matches.ts';
import {
  balanceEvent,
  betReferralEvent,
  changeEvent,
  closeTieEvent,
  EVENTS,
  openTieEvent,
  rateEvent,
  type OpenTieEvent,
  type RateEvent,
} from '@sanam/contract/realtime.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/auth.tsx';
import { connectMatchSocket } from '../../../lib/socket.ts';
import { roomKeys } from './keys.ts';
import { applyBalance } from '../../../lib/balance.ts';
import { useResilientSocket } from '../../../lib/use-resilient-socket.ts';
import { applyChange, applyCloseTie, applyOpenTie, applyRate } from './room-events.ts';
import { applyReferral } from './get-referred-bets.ts';

export type RoomNotice =
  { type: 'rate'; announce: RateEvent['announce']; rateName: string | null } | { type: 'tie_closed' };

export interface MatchSocketHandlers {
  onNotice: (notice: RoomNotice) => void;
  onOpenTie: (event: OpenTieEvent) => void;
  onEnd: (match: Match) => void;
}

function parse<T>(schema: z.ZodType<T>, name: string, payload: unknown): T | null {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  console.warn(`match room: ${name} event ignored, unexpected shape`, parsed.error.issues);
  return null;
}

export function useMatchSocket(matchId: number, isEnabled: boolean, handlers: MatchSocketHandlers) {
  const queryClient = useQueryClient();

  useResilientSocket({
    room: `match:${matchId}`,
    isEnabled,
    connect: () => connectMatchSocket(matchId),
    onConnect: () => void queryClient.invalidateQueries({ queryKey: roomKeys.all(matchId) }),
    onConnectError: (error) => console.error('match room: socket connection error', error),
    events: {
      [EVENTS.rate]: (payload) => {
        const event = parse(rateEvent, EVENTS.rate, payload);
        if (!event || !applyRate(queryClient, matchId, event)) return;
        handlers.onNotice({
          type: 'rate',
          announce: event.announce,
          rateName: event.rate?.rate_name ?? null,
        });
      },
      [EVENTS.change]: (payload) => {
        const event = parse(changeEvent, EVENTS.change, payload);
        if (!event || !applyChange(queryClient, matchId, event)) return;
        // the round was settled (END) or settled again (UPDATE of an ended round: a corrected result):
        // the member's BALANCE comes first, and the profile is read again beside it, so the header
        // agrees with the bill even when that BALANCE was missed
        if (event.service === 'END' || event.data.is_end === 1)
          void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        if (event.service === 'END') handlers.onEnd(event.data);
      },
      [EVENTS.openTie]: (payload) => {
        const event = parse(openTieEvent, EVENTS.openTie, payload);
        if (event && applyOpenTie(queryClient, matchId, event)) handlers.onOpenTie(event);
      },
      [EVENTS.closeTie]: (payload) => {
        const event = parse(closeTieEvent, EVENTS.closeTie, payload);
        if (event && applyCloseTie(queryClient, matchId, event)) handlers.onNotice({ type: 'tie_closed' });
      },
      [EVENTS.balance]: (payload) => {
        const event = parse(balanceEvent, EVENTS.balance, payload);
        if (event) applyBalance(queryClient, event);
      },
      // a bet of the member's waits for the desk, or the desk offers a smaller stake: the bet dialog
      // (the request still on its way) or the room's list of referred bets shows it
      [EVENTS.betReferral]: (payload) => {
        const event = parse(betReferralEvent, EVENTS.betReferral, payload);
        if (event) applyReferral(queryClient, event);
      },
      // spec §4: only logged
      [EVENTS.exception]: (payload) => console.error('match room: socket exception', payload),
    },
  });
}
