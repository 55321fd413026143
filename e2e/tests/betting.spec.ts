// Journey: an operator runs a round in the console while a member watches the room on a
// phone. Every step crosses the real network: HTTP to the API, Socket.IO back to the member.
import {
  baht,
  consoleOnLaptop,
  createRound,
  demoMemberOnPhone,
  expectLedgerOk,
  headerBalance,
  memberBalance,
  openBettingAtEvenPrice,
  shot,
  expect,
  test,
} from './support.ts';

test('operator opens betting, the member bets from the room, the operator ends it and the member is paid', async ({
  browser,
}) => {
  // the operator, on a laptop
  const { context: deskContext, page: desk } = await consoleOnLaptop(browser, 'operator1', 'operator1234');
  const matchId = await createRound(desk, {
    name: 'คู่ทดลอง E2E',
    red: 'ทองแดง (ทดลอง)',
    blue: 'ฟ้าคราม (ทดลอง)',
  });

  // the member, on a phone, enters the room before there is a price
  const { context: memberContext, page: member } = await demoMemberOnPhone(browser);
  const before = await memberBalance(member);
  await member.goto(`/match/${matchId}`);
  await expect(member.getByRole('heading', { name: /คู่ทดลอง E2E/ })).toBeVisible();
  const redButton = member.getByRole('button', { name: /ทองแดง \(ทดลอง\)/ });
  await expect(redButton).toContainText('รอราคา');

  // the operator publishes ด 10/9 and opens betting; the room follows without a reload
  await openBettingAtEvenPrice(desk);
  await expect(redButton).toContainText('ด 10/9');
  await expect(member.getByText('เปิดรับแทงแล้ว').first()).toBeVisible();
  await shot(member, 'member-room-live-phone');

  // the member bets 1,000 on red through the dialog and the confirmation
  await redButton.click();
  const dialog = member.getByRole('dialog');
  await dialog.getByRole('button', { name: '+1,000' }).click();
  await expect(dialog.getByLabel('จำนวนเงินเดิมพัน (บาท)')).toHaveValue('1000');
  await shot(member, 'member-bet-dialog-phone');
  await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
  await member.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(member.getByText('แทงสำเร็จ').first()).toBeVisible();
  await expect(headerBalance(member)).toContainText(baht(before - 1000));

  // the console's exposure counts the bet as it arrives
  await expect(desk.getByText('1,000').first()).toBeVisible();
  await shot(desk, 'console-match-control-live-desktop');

  // the operator ends the round: red wins
  await desk.getByRole('button', { name: 'แดงชนะ', exact: true }).click();
  await desk.getByRole('button', { name: 'ยืนยันผล: แดงชนะ' }).click();

  // the member sees the END dialog, the bill row and the balance: 1,000 back plus 900 won at 10/9
  const end = member.getByRole('alertdialog', { name: 'การแข่งขันจบแล้ว' });
  await expect(end).toBeVisible();
  await expect(member.getByText('สรุปบิล').first()).toBeVisible();
  await expect(headerBalance(member)).toContainText(baht(before + 900));
  await shot(member, 'member-room-end-dialog-phone');
  expect(await memberBalance(member)).toBe(before + 900);
  await end.getByRole('button', { name: 'กลับหน้าหลัก' }).click();
  await expect(member).toHaveURL(/\/$/);

  await expectLedgerOk(desk);
  await deskContext.close();
  await memberContext.close();
});
