// Plain SQL of redeem orders: a member's, and the console's list of them. Only the rewards module's
// files call these.
import type { redeemOrderListQuery, RedeemOrderStatus } from '@sanam/contract/rewards.ts';
import type { z } from 'zod';
import type { Queryable } from '../../db/db.ts';

export type OrderRow = {
  id: number;
  member_id: number;
  item_id: number;
  item_name: string;
  item_name_en: string | null;
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
    itemNameEn: string | null;
    point: number;
    cashSatang: number | null;
    address: string | null;
    status: RedeemOrderStatus;
    requestKey: string | null;
  },
): Promise<OrderRow | null> {
  const { rows } = await q.query<OrderRow>(
    `INSERT INTO redeem_orders
       (member_id, item_id, item_name, item_name_en, point, cash_satang, address, status, request_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (member_id, request_key) WHERE request_key IS NOT NULL DO NOTHING
     RETURNING *`,
    [
      o.memberId,
      o.itemId,
      o.itemName,
      o.itemNameEn,
      o.point,
      o.cashSatang,
      o.address,
      o.status,
      o.requestKey,
    ],
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
