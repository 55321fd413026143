// Journey: a member takes a 24-hour time-out on the responsible-play page and is signed out at once;
// signing in again they meet the break screen, which says why and until when, and leaves them only
// their balance and a withdrawal: no home, no match room, no deposit. A member of its own, so no other
// journey meets the break.
import { consoleToken, DEMO_CASHIER, expect, fundedMember, loginMember, PHONE, test } from './support.ts';

test('a member takes a 24-hour time-out and, signed in again, can only see their balance and withdraw', async ({
  browser,
  request,
}) => {
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const player = await fundedMember(request, cashier, {
    name: 'สมหมาย พักก่อน',
    password: 'break1234',
    amount: 500,
  });
  const context = await browser.newContext(PHONE);
  const member = await context.newPage();
  await loginMember(member, player.phone, 'break1234');

  await member.goto('/play');
  const breaks = member.getByRole('region', { name: 'พักการเล่น' });
  await breaks.getByText('24 ชั่วโมง', { exact: true }).click();
  await expect(breaks).toContainText(/พักการเล่น 24 ชั่วโมง ถึง .+ \(เวลาไทย\)/);
  const start = breaks.getByRole('button', { name: 'เริ่มพักการเล่น' });
  await expect(start).toBeDisabled();
  await breaks.getByRole('checkbox', { name: /ยกเลิกหรือย่นเวลาไม่ได้/ }).check();
  await start.click();

  // the server ended every sign-in: this one leaves for the login screen, saying why
  await expect(member).toHaveURL(/\/login$/);
  const told = member.getByRole('alertdialog', { name: 'เริ่มพักการเล่นแล้ว ทุกอุปกรณ์ถูกออกจากระบบ' });
  await expect(told).toBeVisible();
  await told.getByRole('button', { name: 'ตกลง' }).click();
  expect(await member.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await loginMember(member, player.phone, 'break1234');
  await expect(member.getByRole('heading', { name: 'คุณกำลังพักการเล่น', level: 1 })).toBeVisible();
  await expect(member.getByText('พักถึง')).toBeVisible();
  await expect(
    member.getByText(/^คุณพักการเล่นอยู่ถึง \d{1,2} \S+ \d{2} \d{2}:\d{2} ระหว่างนี้ดูยอดเงินและถอนเงินได้เท่านั้น$/),
  ).toBeVisible();
  const money = member.getByRole('region', { name: 'ยอดเงินและการถอน' });
  await expect(money).toContainText('฿500.00');
  await expect(money.getByRole('button', { name: 'ถอนเงิน' })).toBeVisible();
  // nothing to bet or deposit with: no home list, no bottom bar
  await expect(member.getByRole('navigation', { name: 'เมนูหลัก' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'ฝาก-ถอน' })).toHaveCount(0);

  // a match room's address, or a game's, shows the break too
  await member.goto('/match/1');
  await expect(member.getByRole('heading', { name: 'คุณกำลังพักการเล่น', level: 1 })).toBeVisible();
  await member.goto('/step');
  await expect(member.getByRole('heading', { name: 'คุณกำลังพักการเล่น', level: 1 })).toBeVisible();

  // the withdrawal is the existing one, its deposit tab left out
  await member.getByRole('button', { name: 'ถอนเงิน' }).click();
  const withdraw = member.getByRole('dialog', { name: 'ถอนเงิน' });
  await expect(withdraw.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)')).toBeVisible();
  await expect(withdraw.getByRole('tab')).toHaveCount(0);
  await context.close();
});
