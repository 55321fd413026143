import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import { i18n } from '../../../lib/i18n.ts';
import { pageReload } from '../../../lib/page-reload.ts';
import { setSession } from '../../../lib/session.ts';
import { fail, heldReply, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { quietHomeRoutes, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aMember, aWithdrawal, openWallet, slow } from '../../../test/wallet-setup.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openWithdraw(options: Parameters<typeof openWallet>[0] = {}) {
  const app = await openWallet({ ...options, tab: 'withdraw' });
  const amount = within(app.dialog).getByLabelText('จำนวนเงินที่ต้องการถอน (บาท)');
  const submit = within(app.dialog).getByRole('button', { name: 'ถอนเงิน' });
  return { ...app, amount, submit };
}

const withdrawn = ok(
  { withdrawal: aWithdrawal({ id: 31, amount: 1500 }), balance: 10845.5 },
  'ส่งคำขอถอนเงินแล้ว รอเจ้าหน้าที่โอนเงินเข้าบัญชีของคุณ',
);

describe('withdraw tab: what the member sees (spec §2)', () => {
  it('shows the balance, the limits and the registered account the money goes to, read-only', async () => {
    const { dialog } = await openWithdraw();
    expect(within(dialog).getByText('฿12,345.50')).toBeInTheDocument();
    expect(within(dialog).getByText('ถอนขั้นต่ำ').nextElementSibling).toHaveTextContent('฿100.00');
    expect(within(dialog).getByText('ถอนสูงสุดต่อครั้ง').nextElementSibling).toHaveTextContent('฿20,000.00');
    const destination = within(dialog).getByRole('region', { name: 'บัญชีรับเงิน' });
    expect(within(destination).getByRole('img', { name: 'ธนาคารกสิกรไทย' })).toBeInTheDocument();
    expect(within(destination).getByText('1234567890')).toBeInTheDocument();
    expect(within(destination).getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(within(destination).getByText(/หากต้องการเปลี่ยนบัญชี กรุณาติดต่อแอดมิน/)).toBeInTheDocument();
    expect(within(destination).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a VIP has no maximum', async () => {
    const { dialog } = await openWithdraw({ user: aMember({ is_vip: true }) });
    expect(within(dialog).getByText('ถอนสูงสุดต่อครั้ง').nextElementSibling).toHaveTextContent('ไม่จำกัด (VIP)');
  });

  it('without a bank account on record, says to contact admin and offers no form', async () => {
    const { dialog } = await openWallet({
      user: aMember({ bank_name: null, bank_acc_no: null }),
      tab: 'withdraw',
    });
    expect(within(dialog).getByText('ไม่พบบัญชีธนาคารสำหรับรับเงิน กรุณาติดต่อแอดมิน')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('จำนวนเงินที่ต้องการถอน (บาท)')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'ถอนเงิน' })).not.toBeInTheDocument();
  });

  it('lists the latest withdrawals with their state and a rejection reason', async () => {
    const { dialog } = await openWithdraw({
      requests: {
        deposits: [],
        withdrawals: [
          aWithdrawal({ id: 3, amount: 700, status: 'pending' }),
          aWithdrawal({ id: 2, amount: 2500, status: 'paid', transfer_ref: 'SCB20261128001' }),
          aWithdrawal({ id: 1, amount: 900, status: 'rejected', reason: 'ชื่อบัญชีไม่ตรง' }),
        ],
      },
    });
    const recent = within(dialog).getByRole('region', { name: 'รายการถอนล่าสุด' });
    const rows = await within(recent).findAllByRole('listitem', {}, slow);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('฿700.00');
    expect(within(rows[0]!).getByText('รอโอน')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('โอนแล้ว')).toBeInTheDocument();
    // the bank's reference the cashier recorded
    expect(rows[1]).toHaveTextContent('เลขอ้างอิงการโอน SCB20261128001');
    expect(within(rows[2]!).getByText('ไม่อนุมัติ')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('เหตุผล: ชื่อบัญชีไม่ตรง')).toBeInTheDocument();
  });

  it('says when there are no withdrawals yet', async () => {
    const { dialog } = await openWithdraw();
    expect(await within(dialog).findByText('ยังไม่มีรายการถอน', {}, slow)).toBeInTheDocument();
  });
});

