import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { POLL_MS } from '@sanam/contract/constants.ts';
import type { RedeemHistoryRequest } from '@sanam/contract/rewards.ts';
import { i18n } from '../../../lib/i18n.ts';
import { fail, heldReply } from '@sanam/client/testing/mock.ts';
import { anItem, anOrder, historyPage, openRedeem, slow } from '../../../test/redeem-setup.ts';

const table = () => screen.findByRole('table', { name: 'ประวัติการแลก' }, slow);
const cards = () => screen.findByRole('list', { name: 'ประวัติการแลก' }, slow);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

const orders = [
  anOrder({
    id: 4,
    redeem: 'หมวกแก๊ป',
    item_id: 12,
    point: 1500,
    before_point: 3000,
    after_point: 1500,
    cash: null,
    address: '99/1 ถ.สุขุมวิท กรุงเทพฯ',
    status: 'pending',
  }),
  anOrder({
    id: 3,
    redeem: 'เสื้อยืดสนามไลฟ์',
    item_id: 11,
    point: 800,
    before_point: 3800,
    after_point: 3000,
    cash: null,
    address: '5 ถ.นิมมาน เชียงใหม่',
    status: 'shipped',
    note: 'EMS EF123456789TH',
  }),
  anOrder({
    id: 2,
    redeem: 'แก้วน้ำ',
    item_id: 13,
    point: 200,
    before_point: 4000,
    after_point: 3800,
    cash: null,
    address: 'ที่อยู่ผิด',
    status: 'cancelled',
    note: 'ที่อยู่ไม่ครบ',
  }),
  anOrder({
    id: 1,
    redeem: 'แลก 1000 เหรียญ รับ 500 บาท',
    item_id: 7,
    point: 1000,
    before_point: 5000,
    after_point: 4000,
    cash: 500,
  }),
];

