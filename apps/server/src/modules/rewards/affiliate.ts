// The affiliate reward (DESIGN §7; spec §2 affiliate): 10% of an invited member's first approved
// deposit to the member who invited them, and the list of invited members. Rules: service.ts.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { AffiliateData } from '@sanam/contract/rewards.ts';
import { affiliateRewardSatang } from '@sanam/contract/rewards.ts';
import type { Tx } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';
import { lockMemberAccounts, post } from '../../ledger/ledger.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import * as q from './queries.ts';
import { REWARD_TOPIC } from './redeem.ts';

const iso = (d: Date | string): string => new Date(d).toISOString();

/** The invited member's reward, once their deposit is credited. */
export interface AffiliateReward {
  memberId: number;
  referrerId: number;
}

/**
 * Called by the wallet before it credits a deposit (`depositId`, or null for one being recorded):
 * the reward this credit will earn the member's referrer, or null. When there is one, both members'
 * cash rows are locked now, in account order, so the two entries of the credit never take them in an
 * order another transaction could cross.
 */
export async function affiliateRewardFor(
  tx: Tx,
  memberId: number,
  depositId: number | null,
): Promise<AffiliateReward | null> {
  const referrerId = await q.referrerToReward(tx, memberId, depositId);
  if (referrerId === null) return null;
  await lockMemberAccounts(tx, [accountName.member(memberId), accountName.member(referrerId)]);
  return { memberId, referrerId };
}

/**
 * Pays the reward in the transaction that credited the deposit: 10% of it (rounded down to the
 * satang), promo:affiliate → member:<referrer>, type 7. Nothing when the member earned it already.
 */
export async function payAffiliateReward(
  deps: AppDeps,
  tx: Tx,
  reward: AffiliateReward,
  deposit: { id: number; amountSatang: number },
): Promise<void> {
  const rewardSatang = affiliateRewardSatang(deposit.amountSatang);
  const recorded = await q.insertAffiliateReward(tx, {
    memberId: reward.memberId,
    referrerId: reward.referrerId,
    depositId: deposit.id,
    depositSatang: deposit.amountSatang,
    rewardSatang,
  });
  if (!recorded || rewardSatang === 0) return;
  const posted = await post(tx, {
    key: `affiliate:${reward.memberId}`,
    kind: 'affiliate_reward',
    type: TX_TYPE.affiliateReward,
    topic: REWARD_TOPIC.affiliate,
    memo: {
      invited_member_id: reward.memberId,
      deposit_id: deposit.id,
      deposit_satang: deposit.amountSatang,
    },
    postings: [
      { account: accountName.promoAffiliate, currency: 'THB', amount: -rewardSatang },
      { account: accountName.member(reward.referrerId), currency: 'THB', amount: rewardSatang },
    ],
  });
  await q.setAffiliateRewardEntry(tx, reward.memberId, posted.entryId);
  await balanceAfterCommit(deps, tx, reward.referrerId);
}

/** How many invitees the member app lists (the totals count them all). */
const AFFILIATE_LIST_MAX = 500;

/** GET /user/user/affiliate_reward: the members the caller invited and what each earned them. */
export async function affiliateOf(deps: AppDeps, memberId: number): Promise<AffiliateData> {
  const [rows, totals] = await Promise.all([
    q.invitees(deps.db, memberId, AFFILIATE_LIST_MAX),
    q.inviteeTotals(deps.db, memberId),
  ]);
  return {
    items: rows.map((r) => ({
      username: r.username,
      is_aff_reward: r.reward_satang !== null,
      reward: r.reward_satang === null ? null : satangToBaht(r.reward_satang),
      rewarded_at: r.rewarded_at === null ? null : iso(r.rewarded_at),
      registered_at: iso(r.registered_at),
    })),
    invited: totals.invited,
    rewarded: totals.rewarded,
    reward_total: satangToBaht(totals.reward_satang),
  };
}