describe('withdraw amount: the rules of spec §5, in the member’s language', () => {
  it('takes digit keys only, and keeps only the digits of pasted text', async () => {
    const { user, amount } = await openWithdraw();
    await user.type(amount, 'a1b2.5e-0');
    expect(amount).toHaveValue('1250');
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    await user.clear(amount);
    await user.click(amount);
    await user.paste('1,500 บาท');
    expect(amount).toHaveValue('1500');
  });

  it('asks for an amount first', async () => {
    const { user, submit, dialog, api } = await openWithdraw();
    await user.click(submit);
    expect(await within(dialog).findByText('กรุณากรอกจำนวนเงินที่ต้องการถอน')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('/user/user/withdraw')).toHaveLength(0);
  });

  it('refuses less than 100 baht (exactly 100 is allowed)', async () => {
    const { user, amount, submit, dialog } = await openWithdraw();
    await user.type(amount, '99');
    await user.click(submit);
    expect(await within(dialog).findByText('กรุณากรอกจำนวนเงินอย่างน้อย 100 บาท')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '100');
    await waitFor(() => expect(within(dialog).queryByText('กรุณากรอกจำนวนเงินอย่างน้อย 100 บาท')).toBeNull());
    await user.click(submit);
    expect(await screen.findByRole('alertdialog', { name: 'ยืนยันการถอนเงิน?' })).toBeInTheDocument();
  });

  it('refuses more than 20,000 baht for a member who is not VIP', async () => {
    const { user, amount, submit, dialog } = await openWithdraw({ user: aMember({ balance: 50_000 }) });
    await user.type(amount, '20001');
    await user.click(submit);
    expect(await within(dialog).findByText('กรุณากรอกจำนวนเงินไม่เกิน 20,000 บาท')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not cap a VIP', async () => {
    const { user, amount, submit, dialog } = await openWithdraw({
      user: aMember({ is_vip: true, balance: 50_000 }),
    });
    await user.type(amount, '30000');
    await user.click(submit);
    expect(await screen.findByRole('alertdialog', { name: 'ยืนยันการถอนเงิน?' })).toBeInTheDocument();
    expect(within(dialog).queryByText('กรุณากรอกจำนวนเงินไม่เกิน 20,000 บาท')).not.toBeInTheDocument();
  });

  it('refuses more than the balance', async () => {
    const { user, amount, submit, dialog } = await openWithdraw();
    await user.type(amount, '12346');
    await user.click(submit);
    expect(await within(dialog).findByText('ยอดเงินไม่เพียงพอ')).toBeInTheDocument();
  });

  it('shows a balance the member owes in red, minus first, and refuses any amount while it is owed', async () => {
    const { user, amount, submit, dialog, api } = await openWithdraw({ user: aMember({ balance: -250.5 }) });
    expect(within(dialog).getByText('-฿250.50')).toBeInTheDocument();
    expect(within(dialog).getByText('ยอดค้างชำระจากการแก้ผลการแข่งขัน')).toBeInTheDocument();
    await user.type(amount, '100');
    await user.click(submit);
    expect(await within(dialog).findByText('ยอดเงินไม่เพียงพอ')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'ยืนยันการถอนเงิน?' })).not.toBeInTheDocument();
    expect(api.callsTo('/user/user/withdraw')).toHaveLength(0);
  });

  it('shows the rules in English for an English-speaking member', async () => {
    await i18n.changeLanguage('en');
    setSession({ ...tokens, user: aMember() });
    mockApi({
      ...quietHomeRoutes(aMember()),
      '/user/user/wallet_requests': ok({ deposits: [], withdrawals: [] }),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Deposit / Withdraw' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Deposit / Withdraw' });
    await user.click(within(dialog).getByRole('tab', { name: 'Withdraw' }));
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(dialog).findByText('Please enter an amount of at least 100 baht'),
    ).toBeInTheDocument();
  });
});

