// Rewards and growth (spec §2, §3, §5, §7, §8, §9; DESIGN §7, §9): activity coins, the redeem items
// and orders, and the affiliate (invite a friend) reward. Payloads shared by the server, the member
// app and the console; the redeem rules are declared once here and used by the server's service and
// the member app's redeem button.
import { z } from 'zod';
import { humanText } from './human-text.ts';
import { reasonText } from './operator-inputs.ts';
import { AFFILIATE_REWARD_PERCENT, CASH_EXCHANGE_TIERS, SEARCH_TEXT_MAX } from './constants.ts';
import type { MessageKey } from './messages.ts';

// ── Rules (spec §5 redeem; DESIGN §7) ────────────────────────────────────────────────────────────

export type CashTier = (typeof CASH_EXCHANGE_TIERS)[number];

/** Spec §5: items 5, 6 and 7 exchange coins for baht; every other item is delivered to an address. */
export function cashTierOf(itemId: number): CashTier | undefined {
  return CASH_EXCHANGE_TIERS.find((t) => t.itemId === itemId);
}

/** The longest delivery address a member may type. */
export const REDEEM_ADDRESS_MAX = 500;
/** The largest image an operator may upload for an item (bytes, after decoding). */
export const REDEEM_IMAGE_MAX_BYTES = 1024 * 1024;
/** The image types an item may have, by the type the browser names them. */
export const REDEEM_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Redeem history page size. */
export const REDEEM_HISTORY_PAGE_SIZE = 20;

/**
 * Spec §5 redeem rules, in the order the member meets them (the button's label and the server's
 * refusal): signed in, the item can be had (active, in stock), enough coins. Null when the member may
 * redeem it. The address rule is the request schema's.
 */
export function redeemRefusal(
  item: { point: number; is_active: boolean; stock: number | null },
  member: { signedIn: boolean; coins: number },
): MessageKey | null {
  if (!member.signedIn) return 'redeem.login_required';
  if (!item.is_active) return 'redeem.item_inactive';
  if (item.stock !== null && item.stock <= 0) return 'redeem.out_of_stock';
  if (member.coins < item.point) return 'redeem.not_enough_coins';
  return null;
}

/** DESIGN §7: 10% of the invited member's first approved deposit, rounded down to the satang. */
export function affiliateRewardSatang(depositSatang: number): number {
  return Math.floor((depositSatang * AFFILIATE_REWARD_PERCENT) / 100);
}

// ── Member: redeem (spec §2 redeem, §3 Redeem item / Redeem history, §7) ────────────────────────

/** Spec §3 Redeem item, with what the page needs to show it: its cash value and what is left. */
export const redeemItem = z.object({
  id: z.number(),
  name: z.string(),
  /** its English name; null: English readers see the Thai name */
  name_en: z.string().nullable(),
  /** served at /api/redeem/images/{image_name}; null shows the app's own picture */
  image_name: z.string().nullable(),
  /** its price in coins */
  point: z.number(),
  is_active: z.boolean(),
  /** the baht a cash tier pays (items 5, 6, 7); null for an item delivered to an address */
  cash: z.number().nullable(),
  /** how many are left; null when there is no limit */
  stock: z.number().nullable(),
});
export type RedeemItem = z.infer<typeof redeemItem>;

/** GET /user/user/redeemitem: the active items, cash tiers first, then by price. */
export const redeemItemList = z.array(redeemItem);

const redeemAddress = humanText({ multiline: true }).max(REDEEM_ADDRESS_MAX, {
  message: 'validation.too_long',
});

/**
 * POST /user/user/redeem {itemId, point, address}: `point` is the price the member saw (a changed
 * price is refused, never charged); an item that is not a cash tier needs the delivery address.
 */
