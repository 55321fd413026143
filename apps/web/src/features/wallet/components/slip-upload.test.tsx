import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import jsQR, { type QRCode } from 'jsqr';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import { pageReload } from '../../../lib/page-reload.ts';
import { fail, ok } from '@sanam/client/testing/mock.ts';
import {
  aDeposit,
  aMember,
  openWallet,
  slipFile,
  slow,
  stubCanvas,
  SLIP_PICTURE,
  stubSlipImage,
} from '../../../test/wallet-setup.ts';

// the QR decoder is a third-party library: the tests say what it finds in the picture
vi.mock('jsqr', () => ({ default: vi.fn() }));

const PAYLOAD = '0046000600000101030040220250103120000001BPM04999102TH91049C3F';
const SLIP_FAILED = 'ส่งสลิปไม่สำเร็จ กรุณาตรวจสอบรูป QR หรือติดต่อแอดมิน';

function qrFound(data = PAYLOAD) {
  vi.mocked(jsQR).mockReturnValue({ data } as QRCode);
}

beforeEach(() => {
  vi.mocked(jsQR).mockReset();
});

const slipInput = () => screen.getByLabelText('แนบสลิปโอนเงิน');

describe('deposit tab: where the slip upload is offered (spec §2)', () => {
  it('hides the slip upload when the deposit account is at SCB, and says how the transfer is credited', async () => {
    const { dialog } = await openWallet({
      user: aMember({
        account: { bank_name: 'SCB', bank_acc_no: '9876543210', bank_acc_name: 'บจก. สนามไลฟ์' },
      }),
    });
    expect(within(dialog).getByText('987-6-54321-0')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('แนบสลิปโอนเงิน')).not.toBeInTheDocument();
    const note = within(dialog).getByRole('region', { name: 'บัญชีนี้ไม่ต้องแนบสลิป' });
    expect(note).toHaveTextContent('เจ้าหน้าที่จะตรวจสอบยอดโอนและเติมเครดิตให้');
    expect(within(note).getByRole('link', { name: /ติดต่อแอดมิน/ })).toBeInTheDocument();
  });

  it('offers an image upload for any other bank', async () => {
    const { dialog } = await openWallet();
    const input = within(dialog).getByLabelText('แนบสลิปโอนเงิน');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).queryByRole('region', { name: 'บัญชีนี้ไม่ต้องแนบสลิป' })).not.toBeInTheDocument();
  });
});

describe('slip upload: reading the image (spec §5, §8)', () => {
  it('shows the image error when the browser gives no 2D context, and sends nothing', async () => {
    stubSlipImage();
    stubCanvas(false);
    const { user, api } = await openWallet();
    await user.upload(slipInput(), slipFile());
    const popup = await screen.findByRole('alertdialog', { name: 'เกิดข้อผิดพลาด' });
    expect(within(popup).getByText('ไม่สามารถประมวลผลรูปภาพได้')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'ตกลง' }));
    expect(jsQR).not.toHaveBeenCalled();
    expect(api.callsTo('/user/user/slip')).toHaveLength(0);
  });

  it('shows the image error for a file the browser cannot read as an image', async () => {
    stubSlipImage({ isBroken: true });
    stubCanvas();
    const { user, api } = await openWallet();
    await user.upload(slipInput(), slipFile('broken.png'));
    const popup = await screen.findByRole('alertdialog', { name: 'เกิดข้อผิดพลาด' });
    expect(within(popup).getByText('ไม่สามารถประมวลผลรูปภาพได้')).toBeInTheDocument();
    expect(api.callsTo('/user/user/slip')).toHaveLength(0);
  });

  it('says no QR code was found, with the slip message, and sends nothing when no picture can be kept', async () => {
    stubSlipImage();
    stubCanvas();
    // the browser cannot make the picture small enough to send: there is nothing to give a cashier
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:,');
    vi.mocked(jsQR).mockReturnValue(null);
    const { user, api } = await openWallet();
    await user.upload(slipInput(), slipFile());
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่พบ QR Code ในรูป' });
    expect(within(popup).getByText(SLIP_FAILED)).toBeInTheDocument();
    expect(api.callsTo('/user/user/slip')).toHaveLength(0);
    expect(api.callsTo('/user/user/slip_unread')).toHaveLength(0);
  });

  it('scales a large photo down before decoding, on white, trying both light and dark QR codes', async () => {
    stubSlipImage({ width: 4000, height: 3000 });
    const context = stubCanvas();
    qrFound();
    const { user } = await openWallet();
    await user.upload(slipInput(), slipFile());
    await screen.findByRole('alertdialog', { name: 'ยืนยันการส่งสลิป?' });
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 1600, 1200);
    expect(context.drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 0, 0, 1600, 1200);
    expect(jsQR).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 1600, 1200, {
      inversionAttempts: 'attemptBoth',
    });
  });
});

