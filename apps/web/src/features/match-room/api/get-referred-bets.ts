// GET /user/bet/referred → the member's bets waiting for the desk, or for their answer to a smaller
// stake the desk offered (contract referrals.ts), kept per room: the room holds those of its round.
// Read on the room's mount and every socket (re)connect (the room's shared key prefix), a BET_REFERRAL
// event writes its referral in at once, and the bet request's answer takes it out. Nothing announces
// a referral decided, so the list is read again while it holds any.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { POLL_MS } from '@sanam/contract/constants.ts';
import type { BetSide } from '@sanam/contract/matches.ts';
import type { MemberReferral } from '@sanam/contract/referrals.ts';
import { referralRoutes } from '@sanam/contract/routes/referrals.ts';
import { api } from '../../../lib/api-client.ts';
import { roomKeys } from './keys.ts';

export async function getReferredBets(matchId: number): Promise<MemberReferral[]> {
  const referrals = await api.request(referralRoutes.list);
  return referrals.filter((r) => r.match_id === matchId);
}

export function useReferredBets(matchId: number, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: roomKeys.referrals(matchId),
    queryFn: () => getReferredBets(matchId),
    enabled: isEnabled,
    // a decision (the desk's, a timeout) is told to the bet request alone: while one waits, read
    // the list as often as the bet history, which the same decision changes
    refetchInterval: (query) => (query.state.data?.length ? POLL_MS.betHistory : false),
  });
}

/** BET_REFERRAL: the referral as it stands now, in place of what the room held of it. */
export function applyReferral(queryClient: QueryClient, referral: MemberReferral): void {
  const key = roomKeys.referrals(referral.match_id);
  // a read of the list already on its way may predate this event: it must not overwrite it
  void queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<MemberReferral[]>(key, (held = []) => [
    ...held.filter((r) => r.id !== referral.id),
    referral,
  ]);
}

/** A referral decided or answered: out of the room's list (the next read says what is still open). */
export function dropReferral(queryClient: QueryClient, matchId: number, id: number): void {
  queryClient.setQueryData<MemberReferral[]>(roomKeys.referrals(matchId), (held) =>
    held?.filter((r) => r.id !== id),
  );
}

/** The bet a referral stands for, as the member sent it. */
export interface SentBet {
  matchId: number;
  side: BetSide;
  amount: number;
}

export const isReferralOf = (referral: MemberReferral, bet: SentBet): boolean =>
  referral.match_id === bet.matchId && referral.side === bet.side && referral.amount === bet.amount;

/**
 * The bet request answered (taken or refused): the referrals it stood for are decided and leave the
 * list. Returns whether it had any.
 */
export function settleReferralsOf(queryClient: QueryClient, bet: SentBet): boolean {
  const key = roomKeys.referrals(bet.matchId);
  const held = queryClient.getQueryData<MemberReferral[]>(key) ?? [];
  const decided = held.filter((r) => isReferralOf(r, bet));
  if (decided.length)
    queryClient.setQueryData<MemberReferral[]>(
      key,
      held.filter((r) => !decided.includes(r)),
    );
  return decided.length > 0;
}
