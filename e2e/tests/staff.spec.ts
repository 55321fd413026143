// Journey: the demo admin adds a cashier; the cashier signs in, must first choose
// their own password, then approves a deposit waiting in the queue; the admin disables the cashier,
// and the cashier's next request signs them out. Plus the staff screens at 390 and 1280 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { consoleToken, DEMO_CASHIER, LAPTOP, PHONE, loginConsole, shot, expect, test } from './support.ts';

const ADMIN = { username: 'admin', password: 'admin1234' };

/** A new member whose sandbox slip to an account that is not the house's waits for a cashier. */
async function memberWithPendingDeposit(request: APIRequestContext, amount: number) {
  const phone = `05${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  const registered = await request.post('/api/user/register', {
    data: {
      phone,
      password: 'staff-journey-1',
      name: 'ฝาก รอตรวจ',
      agent_id: 1,
      bank_name: 'SCB',
      bank_acc_no: `4${phone}`,
      referrer: '',
    },
  });
  expect(registered.status()).toBe(200);
  const { user, access_token } = (
    (await registered.json()) as {
      data: { user: { username: string }; access_token: string };
    }
  ).data;
  const other = await request.post('/api/sandbox/slips', {
    data: { amount, receiver: '9876543210' },
    headers: { authorization: `Bearer ${await consoleToken(request, DEMO_CASHIER)}` },
  });
  const { payload } = ((await other.json()) as { data: { payload: string } }).data;
  const sent = await request.post('/api/user/user/slip', {
    data: { payload },
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(sent.status()).toBe(200);
  return { username: user.username };
}

async function addStaff(admin: Page, username: string, password: string) {
  await admin.goto('/admin/staff');
  await admin.getByRole('button', { name: 'เพิ่มพนักงาน' }).first().click();
  const form = admin.getByRole('dialog');
  await form.getByLabel('ชื่อผู้ใช้').fill(username);
  await form.getByRole('button', { name: 'แคชเชียร์' }).click();
  await form.getByLabel('รหัสผ่านเริ่มต้น').fill(password);
  await form.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
}

test('the admin adds a cashier who sets a password, approves a deposit, and is signed out at once when disabled', async ({
  browser,
  request,
}) => {
  // two browsers and a dozen screens on a shared machine
  test.setTimeout(120_000);
  const username = `cash${String(Date.now()).slice(-6)}`;
  const adminContext = await browser.newContext(LAPTOP);
  const admin = await adminContext.newPage();
  await loginConsole(admin, ADMIN.username, ADMIN.password);
  await addStaff(admin, username, 'first-pass-1');
  const row = admin.getByRole('row', { name: new RegExp(`^${username} `) });
  await expect(row).toContainText('แคชเชียร์');
  await expect(row).toContainText('รอเปลี่ยนรหัสผ่าน');

  const deposit = await memberWithPendingDeposit(request, 321);

  // the new cashier, on their own laptop: their own password first, nothing else opens before it
  const cashierContext = await browser.newContext(LAPTOP);
  const cashier = await cashierContext.newPage();
  await loginConsole(cashier, username, 'first-pass-1');
  await expect(cashier.getByRole('heading', { name: 'ตั้งรหัสผ่านของคุณเอง' })).toBeVisible();
  await expect(cashier.getByRole('navigation')).toHaveCount(0);
  await cashier.getByLabel('รหัสผ่านปัจจุบัน').fill('first-pass-1');
  await cashier.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('my-own-pass-2');
  await cashier.getByLabel('ยืนยันรหัสผ่านใหม่').fill('my-own-pass-2');
  await cashier.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();

  // then the deposit queue: the slip to another account waits, and the cashier approves it
  await cashier
    .getByRole('navigation')
    .getByRole('link', { name: /^รายการฝาก/ })
    .first()
    .click();
  await expect(cashier).toHaveURL(/\/admin\/deposits/);
  const waiting = cashier.getByRole('row', { name: new RegExp(deposit.username) });
  await waiting.getByRole('button', { name: 'อนุมัติ' }).click();
  const approve = cashier.getByRole('dialog');
  await approve.getByLabel('ยอดเงินที่เข้าบัญชีจริง (บาท)').fill('321');
  await approve.getByRole('button', { name: 'อนุมัติและเติมเครดิต' }).click();
  await expect(cashier.getByText(`อนุมัติรายการฝากและเติมเครดิตแล้ว: ${deposit.username}`)).toBeVisible();

  // the admin sees the cashier signed in, and disables them
  await admin.reload();
  await expect(row).toContainText('ใช้งาน');
  await expect(row).not.toContainText('รอเปลี่ยนรหัสผ่าน');
  await row.getByRole('button', { name: `แก้ไข ${username}` }).click();
  const edit = admin.getByRole('dialog');
  await edit.getByLabel('เปิดใช้งานบัญชีนี้').uncheck();
  await expect(edit.getByText('ปิดใช้งานแล้ว พนักงานจะถูกออกจากระบบทุกเครื่องทันที')).toBeVisible();
  await edit.getByRole('button', { name: 'บันทึก' }).click();
  await expect(row).toContainText('ปิดใช้งาน');

  // as the dialog promised, at once: the server closes the cashier's console socket, the console
  // asks who is signed in, and is sent to sign in without the cashier touching anything
  await expect(cashier).toHaveURL(/\/admin\/login/, { timeout: 5_000 });
  await expect(cashier.getByText('เซสชันสิ้นสุดแล้ว กรุณาเข้าสู่ระบบใหม่')).toBeVisible();
  await cashier.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(username);
  await cashier.getByLabel('รหัสผ่าน', { exact: true }).fill('my-own-pass-2');
  await cashier.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(cashier).toHaveURL(/\/admin\/login/);

  await admin.goto('/admin/audit');
  await expect(admin.getByText('แก้ไขพนักงาน').filter({ visible: true }).first()).toBeVisible();
  await cashierContext.close();
  await adminContext.close();
});

for (const size of [
  { name: 'phone', use: PHONE },
  { name: 'laptop', use: LAPTOP },
] as const) {
  test(`the staff screens at ${size.use.viewport.width} px`, async ({ browser }) => {
    const context = await browser.newContext(size.use);
    const page = await context.newPage();
    await loginConsole(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'พนักงาน' })).toBeVisible();
    await shot(page, `staff-page-${size.name}`);
    await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).first().click();
    await shot(page, `staff-add-${size.name}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'แก้ไข cashier1' }).click();
    await shot(page, `staff-edit-${size.name}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่ให้ cashier1' }).click();
    await shot(page, `staff-reset-${size.name}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'การเข้าสู่ระบบของ admin', exact: true }).click();
    await expect(page.getByText('เครื่องนี้')).toBeVisible();
    await shot(page, `staff-sessions-${size.name}`);
    await page.keyboard.press('Escape');
    await page.goto('/admin/password');
    await expect(page.getByRole('heading', { name: 'เปลี่ยนรหัสผ่าน' })).toBeVisible();
    await shot(page, `staff-own-password-${size.name}`);
    await context.close();
  });
}