describe('withdraw: confirm and send (spec §4, §7, §8)', () => {
  it('confirms the amount and the account, sends it with an Idempotency-Key, then reloads', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user, amount, submit, api } = await openWithdraw({
      handlers: { '/user/user/withdraw': withdrawn },
    });
    await user.type(amount, '1500');
    await user.click(submit);

    const confirm = await screen.findByRole('alertdialog', { name: 'ยืนยันการถอนเงิน?' });
    expect(confirm).toHaveTextContent('ถอน ฿1,500.00 เข้าบัญชีธนาคารกสิกรไทย 1234567890 (สมชาย ใจดี)');
    expect(api.callsTo('/user/user/withdraw')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันถอนเงิน' }));

    const success = await screen.findByRole('alertdialog', { name: 'แจ้งถอนเงินสำเร็จ' });
    expect(within(success).getByText('ส่งคำขอถอนเงินแล้ว รอเจ้าหน้าที่โอนเงินเข้าบัญชีของคุณ')).toBeInTheDocument();
    const [call] = api.callsTo('/user/user/withdraw');
    expect(call?.body).toEqual({ amount: 1500 });
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(submit).toBeDisabled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: SUCCESS_POPUP_MS + 2_000 });
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { user, amount, submit, api } = await openWithdraw({
      handlers: { '/user/user/withdraw': withdrawn },
    });
    await user.type(amount, '500');
    await user.click(submit);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยกเลิก' }));
    expect(api.callsTo('/user/user/withdraw')).toHaveLength(0);
    expect(submit).toBeEnabled();
    expect(amount).toHaveValue('500');
  });

  it('disables the button while the request is on its way', async () => {
    const withdraw = heldReply();
    vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user, amount, submit } = await openWithdraw({
      handlers: { '/user/user/withdraw': () => withdraw.reply },
    });
    await user.type(amount, '500');
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'ยืนยันถอนเงิน' }));
    await waitFor(() => expect(submit).toBeDisabled());
    withdraw.answer(withdrawn);
    await screen.findByRole('alertdialog', { name: 'แจ้งถอนเงินสำเร็จ' });
  });

  it('a refusal shows the server message; the next request gets a new key', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user, amount, submit, api } = await openWithdraw({
      handlers: {
        '/user/user/withdraw': fail(400, 'ยอดเงินไม่เพียงพอ', 'withdraw.insufficient', {
          amount: 'withdraw.insufficient',
        }),
      },
    });
    await user.type(amount, '1000');
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(submit);
      await user.click(await screen.findByRole('button', { name: 'ยืนยันถอนเงิน' }));
      const popup = await screen.findByRole('alertdialog', { name: 'ถอนเงินไม่สำเร็จ' });
      expect(within(popup).getByText('ยอดเงินไม่เพียงพอ')).toBeInTheDocument();
      await user.click(within(popup).getByRole('button', { name: 'ตกลง' }));
    }
    const keys = api.callsTo('/user/user/withdraw').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a network failure says to contact admin; asking again for the same amount reuses the key', async () => {
    let calls = 0;
    vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user, amount, submit, api } = await openWithdraw({
      handlers: {
        '/user/user/withdraw': () =>
          ++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(withdrawn),
      },
    });
    await user.type(amount, '800');
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'ยืนยันถอนเงิน' }));
    const popup = await screen.findByRole('alertdialog', { name: 'เกิดข้อผิดพลาด' });
    expect(within(popup).getByText('เกิดข้อผิดพลาด กรุณาติดต่อแอดมิน')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'ตกลง' }));

    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'ยืนยันถอนเงิน' }));
    await screen.findByRole('alertdialog', { name: 'แจ้งถอนเงินสำเร็จ' });
    const keys = api.callsTo('/user/user/withdraw').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('wallet dialog: every opening starts fresh (spec §2)', () => {
  it('opens on the tab asked for, with an empty amount', async () => {
    const { user, amount, dialog } = await openWithdraw();
    await user.type(amount, '700');
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // the home side panel's withdraw section asks for the withdraw tab
    await user.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
    await user.click(screen.getByRole('button', { name: 'แจ้งถอนเงิน' }));
    const reopened = screen.getByRole('dialog', { name: 'ฝาก-ถอน' });
    expect(within(reopened).getByRole('tab', { name: 'ถอนเงิน', selected: true })).toBeInTheDocument();
    expect(within(reopened).getByLabelText('จำนวนเงินที่ต้องการถอน (บาท)')).toHaveValue('');

    // and the bottom bar opens it on deposit
    await user.click(within(reopened).getByRole('button', { name: 'ปิด' }));
    await user.click(screen.getByRole('button', { name: 'ฝาก-ถอน' }));
    expect(
      within(screen.getByRole('dialog', { name: 'ฝาก-ถอน' })).getByRole('tab', {
        name: 'ฝากเงิน',
        selected: true,
      }),
    ).toBeInTheDocument();
  });
});