export const redeemRequest = z
  .object({
    itemId: z.number({ error: 'redeem.item_not_found' }).int().positive().max(Number.MAX_SAFE_INTEGER),
    point: z.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER),
    address: redeemAddress.nullish().transform((a) => a ?? ''),
  })
  .superRefine((v, ctx) => {
    if (!cashTierOf(v.itemId) && v.address === '')
      ctx.addIssue({ code: 'custom', message: 'redeem.address_required', path: ['address'] });
  });
export type RedeemRequest = z.input<typeof redeemRequest>;

/** The member app's address form, the same rule as the request's. */
export const redeemAddressForm = z.object({
  address: redeemAddress.min(1, { message: 'redeem.address_required' }),
});
export type RedeemAddressForm = z.infer<typeof redeemAddressForm>;

/**
 * completed: a cash tier, paid at once; pending: goods waiting to be shipped; shipped: sent;
 * cancelled: refused by an operator, the coins returned.
 */
export const REDEEM_ORDER_STATUSES = ['completed', 'pending', 'shipped', 'cancelled'] as const;
export type RedeemOrderStatus = (typeof REDEEM_ORDER_STATUSES)[number];

/** Spec §3 Redeem history: one redeem, with the coins before and after it. */
export const memberRedeem = z.object({
  id: z.number(),
  createdAt: z.string(),
  created_at: z.string(),
  /** the item's name */
  redeem: z.string(),
  /** the item's English name when it was redeemed; null: none was set */
  redeem_en: z.string().nullable(),
  item_id: z.number(),
  point: z.number(),
  before_point: z.number(),
  after_point: z.number(),
  address: z.string().nullable(),
  /** the baht a cash tier paid */
  cash: z.number().nullable(),
  status: z.enum(REDEEM_ORDER_STATUSES),
  /** the operator's shipping note, or why the order was cancelled */
  note: z.string().nullable(),
});
export type MemberRedeem = z.infer<typeof memberRedeem>;

/** POST /user/user/redeem reply: the order (the first one, for a repeated Idempotency-Key) and the balances. */
export const redeemData = z.object({ order: memberRedeem, balance: z.number(), event_point: z.number() });
export type RedeemData = z.infer<typeof redeemData>;

/** POST /user/transaction/user_redeem: newest first; `cursor` is the `next_cursor` of the page before. */
export const redeemHistoryRequest = z.preprocess(
  // a call with no body asks for the first page
  (v) => v ?? {},
  z.object({
    cursor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
    limit: z.number().int().min(1).max(100).optional().default(REDEEM_HISTORY_PAGE_SIZE),
  }),
);
export type RedeemHistoryRequest = z.input<typeof redeemHistoryRequest>;

export const redeemHistoryPage = z.object({
  items: z.array(memberRedeem),
  next_cursor: z.number().nullable(),
});
export type RedeemHistoryPage = z.infer<typeof redeemHistoryPage>;

// ── Member: affiliate (spec §2 affiliate, §3 Affiliate entry, §7) ───────────────────────────────

/**
 * Where an invited member's reward stands: held (earned on their first deposit, waiting for their
 * play), released (paid in full), capped (paid only up to the referrer's monthly cap, maybe nothing).
 */
export const AFFILIATE_REWARD_STATUSES = ['held', 'released', 'capped'] as const;
export type AffiliateRewardStatus = (typeof AFFILIATE_REWARD_STATUSES)[number];

/** Spec §3 Affiliate entry: a member who registered with the caller as referrer. */
export const affiliateEntry = z.object({
  username: z.string(),
  /** the caller has received the reward for them (spec: received / not yet received) */
  is_aff_reward: z.boolean(),
  /** null until their first deposit earns one */
  status: z.enum(AFFILIATE_REWARD_STATUSES).nullable(),
  /** the reward paid, in baht; null until it is */
  reward: z.number().nullable(),
  /** the reward earned and waiting for the friend's play, in baht; null unless held */
  held: z.number().nullable(),
  /** how far the friend's play has come, 0 to 1; null unless held */
  play_progress: z.number().nullable(),
  rewarded_at: z.string().nullable(),
  registered_at: z.string(),
});
export type AffiliateEntry = z.infer<typeof affiliateEntry>;

