// Redeem (spec §2 redeem, §5, §7): the items members see, a redeem, its history, and the coins a
// cancelled order gives back. The rules are in service.ts's header.
import { CASH_EXCHANGE_TIERS } from '@sanam/contract/constants.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { SATANG_PER_BAHT, satangToBaht } from '@sanam/contract/money.ts';
import type { MemberRedeem, RedeemData, RedeemHistoryPage, RedeemItem } from '@sanam/contract/rewards.ts';
import { cashTierOf, redeemRefusal } from '@sanam/contract/rewards.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances, post } from '../../ledger/ledger.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import { refuseDuringBreak } from '../play/index.ts';
import * as itemQ from './item-queries.ts';
import * as orderQ from './order-queries.ts';
import { iso } from '../../db/timestamps.ts';

/** Member-facing topics of the rewards' ledger entries (spec §3 Transaction.topic). */
export const REWARD_TOPIC = {
  redeemCash: 'แลกเหรียญเป็นเงินสด',
  redeemGoods: 'แลกของรางวัล',
  redeemRefund: 'คืนเหรียญ (ยกเลิกการแลก)',
  affiliate: 'ค่าแนะนำเพื่อน',
} as const;

const CASH_TIER_IDS = CASH_EXCHANGE_TIERS.map((t) => t.itemId);

export function toRedeemItem(r: itemQ.ItemRow): RedeemItem {
  const tier = cashTierOf(r.id);
  return {
    id: r.id,
    name: r.name,
    name_en: r.name_en,
    image_name: r.image_name,
    point: tier ? tier.coins : r.point,
    is_active: r.is_active,
    cash: tier ? tier.baht : null,
    stock: r.stock,
  };
}

function toMemberRedeem(r: orderQ.OrderRow): MemberRedeem {
  return {
    id: r.id,
    createdAt: iso(r.created_at),
    created_at: iso(r.created_at),
    redeem: r.item_name,
    redeem_en: r.item_name_en,
    item_id: r.item_id,
    point: r.point,
    before_point: r.before_point ?? 0,
    after_point: r.after_point ?? 0,
    address: r.address,
    cash: r.cash_satang === null ? null : satangToBaht(r.cash_satang),
    status: r.status,
    note: r.note,
  };
}

// ── Redeem ───────────────────────────────────────────────────────────────────────────────────────

/** GET /user/user/redeemitem */
export async function redeemItems(deps: AppDeps): Promise<RedeemItem[]> {
  return (await itemQ.listActiveItems(deps.db, CASH_TIER_IDS)).map(toRedeemItem);
}

async function redeemReply(tx: Queryable, memberId: number, order: orderQ.OrderRow): Promise<RedeemData> {
  const b = (await memberBalances(tx, [memberId])).get(memberId);
  return {
    order: toMemberRedeem(order),
    balance: satangToBaht(b?.cashSatang ?? 0),
    event_point: b?.coins ?? 0,
  };
}

const refused = (status: number, key: MessageKey, field?: string) =>
  new AppError(status, key, status === 409 ? 'conflict' : 'validation', field ? { [field]: key } : undefined);

/**
 * POST /user/user/redeem {itemId, point, address}: takes the coins and, for a cash tier, pays the
 * baht in one entry; for goods, creates the order operators ship. A repeated Idempotency-Key
 * answers with the first order.
 */