describe('slip upload: confirm and send (spec §4, §5, §7)', () => {
  it('asks first; cancelling sends nothing', async () => {
    stubSlipImage();
    stubCanvas();
    qrFound();
    const { user, api } = await openWallet();
    await user.upload(slipInput(), slipFile('my-slip.png'));
    const confirm = await screen.findByRole('alertdialog', { name: 'ยืนยันการส่งสลิป?' });
    expect(within(confirm).getByText(/my-slip\.png/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('/user/user/slip')).toHaveLength(0);
    expect(slipInput()).toHaveValue('');
    expect(slipInput()).toBeEnabled();
  });

  it('sends the decoded text with the picture, shows the credited amount, then reloads the page', async () => {
    stubSlipImage();
    stubCanvas();
    qrFound(`  ${PAYLOAD}\n`);
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user, api } = await openWallet({
      handlers: {
        '/user/user/slip': ok(
          { deposit: aDeposit({ id: 9, status: 'approved', amount: 1500 }), balance: 13845.5 },
          'เติมเงินสำเร็จ',
        ),
      },
    });
    await user.upload(slipInput(), slipFile());
    const confirm = await screen.findByRole('alertdialog', { name: 'ยืนยันการส่งสลิป?' });
    await user.click(within(confirm).getByRole('button', { name: 'ส่งสลิป' }));

    const success = await screen.findByRole('alertdialog', { name: 'เติมเงินสำเร็จ' });
    expect(within(success).getByText('เติมเครดิต ฿1,500.00 เข้าบัญชีของคุณแล้ว')).toBeInTheDocument();
    // the picture rides with the text, for the cashier
    expect(api.callsTo('/user/user/slip').map((c) => c.body)).toEqual([
      { payload: PAYLOAD, image: SLIP_PICTURE },
    ]);
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: SUCCESS_POPUP_MS + 2_000 });
    // nothing else can be sent while the page reloads
    expect(slipInput()).toBeDisabled();
  });

  it('a slip waiting for a cashier shows the server message, then reloads', async () => {
    stubSlipImage();
    stubCanvas();
    qrFound();
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const pending = 'ได้รับสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบ เครดิตจะเข้าเมื่ออนุมัติ';
    const { user } = await openWallet({
      handlers: {
        '/user/user/slip': ok(
          { deposit: aDeposit({ status: 'pending', amount: null }), balance: 12345.5 },
          pending,
        ),
      },
    });
    await user.upload(slipInput(), slipFile());
    await user.click(await screen.findByRole('button', { name: 'ส่งสลิป' }));
    const popup = await screen.findByRole('alertdialog', { name: 'ส่งสลิปเรียบร้อย' });
    expect(within(popup).getByText(pending)).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: SUCCESS_POPUP_MS + 2_000 });
  });

  it('a used slip (409) shows the slip message as title and the server reason; the same file can be tried again', async () => {
    stubSlipImage();
    stubCanvas();
    qrFound();
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const used = 'สลิปนี้ถูกใช้เติมเงินไปแล้ว ไม่สามารถใช้ซ้ำได้';
    const { user, api } = await openWallet({ handlers: { '/user/user/slip': fail(409, used, 'slip.used') } });
    const file = slipFile();

    await user.upload(slipInput(), file);
    await user.click(await screen.findByRole('button', { name: 'ส่งสลิป' }));
    const popup = await screen.findByRole('alertdialog', { name: SLIP_FAILED });
    expect(within(popup).getByText(used)).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'ตกลง' }));
    expect(slipInput()).toHaveValue('');
    expect(slipInput()).toBeEnabled();

    await user.upload(slipInput(), file);
    await user.click(await screen.findByRole('button', { name: 'ส่งสลิป' }));
    await screen.findByRole('alertdialog', { name: SLIP_FAILED });
    expect(api.callsTo('/user/user/slip')).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a refusal in the same words as the title shows a hint instead of repeating it', async () => {
    stubSlipImage();
    stubCanvas();
    qrFound('not a slip');
    const { user } = await openWallet({
      handlers: { '/user/user/slip': fail(400, SLIP_FAILED, 'validation', { payload: 'slip.invalid' }) },
    });
    await user.upload(slipInput(), slipFile());
    await user.click(await screen.findByRole('button', { name: 'ส่งสลิป' }));
    const popup = await screen.findByRole('alertdialog', { name: SLIP_FAILED });
    expect(within(popup).getByText(/ใช้สลิปของรายการที่โอนเข้าบัญชีด้านบน/)).toBeInTheDocument();
  });

  it('shows that it is reading the slip while it decodes', async () => {
    const image = stubSlipImage({ isHeld: true });
    stubCanvas();
    qrFound();
    const { user, dialog } = await openWallet();
    await user.upload(slipInput(), slipFile());
    expect(within(dialog).getByRole('status', { name: 'กำลังอ่าน QR Code จากสลิป…' })).toBeInTheDocument();
    expect(slipInput()).toBeDisabled();
    image.release();
    await screen.findByRole('alertdialog', { name: 'ยืนยันการส่งสลิป?' }, slow);
    // one slip at a time: no other file while this one waits for the member's answer
    expect(slipInput()).toBeDisabled();
  });
});

