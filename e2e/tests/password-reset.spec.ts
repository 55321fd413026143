// A password a staff member reset opens no session by itself. The member signs in with
// the temporary password, is asked for their own new one, and enters the app only with it; the
// temporary password is refused afterwards.
import type { APIRequestContext } from '@playwright/test';
import { consoleToken, DEMO_CASHIER, fundedMember, LAPTOP, PHONE, shot, expect, test } from './support.ts';

const OWN_PASSWORD = 'my-own-pass-24';

async function resetPassword(request: APIRequestContext, token: string, memberId: number): Promise<string> {
  const reset = await request.post(`/api/admin/members/${memberId}/reset-password`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'ลืมรหัสผ่าน โทรแจ้งฝ่ายบริการ' },
  });
  expect(reset.status()).toBe(200);
  return ((await reset.json()) as { data: { temporary_password: string } }).data.temporary_password;
}

test('a member whose password the cashier reset enters only by setting their own', async ({
  browser,
  request,
}) => {
  const token = await consoleToken(request, DEMO_CASHIER);
  const member = await fundedMember(request, token, {
    name: 'รีเซ็ต ทดสอบ',
    password: 'first-pass-1',
    amount: 300,
  });
  const temporary = await resetPassword(request, token, member.id);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(member.phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();

  // no session yet: the second step asks for the member's own password
  await expect(page.getByText('รหัสผ่านนี้ตั้งโดยเจ้าหน้าที่ กรุณาตั้งรหัสผ่านใหม่ของคุณเองเพื่อเข้าสู่ระบบ')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await shot(page, 'password-renew-390');
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(OWN_PASSWORD);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill(OWN_PASSWORD);
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านและเข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'เปิดข้อมูลยูส' })).toBeVisible();
  await context.close();

  // the temporary password is gone; the member's own signs in at once
  const withTemporary = await request.post('/api/user/login', {
    data: { phone: member.phone, password: temporary, agent_id: 1 },
  });
  expect(withTemporary.status()).toBe(401);
  const withOwn = await request.post('/api/user/login', {
    data: { phone: member.phone, password: OWN_PASSWORD, agent_id: 1 },
  });
  expect(withOwn.status()).toBe(200);

  // the second step on a laptop, looked at
  const again = await resetPassword(request, token, member.id);
  const laptop = await browser.newContext(LAPTOP);
  const desk = await laptop.newPage();
  await desk.goto('/login');
  await desk.getByLabel('เบอร์โทรศัพท์').fill(member.phone);
  await desk.getByLabel('รหัสผ่าน', { exact: true }).fill(again);
  await desk.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(desk.getByRole('button', { name: 'ตั้งรหัสผ่านและเข้าสู่ระบบ' })).toBeVisible();
  await shot(desk, 'password-renew-1280');
  await laptop.close();
});
