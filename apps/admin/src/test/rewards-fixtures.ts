// Rewards as the server sends them to the console: prizes, redeem orders and the affiliate report.
import type {
  AdminRedeemItem,
  AdminRedeemOrder,
  AffiliateInvitee,
  AffiliateReferrer,
  AffiliateReport,
} from '@sanam/contract/rewards.ts';

const somchai = { id: 7, username: 'somchai', phone: '0812345678', name: 'Somchai Jaidee' };
const malee = { id: 8, username: 'malee', phone: '0899999999', name: 'Malee Suksan' };

function item(overrides: Partial<AdminRedeemItem> & Pick<AdminRedeemItem, 'id' | 'name'>): AdminRedeemItem {
  return {
    name_en: null,
    image_name: null,
    point: 1000,
    is_active: true,
    cash: null,
    stock: null,
    redeemed: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The three fixed cash tiers (DESIGN §7) and two prizes posted to an address, one of them sold out and off. */
export function redeemItems(): AdminRedeemItem[] {
  return [
    item({ id: 5, name: 'Cash 100', point: 300, cash: 100, redeemed: 12 }),
    item({ id: 6, name: 'Cash 200', point: 500, cash: 200, redeemed: 5 }),
    item({ id: 7, name: 'Cash 500', point: 1000, cash: 500, redeemed: 2 }),
    item({
      id: 8,
      name: 'Sanam Live T-shirt',
      name_en: 'Sanam Live T-shirt (EN)',
      point: 2500,
      stock: 3,
      redeemed: 4,
      image_name: '0123456789abcdef.png',
    }),
    item({ id: 9, name: 'Sanam Live cap', point: 800, stock: 0, redeemed: 10, is_active: false }),
  ];
}

/** A T-shirt waiting to be posted to somchai. */
export function redeemOrder(overrides: Partial<AdminRedeemOrder> = {}): AdminRedeemOrder {
  return {
    id: 61,
    member: somchai,
    item_id: 8,
    item_name: 'Sanam Live T-shirt',
    point: 2500,
    cash: null,
    address: '99/1 Moo 2, Bang Phli, Samut Prakan 10540',
    status: 'pending',
    note: null,
    decided_by: null,
    decided_at: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** malee's 1,000 coins exchanged for ฿500, paid at once. */
export function cashOrder(overrides: Partial<AdminRedeemOrder> = {}): AdminRedeemOrder {
  return redeemOrder({
    id: 62,
    member: malee,
    item_id: 7,
    item_name: 'Cash 500',
    point: 1000,
    cash: 500,
    address: null,
    status: 'completed',
    created_at: '2025-03-01T11:00:00.000Z',
    ...overrides,
  });
}

export function referrer(overrides: Partial<AffiliateReferrer> = {}): AffiliateReferrer {
  return {
    member: somchai,
    invited: 3,
    rewarded: 2,
    reward_total: 350,
    held: 1,
    held_total: 120,
    paid_this_month: 200,
    last_reward_at: '2025-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function affiliateReport(overrides: Partial<AffiliateReport> = {}): AffiliateReport {
  return {
    summary: {
      referrers: 2,
      invited: 5,
      rewarded: 3,
      reward_total: 1450.5,
      held: 1,
      held_total: 120,
      capped: 1,
      play_multiple: 3,
      monthly_cap: 5000,
    },
    items: [
      referrer(),
      referrer({
        member: malee,
        invited: 2,
        rewarded: 1,
        reward_total: 1100.5,
        held: 0,
        held_total: 0,
        paid_this_month: 0,
        last_reward_at: null,
      }),
    ],
    total: 2,
    ...overrides,
  };
}

/**
 * somchai's invitees: one whose reward was paid, one paid only up to the monthly cap, one whose
 * reward waits for their play, one who has not deposited yet.
 */
export function invitees(): AffiliateInvitee[] {
  return [
    {
      id: 21,
      username: 'niran',
      phone: '0861112222',
      is_aff_reward: true,
      status: 'released',
      deposit: 2000,
      reward: 200,
      paid: 200,
      play: null,
      play_required: 6000,
      rewarded_at: '2025-03-02T09:00:00.000Z',
      registered_at: '2025-02-20T08:00:00.000Z',
    },
    {
      id: 22,
      username: 'pim',
      phone: '0863334444',
      is_aff_reward: true,
      status: 'capped',
      deposit: 1500,
      reward: 150,
      paid: 100,
      play: null,
      play_required: 4500,
      rewarded_at: '2025-02-25T09:00:00.000Z',
      registered_at: '2025-02-21T08:00:00.000Z',
    },
    {
      id: 23,
      username: 'dao',
      phone: '0865556666',
      is_aff_reward: false,
      status: null,
      deposit: null,
      reward: null,
      paid: null,
      play: null,
      play_required: null,
      rewarded_at: null,
      registered_at: '2025-02-22T08:00:00.000Z',
    },
    {
      id: 24,
      username: 'korn',
      phone: '0867778888',
      is_aff_reward: false,
      status: 'held',
      deposit: 1200,
      reward: 120,
      paid: null,
      play: 900,
      play_required: 3600,
      rewarded_at: null,
      registered_at: '2025-02-23T08:00:00.000Z',
    },
  ];
}