/** GET /user/user/affiliate_reward: the caller's invited members, newest first, and their total reward. */
export const affiliateData = z.object({
  items: z.array(affiliateEntry),
  invited: z.number(),
  /** invitees whose reward was paid */
  rewarded: z.number(),
  /** baht paid */
  reward_total: z.number(),
  /** baht earned and waiting for the friends' play */
  held_total: z.number(),
  /** a reward is paid once the friend has staked this many times their first deposit */
  play_multiple: z.number(),
});
export type AffiliateData = z.infer<typeof affiliateData>;

// ── Operator: redeem items (DESIGN §9) ───────────────────────────────────────────────────────────

const itemName = humanText({ error: 'redeem_item.name_required' })
  .min(1, { message: 'redeem_item.name_required' })
  .max(100, { message: 'validation.too_long' });
/** An English name is optional: empty (or null) clears it, and English readers see the Thai name. */
const itemNameEn = humanText()
  .max(100, { message: 'validation.too_long' })
  .nullish()
  .transform((v) => v || null);
const itemPoint = z
  .number({ error: 'redeem_item.point_invalid' })
  .int({ message: 'redeem_item.point_invalid' })
  .min(1, { message: 'redeem_item.point_invalid' })
  .max(10_000_000, { message: 'redeem_item.point_invalid' });
const itemStock = z
  .number({ error: 'redeem_item.stock_invalid' })
  .int({ message: 'redeem_item.stock_invalid' })
  .min(0, { message: 'redeem_item.stock_invalid' })
  .max(1_000_000, { message: 'redeem_item.stock_invalid' })
  .nullable();
const imageName = z
  .string()
  .regex(/^[a-f0-9]{16,64}\.(png|jpg|webp|svg)$/, { message: 'redeem_item.image_invalid' })
  .nullable();

