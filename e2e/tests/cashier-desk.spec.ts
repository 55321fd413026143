// The cashier's desk journey: a member's slip that waits for a cashier arrives with its
// picture, and the cashier approves it looking at the picture beside the decoded slip; a withdrawal
// is paid with the bank's transfer reference (and a picture of the transfer), which the member then
// sees in their history. A new member of its own: the demo members' balances stay as the screens
// journey reads them.
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  baht,
  consoleOnLaptop,
  DEMO_CASHIER,
  fundedMember,
  loginMember,
  PHONE,
  expect,
  test,
} from './support.ts';

const SHOTS = process.env.CASHIER_SHOTS_DIR;
const SLIP_BAHT = 640;
const WITHDRAW_BAHT = 300;
const TRANSFER_REF = 'KB2026112800777';

/** A screenshot at the phone's and the laptop's width, when the brief's folder is given. */
async function shotBoth(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a cashier approves a waiting slip looking at its picture, and pays a withdrawal with the bank reference', async ({
  browser,
  request,
}, testInfo) => {
  // two browsers and a dozen steps: more than the default on a shared machine
  test.setTimeout(180_000);
  const login = await request.post('/api/admin/auth/login', { data: DEMO_CASHIER });
  const { access_token: cashierToken } = ((await login.json()) as { data: { access_token: string } }).data;
  const password = 'journey1234';
  const { phone, username } = await fundedMember(request, cashierToken, {
    name: 'แคชเชียร์ ทดสอบฝาก',
    password,
    amount: 1000,
  });

  // a slip to an account that is not the house's: the slip check confirms it, it waits for a cashier
  const made = await request.post('/api/sandbox/slips', {
    data: { amount: SLIP_BAHT, receiver: '9999999999' },
    headers: { authorization: `Bearer ${cashierToken}` },
  });
  expect(made.ok()).toBe(true);
  const slip = ((await made.json()) as { data: { image_data_url: string; trans_ref: string } }).data;
  const slipFile = testInfo.outputPath(`slip-${slip.trans_ref}.png`);
  writeFileSync(slipFile, Buffer.from(slip.image_data_url.split(',')[1] ?? '', 'base64'));

  const memberContext = await browser.newContext(PHONE);
  const member = await memberContext.newPage();
  await loginMember(member, phone, password);
  await member.getByRole('button', { name: 'ฝาก-ถอน' }).click();
  const wallet = member.getByRole('dialog', { name: 'ฝาก-ถอน' });
  await wallet.getByLabel('แนบสลิปโอนเงิน').setInputFiles(slipFile);
  await member
    .getByRole('alertdialog', { name: 'ยืนยันการส่งสลิป?' })
    .getByRole('button', { name: 'ส่งสลิป' })
    .click();
  await expect(member.getByRole('alertdialog', { name: 'ส่งสลิปเรียบร้อย' })).toBeVisible();

  // the cashier: the slip in the queue, its picture beside the decoded reference
  const { context: deskContext, page: desk } = await consoleOnLaptop(
    browser,
    DEMO_CASHIER.username,
    DEMO_CASHIER.password,
  );
  await desk.goto('/admin/deposits');
  await desk.getByLabel('ค้นหารายการฝาก').fill(username);
  const row = desk.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(slip.trans_ref);
  const thumbnail = row.getByRole('img', { name: 'รูปสลิปที่สมาชิกส่ง' });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await shotBoth(desk, 'deposit-queue-with-slip-picture');
  await row.getByRole('button', { name: 'เปิดดูรูปสลิปที่สมาชิกส่ง' }).click();
  const large = desk.getByRole('dialog', { name: 'รูปสลิปที่สมาชิกส่ง' });
  await expect(large.getByRole('img', { name: 'รูปสลิปที่สมาชิกส่ง' })).toBeVisible();
  await shotBoth(desk, 'slip-picture-large');
  await desk.keyboard.press('Escape');
  await expect(large).toBeHidden();

  await row.getByRole('button', { name: 'อนุมัติ' }).click();
  const approve = desk.getByRole('dialog', { name: 'อนุมัติรายการฝาก' });
  await expect(approve.getByRole('img', { name: 'รูปสลิปที่สมาชิกส่ง' })).toBeVisible();
  await approve.getByLabel('ยอดเงินที่เข้าบัญชีจริง (บาท)').fill(String(SLIP_BAHT));
  await approve.getByRole('button', { name: 'อนุมัติและเติมเครดิต' }).click();
  await expect(row).toHaveCount(0);

  // the member withdraws; the cashier pays it with the bank's reference and a picture of the transfer
  await member.reload();
  await member.getByRole('button', { name: 'ฝาก-ถอน' }).click();
  await wallet.getByRole('tab', { name: 'ถอนเงิน' }).click();
  await wallet.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill(String(WITHDRAW_BAHT));
  await wallet.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
  await member
    .getByRole('alertdialog', { name: 'ยืนยันการถอนเงิน?' })
    .getByRole('button', { name: 'ยืนยันถอนเงิน' })
    .click();

  await desk.goto('/admin/withdrawals');
  await desk.getByLabel('ค้นหารายการถอน').fill(username);
  const wrow = desk
    .getByRole('row')
    .filter({ hasText: username })
    .filter({ hasText: baht(WITHDRAW_BAHT) });
  await expect(wrow).toHaveCount(1);
  await wrow.getByRole('button', { name: 'โอนแล้ว' }).click();
  const pay = desk.getByRole('dialog', { name: 'ยืนยันว่าโอนเงินแล้ว' });
  await pay.getByRole('button', { name: 'โอนแล้ว' }).click();
  await expect(pay.getByText('กรุณากรอกเลขอ้างอิงการโอนของธนาคาร')).toBeVisible();
  await pay.getByLabel('เลขอ้างอิงการโอน').fill(TRANSFER_REF);
  await pay.getByLabel('รูปหลักฐานการโอน (ไม่บังคับ)').setInputFiles(slipFile);
  await expect(pay.getByRole('img', { name: 'รูปหลักฐานการโอน' })).toBeVisible();
  await shotBoth(desk, 'pay-withdrawal-with-reference');
  await pay.getByRole('button', { name: 'โอนแล้ว' }).click();
  await expect(wrow).toHaveCount(0);

  // the member's history: the withdrawal, paid, with the bank's reference (a navigation of the app's
  // own can cut the first one short, net::ERR_ABORTED, as in one CI run: then it is made again)
  await member.goto('/transaction').catch((err: Error) => {
    if (!err.message.includes('ERR_ABORTED')) throw err;
    return member.goto('/transaction');
  });
  const latest = member.getByRole('list', { name: 'รายการเดินบัญชี' }).getByRole('listitem').first();
  await expect(latest).toContainText('โอนแล้ว');
  await expect(latest).toContainText(`เลขอ้างอิงการโอน ${TRANSFER_REF}`);
  if (SHOTS)
    await member.screenshot({ path: `${SHOTS}/member-history-transfer-ref-390.png`, fullPage: true });

  await deskContext.close();
  await memberContext.close();
});
