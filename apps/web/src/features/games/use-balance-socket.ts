// While a game is open in the app, the header's balance follows the game's stakes and wins: every
// debit and credit the provider makes through our wallet sends BALANCE to the member (DESIGN §5), and
// this socket (the member's own room only: no match, no events) writes it into the header. On every
// (re)connect the profile is read again, so a BALANCE missed while connecting is not lost; leaving
// the game reads it once more.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_OPTIONS, STORAGE_KEYS } from '@sanam/contract/constants.ts';
import { balanceEvent, EVENTS } from '@sanam/contract/realtime.ts';
import { forceSignOut, refreshAccessToken } from '../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '../../lib/auth.tsx';
import { applyBalance } from '../../lib/balance.ts';
import { connectSocket, type MatchSocket } from '../../lib/socket.ts';

export function useBalanceSocket(isEnabled: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isEnabled) return;
    let isClosed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const socket: MatchSocket = connectSocket({
      // access tokens live 15 minutes and the API client rotates them while the game stays open
      auth: (send: (data: { access_token: string | null }) => void) =>
        send({ access_token: localStorage.getItem(STORAGE_KEYS.accessToken) }),
    });
    const readProfile = () => void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });

    socket.on('connect', readProfile);
    socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
      // as the match room: a refused handshake is mostly an access token that expired while playing
      if (socket.active || error.data?.code !== 'unauthorized') return;
      refreshAccessToken().then(
        () => {
          if (!isClosed) retry = setTimeout(() => socket.connect(), SOCKET_OPTIONS.reconnectionDelay);
        },
        () => forceSignOut(),
      );
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect' && !isClosed) socket.connect();
    });
    socket.on(EVENTS.balance, (payload) => {
      const parsed = balanceEvent.safeParse(payload);
      if (parsed.success) applyBalance(queryClient, parsed.data);
    });

    return () => {
      isClosed = true;
      clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
      readProfile();
    };
  }, [isEnabled, queryClient]);
}
