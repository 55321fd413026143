// The affiliate reward (DESIGN §7; spec §2 affiliate): 10% of an invited member's first
// approved deposit to the member who invited them, held until the invited member has played
// (staked, net of refunds) AFFILIATE_PLAY_MULTIPLE times that deposit, and paid only up to
// AFFILIATE_MONTHLY_CAP per referrer per calendar month. Rules: service.ts.
//
// Why held: paid at once, B deposits 100,000, withdraws it, and A keeps 10,000; a member who means to
// play loses nothing by the wait. Play is read from the ledger (the invited member's type-3 and type-5
// postings after the deposit's credit), so every kind of bet counts and the betting modules are never
// asked. Release is one entry under the key affiliate:<member id>, in a transaction that holds the
// referrer's cash row and the reward's row: the sweep of every node and any read may try it at once
// and it is paid once.
import { AFFILIATE_RELEASE_SWEEP_MS } from '@sanam/contract/constants.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { AffiliateData } from '@sanam/contract/rewards.ts';
import { affiliateRewardSatang } from '@sanam/contract/rewards.ts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';
import { lockMemberAccounts, post } from '../../ledger/ledger.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import * as affiliateQ from './affiliate-queries.ts';
import { REWARD_TOPIC } from './redeem.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

/** The invited member's reward, once their deposit is credited. */
export interface AffiliateReward {
  memberId: number;
  referrerId: number;
}

/**
 * Called by the wallet before it credits a deposit (`depositId`, or null for one being recorded):
 * the reward this credit will earn the member's referrer, or null.
 */
export async function affiliateRewardFor(
  tx: Tx,
  memberId: number,
  depositId: number | null,
): Promise<AffiliateReward | null> {
  const referrerId = await affiliateQ.referrerToReward(tx, memberId, depositId);
  return referrerId === null ? null : { memberId, referrerId };
}

/**
 * Records the reward in the transaction that credited the deposit (ledger entry `entryId`), held:
 * 10% of it (rounded down to the satang), to be paid once the member has staked the play multiple of
 * it. Nothing moves now. Nothing when the member earned one already.
 */
export async function holdAffiliateReward(
  deps: AppDeps,
  tx: Tx,
  reward: AffiliateReward,
  deposit: { id: number; amountSatang: number; entryId: number },
): Promise<void> {
  await affiliateQ.insertHeldAffiliateReward(tx, {
    memberId: reward.memberId,
    referrerId: reward.referrerId,
    depositId: deposit.id,
    depositSatang: deposit.amountSatang,
    rewardSatang: affiliateRewardSatang(deposit.amountSatang),
    playRequiredSatang: Math.ceil(deposit.amountSatang * deps.config.affiliatePlayMultiple),
    entryId: deposit.entryId,
  });
}

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The start of the calendar month in Bangkok (UTC+7 all year, no daylight saving) that `at` falls in. */
export function bangkokMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + BANGKOK_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BANGKOK_OFFSET_MS);
}

/**
 * Pays the member's held reward if their play has reached what it owes: promo:affiliate →
 * member:<referrer>, type 7, up to what the referrer's monthly cap leaves (the rest is never paid:
 * the row says capped). Returns whether it released it now; false when it is not held any more
 * (another node or reader released it) or the play falls short.
 */
