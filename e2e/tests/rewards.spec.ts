// Journey: rewards and growth. A member with coins redeems a cash tier and sees baht and
// coins change at once; a friend registers through the member's invite link and deposits by a sandbox
// slip; the member sees the reward in the affiliate table, waiting for the friend's play
// (nothing is paid before it); the console's report and the ledger agree.
import type { Page } from '@playwright/test';
import {
  baht,
  DEMO_MEMBER,
  demoMemberOnPhone,
  expectLedgerOk,
  headerBalance,
  loginConsole,
  memberBalance,
  PHONE,
  shot,
  slipFileOf,
  expect,
  test,
} from './support.ts';

const CASH_TIER = 'แลก 300 เหรียญ รับเครดิต 100 บาท';
const FRIEND_DEPOSIT_BAHT = 2_500;

/** The signed-in member's coins as the server has them. */
async function memberCoins(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch('/api/user/user/get_profile', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return ((await res.json()) as { data: { user: { event_point: number } } }).data.user.event_point;
  });
}

const coinsText = (n: number) => n.toLocaleString('en-US');

test('a member redeems coins for cash, and earns 10% of a friend’s first deposit made through the invite link', async ({
  browser,
  request,
}, testInfo) => {
  const { context: memberContext, page: member } = await demoMemberOnPhone(browser, { clipboard: true });

  // redeem: the coins on the page, the cash tier confirmed, baht up by 100 and coins down by 300 at once
  const balance = await memberBalance(member);
  const coins = await memberCoins(member);
  expect(coins).toBeGreaterThanOrEqual(300);
  await member.goto('/redeem');
  const myCoins = member.getByRole('region', { name: 'เหรียญของคุณ' });
  await expect(myCoins).toContainText(coinsText(coins));
  const tier = member.getByRole('listitem', { name: CASH_TIER });
  await expect(tier).toContainText('รับเงิน ฿100.00');
  await shot(member, 'member-redeem-phone');
  await tier.getByRole('button', { name: 'แลกเลย' }).click();
  const confirm = member.getByRole('alertdialog', { name: 'แลก 300 เหรียญ เป็นเงิน 100.00 บาท?' });
  await confirm.getByRole('button', { name: 'ยืนยันแลก' }).click();
  await expect(member.getByRole('alertdialog', { name: 'แลกสำเร็จ' })).toBeVisible();
  await expect(myCoins).toContainText(coinsText(coins - 300));
  await expect(headerBalance(member)).toContainText(baht(balance + 100));
  expect(await memberBalance(member)).toBe(balance + 100);
  expect(await memberCoins(member)).toBe(coins - 300);
  // the redeem history shows it with the coins before and after
  const history = member.getByRole('list', { name: 'ประวัติการแลก' });
  await expect(history.getByRole('listitem').first()).toContainText(CASH_TIER);
  await expect(history.getByRole('listitem').first()).toContainText(coinsText(coins - 300));
  await shot(member, 'member-redeem-done-phone');

  // the invite link: the member's username as the affiliate parameter, copied with the alert
  await member.goto('/affiliate');
  await expect(member.getByRole('heading', { name: 'ชวนเพื่อน รับเครดิต 10%' })).toBeVisible();
  const link = member.getByLabel('ลิงก์ชวนเพื่อนของคุณ');
  const invite = await link.inputValue();
  expect(new URL(invite).searchParams.get('affiliate')).toBe(DEMO_MEMBER.username);
  await member.getByRole('button', { name: 'คัดลอกลิงก์' }).click();
  await expect(member.getByRole('alertdialog', { name: 'สำเร็จ!' })).toContainText('คัดลอกลิงก์ชวนเพื่อนแล้ว');
  expect(await member.evaluate(() => navigator.clipboard.readText())).toBe(invite);

  // a friend opens the link in their own browser, registers, and deposits by a sandbox slip
  const friendContext = await browser.newContext(PHONE);
  const friend = await friendContext.newPage();
  const phone = `09${String(Date.now()).slice(-8)}`;
  await friend.goto(invite);
  await expect(friend.getByLabel(/รหัสผู้แนะนำ/)).toHaveValue(DEMO_MEMBER.username);
  await friend.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await friend.getByLabel('รหัสผ่าน', { exact: true }).fill('friend123');
  await friend.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('friend123');
  await friend.getByLabel('ชื่อ-นามสกุล').fill('เพื่อนทดสอบ ชวนมา');
  await friend.getByLabel('ธนาคาร', { exact: true }).selectOption('BBL');
  await friend.getByLabel('เลขบัญชีธนาคาร').fill(`6${phone}`);
  await friend.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  await expect(friend).toHaveURL(/\/$/);
  // the deposit limit home offers a new member: not now
  const offer = friend.getByRole('dialog', { name: 'ตั้งวงเงินฝาก' });
  await offer.getByRole('button', { name: 'ไว้ทีหลัง' }).click();
  await expect(offer).toBeHidden();
  const friendName = await friend.evaluate(async () => {
    const res = await fetch('/api/user/user/get_profile', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return ((await res.json()) as { data: { user: { username: string } } }).data.user.username;
  });

  const { file: slipFile } = await slipFileOf(request, testInfo, FRIEND_DEPOSIT_BAHT);
  await friend.getByRole('button', { name: 'ฝาก-ถอน' }).click();
  await friend.getByRole('dialog', { name: 'ฝาก-ถอน' }).getByLabel('แนบสลิปโอนเงิน').setInputFiles(slipFile);
  await friend
    .getByRole('alertdialog', { name: 'ยืนยันการส่งสลิป?' })
    .getByRole('button', { name: 'ส่งสลิป' })
    .click();
  await expect(friend.getByRole('alertdialog', { name: 'เติมเงินสำเร็จ' })).toContainText(
    baht(FRIEND_DEPOSIT_BAHT),
  );

  // the member: the friend in the table, the reward earned but not yet received: it waits until the
  // friend has played the multiple of the deposit, so the balance has not moved
  const reward = FRIEND_DEPOSIT_BAHT / 10;
  await member.reload();
  const friends = member.getByRole('list', { name: 'เพื่อนที่สมัครผ่านลิงก์ของคุณ' });
  const row = friends.getByRole('listitem').filter({ hasText: friendName });
  await expect(row).toContainText('ยังไม่ได้รับ');
  await expect(row).toContainText('รอเพื่อนเล่นครบ 0%');
  await expect(row).toContainText(`รอรับ ฿${baht(reward)}`);
  await expect(headerBalance(member)).toContainText(baht(balance + 100));
  await shot(member, 'member-affiliate-phone');
  expect(await memberBalance(member)).toBe(balance + 100);

  // the console's affiliate report shows the friend's reward waiting for play; the ledger holds
  const consoleContext = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    locale: 'th-TH',
  });
  const desk = await consoleContext.newPage();
  await loginConsole(desk, 'cashier1', 'cashier1234');
  await desk.goto('/admin/affiliates');
  await desk.getByRole('button', { name: `เพื่อนที่ ${DEMO_MEMBER.username} ชวน` }).click();
  // the invitee's own row (the referrer's row around the detail holds the name too)
  await expect(desk.getByRole('row', { name: new RegExp(`^${friendName} `) })).toContainText('รอเพื่อนเล่นครบ');
  await expectLedgerOk(desk);

  await Promise.all([memberContext.close(), friendContext.close(), consoleContext.close()]);
});
