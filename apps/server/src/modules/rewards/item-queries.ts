// Plain SQL of the redeem items and their stock. Only the rewards module's files call these; the
// demo seed writes its prizes with the two index.ts exports (insertItem, setMissingItemNameEn).
import type { Queryable } from '../../db/db.ts';

export type ItemRow = {
  id: number;
  name: string;
  name_en: string | null;
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

type ItemFields = {
  name: string;
  nameEn: string | null;
  point: number;
  imageName: string | null;
  stock: number | null;
  isActive: boolean;
};

export async function insertItem(q: Queryable, i: ItemFields): Promise<ItemRow> {
  const { rows } = await q.query<ItemRow>(
    `INSERT INTO redeem_items (name, name_en, point, image_name, stock, is_active)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [i.name, i.nameEn, i.point, i.imageName, i.stock, i.isActive],
  );
  const row = rows[0];
  if (!row) throw new Error('redeem item insert returned no row');
  return row;
}

/** Gives the items of this name that have no English name this one. */
export async function setMissingItemNameEn(q: Queryable, name: string, nameEn: string): Promise<void> {
  await q.query('UPDATE redeem_items SET name_en = $2 WHERE name = $1 AND name_en IS NULL', [name, nameEn]);
}

export async function updateItem(q: Queryable, id: number, i: ItemFields): Promise<void> {
  await q.query(
    `UPDATE redeem_items
        SET name = $2, name_en = $3, point = $4, image_name = $5, stock = $6, is_active = $7, updated_at = now()
      WHERE id = $1`,
    [id, i.name, i.nameEn, i.point, i.imageName, i.stock, i.isActive],
  );
}
