// Journey: a member's bank account changes with a second admin's approval. An admin asks for
// the change in the member's file (the account in force stays while it waits, and the requester may
// not approve it), a second admin approves it, the member's next withdrawal goes to the new account,
// and the cashier sees the new account in the withdrawal queue and pays it.
import type { Page } from '@playwright/test';
import {
  baht,
  consoleOnLaptop,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_SECOND_ADMIN,
  fundedMember,
  headerBalance,
  loginMember,
  PHONE,
  expect,
  test,
} from './support.ts';

const SHOTS = process.env.MEMBER_FILE_SHOTS;
async function shotAt(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a bank-account change waits for a second admin, then the next withdrawal goes to the new account', async ({
  browser,
  request,
}) => {
  // four people sign in on their own devices: longer than one journey's default
  test.setTimeout(150_000);
  const login = await request.post('/api/admin/auth/login', { data: DEMO_CASHIER });
  const { access_token: cashierToken } = ((await login.json()) as { data: { access_token: string } }).data;
  const password = 'journey-pass-1';
  const member = await fundedMember(request, cashierToken, { name: 'สมใจ เปลี่ยนบัญชี', password, amount: 2000 });
  const newAccNo = `88${String(Date.now()).slice(-8)}`;

  // the admin opens the member's file from the members list
  const { context: adminContext, page: admin } = await consoleOnLaptop(
    browser,
    DEMO_ADMIN.username,
    DEMO_ADMIN.password,
  );
  await admin.goto('/admin/members');
  await admin.getByLabel('ค้นหาสมาชิก').fill(member.phone);
  await admin.getByRole('link', { name: member.username }).first().click();
  await expect(admin).toHaveURL(/\/admin\/members\/\d+$/);
  const fileUrl = admin.url();
  await expect(admin.getByRole('heading', { name: `แฟ้มสมาชิก ${member.username}` })).toBeVisible();
  await expect(admin.getByTestId('bank-in-force')).toContainText(`SCB · 6${member.phone}`);
  await shotAt(admin, 'member-file');

  // asks for the change, with a reason; the form checks the account number as the server does
  await admin.getByRole('button', { name: 'ขอเปลี่ยนบัญชี' }).click();
  const ask = admin.getByRole('dialog', { name: 'ขอเปลี่ยนบัญชีธนาคาร' });
  await ask.getByLabel('ธนาคาร').selectOption('BBL');
  await ask.getByLabel('เลขบัญชี').fill('12ab');
  await ask.getByRole('button', { name: 'ส่งคำขอ' }).click();
  await expect(ask.getByText('เลขบัญชีธนาคารต้องเป็นตัวเลข 10 ถึง 15 หลัก')).toBeVisible();
  await expect(ask.getByText('กรุณาระบุเหตุผล')).toBeVisible();
  await ask.getByLabel('เลขบัญชี').fill(newAccNo);
  await ask.getByLabel('เหตุผล').fill('สมาชิกโทรแจ้ง บัตรหาย');
  await shotAt(admin, 'bank-change-dialog');
  await ask.getByRole('button', { name: 'ส่งคำขอ' }).click();
  await expect(ask.getByText('ส่งคำขอเปลี่ยนบัญชีแล้ว รอแอดมินอีกคนอนุมัติ')).toBeVisible();
  await ask.getByRole('button', { name: 'เสร็จสิ้น' }).click();

  // waiting: the old account is in force, and the requester cannot approve their own change
  const pending = admin.getByTestId('pending-bank-change');
  await expect(pending).toContainText(`BBL · ${newAccNo}`);
  await expect(pending).toContainText('ผู้ขอเปลี่ยนไม่สามารถอนุมัติคำขอของตนเองได้');
  await expect(pending.getByRole('button', { name: 'อนุมัติ' })).toHaveCount(0);
  await expect(admin.getByTestId('bank-in-force')).toContainText(`SCB · 6${member.phone}`);
  await shotAt(admin, 'member-file-pending');

  // a second admin approves it
  const { context: secondContext, page: second } = await consoleOnLaptop(
    browser,
    DEMO_SECOND_ADMIN.username,
    DEMO_SECOND_ADMIN.password,
  );
  await second.goto(fileUrl);
  await second.getByTestId('pending-bank-change').getByRole('button', { name: 'อนุมัติ' }).click();
  const approve = second.getByRole('dialog', { name: 'อนุมัติการเปลี่ยนบัญชีธนาคาร' });
  await approve.getByLabel('เหตุผล').fill('ตรวจบัตรประชาชนแล้ว');
  await shotAt(second, 'approve-dialog');
  await approve.getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(approve.getByText('การถอนเงินครั้งต่อไปจะโอนเข้าบัญชีใหม่')).toBeVisible();
  await approve.getByRole('button', { name: 'เสร็จสิ้น' }).click();
  await expect(second.getByTestId('bank-in-force')).toContainText(`BBL · ${newAccNo}`);
  await expect(second.getByTestId('pending-bank-change')).toHaveCount(0);
  // the file lists both staff actions
  await expect(second.getByText('ขอเปลี่ยนบัญชีธนาคารสมาชิก')).toBeVisible();
  await expect(second.getByText('อนุมัติการเปลี่ยนบัญชีธนาคารสมาชิก')).toBeVisible();
  await shotAt(second, 'member-file-approved');

  // the member withdraws on their phone
  const memberContext = await browser.newContext(PHONE);
  const phone = await memberContext.newPage();
  await loginMember(phone, member.phone, password);
  await phone.getByRole('button', { name: 'ฝาก-ถอน' }).click();
  const wallet = phone.getByRole('dialog', { name: 'ฝาก-ถอน' });
  await wallet.getByRole('tab', { name: 'ถอนเงิน' }).click();
  await expect(wallet).toContainText(newAccNo);
  await wallet.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('500');
  await wallet.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
  await phone
    .getByRole('alertdialog', { name: 'ยืนยันการถอนเงิน?' })
    .getByRole('button', { name: 'ยืนยันถอนเงิน' })
    .click();
  await expect(headerBalance(phone)).toContainText(baht(1500), { timeout: 15_000 });

  // the cashier's queue shows the new account, and the cashier pays it
  const { context: deskContext, page: desk } = await consoleOnLaptop(
    browser,
    DEMO_CASHIER.username,
    DEMO_CASHIER.password,
  );
  await desk.goto('/admin/withdrawals');
  await desk.getByLabel('ค้นหารายการถอน').fill(member.username);
  const row = desk.getByRole('row').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(newAccNo);
  await row.getByRole('button', { name: 'โอนแล้ว' }).click();
  const paid = desk.getByRole('dialog', { name: 'ยืนยันว่าโอนเงินแล้ว' });
  await expect(paid).toContainText(newAccNo);
  // a payment records the bank's transfer reference
  await paid.getByLabel('เลขอ้างอิงการโอน').fill('BBL20261128M1');
  await paid.getByRole('button', { name: 'โอนแล้ว' }).click();
  await expect(row).toHaveCount(0);

  for (const c of [adminContext, secondContext, memberContext, deskContext]) await c.close();
});
