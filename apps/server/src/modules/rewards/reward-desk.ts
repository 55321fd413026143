// The console's side of rewards (DESIGN §9): redeem items and their images, the orders operators ship
// or cancel, and the affiliate report. Every change is audited in its own transaction; cancelling
// gives the coins back through the ledger in that same transaction.
import type {
  AdminRedeemItem,
  AdminRedeemOrder,
  AdminRedeemOrderList,
  AffiliateInvitee,
  AffiliateReport,
  RedeemItemPatchRequest,
} from '@sanam/contract/rewards.ts';
import {
  cashTierOf,
  type affiliateReportQuery,
  type redeemItemCreateRequest,
  type redeemOrderListQuery,
} from '@sanam/contract/rewards.ts';
import type { z } from 'zod';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable } from '../../db/db.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import { decidePending, type DecisionQueue } from '../../audit/decision.ts';
import { bangkokMonthStart, releaseAffiliateRewards } from './affiliate.ts';
import { decodeRedeemImage, redeemImageExists, storeImage } from './images.ts';
import * as affiliateQ from './affiliate-queries.ts';
import * as itemQ from './item-queries.ts';
import * as orderQ from './order-queries.ts';
import { refundOrderCoins, toRedeemItem } from './redeem.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

// ── Items ────────────────────────────────────────────────────────────────────────────────────────

function toAdminItem(r: itemQ.ItemRow & { redeemed: number }): AdminRedeemItem {
  return {
    ...toRedeemItem(r),
    redeemed: r.redeemed,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

async function adminItemOf(db: Queryable, id: number): Promise<AdminRedeemItem> {
  const row = (await itemQ.listItemsForAdmin(db)).find((r) => r.id === id);
  if (!row) throw notFound('redeem_item.not_found');
  return toAdminItem(row);
}

/** The fields an audit row records of an item. */
const itemState = (i: {
  name: string;
  name_en: string | null;
  point: number;
  image_name: string | null;
  stock: number | null;
  is_active: boolean;
}) => ({
  name: i.name,
  name_en: i.name_en,
  point: i.point,
  image_name: i.image_name,
  stock: i.stock,
  is_active: i.is_active,
});

async function requireImage(db: Queryable, name: string | null | undefined): Promise<void> {
  if (name && !(await redeemImageExists(db, name)))
    throw badRequest('redeem_item.image_invalid', { image_name: 'redeem_item.image_invalid' });
}

/** GET /api/admin/redeem-items: every item, inactive ones included. */
export async function listItems(deps: AppDeps): Promise<AdminRedeemItem[]> {
  return (await itemQ.listItemsForAdmin(deps.db)).map(toAdminItem);
}

/** POST /api/admin/redeem-items: a new item delivered to an address. */
export async function createItem(
  deps: AppDeps,
  actor: Actor,
  input: z.infer<typeof redeemItemCreateRequest>,
): Promise<AdminRedeemItem> {
  const id = await deps.db.transaction(async (tx) => {
    await requireImage(tx, input.image_name);
    const row = await itemQ.insertItem(tx, {
      name: input.name,
      nameEn: input.name_en,
      point: input.point,
      imageName: input.image_name,
      stock: input.stock,
      isActive: input.is_active,
    });
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'redeem_item.create',
      targetType: 'redeem_item',
      targetId: row.id,
      before: null,
      after: itemState(row),
      ip: actor.ip,
    });
    return row.id;
  });
  return adminItemOf(deps.db, id);
}

/** PATCH /api/admin/redeem-items/{id}: a cash tier keeps its price (the contract's tiers). */
export async function patchItem(
  deps: AppDeps,
  actor: Actor,
  id: number,
  patch: RedeemItemPatchRequest,
): Promise<AdminRedeemItem> {
  await deps.db.transaction(async (tx) => {
    const before = await itemQ.lockItem(tx, id);
    if (!before) throw notFound('redeem_item.not_found');
    const tier = cashTierOf(id);
    if (tier && patch.point !== undefined && patch.point !== tier.coins)
      throw badRequest('redeem_item.cash_tier_fixed', { point: 'redeem_item.cash_tier_fixed' });
    await requireImage(tx, patch.image_name);
    const after = {
      name: patch.name ?? before.name,
      name_en: patch.name_en === undefined ? before.name_en : patch.name_en,
      point: tier ? tier.coins : (patch.point ?? before.point),
      image_name: patch.image_name === undefined ? before.image_name : patch.image_name,
      stock: patch.stock === undefined ? before.stock : patch.stock,
      is_active: patch.is_active ?? before.is_active,
    };
    await itemQ.updateItem(tx, id, {
      name: after.name,
      nameEn: after.name_en,
      point: after.point,
      imageName: after.image_name,
      stock: after.stock,
      isActive: after.is_active,
    });
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'redeem_item.update',
      targetType: 'redeem_item',
      targetId: id,
      before: itemState(before),
      after,
      ip: actor.ip,
    });
  });
  return adminItemOf(deps.db, id);
}

/** POST /api/admin/redeem-items/images {data_url}: stores the image; returns its name. */
export async function uploadImage(
  deps: AppDeps,
  actor: Actor,
  dataUrl: string,
): Promise<{ image_name: string }> {
  const image = decodeRedeemImage(dataUrl);
  await deps.db.transaction(async (tx) => {
    await storeImage(tx, image);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'redeem_image.upload',
      targetType: 'redeem_image',
      targetId: image.name,
      before: null,
      after: { content_type: image.contentType, bytes: image.bytes.length },
      ip: actor.ip,
    });
  });
  return { image_name: image.name };
}

// ── Orders ───────────────────────────────────────────────────────────────────────────────────────

