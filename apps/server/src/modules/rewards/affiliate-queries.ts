// Plain SQL of affiliate rewards: who earns one, the held rewards and their release, and the
// console's report. Only the rewards module's files call these.
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Queryable } from '../../db/db.ts';

/**
 * The referrer to reward for this member's deposit: the member registered with one, was not
 * rewarded for yet, and has no approved deposit other than `depositId` (null: the deposit is being
 * recorded now). The affiliate_rewards primary key still decides a race between two first deposits.
 */
export async function referrerToReward(
  q: Queryable,
  memberId: number,
  depositId: number | null,
): Promise<number | null> {
  const { rows } = await q.query<{ referrer_id: number }>(
    `SELECT m.referrer_id FROM members m
      WHERE m.id = $1 AND m.referrer_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM affiliate_rewards a WHERE a.member_id = m.id)
        AND NOT EXISTS (SELECT 1 FROM deposits d
                         WHERE d.member_id = m.id AND d.status = 'approved'
                           AND ($2::bigint IS NULL OR d.id <> $2))`,
    [memberId, depositId],
  );
  return rows[0]?.referrer_id ?? null;
}

/** The member's cash postings after `a.play_after_posting_id`: bets (type 3) less refunds (type 5), in satang. */
const PLAY_OF_A = `(SELECT coalesce(-sum(p.amount), 0)::bigint FROM postings p JOIN journal_entries e ON e.id = p.entry_id
                      WHERE p.account = 'member:' || a.member_id AND p.id > a.play_after_posting_id
                        AND e.type IN (${TX_TYPE.bet}, ${TX_TYPE.refund}))`;

/**
 * Records the reward, held until the member's play after the deposit's credit (entry `entryId`)
 * reaches `playRequiredSatang`; false when the member's reward exists already (it is earned once).
 */
