// Journeys: a newcomer's first minutes with the member app, against the real server.
import type { Page } from '@playwright/test';
import { DEMO_MEMBER, loginMember, expect, PHONE, test } from './support.ts';

function uniquePhone(): string {
  // 10 digits starting 09: never a demo number, unique per run
  return `09${String(Date.now()).slice(-8)}`;
}

/** A newly registered member (a fresh phone, so the demo logins stay as documented); their phone. */
async function registerNewMember(page: Page, password: string, name: string): Promise<string> {
  const phone = uniquePhone();
  const res = await page.request.post('/api/user/register', {
    data: { phone, password, name, agent_id: 1, bank_name: 'SCB', bank_acc_no: `8${phone}`, referrer: '' },
  });
  expect(res.status()).toBe(200);
  return phone;
}

async function openUserInfo(page: Page) {
  await page.getByRole('button', { name: 'เปิดข้อมูลยูส' }).click();
  return page.getByRole('dialog', { name: 'ข้อมูลยูส' });
}

test('a newcomer is sent to /login from any page', async ({ page }) => {
  await page.goto('/match/5');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeDisabled();
});

test('a newcomer registers through an invite link and lands on home, signed in', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/register?affiliate=sndemo01');
  await expect(page.getByLabel(/รหัสผู้แนะนำ/)).toHaveValue('sndemo01');
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('secret123');
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('secret12');
  await expect(page.getByText('รหัสผ่านไม่ตรงกัน')).toBeVisible();
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('secret123');
  await page.getByLabel('ชื่อ-นามสกุล').fill('ผู้ทดสอบ อัตโนมัติ');
  await page.getByLabel('ธนาคาร', { exact: true }).selectOption('KBANK');
  await page.getByLabel('เลขบัญชีธนาคาร').fill(`7${phone}`);
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  // home offers the new member a deposit limit (responsible play); this one leaves it for later
  const offer = page.getByRole('dialog', { name: 'ตั้งวงเงินฝาก' });
  await expect(offer.getByLabel('ต่อวัน (บาท)')).toBeVisible();
  await offer.getByRole('button', { name: 'ไว้ทีหลัง' }).click();
  await expect(offer).toBeHidden();
  const dialog = await openUserInfo(page);
  await expect(dialog.getByText(`เบอร์โทรศัพท์: ${phone}`)).toBeVisible();
  await expect(dialog.getByText('0.00').first()).toBeVisible();
  // a reload keeps the member signed in
  await page.reload();
  await expect(page.getByRole('button', { name: 'เปิดข้อมูลยูส' })).toBeVisible();
});

test('a wrong password shows the spec message and clears the password', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(DEMO_MEMBER.phone);
  const password = page.getByLabel('รหัสผ่าน', { exact: true });
  await password.fill('wrong-password');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page.getByText('เข้าสู่ระบบไม่สำเร็จ: เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง').first()).toBeVisible();
  await expect(password).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
});

test('a member changes the password, the other phone is signed out at once, and the new one logs in', async ({
  page,
  browser,
}) => {
  const phone = await registerNewMember(page, 'first-pass', 'เปลี่ยนรหัส ทดสอบ');
  await loginMember(page, phone, 'first-pass');
  // someone else holds the old password on another phone, sitting on home (its socket open)
  const otherPhone = await browser.newContext(PHONE);
  const other = await otherPhone.newPage();
  await loginMember(other, phone, 'first-pass');
  await expect(other.getByRole('button', { name: 'เปิดข้อมูลยูส' })).toBeVisible();

  const dialog = await openUserInfo(page);
  await dialog.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await dialog.getByLabel('รหัสผ่านเดิม', { exact: true }).fill('first-pass');
  await dialog.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('second-pass');
  await dialog.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill('second-pass');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('เปลี่ยนรหัสผ่านเรียบร้อย')).toBeVisible();
  // the popup closes itself after 1500 ms
  await expect(page.getByText('เปลี่ยนรหัสผ่านเรียบร้อย')).toBeHidden({ timeout: 5_000 });
  // the other phone is sent to sign in without anyone touching it (its next poll or its socket,
  // which the server closed: apps/server/src/realtime/session-sockets.test.ts)
  await expect(other).toHaveURL(/\/login$/, { timeout: 5_000 });
  await otherPhone.close();

  await dialog.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByText('ต้องการออกจากระบบ?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // the old password no longer works; the new one does
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('first-pass');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page.getByText('เข้าสู่ระบบไม่สำเร็จ: เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง').first()).toBeVisible();
  await loginMember(page, phone, 'second-pass');
});

test('the language choice survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
  await page.getByRole('group', { name: 'ภาษา' }).getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // and the server answers in English too
  await page.getByLabel('Phone number').fill(DEMO_MEMBER.phone);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Login failed: phone or password is incorrect').first()).toBeVisible();
});

test('the demo member signs in and sees the balance in the header', async ({ page }) => {
  await loginMember(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
  await expect(page.getByText('5,000.00').first()).toBeVisible();
});

test('an address that tries 31 logins in a minute is told to wait; a member elsewhere signs in meanwhile', async ({
  page,
  browser,
}) => {
  // 30 logins a minute per address (the contract's RATE_LIMITS.login), counted at the address this
  // journey comes from (tests/support.ts), however many members share it
  const phone = await registerNewMember(page, 'crowd-pass', 'ร้านเน็ต ทดสอบ');
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await page.request.post('/api/user/login', { data: { phone, password: 'crowd-pass' } });
    statuses.push(res.status());
  }
  expect(statuses.filter((s) => s === 200)).toHaveLength(30);

  // the 31st, from the login page: refused before any password is looked at, with the wait in Thai
  await page.goto('/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(DEMO_MEMBER.phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page.getByText(/ทำรายการถี่เกินไป กรุณารอ \d+ วินาที แล้วลองใหม่/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // the same member from another address is not held by this one's crowd
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.19.255.254' } });
  const other = await elsewhere.newPage();
  await loginMember(other, DEMO_MEMBER.phone, DEMO_MEMBER.password);
  await elsewhere.close();
});
