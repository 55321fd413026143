// Plain SQL of rewards: redeem items and their images, redeem orders, affiliate rewards. Only the
// rewards module's files call these.
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import type { redeemOrderListQuery, RedeemOrderStatus } from '@sanam/contract/rewards.ts';
import type { z } from 'zod';
import type { Queryable } from '../../db/db.ts';

// ── Items and images ─────────────────────────────────────────────────────────────────────────────

export type ItemRow = {
  id: number;
  name: string;
  image_name: string | null;
  point: number;
  stock: number | null;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The items members may see: active ones, cash tiers first (by price), then goods by price. */
export async function listActiveItems(q: Queryable, cashTierIds: readonly number[]): Promise<ItemRow[]> {
  const { rows } = await q.query<ItemRow>(
    `SELECT * FROM redeem_items WHERE is_active
      ORDER BY (id = ANY($1::bigint[])) DESC, point, id`,
    [cashTierIds],
  );
  return rows;
}

/** Every item with how many were redeemed (orders not cancelled), for the console. */
export async function listItemsForAdmin(q: Queryable): Promise<Array<ItemRow & { redeemed: number }>> {
  const { rows } = await q.query<ItemRow & { redeemed: number }>(
    `SELECT i.*,
            (SELECT count(*)::int FROM redeem_orders o WHERE o.item_id = i.id AND o.status <> 'cancelled') AS redeemed
       FROM redeem_items i ORDER BY i.id`,
  );
  return rows;
}

export async function findItem(q: Queryable, id: number): Promise<ItemRow | null> {
  const { rows } = await q.query<ItemRow>('SELECT * FROM redeem_items WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/**
 * The item held FOR KEY SHARE until the redeem commits: an operator's edit (FOR UPDATE) waits for the
 * members redeeming it, while members redeem side by side and still take from its stock (an UPDATE
 * of a non-key column does not wait on KEY SHARE; FOR SHARE would deadlock two of them there).
 */
export async function shareItem(q: Queryable, id: number): Promise<ItemRow | null> {
  const { rows } = await q.query<ItemRow>('SELECT * FROM redeem_items WHERE id = $1 FOR KEY SHARE', [id]);
  return rows[0] ?? null;
}

export async function lockItem(q: Queryable, id: number): Promise<ItemRow | null> {
  const { rows } = await q.query<ItemRow>('SELECT * FROM redeem_items WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

/** Takes one from a limited stock; false when none is left (an unlimited item always succeeds). */
export async function takeOneFromStock(q: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE redeem_items SET stock = stock - 1 WHERE id = $1 AND stock IS NOT NULL AND stock > 0`,
    [id],
  );
  return rowCount === 1;
}

export async function returnOneToStock(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE redeem_items SET stock = stock + 1 WHERE id = $1 AND stock IS NOT NULL', [id]);
}

export async function insertItem(
  q: Queryable,
  i: { name: string; point: number; imageName: string | null; stock: number | null; isActive: boolean },
): Promise<ItemRow> {
  const { rows } = await q.query<ItemRow>(
    `INSERT INTO redeem_items (name, point, image_name, stock, is_active)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [i.name, i.point, i.imageName, i.stock, i.isActive],
  );
  const row = rows[0];
  if (!row) throw new Error('redeem item insert returned no row');
  return row;
}

export async function updateItem(
  q: Queryable,
  id: number,
  i: { name: string; point: number; imageName: string | null; stock: number | null; isActive: boolean },
): Promise<void> {
  await q.query(
    `UPDATE redeem_items SET name = $2, point = $3, image_name = $4, stock = $5, is_active = $6, updated_at = now()
      WHERE id = $1`,
    [id, i.name, i.point, i.imageName, i.stock, i.isActive],
  );
}

export async function imageExists(q: Queryable, name: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM redeem_images WHERE name = $1', [name]);
  return rows.length > 0;
}

/** Stores an image under its content name; storing the same bytes again keeps the first. */
export async function insertImage(
  q: Queryable,
  img: { name: string; contentType: string; bytes: Buffer },
): Promise<void> {
  await q.query(
    `INSERT INTO redeem_images (name, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING`,
    [img.name, img.contentType, img.bytes],
  );
}

export async function findImage(
  q: Queryable,
  name: string,
): Promise<{ content_type: string; bytes: Uint8Array } | null> {
  const { rows } = await q.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM redeem_images WHERE name = $1',
    [name],
  );
  return rows[0] ?? null;
}

// ── Orders ───────────────────────────────────────────────────────────────────────────────────────

export type OrderRow = {
  id: number;
  member_id: number;
  item_id: number;
  item_name: string;
  point: number;
  cash_satang: number | null;
  address: string | null;
  status: RedeemOrderStatus;
  request_key: string | null;
  entry_id: number | null;
  before_point: number | null;
  after_point: number | null;
  refund_entry_id: number | null;
  note: string | null;
  decided_by: number | null;
  decided_at: Date | string | null;
  created_at: Date | string;
};

/**
 * A new order; null when the member's request key made one already (a parallel copy of the same
 * request waits here for the first to commit, then finds it).
 */
export async function insertOrder(
  q: Queryable,
  o: {
    memberId: number;
    itemId: number;
    itemName: string;
    point: number;
    cashSatang: number | null;
    address: string | null;
    status: RedeemOrderStatus;
    requestKey: string | null;
  },
): Promise<OrderRow | null> {
  const { rows } = await q.query<OrderRow>(
    `INSERT INTO redeem_orders (member_id, item_id, item_name, point, cash_satang, address, status, request_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (member_id, request_key) WHERE request_key IS NOT NULL DO NOTHING
     RETURNING *`,
    [o.memberId, o.itemId, o.itemName, o.point, o.cashSatang, o.address, o.status, o.requestKey],
  );
  return rows[0] ?? null;
}

export async function setOrderEntry(
  q: Queryable,
  id: number,
  e: { entryId: number; beforePoint: number; afterPoint: number },
): Promise<OrderRow> {
  const { rows } = await q.query<OrderRow>(
    `UPDATE redeem_orders SET entry_id = $2, before_point = $3, after_point = $4 WHERE id = $1 RETURNING *`,
    [id, e.entryId, e.beforePoint, e.afterPoint],
  );
  const row = rows[0];
  if (!row) throw new Error(`redeem order ${id} vanished`);
  return row;
}

export async function findOrderByKey(q: Queryable, memberId: number, key: string): Promise<OrderRow | null> {
  const { rows } = await q.query<OrderRow>(
    'SELECT * FROM redeem_orders WHERE member_id = $1 AND request_key = $2',
    [memberId, key],
  );
  return rows[0] ?? null;
}

/** The member's orders, newest first, from before `cursor` (an order id). */
export async function memberOrders(
  q: Queryable,
  memberId: number,
  cursor: number | null,
  limit: number,
): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRow>(
    `SELECT * FROM redeem_orders
      WHERE member_id = $1 AND ($2::bigint IS NULL OR id < $2)
      ORDER BY id DESC LIMIT $3`,
    [memberId, cursor, limit],
  );
  return rows;
}

export async function lockOrder(q: Queryable, id: number): Promise<OrderRow | null> {
  const { rows } = await q.query<OrderRow>('SELECT * FROM redeem_orders WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export async function markOrderDecided(
  q: Queryable,
  id: number,
  d: {
    status: 'shipped' | 'cancelled';
    note: string | null;
    operatorId: number;
    refundEntryId: number | null;
  },
): Promise<void> {
  await q.query(
    `UPDATE redeem_orders SET status = $2, note = $3, decided_by = $4, decided_at = now(), refund_entry_id = $5
      WHERE id = $1`,
    [id, d.status, d.note, d.operatorId, d.refundEntryId],
  );
}

export type AdminOrderRow = OrderRow & {
  m_username: string;
  m_phone: string;
  m_name: string;
  decided_by_username: string | null;
};

const ADMIN_ORDER_SELECT = `SELECT o.*, m.username AS m_username, m.phone AS m_phone, m.name AS m_name,
       op.username AS decided_by_username
  FROM redeem_orders o
  JOIN members m ON m.id = o.member_id
  LEFT JOIN operators op ON op.id = o.decided_by`;

export async function findOrderForAdmin(q: Queryable, id: number): Promise<AdminOrderRow | null> {
  const { rows } = await q.query<AdminOrderRow>(`${ADMIN_ORDER_SELECT} WHERE o.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The console's order list: newest first; q matches the member's phone, username or name, or the item. */
export async function listOrders(
  q: Queryable,
  query: z.infer<typeof redeemOrderListQuery>,
): Promise<{ rows: AdminOrderRow[]; total: number; pending: number }> {
  const where = `($1 = 'all' OR o.status = $1)
     AND ($2 = '' OR m.phone LIKE '%' || $2 || '%' OR m.username ILIKE '%' || $2 || '%'
          OR m.name ILIKE '%' || $2 || '%' OR o.item_name ILIKE '%' || $2 || '%')`;
  const [list, counts] = await Promise.all([
    q.query<AdminOrderRow>(`${ADMIN_ORDER_SELECT} WHERE ${where} ORDER BY o.id DESC LIMIT $3 OFFSET $4`, [
      query.status,
      query.q,
      query.limit,
      query.offset,
    ]),
    q.query<{ total: number; pending: number }>(
      `SELECT (SELECT count(*)::int FROM redeem_orders o JOIN members m ON m.id = o.member_id WHERE ${where}) AS total,
              (SELECT count(*)::int FROM redeem_orders WHERE status = 'pending') AS pending`,
      [query.status, query.q],
    ),
  ]);
  return { rows: list.rows, total: counts.rows[0]?.total ?? 0, pending: counts.rows[0]?.pending ?? 0 };
}

// ── Affiliate ────────────────────────────────────────────────────────────────────────────────────

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