describe('slip upload: a slip whose QR cannot be read goes to a cashier', () => {
  const unreadForm = () => screen.getByRole('form', { name: 'ไม่พบ QR Code ในรูป' });
  const amountBox = () => within(unreadForm()).getByLabelText('ยอดที่โอน (บาท)');
  const sendButton = () => within(unreadForm()).getByRole('button', { name: 'ส่งให้แอดมินตรวจ' });

  async function noQrSlip(handlers = {}) {
    stubSlipImage();
    stubCanvas();
    vi.mocked(jsQR).mockReturnValue(null);
    const opened = await openWallet({ handlers });
    await opened.user.upload(slipInput(), slipFile());
    await screen.findByRole('form', { name: 'ไม่พบ QR Code ในรูป' });
    return opened;
  }

  it('offers to send the picture with the amount transferred, sending nothing until asked', async () => {
    const { user, api } = await noQrSlip();
    expect(within(unreadForm()).getByRole('img', { name: 'รูปสลิปที่เลือก' })).toHaveAttribute(
      'src',
      SLIP_PICTURE,
    );
    expect(within(unreadForm()).getByText('ขั้นต่ำ ฿100.00 สูงสุด ฿100,000.00 ต่อสลิป')).toBeInTheDocument();
    expect(slipInput()).toBeDisabled();
    expect(api.callsTo('/user/user/slip_unread')).toHaveLength(0);

    await user.click(within(unreadForm()).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('form', { name: 'ไม่พบ QR Code ในรูป' })).not.toBeInTheDocument();
    expect(slipInput()).toBeEnabled();
    expect(api.callsTo('/user/user/slip_unread')).toHaveLength(0);
  });

  it.each([
    ['', 'กรุณาระบุยอดที่โอน'],
    ['99.99', 'ยอดฝากขั้นต่ำ 100 บาท'],
    ['100000.01', 'ยอดฝากสูงสุด 100,000 บาทต่อสลิป'],
    ['150.555', 'ยอดเงินต้องเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง'],
    ['abc', 'ยอดเงินต้องเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง'],
  ])('refuses the amount "%s" with the server’s words, and sends nothing', async (typed, message) => {
    const { user, api } = await noQrSlip();
    if (typed) await user.type(amountBox(), typed);
    await user.click(sendButton());
    expect(await within(unreadForm()).findByText(message)).toBeInTheDocument();
    expect(api.callsTo('/user/user/slip_unread')).toHaveLength(0);
  });

  it('sends the picture and the amount, says a cashier will check it, then reloads', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const message = 'ส่งสลิปให้แอดมินตรวจแล้ว เครดิตจะเข้าเมื่อแอดมินตรวจยอดโอนและอนุมัติ';
    const { user, api } = await noQrSlip({
      '/user/user/slip_unread': ok(
        { deposit: aDeposit({ status: 'pending', amount: 500.5, is_qr_unread: true }), balance: 12345.5 },
        message,
      ),
    });
    await user.type(amountBox(), '500.50');
    await user.click(sendButton());
    const popup = await screen.findByRole('alertdialog', { name: 'ส่งสลิปให้แอดมินแล้ว' });
    expect(within(popup).getByText(message)).toBeInTheDocument();
    expect(api.callsTo('/user/user/slip_unread').map((c) => c.body)).toEqual([
      { image: SLIP_PICTURE, amount: 500.5 },
    ]);
    expect(api.callsTo('/user/user/slip')).toHaveLength(0);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: SUCCESS_POPUP_MS + 2_000 });
  });

  it('shows the server’s refusal and keeps the form, so the member can cancel or change the amount', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const tooMany = 'มีสลิปที่อ่าน QR ไม่ได้รอแอดมินตรวจครบ 3 รายการแล้ว กรุณารอผลก่อนส่งเพิ่ม';
    const { user } = await noQrSlip({
      '/user/user/slip_unread': fail(409, tooMany, 'slip.unread_too_many'),
    });
    await user.type(amountBox(), '300');
    await user.click(sendButton());
    const popup = await screen.findByRole('alertdialog', { name: 'ส่งสลิปให้แอดมินไม่สำเร็จ' });
    expect(within(popup).getByText(tooMany)).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'ตกลง' }));
    expect(sendButton()).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('lists an unread slip as the member’s claim until a cashier approves it', async () => {
    const { dialog } = await openWallet({
      requests: {
        deposits: [
          aDeposit({
            id: 2,
            status: 'pending',
            amount: 500,
            is_qr_unread: true,
            sending_bank: null,
            trans_ref: null,
          }),
          aDeposit({
            id: 1,
            status: 'approved',
            amount: 480,
            is_qr_unread: true,
            sending_bank: null,
            trans_ref: null,
          }),
        ],
        withdrawals: [],
      },
    });
    const recent = within(dialog).getByRole('region', { name: 'รายการฝากล่าสุด' });
    const rows = await within(recent).findAllByRole('listitem', {}, slow);
    expect(within(rows[0]!).getByText('฿500.00 (ยอดที่แจ้ง)')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('สลิปที่อ่าน QR ไม่ได้ · แอดมินตรวจยอด')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('รอตรวจสอบ')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('฿480.00')).toBeInTheDocument();
  });
});