describe('redeem history (spec §2)', () => {
  it('shows the columns time, item, coins, before, after, address/status, newest first', async () => {
    const { api } = openRedeem({ handlers: { '/user/transaction/user_redeem': historyPage(orders) } });
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['เวลา', 'รายการ', 'เหรียญ', 'ก่อนแลก', 'หลังแลก', 'ที่อยู่/สถานะ']);
    const [, pending, shipped, cancelled, cash] = within(grid).getAllByRole('row');
    expect(cellsOf(pending!)).toEqual([
      '3 ม.ค. 68 14:05',
      'หมวกแก๊ป',
      '-1,500',
      '3,000',
      '1,500',
      'รอจัดส่ง99/1 ถ.สุขุมวิท กรุงเทพฯ',
    ]);
    expect(within(shipped!).getAllByRole('cell').at(-1)).toHaveTextContent(
      'จัดส่งแล้ว5 ถ.นิมมาน เชียงใหม่หมายเหตุ: EMS EF123456789TH',
    );
    expect(within(cancelled!).getAllByRole('cell').at(-1)).toHaveTextContent(
      'ยกเลิก คืนเหรียญแล้วที่อยู่ผิดหมายเหตุ: ที่อยู่ไม่ครบ',
    );
    expect(within(cash!).getAllByRole('cell').at(-1)).toHaveTextContent('สำเร็จเข้ายอดเงิน ฿500.00');
    expect(api.callsTo('/user/transaction/user_redeem')[0]?.body).toEqual({
      cursor: null,
      limit: 20,
    } satisfies RedeemHistoryRequest);
  });

  it('shows the same as cards on a phone', async () => {
    openRedeem({ handlers: { '/user/transaction/user_redeem': historyPage(orders) } });
    const [pending, , , cash] = within(await cards()).getAllByRole('listitem');
    expect(pending).toHaveTextContent('หมวกแก๊ป');
    expect(pending).toHaveTextContent('-1,500');
    expect(pending).toHaveTextContent('รอจัดส่ง');
    expect(pending).toHaveTextContent('ก่อนแลก3,000');
    expect(pending).toHaveTextContent('หลังแลก1,500');
    expect(cash).toHaveTextContent('สำเร็จ');
    expect(cash).toHaveTextContent('เข้ายอดเงิน ฿500.00');
  });

  it('names the states in English for an English-speaking member', async () => {
    await i18n.changeLanguage('en');
    openRedeem({ handlers: { '/user/transaction/user_redeem': historyPage(orders) } });
    const grid = await screen.findByRole('table', { name: 'Redeem history' }, slow);
    const statuses = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(statuses).toEqual([
      'Awaiting shipment99/1 ถ.สุขุมวิท กรุงเทพฯ',
      'Shipped5 ถ.นิมมาน เชียงใหม่Note: EMS EF123456789TH',
      'Cancelled, coins returnedที่อยู่ผิดNote: ที่อยู่ไม่ครบ',
      'Completed฿500.00 to your balance',
    ]);
  });

  it('names a redeemed prize by its English name for an English-speaking member, else by its Thai name', async () => {
    const named = [
      anOrder({
        id: 2,
        redeem: 'หมวกแก๊ป',
        redeem_en: 'Cap',
        item_id: 12,
        cash: null,
        status: 'pending',
        address: 'x',
      }),
      anOrder({
        id: 1,
        redeem: 'แก้วเก็บความเย็น',
        redeem_en: null,
        item_id: 13,
        cash: null,
        status: 'pending',
        address: 'y',
      }),
    ];
    openRedeem({ handlers: { '/user/transaction/user_redeem': historyPage(named) } });
    const itemsOf = async (caption: string) =>
      within(await screen.findByRole('table', { name: caption }, slow))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent?.trim());
    expect(await itemsOf('ประวัติการแลก')).toEqual(['หมวกแก๊ป', 'แก้วเก็บความเย็น']);
    await i18n.changeLanguage('en');
    expect(await itemsOf('Redeem history')).toEqual(['Cap', 'แก้วเก็บความเย็น']);
    const cardsEn = await screen.findByRole('list', { name: 'Redeem history' }, slow);
    expect(within(cardsEn).getAllByRole('listitem')[0]).toHaveTextContent('Cap');
  });

  it('loads older redeems with the cursor of the page before', async () => {
    const { user, api } = openRedeem({
      handlers: {
        '/user/transaction/user_redeem': ({ body }) =>
          (body as { cursor?: number | null }).cursor === 3
            ? historyPage(orders.slice(2))
            : historyPage(orders.slice(0, 2), 3),
      },
    });
    expect(within(await table()).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('แสดงครบทุกรายการแล้ว')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'โหลดเพิ่ม' }));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(5));
    expect(api.callsTo('/user/transaction/user_redeem').at(-1)?.body).toEqual({ cursor: 3, limit: 20 });
    expect(screen.getByText('แสดงครบทุกรายการแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'โหลดเพิ่ม' })).not.toBeInTheDocument();
  });

  it('says so when there is no redeem yet', async () => {
    openRedeem();
    expect(await screen.findByText('ยังไม่มีประวัติการแลก', {}, slow)).toBeInTheDocument();
  });

  it('shows a placeholder while loading, "failed to load redeem history" on failure, and retries', async () => {
    let calls = 0;
    const first = heldReply();
    const { user } = openRedeem({
      handlers: {
        '/user/transaction/user_redeem': () => (++calls === 1 ? first.reply : historyPage(orders.slice(3))),
      },
    });
    expect(await screen.findByRole('status', { name: 'กำลังโหลดประวัติการแลก' }, slow)).toBeInTheDocument();
    first.answer(fail(500, 'down'));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('โหลดประวัติการแลกไม่สำเร็จ');
    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
  });
});

describe('polling (spec §7: redeem items and history every 60 s)', () => {
  it('asks again for the prizes and the history after POLL_MS.redeem, not before', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
    const { api } = openRedeem({ items: [anItem()] });
    await screen.findByRole('list', { name: 'ของรางวัล' }, slow);
    await screen.findByText('ยังไม่มีประวัติการแลก', {}, slow);
    const items = () => api.callsTo('/user/user/redeemitem').length;
    const history = () => api.callsTo('/user/transaction/user_redeem').length;
    expect([items(), history()]).toEqual([1, 1]);

    await vi.advanceTimersByTimeAsync(POLL_MS.redeem - 1_000);
    expect([items(), history()]).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect([items(), history()]).toEqual([2, 2]));
  });
});
