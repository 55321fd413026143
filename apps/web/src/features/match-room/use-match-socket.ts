// The live room's socket (spec §4, DESIGN §5): connected only while the match runs, disconnected on
// leaving; every event is checked against the contract, applied to the cache unless older than
// what the room holds, and announced. On every (re)connect the room refetches match, rates and bet
// history, so nothing missed while away is lost.
import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Match } from '@sanam/contract/matches.ts';
import {
  balanceEvent,
  changeEvent,
  closeTieEvent,
  EVENTS,
  openTieEvent,
  rateEvent,
  type OpenTieEvent,
  type RateEvent,
} from '@sanam/contract/realtime.ts';
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import { forceSignOut, refreshAccessToken } from '../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '../../lib/auth.tsx';
import { connectMatchSocket } from '../../lib/socket.ts';
import { roomKeys } from './api/keys.ts';
import { applyBalance } from '../../lib/balance.ts';
import { applyChange, applyCloseTie, applyOpenTie, applyRate } from './room-events.ts';

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
  const notice = useEffectEvent((n: RoomNotice) => handlers.onNotice(n));
  const openTie = useEffectEvent((e: OpenTieEvent) => handlers.onOpenTie(e));
  const end = useEffectEvent((m: Match) => handlers.onEnd(m));

  useEffect(() => {
    if (!isEnabled) return;
    const socket = connectMatchSocket(matchId);

    socket.on('connect', () => {
      void queryClient.invalidateQueries({ queryKey: roomKeys.all(matchId) });
    });
    let isClosed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
      console.error('match room: socket connection error', error);
      // socket.io-client retries a dropped connection by itself, never a refused handshake. The usual
      // refusal is an access token that expired while the room was quiet (a hidden tab stops the
      // polls that would have rotated it): rotate it, then knock again. A failed refresh signs out.
      if (socket.active || error.data?.code !== 'unauthorized') return;
      refreshAccessToken().then(
        () => {
          if (!isClosed) retry = setTimeout(() => socket.connect(), SOCKET_OPTIONS.reconnectionDelay);
        },
        () => forceSignOut(),
      );
    });
    // The server closes a socket itself when its sign-in ended (a logout on another tab, a password
    // change on another phone, the cashier ending the sessions, a block): socket.io-client never
    // reconnects after that, so knock once: the handshake's refusal above then signs this device out.
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect' && !isClosed) socket.connect();
    });

    socket.on(EVENTS.rate, (payload) => {
      const event = parse(rateEvent, EVENTS.rate, payload);
      if (!event || !applyRate(queryClient, matchId, event)) return;
      notice({ type: 'rate', announce: event.announce, rateName: event.rate?.rate_name ?? null });
    });

    socket.on(EVENTS.change, (payload) => {
      const event = parse(changeEvent, EVENTS.change, payload);
      if (!event || !applyChange(queryClient, matchId, event)) return;
      // the round was settled (END) or settled again (UPDATE of an ended round: a corrected result):
      // the member's BALANCE comes first, and the profile is read again beside it, so the header
      // agrees with the bill even when that BALANCE was missed
      if (event.service === 'END' || event.data.is_end === 1)
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      if (event.service === 'END') end(event.data);
    });

    socket.on(EVENTS.openTie, (payload) => {
      const event = parse(openTieEvent, EVENTS.openTie, payload);
      if (event && applyOpenTie(queryClient, matchId, event)) openTie(event);
    });

    socket.on(EVENTS.closeTie, (payload) => {
      const event = parse(closeTieEvent, EVENTS.closeTie, payload);
      if (event && applyCloseTie(queryClient, matchId, event)) notice({ type: 'tie_closed' });
    });

    socket.on(EVENTS.balance, (payload) => {
      const event = parse(balanceEvent, EVENTS.balance, payload);
      if (event) applyBalance(queryClient, event);
    });

    // spec §4: only logged
    socket.on(EVENTS.exception, (payload) => console.error('match room: socket exception', payload));

    return () => {
      isClosed = true;
      clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [matchId, isEnabled, queryClient]);
}
