// The header shows the member's balance from the session user, and the profile query polls it; a
// bet reply or a BALANCE event (DESIGN §5) writes the new figures into both at once, so the header
// moves without waiting for the next profile poll.
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@sanam/contract/account.ts';
import type { BalanceEvent } from '@sanam/contract/realtime.ts';
import { PROFILE_QUERY_KEY } from '../../lib/auth.tsx';
import { getSession, setSessionUser } from '../../lib/session.ts';

export function applyBalance(queryClient: QueryClient, { balance, event_point }: BalanceEvent): void {
  queryClient.setQueryData<User>(PROFILE_QUERY_KEY, (user) =>
    user ? { ...user, balance, event_point } : user,
  );
  const user = getSession().user;
  if (user && (user.balance !== balance || user.event_point !== event_point))
    setSessionUser({ ...user, balance, event_point });
}
