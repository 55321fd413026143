// The console's second factor: a demo cashier signs in without it (and is told so),
// enrols on the security screen, then signs in with a code from the app; an admin resets it.
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { loginConsole, shot, expect, test } from './support.ts';

/** What an authenticator app shows for `secret`, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
}

// The journeys after this one sign in as cashier1 with the password alone: whatever happens here,
// an admin resets its second factor at the end.
test.afterAll(async ({ request }) => {
  const login = await request.post('/api/admin/auth/login', {
    data: { username: 'admin', password: 'admin1234' },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const list = await request.get('/api/admin/operators', { headers: { authorization: `Bearer ${token}` } });
  const { operators } = (
    (await list.json()) as { data: { operators: Array<{ id: number; username: string }> } }
  ).data;
  const cashier = operators.find((o) => o.username === 'cashier1');
  if (cashier)
    await request.post(`/api/admin/operators/${cashier.id}/totp/reset`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
});

test('a cashier enrols in two-step verification, then signs in with a code; an admin resets it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginConsole(page, 'cashier1', 'cashier1234');
  await expect(page.getByText('บัญชีทดลอง: เข้าสู่ระบบโดยไม่ใช้รหัสยืนยันสองขั้นตอน').first()).toBeVisible();

  await page.goto('/admin/security');
  await expect(page.getByText('ยังไม่ได้เปิดใช้งาน')).toBeVisible();
  await page.getByRole('button', { name: 'เริ่มตั้งค่า' }).click();
  const secretBox = page.getByLabel('รหัสลับ', { exact: true });
  await expect(secretBox).toBeVisible();
  await expect(page.getByRole('img', { name: 'คิวอาร์โค้ดสำหรับแอปยืนยันตัวตน' })).toBeVisible();
  await bothWidths(page, 'totp-enrol');
  const secret = ((await secretBox.textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill(codeOf(secret));
  await page.getByRole('button', { name: 'ยืนยันและเปิดใช้งาน' }).click();
  const codes = page.getByRole('list', { name: 'รหัสกู้คืน' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await bothWidths(page, 'totp-recovery-codes');
  await page.getByRole('button', { name: 'บันทึกรหัสแล้ว ดำเนินการต่อ' }).click();
  await expect(page.getByText('เปิดใช้งานแล้ว: ทุกครั้งที่เข้าสู่ระบบต้องกรอกรหัสจากแอป')).toBeVisible();

  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('cashier1');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('cashier1234');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนขั้นที่สอง' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeNull();
  await bothWidths(page, 'totp-second-step');

  // the enrolment's code was used once already; the app's next one signs in
  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page).not.toHaveURL(/login/);
  await expect(page.getByText('บัญชีทดลอง: เข้าสู่ระบบโดยไม่ใช้รหัสยืนยันสองขั้นตอน')).toHaveCount(0);

  // an admin resets it (the cashier lost the phone): the password alone signs in again
  const deskContext = await browser.newContext({ locale: 'th-TH' });
  const desk = await deskContext.newPage();
  await loginConsole(desk, 'admin', 'admin1234');
  await desk.goto('/admin/security');
  await desk.getByRole('button', { name: 'ล้างการยืนยันสองขั้นตอนของ cashier1' }).click();
  await bothWidths(desk, 'totp-admin-reset');
  await desk.getByRole('dialog').getByRole('button', { name: 'ล้างการยืนยัน' }).click();
  await expect(desk.getByText('ล้างการยืนยันสองขั้นตอนของบัญชีนี้แล้ว')).toBeVisible();
  await deskContext.close();

  const againContext = await browser.newContext({ locale: 'th-TH' });
  await loginConsole(await againContext.newPage(), 'cashier1', 'cashier1234');
  await againContext.close();
});
