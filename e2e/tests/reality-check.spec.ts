// Journey: the reality check. The page's clock is Playwright's, installed before the app loads, so an
// hour of play passes in a moment; the server keeps real time. A member signs in, an hour and a bit
// passes, and the check stops play with the time played and the sign-in's result; "leave" signs out.
import { consoleToken, DEMO_CASHIER, expect, fundedMember, loginMember, PHONE, test } from './support.ts';

test('after an hour signed in the reality check shows the time played and the result, and “leave” signs out', async ({
  browser,
  request,
}) => {
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const player = await fundedMember(request, cashier, {
    name: 'สมศรี ดูเวลา',
    password: 'reality1234',
    amount: 300,
  });
  const context = await browser.newContext(PHONE);
  const member = await context.newPage();
  await member.clock.install();
  // the check is timed from the sign-in's start, read once the app opens
  const timed = member.waitForResponse((r) => r.url().endsWith('/api/user/play/reality') && r.ok());
  await loginMember(member, player.phone, 'reality1234');
  await timed;

  const check = member.getByRole('dialog', { name: 'แจ้งเตือนเวลาเล่น' });
  await member.clock.fastForward('59:00');
  await expect(check).toHaveCount(0);
  await member.clock.fastForward('02:30');
  await expect(check).toBeVisible();
  await expect(check.getByText('คุณเล่นมาแล้ว').locator('xpath=following-sibling::p[1]')).toHaveText(
    '1 ชั่วโมง 1 นาที',
  );
  await expect(check).toContainText('ผลได้เสียรอบนี้เสมอตัว');
  await expect(check).toContainText('ยอดแทงรวม฿0.00');

  await check.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(member).toHaveURL(/\/login$/);
  expect(await member.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await context.close();
});
