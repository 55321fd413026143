// Journey: a member sets a daily loss limit on the responsible-play page, bets until it is reached,
// and the next bet is refused with the limit's message naming the room left; the books stay whole.
import {
  consoleOnLaptop,
  consoleToken,
  createRound,
  DEMO_CASHIER,
  expect,
  expectLedgerOk,
  fundedMember,
  loginMember,
  openBettingAtEvenPrice,
  PHONE,
  test,
} from './support.ts';

test('a member’s own daily loss limit refuses the bet that would pass it', async ({ browser, request }) => {
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const player = await fundedMember(request, cashier, {
    name: 'สมใจ มีวงเงิน',
    password: 'limit1234',
    amount: 1000,
  });
  const { context: deskContext, page: desk } = await consoleOnLaptop(browser, 'operator1', 'operator1234');
  const memberContext = await browser.newContext(PHONE);
  const member = await memberContext.newPage();
  await loginMember(member, player.phone, 'limit1234');

  // two clicks from home: the side panel's section, then its link
  await member.getByRole('button', { name: 'เล่นอย่างรับผิดชอบ' }).click();
  await member.getByRole('link', { name: 'ตั้งวงเงินของฉัน' }).click();
  await expect(member.getByRole('heading', { name: 'เล่นอย่างรับผิดชอบ', level: 1 })).toBeVisible();
  const lossDay = member.getByRole('listitem').filter({ hasText: 'ต่อวัน' }).first();
  await lossDay.getByLabel('ตั้งวงเงิน (บาท)').fill('150');
  await lossDay.getByRole('button', { name: 'บันทึก' }).click();
  await expect(member.getByRole('alertdialog', { name: 'บันทึกวงเงินแล้ว มีผลทันที' })).toBeVisible();
  await expect(lossDay).toContainText('฿150.00');

  const matchId = await createRound(desk, { name: 'วงเงิน1', red: 'แดง วงเงิน1', blue: 'น้ำเงิน วงเงิน1' });
  await openBettingAtEvenPrice(desk);
  await member.goto(`/match/${matchId}`);
  const betRed = async (amount: number) => {
    await member.getByRole('button', { name: /แดง วงเงิน1/ }).click();
    const dialog = member.getByRole('dialog');
    await dialog.getByLabel('จำนวนเงินเดิมพัน (บาท)').fill(String(amount));
    await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
    await member.getByRole('button', { name: 'ยืนยันแทง' }).click();
  };
  await betRed(100);
  await expect(member.getByText('แทงสำเร็จ').first()).toBeVisible();
  await member.keyboard.press('Escape');

  // 100 staked and still open counts as lost: 50 left of the 150
  await betRed(100);
  const refused = member.getByRole('alertdialog', { name: 'แทงไม่สำเร็จ' });
  await expect(refused).toContainText('ยอดนี้เกินวงเงินเสียรายวันของคุณ 150 บาท (เหลือ 50 บาท)');

  await expectLedgerOk(desk);
  await deskContext.close();
  await memberContext.close();
});
