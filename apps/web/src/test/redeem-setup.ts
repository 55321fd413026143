// The redeem page as a member meets it: the whole app at /redeem, the server answered by path.
import { screen, within } from '@testing-library/react';
import type { User } from '@sanam/contract/account.ts';
import type { MemberRedeem, RedeemHistoryPage, RedeemItem } from '@sanam/contract/rewards.ts';
import { setSession } from '../lib/session.ts';
import { mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from './member-session.ts';
import { renderApp } from './render-app.tsx';

type Handler = Parameters<typeof mockApi>[0][string];

export const slow = { timeout: 5_000 };

export function anItem(overrides: Partial<RedeemItem> = {}): RedeemItem {
  return {
    id: 11,
    name: 'เสื้อยืดสนามไลฟ์',
    name_en: null,
    image_name: null,
    point: 800,
    is_active: true,
    cash: null,
    stock: null,
    ...overrides,
  };
}

export const cashTier = (id: 5 | 6 | 7, overrides: Partial<RedeemItem> = {}) => {
  const tiers = { 5: [300, 100], 6: [500, 200], 7: [1000, 500] } as const;
  const [point, cash] = tiers[id];
  return anItem({ id, name: `แลก ${point} เหรียญ รับ ${cash} บาท`, point, cash, ...overrides });
};

export function anOrder(overrides: Partial<MemberRedeem> = {}): MemberRedeem {
  return {
    id: 1,
    createdAt: '2025-01-03T07:05:00.000Z',
    created_at: '2025-01-03T07:05:00.000Z',
    redeem: 'แลก 300 เหรียญ รับ 100 บาท',
    redeem_en: null,
    item_id: 5,
    point: 300,
    before_point: 1250,
    after_point: 950,
    address: null,
    cash: 100,
    status: 'completed',
    note: null,
    ...overrides,
  };
}

export const historyPage = (items: MemberRedeem[] = [], next_cursor: number | null = null) =>
  ok({ items, next_cursor } satisfies RedeemHistoryPage);

/** A member with 1,250 coins. */
export const aCollector = (overrides: Partial<User> = {}): User => ({
  ...member,
  event_point: 1250,
  ...overrides,
});

export function openRedeem({
  user = aCollector(),
  items = [cashTier(5), cashTier(6), cashTier(7), anItem()],
  handlers = {},
}: {
  user?: User;
  items?: RedeemItem[];
  handlers?: Record<string, Handler | MockReply>;
} = {}) {
  setSession({ ...tokens, user });
  const api = mockApi({
    '/user/user/get_profile': ok({ user }),
    '/user/user/redeemitem': ok(items),
    '/user/transaction/user_redeem': historyPage(),
    ...handlers,
  });
  const app = renderApp('/redeem');
  return { ...app, api };
}

export const coinBalance = () => screen.getByRole('region', { name: 'เหรียญของคุณ' });

/** The card of one prize in the grid, found by its name. */
export async function prize(name: string) {
  const list = await screen.findByRole('list', { name: 'ของรางวัล' }, slow);
  return within(list).getByRole('listitem', { name });
}