export async function redeem(
  deps: AppDeps,
  memberId: number,
  input: { itemId: number; point: number; address: string },
  requestKey: string | null,
): Promise<{ data: RedeemData; messageKey: MessageKey }> {
  const data = await deps.db.transaction(async (tx) => {
    if (requestKey) {
      const earlier = await orderQ.findOrderByKey(tx, memberId, requestKey);
      if (earlier) return redeemReply(tx, memberId, earlier);
    }
    // coins turned into cash or prizes are a money path: none during a time-out or self-exclusion
    await refuseDuringBreak(tx, memberId);
    const item = await itemQ.shareItem(tx, input.itemId);
    if (!item) throw refused(404, 'redeem.item_not_found');
    const offered = toRedeemItem(item);
    // the coins are the ledger's to check (it holds the balance row); the item's state is checked here
    const refusal = redeemRefusal(offered, { signedIn: true, coins: Number.POSITIVE_INFINITY });
    if (refusal) throw refused(409, refusal);
    if (offered.point !== input.point) throw refused(409, 'redeem.price_changed', 'point');
    const tier = cashTierOf(item.id);
    if (!tier && input.address === '') throw refused(400, 'redeem.address_required', 'address');

    const order = await orderQ.insertOrder(tx, {
      memberId,
      itemId: item.id,
      itemName: item.name,
      itemNameEn: item.name_en,
      point: offered.point,
      cashSatang: tier ? tier.baht * SATANG_PER_BAHT : null,
      address: tier ? null : input.address,
      status: tier ? 'completed' : 'pending',
      requestKey,
    });
    if (!order) {
      const first = requestKey ? await orderQ.findOrderByKey(tx, memberId, requestKey) : null;
      if (!first) throw new Error(`redeem ${memberId}/${requestKey} conflicted but cannot be found`);
      return redeemReply(tx, memberId, first);
    }
    if (item.stock !== null && !(await itemQ.takeOneFromStock(tx, item.id)))
      throw refused(409, 'redeem.out_of_stock');

    const coins = accountName.coins(memberId);
    let posted;
    try {
      posted = await post(tx, {
        key: `redeem:${order.id}`,
        kind: tier ? 'redeem_cash' : 'redeem_goods',
        type: TX_TYPE.redeemCash,
        topic: tier ? REWARD_TOPIC.redeemCash : REWARD_TOPIC.redeemGoods,
        memo: { order_id: order.id, item_id: item.id, item_name: item.name, point: offered.point },
        postings: [
          { account: coins, currency: 'COIN', amount: -offered.point },
          { account: accountName.promoRedeem, currency: 'COIN', amount: offered.point },
          ...(tier
            ? [
                {
                  account: accountName.promoRedeem,
                  currency: 'THB' as const,
                  amount: -tier.baht * SATANG_PER_BAHT,
                },
                {
                  account: accountName.member(memberId),
                  currency: 'THB' as const,
                  amount: tier.baht * SATANG_PER_BAHT,
                },
              ]
            : []),
        ],
      });
    } catch (err) {
      if (err instanceof AppError && err.messageKey === 'ledger.insufficient_balance')
        throw refused(400, 'redeem.not_enough_coins', 'point');
      throw err;
    }
    const afterPoint = posted.memberBalances[coins];
    if (afterPoint === undefined) throw new Error(`ledger: redeem ${order.id} did not report ${coins}`);
    const done = await orderQ.setOrderEntry(tx, order.id, {
      entryId: posted.entryId,
      beforePoint: afterPoint + offered.point,
      afterPoint,
    });
    await balanceAfterCommit(deps, tx, memberId);
    return redeemReply(tx, memberId, done);
  });
  return { data, messageKey: data.order.cash === null ? 'redeem.goods_ok' : 'redeem.cash_ok' };
}

/** POST /user/transaction/user_redeem: the member's redeems, newest first. */
export async function redeemHistory(
  deps: AppDeps,
  memberId: number,
  page: { cursor?: number | null | undefined; limit: number },
): Promise<RedeemHistoryPage> {
  const rows = await orderQ.memberOrders(deps.db, memberId, page.cursor ?? null, page.limit + 1);
  const items = rows.slice(0, page.limit).map(toMemberRedeem);
  const last = items.at(-1);
  return { items, next_cursor: rows.length > page.limit && last ? last.id : null };
}

/**
 * Gives coins back for a cancelled order, in the caller's transaction (reward-desk.ts cancelOrder):
 * promo:redeem → coins:<id>, and the item's stock back when it is limited.
 */
export async function refundOrderCoins(deps: AppDeps, tx: Tx, order: orderQ.OrderRow): Promise<number> {
  const posted = await post(tx, {
    key: `redeem:${order.id}:refund`,
    kind: 'redeem_refund',
    type: TX_TYPE.redeemCash,
    topic: REWARD_TOPIC.redeemRefund,
    memo: { order_id: order.id, item_id: order.item_id, point: order.point },
    postings: [
      { account: accountName.promoRedeem, currency: 'COIN', amount: -order.point },
      { account: accountName.coins(order.member_id), currency: 'COIN', amount: order.point },
    ],
  });
  await itemQ.returnOneToStock(tx, order.item_id);
  await balanceAfterCommit(deps, tx, order.member_id);
  return posted.entryId;
}
