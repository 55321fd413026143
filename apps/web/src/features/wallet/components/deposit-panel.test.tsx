import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fail, heldReply, ok } from '@sanam/client/testing/mock.ts';
import { aDeposit, aMember, openWallet, slow } from '../../../test/wallet-setup.ts';

describe('deposit tab: the deposit account (spec §2)', () => {
  it('shows the bank, number and holder of the member’s deposit account', async () => {
    const { dialog } = await openWallet();
    const account = within(dialog).getByRole('region', { name: 'บัญชีสำหรับฝากเงิน' });
    expect(within(account).getByRole('img', { name: 'ธนาคารกรุงไทย' })).toBeInTheDocument();
    expect(within(account).getByText('ธนาคารกรุงไทย')).toBeInTheDocument();
    // the number as Thai banks print it
    expect(within(account).getByText('111-2-22333-4')).toBeInTheDocument();
    expect(within(account).getByText('บจก. สนามไลฟ์')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'คัดลอกเลขบัญชี' })).toBeInTheDocument();
  });

  it('copies the bare digits of the number, not the printed groups', async () => {
    const { dialog, user } = await openWallet();
    await user.click(within(dialog).getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
    await screen.findByRole('alertdialog', { name: 'สำเร็จ!' });
    expect(await navigator.clipboard.readText()).toBe('1112223334');
  });

  it('without an assigned account, says to contact admin and offers no upload', async () => {
    const { dialog } = await openWallet({ user: aMember({ account: null }) });
    expect(within(dialog).getByText('ยังไม่มีบัญชีสำหรับฝากเงิน กรุณาติดต่อแอดมิน')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('แนบสลิปโอนเงิน')).not.toBeInTheDocument();
  });
});

describe('deposit tab: recent deposits', () => {
  it('lists the latest deposits with their state, amount, time and a rejection reason', async () => {
    const { dialog } = await openWallet({
      requests: {
        deposits: [
          aDeposit({ id: 4, status: 'pending', amount: null, created_at: '2025-01-03T09:30:00.000Z' }),
          aDeposit({ id: 3, status: 'approved', amount: 1500, sending_bank: '014' }),
          aDeposit({ id: 2, status: 'rejected', amount: 300, reason: 'ยอดไม่ตรงกับสลิป' }),
          aDeposit({ id: 1, source: 'cashier', sending_bank: null, trans_ref: null, amount: 2000 }),
        ],
        withdrawals: [],
      },
    });
    const recent = within(dialog).getByRole('region', { name: 'รายการฝากล่าสุด' });
    const rows = await within(recent).findAllByRole('listitem', {}, slow);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('รอตรวจสอบ')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('ยังไม่ทราบยอด')).toBeInTheDocument();
    // Bangkok time, whatever the device's zone
    expect(rows[0]).toHaveTextContent('3 ม.ค. 68 16:30');
    expect(within(rows[1]!).getByText('เติมแล้ว')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('฿1,500.00')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('สลิปจากธนาคารไทยพาณิชย์');
    expect(within(rows[2]!).getByText('ไม่อนุมัติ')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('เหตุผล: ยอดไม่ตรงกับสลิป')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('บันทึกโดยเจ้าหน้าที่');
  });

  it('shows at most the latest five', async () => {
    const deposits = Array.from({ length: 7 }, (_, i) => aDeposit({ id: 10 - i }));
    const { dialog } = await openWallet({ requests: { deposits, withdrawals: [] } });
    const recent = within(dialog).getByRole('region', { name: 'รายการฝากล่าสุด' });
    expect(await within(recent).findAllByRole('listitem', {}, slow)).toHaveLength(5);
  });

  it('says when there are none, and shows a placeholder while loading', async () => {
    const requests = heldReply();
    const { dialog } = await openWallet({
      handlers: { '/user/user/wallet_requests': () => requests.reply },
    });
    expect(within(dialog).getByRole('status', { name: 'กำลังโหลดรายการล่าสุด' })).toBeInTheDocument();
    requests.answer(ok({ deposits: [], withdrawals: [] }));
    expect(await within(dialog).findByText('ยังไม่มีรายการฝาก')).toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it again on retry', async () => {
    let calls = 0;
    const { user, dialog } = await openWallet({
      handlers: {
        '/user/user/wallet_requests': () =>
          ++calls === 1 ? fail(500, 'down') : ok({ deposits: [aDeposit({ amount: 800 })], withdrawals: [] }),
      },
    });
    const alert = await within(dialog).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาดในการโหลดข้อมูล');
    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await within(dialog).findByText('฿800.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
