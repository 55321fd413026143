// Live access (DESIGN §7): who may watch a running round's stream.
import { LIVE_ACCESS_WINDOW_DAYS } from '@sanam/contract/constants.ts';
import type { LiveAccess } from '@sanam/contract/matches.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberDepositsWithinDays } from '../../ledger/ledger.ts';
import * as queries from './queries.ts';

/**
 * POST /user/transaction/liveaction, and the stream's gate: a member may open a running match only
 * with deposits (type 1 credited to member:<id>) of at least LIVE_MIN_DEPOSIT in the last
 * LIVE_ACCESS_WINDOW_DAYS days (spec §5, §9).
 */
export async function liveAccessAllowed(deps: AppDeps, memberId: number): Promise<LiveAccess> {
  const depositedSatang = await memberDepositsWithinDays(deps.db, memberId, LIVE_ACCESS_WINDOW_DAYS);
  const required = deps.config.liveMinDepositBaht;
  return {
    eligible: depositedSatang >= Math.round(required * 100),
    deposited: satangToBaht(depositedSatang),
    required,
    window_days: LIVE_ACCESS_WINDOW_DAYS,
  };
}

/**
 * The stream's gate: a channel code is watchable while a running match names it (spec §2), one
 * members are shown (a test round's channel alone opens nothing).
 */
export function isLiveChannel(deps: AppDeps, channelCode: string): Promise<boolean> {
  return queries.runningMatchHasStream(deps.db, channelCode, deps.config.testRoundNames);
}
