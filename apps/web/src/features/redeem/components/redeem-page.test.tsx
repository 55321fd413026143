import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import type { RedeemRequest } from '@sanam/contract/rewards.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { fail, heldReply, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { RedeemPage } from './redeem-page.tsx';
import {
  aCollector,
  anItem,
  anOrder,
  cashTier,
  coinBalance,
  historyPage,
  openRedeem,
  prize,
  slow,
} from '../../../test/redeem-setup.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The server's answer to a redeem: the order and the member's new balances. */
const redeemed = (point: number, coinsAfter: number, message: string, balance = 12345.5): MockReply =>
  ok(
    {
      order: anOrder({ point, before_point: coinsAfter + point, after_point: coinsAfter }),
      balance,
      event_point: coinsAfter,
    },
    message,
  );

describe('redeem page: what the member sees (spec §2)', () => {
  it('shows the member’s coins and the active prizes with their price, cash value and picture', async () => {
    openRedeem({
      items: [
        cashTier(5),
        cashTier(7),
        anItem({ id: 12, name: 'หมวกแก๊ป', point: 1500, image_name: 'a1b2c3d4e5f60718.png', stock: 3 }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'แลกเหรียญ', level: 1 }, slow)).toBeInTheDocument();
    expect(within(coinBalance()).getByText('1,250')).toBeInTheDocument();

    const cash = await prize('แลก 300 เหรียญ รับ 100 บาท');
    expect(cash).toHaveTextContent('300 เหรียญ');
    expect(cash).toHaveTextContent('รับเงิน ฿100.00 เข้ายอดเงินทันที');
    // no picture uploaded: the app's own drawing of cash
    expect(within(cash).getByRole('img', { name: 'ภาพเหรียญและธนบัตร' })).toBeInTheDocument();

    expect(await prize('แลก 1000 เหรียญ รับ 500 บาท')).toHaveTextContent('รับเงิน ฿500.00');

    const cap = await prize('หมวกแก๊ป');
    expect(cap).toHaveTextContent('1,500 เหรียญ');
    expect(cap).toHaveTextContent('เหลือ 3 ชิ้น');
    expect(within(cap).getByRole('img', { name: 'หมวกแก๊ป' })).toHaveAttribute(
      'src',
      '/api/redeem/images/a1b2c3d4e5f60718.png',
    );
  });

  it('names each prize in the member’s language, in Thai when it has no English name', async () => {
    const items = [
      cashTier(5, { name_en: '300 coins for 100 baht credit' }),
      anItem({ id: 12, name: 'หมวกแก๊ป', name_en: 'Cap', point: 500 }),
      anItem({ id: 13, name: 'แก้วเก็บความเย็น', name_en: null, point: 600 }),
    ];
    openRedeem({ items });
    expect(await prize('หมวกแก๊ป')).toHaveTextContent('500 เหรียญ');
    expect(await prize('แลก 300 เหรียญ รับ 100 บาท')).toBeInTheDocument();

    await i18n.changeLanguage('en');
    const list = await screen.findByRole('list', { name: 'Prizes' }, slow);
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['300 coins for 100 baht credit', 'Cap', 'แก้วเก็บความเย็น']);
    // the address dialog names the prize the same way
    await userEvent
      .setup()
      .click(
        within(within(list).getByRole('listitem', { name: 'Cap' })).getByRole('button', { name: 'Redeem' }),
      );
    expect(await screen.findByRole('dialog', { name: 'Delivery address' })).toHaveTextContent('Cap');
  });

  it('draws a gift for a prize without a picture, and when its picture fails to load', async () => {
    openRedeem({ items: [anItem({ id: 12, name: 'หมวกแก๊ป', image_name: 'a1b2c3d4e5f60718.png' })] });
    const cap = await prize('หมวกแก๊ป');
    const picture = within(cap).getByRole('img', { name: 'หมวกแก๊ป' });
    picture.dispatchEvent(new Event('error'));
    expect(await within(cap).findByRole('img', { name: 'ภาพกล่องของขวัญ' })).toBeInTheDocument();
  });

  it('labels each button by the rule that stops the member, and disables it', async () => {
    openRedeem({
      user: aCollector({ event_point: 600 }),
      items: [
        cashTier(5),
        cashTier(7),
        anItem({ id: 12, name: 'หมวกแก๊ป', point: 100, stock: 0 }),
        anItem({ id: 13, name: 'แก้วน้ำ', point: 100, is_active: false }),
      ],
    });
    const enough = within(await prize('แลก 300 เหรียญ รับ 100 บาท')).getByRole('button');
    expect(enough).toHaveAccessibleName('แลกเลย');
    expect(enough).toBeEnabled();

    const short = await prize('แลก 1000 เหรียญ รับ 500 บาท');
    expect(within(short).getByRole('button')).toHaveAccessibleName('เหรียญไม่พอ');
    expect(within(short).getByRole('button')).toBeDisabled();
    expect(short).toHaveTextContent('ขาดอีก 400 เหรียญ');

    const soldOut = within(await prize('หมวกแก๊ป')).getByRole('button');
    expect(soldOut).toHaveAccessibleName('หมดแล้ว');
    expect(soldOut).toBeDisabled();

    const closed = within(await prize('แก้วน้ำ')).getByRole('button');
    expect(closed).toHaveAccessibleName('ปิดการแลก');
    expect(closed).toBeDisabled();
  });

  it('asks a visitor to log in, warns and goes to /login', async () => {
    mockApi({
      '/user/user/redeemitem': ok([cashTier(5)]),
      '/user/transaction/user_redeem': historyPage(),
    });
    const router = createMemoryRouter(
      [
        { path: '/redeem', element: <RedeemPage /> },
        { path: '/login', element: <p>login screen</p> },
      ],
      { initialEntries: ['/redeem'] },
    );
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    const button = within(await prize('แลก 300 เหรียญ รับ 100 บาท')).getByRole('button');
    expect(button).toHaveAccessibleName('เข้าสู่ระบบ');
    expect(button).toBeEnabled();
    await user.click(button);
    const warning = screen.getByRole('alertdialog', { name: 'กรุณาเข้าสู่ระบบก่อนแลกของรางวัล' });
    await user.click(within(warning).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says so when there are no prizes yet', async () => {
    openRedeem({ items: [] });
    expect(await screen.findByText('ยังไม่มีของรางวัล', {}, slow)).toBeInTheDocument();
  });

  it('shows a placeholder while the prizes load, and a retry when they fail', async () => {
    let calls = 0;
    const first = heldReply();
    openRedeem({
      handlers: { '/user/user/redeemitem': () => (++calls === 1 ? first.reply : ok([cashTier(5)])) },
    });
    expect(await screen.findByRole('status', { name: 'กำลังโหลดของรางวัล' }, slow)).toBeInTheDocument();
    first.answer(fail(500, 'down'));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาดในการโหลดข้อมูล');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await prize('แลก 300 เหรียญ รับ 100 บาท')).toBeInTheDocument();
  });

  it('is reached from the account menu', async () => {
    const { user, router } = openRedeem();
    await user.click(await screen.findByRole('button', { name: 'เปิดข้อมูลยูส' }, slow));
    await user.click(
      within(screen.getByRole('dialog', { name: 'ข้อมูลยูส' })).getByRole('link', { name: 'ชวนเพื่อน' }),
    );
    expect(router.state.location.pathname).toBe('/affiliate');
    await user.click(await screen.findByRole('button', { name: 'เปิดข้อมูลยูส' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'ข้อมูลยูส' })).getByRole('link', { name: 'แลกเหรียญ' }),
    );
    expect(router.state.location.pathname).toBe('/redeem');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('redeeming a cash tier (spec §5: items 5, 6, 7, with confirmation)', () => {
  it('asks "exchange 300 coins for 100 baht?" and sends nothing when cancelled', async () => {
    const { user, api } = openRedeem();
    await user.click(within(await prize('แลก 300 เหรียญ รับ 100 บาท')).getByRole('button', { name: 'แลกเลย' }));
    const confirm = screen.getByRole('alertdialog', { name: 'แลก 300 เหรียญ เป็นเงิน 100.00 บาท?' });
    expect(confirm).toHaveTextContent('เงินจะเข้ายอดเงินคงเหลือของคุณทันทีหลังยืนยัน');
    await user.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('/user/user/redeem')).toHaveLength(0);
    expect(within(coinBalance()).getByText('1,250')).toBeInTheDocument();
  });

  it('asks the same in English', async () => {
    await i18n.changeLanguage('en');
    const { user } = openRedeem();
    const list = await screen.findByRole('list', { name: 'Prizes' }, slow);
    const tier = within(list).getByRole('listitem', { name: 'แลก 1000 เหรียญ รับ 500 บาท' });
    expect(tier).toHaveTextContent('1,000 coins');
    await user.click(within(tier).getByRole('button', { name: 'Redeem' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Exchange 1,000 coins for 500.00 baht?' }),
    ).toBeInTheDocument();
  });

  it('drops the coins at once, sends one keyed request, then shows the server’s words and closes by itself', async () => {
    let coins = 1250;
    const redeem = heldReply();
    const { user, api } = openRedeem({
      handlers: {
        '/user/user/get_profile': () => ok({ user: aCollector({ event_point: coins, balance: 12445.5 }) }),
        '/user/user/redeem': () => redeem.reply,
      },
    });
    await user.click(within(await prize('แลก 300 เหรียญ รับ 100 บาท')).getByRole('button', { name: 'แลกเลย' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันแลก' }));

    expect(await within(coinBalance()).findByText('950')).toBeInTheDocument();
    const [call] = api.callsTo('/user/user/redeem');
    expect(call?.body).toEqual({ itemId: 5, point: 300, address: '' } satisfies RedeemRequest);
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
    const historyCalls = api.callsTo('/user/transaction/user_redeem').length;

    coins = 950;
    redeem.answer(redeemed(300, 950, 'แลกเหรียญสำเร็จ เครดิตเข้ากระเป๋าเงินแล้ว', 12445.5));
    const done = await screen.findByRole('alertdialog', { name: 'แลกสำเร็จ' });
    expect(done).toHaveTextContent('แลกเหรียญสำเร็จ เครดิตเข้ากระเป๋าเงินแล้ว');
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    // the baht it paid is in the header at once
    expect(screen.getByText('฿12,445.50')).toBeInTheDocument();
    expect(within(coinBalance()).getByText('950')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('/user/transaction/user_redeem').length).toBeGreaterThan(historyCalls),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: SUCCESS_POPUP_MS + 1_500,
    });
  });

  it('puts the coins back and shows the server’s refusal', async () => {
    const redeem = heldReply();
    let profiles = 0;
    const { user } = openRedeem({
      handlers: {
        '/user/user/redeem': () => redeem.reply,
        // after the first, profile replies never come: only the page itself can give the coins back
        '/user/user/get_profile': () =>
          ++profiles === 1 ? ok({ user: aCollector() }) : new Promise<MockReply>(() => undefined),
      },
    });
    await user.click(within(await prize('แลก 500 เหรียญ รับ 200 บาท')).getByRole('button', { name: 'แลกเลย' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันแลก' }));
    expect(await within(coinBalance()).findByText('750')).toBeInTheDocument();

    redeem.answer(fail(409, 'ของรางวัลนี้หมดแล้ว', 'redeem.out_of_stock'));
    const refusal = await screen.findByRole('alertdialog', { name: 'แลกของรางวัลไม่สำเร็จ' });
    expect(refusal).toHaveTextContent('ของรางวัลนี้หมดแล้ว');
    expect(within(coinBalance()).getByText('1,250')).toBeInTheDocument();
  });

  it('says "redeem failed" when the server declines without words', async () => {
    const { user } = openRedeem({
      handlers: { '/user/user/redeem': { status: 200, body: { success: false, message: '', data: null } } },
    });
    await user.click(within(await prize('แลก 300 เหรียญ รับ 100 บาท')).getByRole('button', { name: 'แลกเลย' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันแลก' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'แลกของรางวัลไม่สำเร็จ' });
    expect(refusal).not.toHaveAccessibleDescription();
    expect(within(coinBalance()).getByText('1,250')).toBeInTheDocument();
  });

  it('says an error occurred when no answer came, and a retry reuses the same key', async () => {
    let calls = 0;
    const { user, api } = openRedeem({
      handlers: {
        '/user/user/redeem': () => {
          if (++calls === 1) throw new TypeError('Failed to fetch');
          return redeemed(300, 950, 'แลกเหรียญสำเร็จ เครดิตเข้ากระเป๋าเงินแล้ว');
        },
      },
    });
    const button = () =>
      within(screen.getByRole('listitem', { name: 'แลก 300 เหรียญ รับ 100 บาท' })).getByRole('button');
    await prize('แลก 300 เหรียญ รับ 100 บาท');
    await user.click(button());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันแลก' }));
    const error = await screen.findByRole('alertdialog', { name: 'เกิดข้อผิดพลาด' });
    expect(error).toHaveTextContent('เกิดข้อผิดพลาดขณะแลกของรางวัล');
    expect(within(coinBalance()).getByText('1,250')).toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: 'ตกลง' }));

    await user.click(button());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันแลก' }));
    expect(await screen.findByRole('alertdialog', { name: 'แลกสำเร็จ' })).toBeInTheDocument();
    const [first, second] = api.callsTo('/user/user/redeem');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('a later, separate redeem gets a key of its own', async () => {
    const { user, api } = openRedeem({
      handlers: { '/user/user/redeem': redeemed(300, 950, 'แลกเหรียญสำเร็จ เครดิตเข้ากระเป๋าเงินแล้ว') },
    });
    for (let i = 0; i < 2; i++) {
      await user.click(within(await prize('แลก 300 เหรียญ รับ 100 บาท')).getByRole('button'));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันแลก' }));
      await screen.findByRole('alertdialog', { name: 'แลกสำเร็จ' });
    }
    const [first, second] = api.callsTo('/user/user/redeem');
    expect(second?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });
});

describe('redeeming a prize that is shipped (spec §5: a delivery address)', () => {
  it('asks for the address with the contract’s rule, then sends it', async () => {
    const { user, api } = openRedeem({
      handlers: { '/user/user/redeem': redeemed(800, 450, 'แลกของรางวัลสำเร็จ รอเจ้าหน้าที่จัดส่ง') },
    });
    await user.click(within(await prize('เสื้อยืดสนามไลฟ์')).getByRole('button', { name: 'แลกเลย' }));
    const dialog = screen.getByRole('dialog', { name: 'ที่อยู่สำหรับจัดส่ง' });
    expect(dialog).toHaveTextContent('800 เหรียญ');
    expect(dialog).toHaveTextContent('คงเหลือหลังแลก 450 เหรียญ');
    const address = within(dialog).getByLabelText('ชื่อผู้รับ เบอร์โทร และที่อยู่จัดส่ง');
    const submit = within(dialog).getByRole('button', { name: 'ยืนยันการแลก' });

    await user.click(submit);
    expect(await within(dialog).findByText('กรุณากรอกข้อมูลที่อยู่สำหรับจัดส่ง')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await user.type(address, '   ');
    await user.click(submit);
    expect(within(dialog).getByText('กรุณากรอกข้อมูลที่อยู่สำหรับจัดส่ง')).toBeInTheDocument();
    expect(api.callsTo('/user/user/redeem')).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'สมชาย ใจดี 0812345678 99/1 ถ.สุขุมวิท กรุงเทพฯ 10110');
    await user.click(submit);
    const done = await screen.findByRole('alertdialog', { name: 'แลกสำเร็จ' });
    expect(done).toHaveTextContent('แลกของรางวัลสำเร็จ รอเจ้าหน้าที่จัดส่ง');
    expect(screen.queryByRole('dialog', { name: 'ที่อยู่สำหรับจัดส่ง' })).not.toBeInTheDocument();
    expect(api.callsTo('/user/user/redeem')[0]?.body).toEqual({
      itemId: 11,
      point: 800,
      address: 'สมชาย ใจดี 0812345678 99/1 ถ.สุขุมวิท กรุงเทพฯ 10110',
    } satisfies RedeemRequest);
  });

  it('keeps the typed address when the server refuses, and gives the coins back', async () => {
    const { user } = openRedeem({
      handlers: {
        '/user/user/redeem': fail(
          409,
          'จำนวนเหรียญของรางวัลนี้เปลี่ยนแล้ว กรุณาตรวจสอบอีกครั้ง',
          'redeem.price_changed',
        ),
      },
    });
    await user.click(within(await prize('เสื้อยืดสนามไลฟ์')).getByRole('button', { name: 'แลกเลย' }));
    const dialog = screen.getByRole('dialog', { name: 'ที่อยู่สำหรับจัดส่ง' });
    const address = within(dialog).getByLabelText('ชื่อผู้รับ เบอร์โทร และที่อยู่จัดส่ง');
    await user.type(address, 'บ้านเลขที่ 1');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการแลก' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'แลกของรางวัลไม่สำเร็จ' });
    expect(refusal).toHaveTextContent('จำนวนเหรียญของรางวัลนี้เปลี่ยนแล้ว กรุณาตรวจสอบอีกครั้ง');
    expect(address).toHaveValue('บ้านเลขที่ 1');
    expect(within(coinBalance()).getByText('1,250')).toBeInTheDocument();
  });
});