function toAdminOrder(r: orderQ.AdminOrderRow): AdminRedeemOrder {
  return {
    id: r.id,
    member: { id: r.member_id, username: r.m_username, phone: r.m_phone, name: r.m_name },
    item_id: r.item_id,
    item_name: r.item_name,
    point: r.point,
    cash: r.cash_satang === null ? null : satangToBaht(r.cash_satang),
    address: r.address,
    status: r.status,
    note: r.note,
    decided_by: r.decided_by_username,
    decided_at: isoOrNull(r.decided_at),
    created_at: iso(r.created_at),
  };
}

async function adminOrderOf(db: Queryable, id: number): Promise<AdminRedeemOrder> {
  const row = await orderQ.findOrderForAdmin(db, id);
  if (!row) throw notFound('redeem_order.not_found');
  return toAdminOrder(row);
}

/** GET /api/admin/redeem-orders */
export async function listOrders(
  deps: AppDeps,
  query: z.infer<typeof redeemOrderListQuery>,
): Promise<AdminRedeemOrderList> {
  const { rows, total, pending } = await orderQ.listOrders(deps.db, query);
  return { items: rows.map(toAdminOrder), total, pending };
}

/** Only goods waiting to be shipped can be shipped or cancelled; a cash tier was paid at once. */
const orderQueue: DecisionQueue<orderQ.OrderRow> = {
  targetType: 'redeem_order',
  lock: orderQ.lockOrder,
  notFound: 'redeem_order.not_found',
  alreadyDecided: 'redeem_order.already_decided',
};

/** POST /api/admin/redeem-orders/{id}/ship {note}: the prize is on its way; nothing moves. */
export async function shipOrder(
  deps: AppDeps,
  actor: Actor,
  id: number,
  note: string,
): Promise<AdminRedeemOrder> {
  await decidePending(deps.db, actor, orderQueue, id, async (tx, order) => {
    await orderQ.markOrderDecided(tx, id, {
      status: 'shipped',
      note: note === '' ? null : note,
      operatorId: actor.operatorId,
      refundEntryId: null,
    });
    return {
      action: 'redeem_order.ship',
      after: { status: 'shipped', note, member_id: order.member_id, item_id: order.item_id },
    };
  });
  return adminOrderOf(deps.db, id);
}

/** POST /api/admin/redeem-orders/{id}/cancel {reason}: the coins go back to the member, exactly. */
export async function cancelOrder(
  deps: AppDeps,
  actor: Actor,
  id: number,
  reason: string,
): Promise<AdminRedeemOrder> {
  await decidePending(deps.db, actor, orderQueue, id, async (tx, order) => {
    const refundEntryId = await refundOrderCoins(deps, tx, order);
    await orderQ.markOrderDecided(tx, id, {
      status: 'cancelled',
      note: reason,
      operatorId: actor.operatorId,
      refundEntryId,
    });
    return {
      action: 'redeem_order.cancel',
      after: {
        status: 'cancelled',
        reason,
        member_id: order.member_id,
        coins_returned: order.point,
        entry_id: refundEntryId,
      },
    };
  });
  return adminOrderOf(deps.db, id);
}

// ── Affiliate report ─────────────────────────────────────────────────────────────────────────────

/** GET /api/admin/affiliates: first releases what is due, so the console never shows a stale hold. */
export async function affiliateReport(
  deps: AppDeps,
  query: z.infer<typeof affiliateReportQuery>,
): Promise<AffiliateReport> {
  await releaseAffiliateRewards(deps);
  const [summary, { rows, total }] = await Promise.all([
    affiliateQ.affiliateSummary(deps.db),
    affiliateQ.listReferrers(deps.db, query, bangkokMonthStart(new Date())),
  ]);
  return {
    summary: {
      referrers: summary.referrers,
      invited: summary.invited,
      rewarded: summary.rewarded,
      reward_total: satangToBaht(summary.reward_satang),
      held: summary.held,
      held_total: satangToBaht(summary.held_satang),
      capped: summary.capped,
      play_multiple: deps.config.affiliatePlayMultiple,
      monthly_cap: satangToBaht(deps.config.affiliateMonthlyCapSatang),
    },
    items: rows.map((r) => ({
      member: { id: r.id, username: r.username, phone: r.phone, name: r.name },
      invited: r.invited,
      rewarded: r.rewarded,
      reward_total: satangToBaht(r.reward_satang),
      held: r.held,
      held_total: satangToBaht(r.held_satang),
      paid_this_month: satangToBaht(r.paid_this_month_satang),
      last_reward_at: isoOrNull(r.last_reward_at),
    })),
    total,
  };
}

/** How many invitees the console lists for one referrer. */
const INVITEES_MAX = 500;

const bahtOrNull = (satang: number | null): number | null => (satang === null ? null : satangToBaht(satang));

/** GET /api/admin/affiliates/{id}: the members one referrer invited, with each reward's play and state. */
export async function affiliateInvitees(deps: AppDeps, referrerId: number): Promise<AffiliateInvitee[]> {
  if (!(await affiliateQ.memberExists(deps.db, referrerId))) throw notFound('admin.member_not_found');
  await releaseAffiliateRewards(deps, referrerId);
  const rows = await affiliateQ.invitees(deps.db, referrerId, INVITEES_MAX);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    phone: r.phone,
    is_aff_reward: r.status !== null && r.status !== 'held',
    status: r.status,
    deposit: bahtOrNull(r.deposit_satang),
    reward: bahtOrNull(r.reward_satang),
    paid: bahtOrNull(r.paid_satang),
    play: r.status === 'held' ? satangToBaht(Math.max(0, r.play_satang ?? 0)) : null,
    play_required: bahtOrNull(r.play_required_satang),
    rewarded_at: isoOrNull(r.released_at),
    registered_at: iso(r.registered_at),
  }));
}
