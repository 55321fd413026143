// Journey: a slip the slip check could not answer about: it waits in the cashier's queue
// with the next automatic re-check's time, the cashier checks it again (still no answer, said so),
// and again once the service is back: the member is credited, once. The sandbox mints a slip whose
// first checks find the service down (SANDBOX=1 only). A new member of its own, named in Thai.
import type { Page } from '@playwright/test';
import {
  consoleOnLaptop,
  consoleToken,
  DEMO_CASHIER,
  expectLedgerOk,
  fundedMember,
  expect,
  test,
} from './support.ts';

const SLIP_BAHT = 730;

/** The queue at the phone's and the laptop's width (artifacts/, to look at). */
async function shotBoth(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `artifacts/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a cashier checks a slip again that waited because the slip check did not answer, and it credits once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const cashierToken = await consoleToken(request, DEMO_CASHIER);
  const password = 'journey1234';
  const member = await fundedMember(request, cashierToken, {
    name: 'ตรวจซ้ำ สลิปรอ',
    password,
    amount: 100,
  });

  // the sandbox's check will find the service down twice: when sent, and at the first re-check
  const made = await request.post('/api/sandbox/slips', {
    data: { amount: SLIP_BAHT, unavailable_checks: 2 },
    headers: { authorization: `Bearer ${cashierToken}` },
  });
  expect(made.ok()).toBe(true);
  const slip = ((await made.json()) as { data: { payload: string; trans_ref: string } }).data;
  const login = await request.post('/api/user/login', { data: { phone: member.phone, password } });
  const { access_token: memberToken } = ((await login.json()) as { data: { access_token: string } }).data;
  const sent = await request.post('/api/user/user/slip', {
    data: { payload: slip.payload },
    headers: { authorization: `Bearer ${memberToken}` },
  });
  expect(((await sent.json()) as { data: { deposit: { status: string } } }).data.deposit.status).toBe(
    'pending',
  );

  const { context, page: desk } = await consoleOnLaptop(
    browser,
    DEMO_CASHIER.username,
    DEMO_CASHIER.password,
  );
  await desk.goto('/admin/deposits');
  await desk.getByLabel('ค้นหารายการฝาก').fill(slip.trans_ref);
  // the search has applied: this slip alone
  await expect(desk.getByText('1–1 จาก 1')).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ระบบตรวจสลิปไม่ตอบกลับ');
  await expect(row).toContainText(/ตรวจซ้ำอัตโนมัติครั้งถัดไป \d{2}:\d{2} \(ครั้งที่ 1\)/);
  await shotBoth(desk, 'deposit-recheck-waiting');

  // still down: the notice says so, the row counts the try
  await row.getByRole('button', { name: 'ตรวจสลิปอีกครั้ง' }).click();
  await expect(desk.getByRole('status')).toContainText('ยังรอตรวจสอบ: ระบบตรวจสลิปยังไม่ตอบกลับ');
  await expect(row).toContainText('(ครั้งที่ 2)');
  await shotBoth(desk, 'deposit-recheck-still-waiting');

  // back: credited, and gone from the waiting queue
  await row.getByRole('button', { name: 'ตรวจสลิปอีกครั้ง' }).click();
  await expect(desk.getByRole('status')).toContainText(
    `ตรวจสลิปอีกครั้งแล้ว ยืนยันยอดโอนและเติมเครดิตให้สมาชิกแล้ว: ${member.username} ฿730.00`,
  );
  await expect(row).toHaveCount(0);
  await shotBoth(desk, 'deposit-recheck-credited');

  const profile = await request.post('/api/user/user/get_profile', {
    headers: { authorization: `Bearer ${memberToken}` },
  });
  expect(((await profile.json()) as { data: { user: { balance: number } } }).data.user.balance).toBe(
    100 + SLIP_BAHT,
  );
  await expectLedgerOk(desk);
  await context.close();
});
