// While a game is open in the app, the header's balance follows the game's stakes and wins: every
// debit and credit the provider makes through our wallet sends BALANCE to the member (DESIGN §5), and
// this socket (the member's own room only: no match, no events) writes it into the header. On every
// (re)connect the profile is read again, so a BALANCE missed while connecting is not lost; leaving
// the game reads it once more.
import { useQueryClient } from '@tanstack/react-query';
import { balanceEvent, EVENTS } from '@sanam/contract/realtime.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/auth.tsx';
import { applyBalance } from '../../../lib/balance.ts';
import { connectMemberSocket } from '../../../lib/socket.ts';
import { useResilientSocket } from '../../../lib/use-resilient-socket.ts';

export function useBalanceSocket(isEnabled: boolean) {
  const queryClient = useQueryClient();
  const readProfile = () => void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });

  useResilientSocket({
    room: 'member',
    isEnabled,
    connect: connectMemberSocket,
    onConnect: readProfile,
    onClose: readProfile,
    events: {
      [EVENTS.balance]: (payload) => {
        const parsed = balanceEvent.safeParse(payload);
        if (parsed.success) applyBalance(queryClient, parsed.data);
      },
    },
  });
}
