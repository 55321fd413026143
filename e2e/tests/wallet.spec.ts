// Journey: money in and out. A member on a phone deposits by a sandbox slip (the QR decoded
// in the browser from the image), is refused when the same slip comes again, asks for a withdrawal;
// a cashier on a laptop pays it from the queue; the member's history shows it with before and after.
import {
  baht,
  consoleOnLaptop,
  DEMO_MEMBER,
  demoMemberOnPhone,
  expectLedgerOk,
  headerBalance,
  memberBalance,
  shot,
  slipFileOf,
  expect,
  test,
} from './support.ts';

const SLIP_BAHT = 1234;
const WITHDRAW_BAHT = 700;

test('a member deposits by slip, is refused the same slip twice, withdraws, and the cashier pays it', async ({
  browser,
  request,
}, testInfo) => {
  // the slip: a sandbox transfer to the house account, saved as the PNG a member would upload
  const { file: slipFile } = await slipFileOf(request, testInfo, SLIP_BAHT);

  const { context: memberContext, page: member } = await demoMemberOnPhone(browser, { clipboard: true });
  const before = await memberBalance(member);
  await expect(headerBalance(member)).toContainText(baht(before));

  // the dialog opens on the deposit tab with the house account; copy puts the number on the clipboard
  await member.getByRole('button', { name: 'ฝาก-ถอน' }).click();
  const wallet = member.getByRole('dialog', { name: 'ฝาก-ถอน' });
  await expect(wallet.getByRole('tab', { name: 'ฝากเงิน', selected: true })).toBeVisible();
  await expect(wallet.getByText('000-0-00000-0')).toBeVisible();
  await shot(member, 'member-wallet-deposit-phone');
  await wallet.getByRole('button', { name: 'คัดลอกเลขบัญชี' }).click();
  const copied = member.getByRole('alertdialog', { name: 'สำเร็จ!' });
  await expect(copied).toContainText('คัดลอกเลขบัญชีแล้ว');
  await expect(copied.getByRole('button')).toHaveCount(0);
  expect(await member.evaluate(() => navigator.clipboard.readText())).toBe('0000000000');
  await expect(copied).toBeHidden({ timeout: 3_000 });

  // the slip: decoded in the browser, confirmed, sent; the page reloads with the balance raised
  await wallet.getByLabel('แนบสลิปโอนเงิน').setInputFiles(slipFile);
  const confirm = member.getByRole('alertdialog', { name: 'ยืนยันการส่งสลิป?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'ส่งสลิป' }).click();
  await expect(member.getByRole('alertdialog', { name: 'เติมเงินสำเร็จ' })).toContainText(baht(SLIP_BAHT));
  await expect(headerBalance(member)).toContainText(baht(before + SLIP_BAHT), { timeout: 15_000 });
  expect(await memberBalance(member)).toBe(before + SLIP_BAHT);

  // the same image again: refused with the spec's slip message, and the balance stays
  await member.getByRole('button', { name: 'ฝาก-ถอน' }).click();
  await wallet.getByLabel('แนบสลิปโอนเงิน').setInputFiles(slipFile);
  await member
    .getByRole('alertdialog', { name: 'ยืนยันการส่งสลิป?' })
    .getByRole('button', { name: 'ส่งสลิป' })
    .click();
  const refused = member.getByRole('alertdialog', { name: 'ส่งสลิปไม่สำเร็จ กรุณาตรวจสอบรูป QR หรือติดต่อแอดมิน' });
  await expect(refused).toContainText('สลิปนี้ถูกใช้เติมเงินไปแล้ว');
  await shot(member, 'member-slip-refused-phone');
  await refused.getByRole('button').click();
  expect(await memberBalance(member)).toBe(before + SLIP_BAHT);

  // a withdrawal: digits only, confirmed, held at once; the page reloads with the balance lowered
  await wallet.getByRole('tab', { name: 'ถอนเงิน' }).click();
  const amount = wallet.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)');
  await amount.pressSequentially('7a0.0');
  await expect(amount).toHaveValue('700');
  await shot(member, 'member-wallet-withdraw-phone');
  await wallet.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
  const confirmWithdraw = member.getByRole('alertdialog', { name: 'ยืนยันการถอนเงิน?' });
  await expect(confirmWithdraw).toContainText(baht(WITHDRAW_BAHT));
  await confirmWithdraw.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
  await expect(headerBalance(member)).toContainText(baht(before + SLIP_BAHT - WITHDRAW_BAHT), {
    timeout: 15_000,
  });

  // the cashier finds it in the queue, with where to pay, and marks it paid
  const { context: deskContext, page: desk } = await consoleOnLaptop(browser, 'cashier1', 'cashier1234');
  // the navigation says how many withdrawals wait
  await desk.getByRole('link', { name: /^รายการถอน รอดำเนินการ 2 รายการ/ }).click();
  await expect(desk).toHaveURL(/\/admin\/withdrawals$/);
  await desk.getByLabel('ค้นหารายการถอน').fill(DEMO_MEMBER.username);
  const row = desk
    .getByRole('row')
    .filter({ hasText: DEMO_MEMBER.username })
    .filter({ hasText: baht(WITHDRAW_BAHT) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1000000001');
  await shot(desk, 'console-withdrawal-queue-desktop');
  await row.getByRole('button', { name: 'โอนแล้ว' }).click();
  const paid = desk.getByRole('dialog', { name: 'ยืนยันว่าโอนเงินแล้ว' });
  await expect(paid).toContainText('1000000001');
  // the bank's transfer reference is required
  await paid.getByLabel('เลขอ้างอิงการโอน').fill('KB20261128W1');
  await paid.getByRole('button', { name: 'โอนแล้ว' }).click();
  await expect(row).toHaveCount(0);

  // the member's history: the withdrawal, paid, with the balance before and after it
  await member.goto('/transaction');
  const list = member.getByRole('list', { name: 'รายการเดินบัญชี' });
  const latest = list.getByRole('listitem').first();
  await expect(latest).toContainText('ถอนเงิน');
  await expect(latest).toContainText('โอนแล้ว');
  await expect(latest).toContainText('เลขอ้างอิงการโอน KB20261128W1');
  await expect(latest).toContainText(baht(before + SLIP_BAHT));
  await expect(latest).toContainText(baht(before + SLIP_BAHT - WITHDRAW_BAHT));
  await expect(list.getByRole('listitem').nth(1)).toContainText(baht(SLIP_BAHT));
  await shot(member, 'member-history-phone');

  await expectLedgerOk(desk);
  await deskContext.close();
  await memberContext.close();
});
