// Journey: a slip whose QR cannot be read. A member on a phone uploads a picture without a
// QR, sends it to the cashier with the amount they transferred, and sees it waiting; a cashier on a
// laptop finds it marked "อ่าน QR ไม่ได้", opens the picture and approves what the statement shows;
// the member's balance rises by that amount, once. Screens of the deposit tab (the account number as
// banks print it, the unread-slip form) in Thai and English at 390 and 1280, and of the queue.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  baht,
  consoleOnLaptop,
  consoleToken,
  DEMO_CASHIER,
  expect,
  expectLedgerOk,
  fundedMember,
  LAPTOP,
  loginMember,
  memberBalance,
  mintTestSlip,
  PHONE,
  shot,
  test,
} from './support.ts';

const FUNDS = 100;
const CLAIM = 750;

/** A photo of a transfer with no QR on it (a cropped slip): drawn in the page, saved as a PNG. */
async function slipWithoutQr(page: Page, file: string) {
  const dataUrl = await page.evaluate((amount) => {
    const canvas = document.createElement('canvas');
    canvas.width = 540;
    canvas.height = 760;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2D context');
    g.fillStyle = '#f4f7f5';
    g.fillRect(0, 0, 540, 760);
    g.fillStyle = '#138f2d';
    g.fillRect(0, 0, 540, 110);
    g.fillStyle = '#ffffff';
    g.font = 'bold 34px sans-serif';
    g.fillText('Transfer successful', 40, 70);
    g.fillStyle = '#222222';
    g.font = '26px sans-serif';
    g.fillText('From  Mr Test Slip', 40, 190);
    g.fillText('To  Sanam Live Co.', 40, 250);
    g.fillText('xxx-x-x0000-x', 40, 290);
    g.font = 'bold 48px sans-serif';
    g.fillText(`${amount.toFixed(2)} THB`, 40, 400);
    g.font = '22px sans-serif';
    g.fillText('(cropped: no QR code)', 40, 480);
    return canvas.toDataURL('image/png');
  }, CLAIM);
  writeFileSync(file, Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
}

async function memberOn(
  browser: Browser,
  size: typeof PHONE | typeof LAPTOP,
  phone: string,
  lang: 'th' | 'en',
) {
  const context = await browser.newContext(size);
  const page = await context.newPage();
  await loginMember(page, phone, 'unread1234');
  if (lang === 'en') {
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.reload();
  }
  return { context, page };
}

/**
 * A screenshot of what a scrolling dialog shows around `target`: a full-page shot would cut the
 * dialog's own scroll area off at the viewport.
 */
async function dialogShot(page: Page, target: Locator, name: string) {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `artifacts/${name}.png`, animations: 'disabled' });
}

const walletButton = (page: Page, lang: 'th' | 'en') =>
  page.getByRole('button', { name: lang === 'th' ? 'ฝาก-ถอน' : 'Deposit / Withdraw' });

