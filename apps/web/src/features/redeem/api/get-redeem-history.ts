// POST /user/transaction/user_redeem {cursor, limit} → RedeemHistoryPage (spec §3 Redeem history, §7):
// newest first, the next (older) page by the `next_cursor` of the page before. Polled every
// POLL_MS.redeem (spec §7) so a shipped or cancelled order shows its new state.
import { useInfiniteQuery } from '@tanstack/react-query';
import { POLL_MS } from '@sanam/contract/constants.ts';
import {
  REDEEM_HISTORY_PAGE_SIZE,
  type RedeemHistoryPage,
  type RedeemHistoryRequest,
} from '@sanam/contract/rewards.ts';
import { rewardRoutes } from '@sanam/contract/routes/rewards.ts';
import { api } from '../../../lib/api-client.ts';

export const REDEEM_HISTORY_KEY = ['redeem-history'] as const;

export async function getRedeemHistory(
  body: RedeemHistoryRequest,
  signal?: AbortSignal,
): Promise<RedeemHistoryPage> {
  return api.request(rewardRoutes.history, { body, signal });
}

export function useRedeemHistory() {
  return useInfiniteQuery({
    queryKey: REDEEM_HISTORY_KEY,
    queryFn: ({ pageParam, signal }) =>
      getRedeemHistory({ cursor: pageParam, limit: REDEEM_HISTORY_PAGE_SIZE }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: POLL_MS.redeem,
  });
}