export async function insertHeldAffiliateReward(
  q: Queryable,
  r: {
    memberId: number;
    referrerId: number;
    depositId: number;
    depositSatang: number;
    rewardSatang: number;
    playRequiredSatang: number;
    entryId: number;
  },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO affiliate_rewards (member_id, referrer_id, deposit_id, deposit_satang, reward_satang, status,
                                    play_required_satang, play_after_posting_id)
     SELECT $1, $2, $3, $4, $5, 'held', $6, p.id
       FROM postings p WHERE p.entry_id = $7 AND p.account = 'member:' || $1::bigint
     ON CONFLICT (member_id) DO NOTHING`,
    [r.memberId, r.referrerId, r.depositId, r.depositSatang, r.rewardSatang, r.playRequiredSatang, r.entryId],
  );
  return rowCount === 1;
}

/** Held rewards whose member has played what they owe (of one referrer, or all), oldest first. */
export async function heldRewardsDue(
  q: Queryable,
  referrerId: number | null,
  limit: number,
): Promise<Array<{ member_id: number; referrer_id: number }>> {
  const { rows } = await q.query<{ member_id: number; referrer_id: number }>(
    `SELECT a.member_id, a.referrer_id FROM affiliate_rewards a
      WHERE a.status = 'held' AND ($1::bigint IS NULL OR a.referrer_id = $1)
        AND ${PLAY_OF_A} >= a.play_required_satang
      ORDER BY a.created_at, a.member_id LIMIT $2`,
    [referrerId, limit],
  );
  return rows;
}

export type HeldRewardRow = {
  member_id: number;
  referrer_id: number;
  deposit_id: number;
  deposit_satang: number;
  reward_satang: number;
  play_required_satang: number;
  play_satang: number;
};

/** The member's reward, locked, when it is still held; with the member's play so far. */
export async function lockHeldReward(q: Queryable, memberId: number): Promise<HeldRewardRow | null> {
  const { rows } = await q.query<HeldRewardRow>(
    `SELECT a.member_id, a.referrer_id, a.deposit_id, a.deposit_satang, a.reward_satang,
            a.play_required_satang, ${PLAY_OF_A} AS play_satang
       FROM affiliate_rewards a WHERE a.member_id = $1 AND a.status = 'held' FOR UPDATE`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** What the referrer has been paid in rewards released since `since`. */
export async function referrerPaidSince(q: Queryable, referrerId: number, since: Date): Promise<number> {
  const { rows } = await q.query<{ paid: number }>(
    `SELECT coalesce(sum(paid_satang), 0)::bigint AS paid FROM affiliate_rewards
      WHERE referrer_id = $1 AND released_at >= $2`,
    [referrerId, since],
  );
  return rows[0]?.paid ?? 0;
}

export async function markRewardReleased(
  q: Queryable,
  memberId: number,
  r: { status: 'released' | 'capped'; paidSatang: number; entryId: number | null },
): Promise<void> {
  await q.query(
    `UPDATE affiliate_rewards SET status = $2, paid_satang = $3, entry_id = $4, released_at = now()
      WHERE member_id = $1 AND status = 'held'`,
    [memberId, r.status, r.paidSatang, r.entryId],
  );
}

export type InviteeRow = {
  id: number;
  username: string;
  phone: string;
  registered_at: Date | string;
  status: 'held' | 'released' | 'capped' | null;
  deposit_satang: number | null;
  reward_satang: number | null;
  paid_satang: number | null;
  play_satang: number | null;
  play_required_satang: number | null;
  released_at: Date | string | null;
};

/** The members a referrer invited, newest first, with the reward each earned them and, while held, the play. */
export async function invitees(q: Queryable, referrerId: number, limit: number): Promise<InviteeRow[]> {
  const { rows } = await q.query<InviteeRow>(
    `SELECT m.id, m.username, m.phone, m.created_at AS registered_at, a.status,
            a.deposit_satang, a.reward_satang, a.paid_satang, a.play_required_satang, a.released_at,
            CASE WHEN a.status = 'held' THEN ${PLAY_OF_A} END AS play_satang
       FROM members m LEFT JOIN affiliate_rewards a ON a.member_id = m.id
      WHERE m.referrer_id = $1
      ORDER BY m.id DESC LIMIT $2`,
    [referrerId, limit],
  );
  return rows;
}

export async function inviteeTotals(
  q: Queryable,
  referrerId: number,
): Promise<{ invited: number; rewarded: number; reward_satang: number; held_satang: number }> {
  const { rows } = await q.query<{
    invited: number;
    rewarded: number;
    reward_satang: number;
    held_satang: number;
  }>(
    `SELECT count(*)::int AS invited, count(a.released_at)::int AS rewarded,
            coalesce(sum(a.paid_satang), 0)::bigint AS reward_satang,
            coalesce(sum(a.reward_satang) FILTER (WHERE a.status = 'held'), 0)::bigint AS held_satang
       FROM members m LEFT JOIN affiliate_rewards a ON a.member_id = m.id
      WHERE m.referrer_id = $1`,
    [referrerId],
  );
  return rows[0] ?? { invited: 0, rewarded: 0, reward_satang: 0, held_satang: 0 };
}

export type ReferrerRow = {
  id: number;
  username: string;
  phone: string;
  name: string;
  invited: number;
  rewarded: number;
  reward_satang: number;
  held: number;
  held_satang: number;
  paid_this_month_satang: number;
  last_reward_at: Date | string | null;
};

/** Referrers (members who invited at least one), the biggest earners first; q matches phone, username, name. */
export async function listReferrers(
  q: Queryable,
  query: { q: string; limit: number; offset: number },
  monthStart: Date,
): Promise<{ rows: ReferrerRow[]; total: number }> {
  const match = `($1 = '' OR r.phone LIKE '%' || $1 || '%' OR r.username ILIKE '%' || $1 || '%'
                  OR r.name ILIKE '%' || $1 || '%')`;
  const [list, count] = await Promise.all([
    q.query<ReferrerRow>(
      `SELECT r.id, r.username, r.phone, r.name,
              count(m.id)::int AS invited, count(a.released_at)::int AS rewarded,
              coalesce(sum(a.paid_satang), 0)::bigint AS reward_satang,
              count(*) FILTER (WHERE a.status = 'held')::int AS held,
              coalesce(sum(a.reward_satang) FILTER (WHERE a.status = 'held'), 0)::bigint AS held_satang,
              coalesce(sum(a.paid_satang) FILTER (WHERE a.released_at >= $4), 0)::bigint AS paid_this_month_satang,
              max(a.released_at) AS last_reward_at
         FROM members r
         JOIN members m ON m.referrer_id = r.id
         LEFT JOIN affiliate_rewards a ON a.member_id = m.id
        WHERE ${match}
        GROUP BY r.id
        ORDER BY reward_satang DESC, invited DESC, r.id
        LIMIT $2 OFFSET $3`,
      [query.q, query.limit, query.offset, monthStart],
    ),
    q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM members r
        WHERE ${match} AND EXISTS (SELECT 1 FROM members m WHERE m.referrer_id = r.id)`,
      [query.q],
    ),
  ]);
  return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
}

export type AffiliateSummaryRow = {
  referrers: number;
  invited: number;
  rewarded: number;
  reward_satang: number;
  held: number;
  held_satang: number;
  capped: number;
};

export async function affiliateSummary(q: Queryable): Promise<AffiliateSummaryRow> {
  const { rows } = await q.query<AffiliateSummaryRow>(
    `SELECT count(DISTINCT referrer_id)::int AS referrers, count(*)::int AS invited,
            a.rewarded, a.reward_satang, a.held, a.held_satang, a.capped
       FROM members,
            (SELECT count(released_at)::int AS rewarded,
                    coalesce(sum(paid_satang), 0)::bigint AS reward_satang,
                    count(*) FILTER (WHERE status = 'held')::int AS held,
                    coalesce(sum(reward_satang) FILTER (WHERE status = 'held'), 0)::bigint AS held_satang,
                    count(*) FILTER (WHERE status = 'capped')::int AS capped
               FROM affiliate_rewards) a
      WHERE referrer_id IS NOT NULL
      GROUP BY a.rewarded, a.reward_satang, a.held, a.held_satang, a.capped`,
  );
  return (
    rows[0] ?? { referrers: 0, invited: 0, rewarded: 0, reward_satang: 0, held: 0, held_satang: 0, capped: 0 }
  );
}

export async function memberExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM members WHERE id = $1', [id]);
  return rows.length > 0;
}
