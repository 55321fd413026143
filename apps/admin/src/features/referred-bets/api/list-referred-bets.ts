// GET /admin/bets/referred: the big bets waiting for the desk, or for their member's answer to an
// offer, the oldest first. The desk page polls it while open; the navigation counts what waits.
import { referralDeskRoutes } from '@sanam/contract/routes/referrals.ts';
import type { ReferredBet } from '@sanam/contract/referrals.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { can } from '../../../lib/permissions.ts';

export const referredBetsKey = ['referred-bets'] as const;

/** The open desk page reads the queue this often: a bet waits REFERRAL_SECONDS.desk (45 s) at most. */
export const REFERRED_POLL_MS = 2_000;
/** The navigation's count, read on every page by who decides them. */
const REFERRED_COUNT_POLL_MS = 5_000;

const readQueue = ({ signal }: { signal: AbortSignal }) => api.request(referralDeskRoutes.list, { signal });

/** The desk page's queue: read every 2 s, in a background tab too (its arrival sound is the point). */
export function useReferredBets() {
  return useQuery({
    queryKey: referredBetsKey,
    queryFn: readQueue,
    refetchInterval: REFERRED_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

const waitingForDesk = (rows: ReferredBet[]) => rows.filter((row) => row.state === 'waiting').length;

/** How many referred bets wait for the desk (an offered one waits for its member); never asked for a cashier. */
export function useReferredWaitingCount() {
  const operator = useOperator();
  return useQuery({
    queryKey: referredBetsKey,
    queryFn: readQueue,
    enabled: can(operator?.role, 'bets.referred'),
    refetchInterval: REFERRED_COUNT_POLL_MS,
    select: waitingForDesk,
  });
}
