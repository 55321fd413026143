// The header and the user-info dialog show the member's balance and coins from the session user, and
// the profile query polls them; a bet or redeem reply, or a BALANCE event (DESIGN §5), writes the new
// figures into both at once, so the screens move without waiting for the next profile poll.
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@sanam/contract/account.ts';
import type { BalanceEvent } from '@sanam/contract/realtime.ts';
import { PROFILE_QUERY_KEY } from './auth.tsx';
import { getSession, setSessionUser } from './session.ts';

export function applyBalance(queryClient: QueryClient, { balance, event_point }: BalanceEvent): void {
  queryClient.setQueryData<User>(PROFILE_QUERY_KEY, (user) =>
    user ? { ...user, balance, event_point } : user,
  );
  const user = getSession().user;
  if (user && (user.balance !== balance || user.event_point !== event_point))
    setSessionUser({ ...user, balance, event_point });
}

/** Only the coins: an optimistic redeem moves them before the server has answered (spec §4). */
export function applyEventPoint(queryClient: QueryClient, eventPoint: number): void {
  const user = getSession().user;
  if (user) applyBalance(queryClient, { balance: user.balance, event_point: eventPoint });
}
