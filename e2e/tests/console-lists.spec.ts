// The console's lists and reports on a first real day: the members list shows when each member joined,
// last signed in and what they deposited, a name on one line at 1280; the cashier shift report keeps
// money in and money out apart; the member statement finds its member by name; an operator who opens
// a cashier page is told they have no access and who has. Screenshots at 1280 and 390, Thai and English.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  consoleToken,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_OPERATOR,
  expect,
  fundedMember,
  LAPTOP,
  loginConsole,
  PHONE,
  test,
} from './support.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'artifacts';
mkdirSync(SHOTS, { recursive: true });

async function snap(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

async function consoleOn(browser: Browser, size: typeof LAPTOP | typeof PHONE, who: typeof DEMO_CASHIER) {
  const context = await browser.newContext(size);
  const page = await context.newPage();
  await loginConsole(page, who.username, who.password);
  return { context, page };
}

const LONG_NAME = 'สมศรีสวัสดิ์ ประเสริฐวงศ์ตระกูลใหญ่ยิ่ง';

test('the console’s members list, cashier shift money, statement finder and no-access page', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // a member with a long name: 500 recorded by the cashier, 300 withdrawn and paid
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const password = 'lists1234';
  const member = await fundedMember(request, cashier, { name: LONG_NAME, password, amount: 500 });
  const signedIn = await request.post('/api/user/login', {
    data: { phone: member.phone, password, agent_id: 1 },
  });
  expect(signedIn.status()).toBe(200);
  const memberToken = ((await signedIn.json()) as { data: { access_token: string } }).data.access_token;
  const asked = await request.post('/api/user/user/withdraw', {
    headers: { authorization: `Bearer ${memberToken}` },
    data: { amount: 300 },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const withdrawalId = ((await asked.json()) as { data: { withdrawal: { id: number } } }).data.withdrawal.id;
  const paid = await request.post(`/api/admin/withdrawals/${withdrawalId}/approve`, {
    headers: { authorization: `Bearer ${cashier}` },
    data: { transfer_ref: `LISTS${Date.now()}` },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  for (const [size, label] of [
    [LAPTOP, '1280'],
    [PHONE, '390'],
  ] as const) {
    const { context, page } = await consoleOn(browser, size, DEMO_CASHIER);

    // the members list: joined, last sign-in, deposits; the long name on one line at 1280
    await page.goto('/admin/members');
    await expect(page.getByRole('link', { name: member.username })).toBeVisible();
    if (label === '1280') {
      const name = page.getByTitle(LONG_NAME).first();
      const row = page.getByRole('row').filter({ has: name });
      await expect(row).toContainText('500.00');
      const box = await name.boundingBox();
      expect(box?.height).toBeLessThan(30);
      await expect(page.getByRole('columnheader', { name: 'ยอดฝากรวม (฿)' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'สมัคร / เข้าล่าสุด' })).toBeVisible();
    } else {
      await expect(page.getByText('ฝากรวม ฿500.00').first()).toBeVisible();
    }
    await snap(page, `members-${label}-th`);
    if (label === '1280') {
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
      await page.reload();
      await expect(page.getByRole('columnheader', { name: 'Deposits, all time (฿)' })).toBeVisible();
      // English words are longer: still the whole row, "Adjust credit" included, without scrolling
      const overflowEn = await page
        .getByRole('table')
        .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
      expect(overflowEn).toBeLessThanOrEqual(1);
      await snap(page, `members-${label}-en`);
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'th'));
    }

    // the cashier shift report: money in and money out apart, the net named as such
    await page.goto('/admin/reports');
    const money = page.getByRole('region', { name: 'เงินเข้าและเงินออกของกะ' });
    await expect(money.getByText('เงินเข้า (อนุมัติฝาก)')).toBeVisible();
    await expect(money.getByText('เงินออก (จ่ายถอน)')).toBeVisible();
    await expect(money.getByText('สุทธิ (เงินเข้า − เงินออก)')).toBeVisible();
    await snap(page, `shift-report-${label}-th`);

    // the member statement: the member found by part of their name
    await page.getByRole('button', { name: 'รายการเดินบัญชีสมาชิก' }).click();
    const finder = page.getByRole('combobox', { name: 'สมาชิก' });
    await finder.fill('ประเสริฐวงศ์');
    const option = page.getByRole('option', { name: new RegExp(member.username) });
    await expect(option).toBeVisible();
    await snap(page, `statement-finder-${label}-th`);
    await option.click();
    await expect(finder).toHaveValue(`${LONG_NAME} (${member.username}, #${member.id})`);
    await expect(page.getByText('ยอดยกมา')).toBeVisible();
    await snap(page, `statement-picked-${label}-th`);
    await context.close();

    // an operator at a cashier page: told, not moved
    const op = await consoleOn(browser, size, DEMO_OPERATOR);
    await op.page.goto('/admin/deposits');
    await expect(op.page.getByRole('heading', { name: 'ไม่มีสิทธิ์เข้าหน้ารายการฝาก' })).toBeVisible();
    await expect(op.page.getByText('หน้านี้สำหรับบทบาท: แอดมิน, แคชเชียร์')).toBeVisible();
    await expect(op.page).toHaveURL(/\/admin\/deposits$/);
    await snap(op.page, `no-access-${label}-th`);
    if (label === '1280') {
      await op.page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
      await op.page.reload();
      await expect(op.page.getByRole('heading', { name: 'No access to Deposits' })).toBeVisible();
      await snap(op.page, `no-access-${label}-en`);
      await op.page.evaluate(() => localStorage.setItem('i18nextLng', 'th'));
      await op.page.reload();
    }
    await op.page.getByRole('link', { name: 'กลับไปหน้าแดชบอร์ด' }).click();
    await expect(op.page).toHaveURL(/\/admin\/?$/);
    await op.context.close();
  }

  // an admin's list carries the betting controls' button too: still no sideways scroll at 1280
  const admin = await consoleOn(browser, LAPTOP, DEMO_ADMIN);
  await admin.page.goto('/admin/members');
  await expect(admin.page.getByTitle(LONG_NAME).first()).toBeVisible();
  const overflow = await admin.page
    .getByRole('table')
    .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
  expect(overflow).toBeLessThanOrEqual(1);
  await snap(admin.page, 'members-1280-admin-th');
  await admin.context.close();
});
