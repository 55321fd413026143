import { describe, expect, it } from 'vitest';
import {
  affiliateRewardSatang,
  cashTierOf,
  redeemItemPatchRequest,
  redeemRefusal,
  redeemRequest,
} from './rewards.ts';

const item = { point: 300, is_active: true, stock: null };
const member = { signedIn: true, coins: 300 };

describe('redeem rules (spec §5)', () => {
  it('items 5, 6 and 7 are the cash tiers 300 → 100, 500 → 200, 1000 → 500 baht', () => {
    expect(cashTierOf(5)).toEqual({ itemId: 5, coins: 300, baht: 100 });
    expect(cashTierOf(6)).toEqual({ itemId: 6, coins: 500, baht: 200 });
    expect(cashTierOf(7)).toEqual({ itemId: 7, coins: 1000, baht: 500 });
    expect(cashTierOf(4)).toBeUndefined();
    expect(cashTierOf(8)).toBeUndefined();
  });

  it('names login first, then the item, then the coins', () => {
    expect(redeemRefusal(item, member)).toBeNull();
    expect(redeemRefusal(item, { signedIn: false, coins: 0 })).toBe('redeem.login_required');
    expect(redeemRefusal({ ...item, is_active: false }, { ...member, coins: 0 })).toBe(
      'redeem.item_inactive',
    );
    expect(redeemRefusal({ ...item, stock: 0 }, { ...member, coins: 0 })).toBe('redeem.out_of_stock');
    expect(redeemRefusal(item, { signedIn: true, coins: 299 })).toBe('redeem.not_enough_coins');
    expect(redeemRefusal({ ...item, stock: 1 }, member)).toBeNull();
  });

  it('asks for an address for goods, never for a cash tier', () => {
    expect(redeemRequest.safeParse({ itemId: 5, point: 300 }).success).toBe(true);
    expect(redeemRequest.safeParse({ itemId: 6, point: 500, address: '' }).success).toBe(true);
    const goods = redeemRequest.safeParse({ itemId: 9, point: 50, address: '   ' });
    expect(goods.error?.issues[0]).toMatchObject({ message: 'redeem.address_required', path: ['address'] });
    expect(redeemRequest.parse({ itemId: 9, point: 50, address: ' 1 Road ' }).address).toBe('1 Road');
    const long = redeemRequest.safeParse({ itemId: 9, point: 50, address: 'x'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe('validation.too_long');
  });

  it('refuses a price that is not a whole positive number of coins', () => {
    for (const point of [0, -300, 300.5, '300', null])
      expect(redeemRequest.safeParse({ itemId: 5, point }).success, String(point)).toBe(false);
  });

  it('a patch names at least one field and nothing unknown', () => {
    expect(redeemItemPatchRequest.safeParse({}).success).toBe(false);
    expect(redeemItemPatchRequest.safeParse({ price: 3 }).success).toBe(false);
    expect(redeemItemPatchRequest.safeParse({ is_active: false }).success).toBe(true);
  });
});

describe('affiliate reward (DESIGN §7)', () => {
  it('is 10% of the deposit, rounded down to the satang', () => {
    expect(affiliateRewardSatang(100_000)).toBe(10_000);
    expect(affiliateRewardSatang(123_456)).toBe(12_345);
    expect(affiliateRewardSatang(9)).toBe(0);
  });
});