export const adminRedeemItem = redeemItem.extend({
  /** orders that are not cancelled */
  redeemed: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminRedeemItem = z.infer<typeof adminRedeemItem>;

/** POST /api/admin/redeem-items: a new item delivered to an address (the cash tiers are fixed, 5–7). */
export const redeemItemCreateRequest = z.object({
  name: itemName,
  name_en: itemNameEn,
  point: itemPoint,
  image_name: imageName.optional().default(null),
  stock: itemStock.optional().default(null),
  is_active: z.boolean().optional().default(true),
});
export type RedeemItemCreateRequest = z.input<typeof redeemItemCreateRequest>;

/** PATCH /api/admin/redeem-items/{id}: any of the fields, at least one; a cash tier's price is fixed. */
export const redeemItemPatchRequest = z
  .object({
    name: itemName.optional(),
    name_en: itemNameEn.optional(),
    point: itemPoint.optional(),
    image_name: imageName.optional(),
    stock: itemStock.optional(),
    is_active: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation.required' });
export type RedeemItemPatchRequest = z.infer<typeof redeemItemPatchRequest>;

/** POST /api/admin/redeem-items/images {data_url}: a PNG, JPEG or WebP as a data URL. */
export const redeemImageUploadRequest = z.object({
  data_url: z
    .string({ error: 'redeem_item.image_invalid' })
    .max(Math.ceil((REDEEM_IMAGE_MAX_BYTES * 4) / 3) + 64, { message: 'redeem_item.image_too_large' })
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, { message: 'redeem_item.image_invalid' }),
});
export const redeemImageData = z.object({ image_name: z.string() });

// ── Operator: redeem orders (DESIGN §9) ──────────────────────────────────────────────────────────

export const adminRedeemOrder = z.object({
  id: z.number(),
  member: z.object({ id: z.number(), username: z.string(), phone: z.string(), name: z.string() }),
  item_id: z.number(),
  item_name: z.string(),
  point: z.number(),
  cash: z.number().nullable(),
  address: z.string().nullable(),
  status: z.enum(REDEEM_ORDER_STATUSES),
  note: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRedeemOrder = z.infer<typeof adminRedeemOrder>;

/** GET /api/admin/redeem-orders?status=&q=: q matches the member's phone, username or name, or the item. */
export const redeemOrderListQuery = z.object({
  status: z
    .enum([...REDEEM_ORDER_STATUSES, 'all'])
    .optional()
    .default('pending'),
  q: z.string().trim().max(SEARCH_TEXT_MAX).optional().default(''),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  offset: z.coerce.number().int().min(0).optional().default(0),
});
export type RedeemOrderListQuery = z.input<typeof redeemOrderListQuery>;

export const adminRedeemOrderList = z.object({
  items: z.array(adminRedeemOrder),
  total: z.number(),
  /** orders waiting to be shipped, whatever the filter */
  pending: z.number(),
});
export type AdminRedeemOrderList = z.infer<typeof adminRedeemOrderList>;

/** POST /api/admin/redeem-orders/{id}/ship {note?}: e.g. the parcel's tracking number. */
export const redeemShipRequest = z.object({
  note: humanText({ multiline: true }).max(500, { message: 'validation.too_long' }).optional().default(''),
});
/** POST /api/admin/redeem-orders/{id}/cancel {reason}: the coins go back to the member. */
export const redeemCancelRequest = z.object({ reason: reasonText });

// ── Operator: affiliate report (DESIGN §9) ───────────────────────────────────────────────────────

export const affiliateReportQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX).optional().default(''),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  offset: z.coerce.number().int().min(0).optional().default(0),
});
export type AffiliateReportQuery = z.input<typeof affiliateReportQuery>;

/** One referrer: how many they invited, how many were rewarded, and what they earned. */
export const affiliateReferrer = z.object({
  member: z.object({ id: z.number(), username: z.string(), phone: z.string(), name: z.string() }),
  invited: z.number(),
  /** rewards paid (released or capped) */
  rewarded: z.number(),
  /** baht paid */
  reward_total: z.number(),
  /** rewards waiting for the invitees' play, and their baht */
  held: z.number(),
  held_total: z.number(),
  /** baht paid this calendar month (Bangkok), against the monthly cap */
  paid_this_month: z.number(),
  last_reward_at: z.string().nullable(),
});
export type AffiliateReferrer = z.infer<typeof affiliateReferrer>;

export const affiliateReport = z.object({
  summary: z.object({
    referrers: z.number(),
    invited: z.number(),
    rewarded: z.number(),
    reward_total: z.number(),
    held: z.number(),
    held_total: z.number(),
    capped: z.number(),
    /** the rules in force: the play an invitee owes (times their first deposit), the monthly cap in baht */
    play_multiple: z.number(),
    monthly_cap: z.number(),
  }),
  items: z.array(affiliateReferrer),
  /** referrers matching the search */
  total: z.number(),
});
export type AffiliateReport = z.infer<typeof affiliateReport>;

/** GET /api/admin/affiliates/{id}: the members one referrer invited. */
export const affiliateInvitee = z.object({
  id: z.number(),
  username: z.string(),
  phone: z.string(),
  /** the reward was paid (released or capped) */
  is_aff_reward: z.boolean(),
  status: z.enum(AFFILIATE_REWARD_STATUSES).nullable(),
  /** the first approved deposit the reward was earned on */
  deposit: z.number().nullable(),
  /** the reward earned (10% of that deposit) */
  reward: z.number().nullable(),
  /** what was paid of it: all when released, up to the cap when capped, null while held */
  paid: z.number().nullable(),
  /** the invitee's stakes since that deposit, net of refunds, and what they must reach */
  play: z.number().nullable(),
  play_required: z.number().nullable(),
  /** when the reward was released (paid) */
  rewarded_at: z.string().nullable(),
  registered_at: z.string(),
});
export type AffiliateInvitee = z.infer<typeof affiliateInvitee>;
export const affiliateInviteeList = z.array(affiliateInvitee);