async function releaseIfPlayed(deps: AppDeps, memberId: number, referrerId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // the referrer's cash row first (post takes it too): two releases for one referrer read the
    // month's total one after the other, so together they never pass the cap
    await lockMemberAccounts(tx, [accountName.member(referrerId)]);
    const held = await affiliateQ.lockHeldReward(tx, memberId);
    if (!held || held.play_satang < held.play_required_satang) return false;
    const paidThisMonth = await affiliateQ.referrerPaidSince(tx, referrerId, bangkokMonthStart(new Date()));
    const room = Math.max(0, deps.config.affiliateMonthlyCapSatang - paidThisMonth);
    const paid = Math.min(held.reward_satang, room);
    let entryId: number | null = null;
    if (paid > 0) {
      const posted = await post(tx, {
        key: `affiliate:${memberId}`,
        kind: 'affiliate_reward',
        type: TX_TYPE.affiliateReward,
        topic: REWARD_TOPIC.affiliate,
        memo: {
          invited_member_id: memberId,
          deposit_id: held.deposit_id,
          deposit_satang: held.deposit_satang,
          play_satang: held.play_satang,
          ...(paid < held.reward_satang ? { capped_from_satang: held.reward_satang } : {}),
        },
        postings: [
          { account: accountName.promoAffiliate, currency: 'THB', amount: -paid },
          { account: accountName.member(referrerId), currency: 'THB', amount: paid },
        ],
      });
      entryId = posted.entryId;
      await balanceAfterCommit(deps, tx, referrerId);
    }
    await affiliateQ.markRewardReleased(tx, memberId, {
      status: paid < held.reward_satang ? 'capped' : 'released',
      paidSatang: paid,
      entryId,
    });
    return true;
  });
}

/** How many held rewards one pass looks at; the next pass takes the rest. */
const RELEASE_BATCH = 200;

/**
 * Releases the held rewards whose play is reached: one referrer's (their list or the console's view
 * of them is being read) or everyone's (the sweep, the console's report). Returns how many it paid.
 */
export async function releaseAffiliateRewards(
  deps: AppDeps,
  referrerId: number | null = null,
): Promise<number> {
  const due = await affiliateQ.heldRewardsDue(deps.db, referrerId, RELEASE_BATCH);
  let released = 0;
  for (const r of due) if (await releaseIfPlayed(deps, r.member_id, r.referrer_id)) released++;
  return released;
}

/**
 * The sweep: every AFFILIATE_RELEASE_SWEEP_MS each node releases what is due, so a referrer sees a
 * reward within a minute of their friend's play without anyone reading a list. Safe on several
 * nodes (the release happens once, see above); a failed pass is logged and the next one tries again.
 */
export function startAffiliateSweep(app: FastifyInstance, deps: AppDeps): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', (done) => {
    timer = setInterval(() => {
      if (running) return;
      running = releaseAffiliateRewards(deps)
        .catch((err: unknown) => app.log.error({ err }, 'affiliate release sweep failed'))
        .finally(() => {
          running = null;
        });
    }, AFFILIATE_RELEASE_SWEEP_MS);
    timer.unref();
    done();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

/** How many invitees the member app lists (the totals count them all). */
const AFFILIATE_LIST_MAX = 500;

/** GET /user/user/affiliate_reward: the members the caller invited and what each earned them. */
export async function affiliateOf(deps: AppDeps, memberId: number): Promise<AffiliateData> {
  await releaseAffiliateRewards(deps, memberId);
  const [rows, totals] = await Promise.all([
    affiliateQ.invitees(deps.db, memberId, AFFILIATE_LIST_MAX),
    affiliateQ.inviteeTotals(deps.db, memberId),
  ]);
  return {
    items: rows.map((r) => {
      const held = r.status === 'held';
      return {
        username: r.username,
        is_aff_reward: r.status !== null && !held,
        status: r.status,
        reward: r.paid_satang === null ? null : satangToBaht(r.paid_satang),
        held: held && r.reward_satang !== null ? satangToBaht(r.reward_satang) : null,
        play_progress: held ? playProgress(r.play_satang, r.play_required_satang) : null,
        rewarded_at: isoOrNull(r.released_at),
        registered_at: iso(r.registered_at),
      };
    }),
    invited: totals.invited,
    rewarded: totals.rewarded,
    reward_total: satangToBaht(totals.reward_satang),
    held_total: satangToBaht(totals.held_satang),
    play_multiple: deps.config.affiliatePlayMultiple,
  };
}

/** Play so far over play owed, 0 to 1, rounded down to the percent (never shows 100% before it is). */
export function playProgress(play: number | null, required: number | null): number {
  if (!required || required <= 0) return 1;
  return Math.min(1, Math.floor((Math.max(0, play ?? 0) * 100) / required) / 100);
}