test('a slip without a QR goes to the cashier as unread, and is credited once approved', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const cashierToken = await consoleToken(request, DEMO_CASHIER);
  const member = await fundedMember(request, cashierToken, {
    name: 'สมาชิก สลิปไม่มีคิวอาร์',
    password: 'unread1234',
    amount: FUNDS,
  });
  // a folder of its own: the shared test-results folder may be emptied by another run meanwhile
  const picture = path.join(mkdtempSync(path.join(tmpdir(), 'unread-slip-')), 'slip-without-qr.png');

  const { context: phoneContext, page: phone } = await memberOn(browser, PHONE, member.phone, 'th');
  await slipWithoutQr(phone, picture);
  expect(await memberBalance(phone)).toBe(FUNDS);

  // the deposit tab: the house account number as banks print it
  await walletButton(phone, 'th').click();
  const wallet = phone.getByRole('dialog', { name: 'ฝาก-ถอน' });
  await expect(wallet.getByText('000-0-00000-0')).toBeVisible();
  await dialogShot(phone, wallet.getByText('000-0-00000-0'), 'unread-slip-deposit-tab-th-390');

  // no QR in the picture: instead of a dead end, the slip can go to a cashier with the amount
  await wallet.getByLabel('แนบสลิปโอนเงิน').setInputFiles(picture);
  const form = wallet.getByRole('form', { name: 'ไม่พบ QR Code ในรูป' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('img', { name: 'รูปสลิปที่เลือก' })).toBeVisible();
  // the amount follows the contract's rule before anything is sent
  await form.getByLabel('ยอดที่โอน (บาท)').fill('50');
  await form.getByRole('button', { name: 'ส่งให้แอดมินตรวจ' }).click();
  await expect(form.getByText('ยอดฝากขั้นต่ำ 100 บาท')).toBeVisible();
  await form.getByLabel('ยอดที่โอน (บาท)').fill(String(CLAIM));
  await dialogShot(phone, form.getByRole('button', { name: 'ส่งให้แอดมินตรวจ' }), 'unread-slip-form-th-390');
  await form.getByRole('button', { name: 'ส่งให้แอดมินตรวจ' }).click();
  await expect(phone.getByRole('alertdialog', { name: 'ส่งสลิปให้แอดมินแล้ว' })).toContainText(
    'เครดิตจะเข้าเมื่อแอดมินตรวจยอดโอนและอนุมัติ',
  );

  // after the reload: waiting, as the member's claim, and nothing credited
  await walletButton(phone, 'th').click();
  const recent = phone.getByRole('region', { name: 'รายการฝากล่าสุด' });
  const waiting = recent.getByRole('listitem').first();
  await expect(waiting).toContainText(`฿${baht(CLAIM)} (ยอดที่แจ้ง)`);
  await expect(waiting).toContainText('สลิปที่อ่าน QR ไม่ได้');
  await expect(waiting).toContainText('รอตรวจสอบ');
  expect(await memberBalance(phone)).toBe(FUNDS);
  await dialogShot(phone, waiting, 'unread-slip-waiting-th-390');

  // the same picture again is the same slip: refused
  await phone.getByRole('dialog', { name: 'ฝาก-ถอน' }).getByLabel('แนบสลิปโอนเงิน').setInputFiles(picture);
  const again = phone.getByRole('form', { name: 'ไม่พบ QR Code ในรูป' });
  await again.getByLabel('ยอดที่โอน (บาท)').fill(String(CLAIM));
  await again.getByRole('button', { name: 'ส่งให้แอดมินตรวจ' }).click();
  await expect(phone.getByRole('alertdialog', { name: 'ส่งสลิปให้แอดมินไม่สำเร็จ' })).toContainText(
    'สลิปนี้ส่งแล้ว กำลังรอเจ้าหน้าที่ตรวจสอบ',
  );
  await phone.getByRole('alertdialog').getByRole('button', { name: 'ตกลง' }).click();

  // the cashier: the queue marks it, shows the claim and the picture, and offers no re-check
  const { context: deskContext, page: desk } = await consoleOnLaptop(browser, 'cashier1', 'cashier1234');
  await desk.goto('/admin/deposits');
  await desk.getByLabel('ค้นหารายการฝาก').fill(member.username);
  const row = desk.getByRole('row').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('อ่าน QR ไม่ได้', { exact: true })).toHaveCount(2);
  await expect(row).toContainText(`฿${baht(CLAIM)}`);
  await expect(row).toContainText('อ่าน QR ไม่ได้: ยอดเป็นยอดที่สมาชิกแจ้งเอง');
  await expect(row.getByRole('img', { name: 'รูปสลิปที่สมาชิกส่ง' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'ตรวจสลิปอีกครั้ง' })).toHaveCount(0);
  await shot(desk, 'unread-slip-console-queue-th-1280');
  await row.getByRole('button', { name: 'เปิดดูรูปสลิปที่สมาชิกส่ง' }).click();
  const large = desk.getByRole('dialog', { name: 'รูปสลิปที่สมาชิกส่ง' });
  await expect(large.getByRole('img')).toBeVisible();
  await desk.keyboard.press('Escape');

  // approved through the desk's approve path: the amount the statement shows, typed by the cashier
  await row.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  const approve = desk.getByRole('dialog', { name: 'อนุมัติรายการฝาก' });
  const amount = approve.getByLabel('ยอดเงินที่เข้าบัญชีจริง (บาท)');
  await expect(amount).toHaveValue('');
  await amount.fill(String(CLAIM));
  await shot(desk, 'unread-slip-console-approve-th-1280');
  await approve.getByRole('button', { name: 'อนุมัติและเติมเครดิต' }).click();
  await expect(row).toHaveCount(0);

  // the member's balance rises by the approved amount, once
  await expect.poll(() => memberBalance(phone)).toBe(FUNDS + CLAIM);
  await phone.reload();
  await walletButton(phone, 'th').click();
  await expect(
    phone.getByRole('region', { name: 'รายการฝากล่าสุด' }).getByRole('listitem').first(),
  ).toContainText(`฿${baht(CLAIM)}`);
  // a slip the sandbox check confirms, so the whole queue shows each outcome of the slip check
  const confirmed = (await mintTestSlip(request, 300)) as unknown as { payload: string };
  const sent = await phone.evaluate(async (payload) => {
    const res = await fetch('/api/user/user/slip', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('access_token')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ payload }),
    });
    return res.status;
  }, confirmed.payload);
  expect(sent).toBe(200);

  // the whole queue: each slip-check outcome in words a cashier cannot misread, in Thai and English
  await desk.getByLabel('ค้นหารายการฝาก').fill('');
  await desk.getByRole('button', { name: 'ทั้งหมด', exact: true }).click();
  await expect(desk.getByText('ตรวจผ่าน: พบรายการโอน').first()).toBeVisible();
  await shot(desk, 'unread-slip-console-all-th-1280');
  await desk.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(desk.getByText('Checked: transfer found').first()).toBeVisible();
  await shot(desk, 'unread-slip-console-all-en-1280');
  await expectLedgerOk(desk);
  await deskContext.close();
  await phoneContext.close();

  // the deposit tab and the unread-slip form at both widths, in Thai and English
  for (const [size, width] of [
    [PHONE, 390],
    [LAPTOP, 1280],
  ] as const) {
    for (const lang of ['th', 'en'] as const) {
      if (lang === 'th' && width === 390) continue;
      const { context, page } = await memberOn(browser, size, member.phone, lang);
      await walletButton(page, lang).click();
      await expect(page.getByText('000-0-00000-0')).toBeVisible();
      await dialogShot(page, page.getByText('000-0-00000-0'), `unread-slip-deposit-tab-${lang}-${width}`);
      await page
        .getByLabel(lang === 'th' ? 'แนบสลิปโอนเงิน' : 'Attach transfer slip')
        .first()
        .setInputFiles(picture);
      const unread = page.getByRole('form', {
        name: lang === 'th' ? 'ไม่พบ QR Code ในรูป' : 'No QR code found in the picture',
      });
      await expect(unread).toBeVisible();
      await dialogShot(page, unread.getByRole('button').last(), `unread-slip-form-${lang}-${width}`);
      await context.close();
    }
  }
});
