// Journey: a member funded by the cashier places a step ticket on two pre-fight
// rounds; an operator finds it on the console's step tickets desk by the member's phone and reads its
// legs; an admin narrows the audit log to that member and to the balance adjustment, and reads it in
// Thai with the balance as before → after. A fresh member: the demo VIP's balance stays as it was.
import {
  baht,
  consoleOnLaptop,
  consoleToken,
  DEMO_CASHIER,
  DEMO_OPERATOR,
  openPrefightRound,
  fundedMember,
  expect,
  test,
} from './support.ts';

const SHOTS = process.env.SHOTS_DIR;

test('an operator finds a step ticket by its member and reads its legs; the audit log reads in Thai', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = String(Date.now()).slice(-6);
  const asOperator = { authorization: `Bearer ${await consoleToken(request, DEMO_OPERATOR)}` };
  const cashier = await consoleToken(request, DEMO_CASHIER);

  // two pre-fight rounds at ด 10/9 with betting open
  const rounds: Array<{ id: number; red: string; blue: string }> = [];
  for (const n of [1, 2]) {
    const red = `แดงบิล${n}-${run}`;
    const blue = `ดำบิล${n}-${run}`;
    const id = await openPrefightRound(request, asOperator, { name: `บิลทดลอง ${n}`, red, blue });
    rounds.push({ id, red, blue });
  }

  // a fresh member with 2,000 baht, who places a 2-leg ticket of 100 (red, then blue)
  const password = 'ticket-pass1';
  const member = await fundedMember(request, cashier, { name: 'บิล ทดสอบ', password, amount: 2000 });
  const login = await request.post('/api/user/login', { data: { phone: member.phone, password } });
  expect(login.status()).toBe(200);
  const asMember = {
    authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
  const open = (await (await request.get('/api/user/match/step', { headers: asMember })).json()) as {
    data: Array<{ id: number; rate: number }>;
  };
  const rateOf = (id: number) => open.data.find((m) => m.id === id)?.rate;
  const placed = await request.post('/api/user/bet/step', {
    headers: asMember,
    data: {
      amount: 100,
      steps: [
        { matchId: rounds[0]!.id, type: 'red', rateId: rateOf(rounds[0]!.id) },
        { matchId: rounds[1]!.id, type: 'blue', rateId: rateOf(rounds[1]!.id) },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const ticketId = ((await placed.json()) as { data: { ticket: { id: number } } }).data.ticket.id;
  // the first round ends red: the first leg is won, the ticket still waits on the second
  expect(
    (
      await request.post(`/api/admin/matches/${rounds[0]!.id}/end`, {
        headers: asOperator,
        data: { result: 'red' },
      })
    ).status(),
  ).toBe(200);

  // the operator, on the step tickets desk, finds the ticket by the member's phone
  const operator = await consoleOnLaptop(browser, 'operator1', 'operator1234');
  const desk = operator.page;
  await desk.getByRole('navigation').first().getByRole('link', { name: 'บิลสเต็ป' }).click();
  await expect(desk).toHaveURL(/\/admin\/step-tickets$/);
  await desk.getByLabel('ค้นหาสมาชิก').fill(member.phone);
  const open1 = desk.getByRole('button', { name: `บิล #${ticketId}`, exact: true });
  await expect(open1).toBeVisible();
  await expect(desk.getByRole('row')).toHaveCount(2);
  const row = desk.getByRole('row').nth(1);
  await expect(row).toContainText(member.username);
  await expect(row).toContainText('ออกผล 1/2 คู่');
  await expect(row).toContainText(`${baht(100)} บาท`);
  await expect(row).toContainText('รอผล');
  if (SHOTS) await desk.screenshot({ path: `${SHOTS}/tickets-desk-1280.png`, fullPage: true });

  await open1.click();
  const dialog = desk.getByRole('dialog', { name: `บิลสเต็ป #${ticketId}` });
  const first = dialog.getByRole('listitem', { name: 'คู่ที่ 1' });
  await expect(first).toContainText(rounds[0]!.red);
  await expect(first).toContainText(rounds[0]!.blue);
  await expect(first).toContainText('แดงชนะ');
  await expect(first).toContainText('×1.90');
  const second = dialog.getByRole('listitem', { name: 'คู่ที่ 2' });
  await expect(second).toContainText(rounds[1]!.blue);
  await expect(second).toContainText('น้ำเงิน');
  await expect(second).toContainText('ยังไม่ออกผล');
  if (SHOTS) await desk.screenshot({ path: `${SHOTS}/ticket-detail-1280.png` });
  if (SHOTS) {
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.screenshot({ path: `${SHOTS}/ticket-detail-390.png` });
    await desk.keyboard.press('Escape');
    await desk.screenshot({ path: `${SHOTS}/tickets-desk-390.png`, fullPage: true });
  }
  await operator.context.close();

  // the admin narrows the audit log to the member and the cashier's deposit: Thai labels, before → after
  const admin = await consoleOnLaptop(browser, 'admin', 'admin1234');
  const log = admin.page;
  await log.goto('/admin/audit');
  const filters = log.getByRole('region', { name: 'ตัวกรองบันทึก' });
  await filters.getByLabel('สมาชิก').fill(member.phone);
  await filters.getByLabel('การกระทำ').selectOption({ label: 'บันทึกยอดฝากให้สมาชิก' });
  await expect(log.getByRole('row')).toHaveCount(2);
  const entry = log.getByRole('row').nth(1);
  await expect(entry.getByRole('button', { name: 'บันทึกยอดฝากให้สมาชิก' })).toBeVisible();
  await expect(entry).toContainText('cashier1');
  await expect(entry).toContainText('ยอดคงเหลือ:');
  await expect(entry).toContainText(`0.00 บาท→${baht(2000)} บาท`);
  await expect(entry).toContainText('ฝากโดยแคชเชียร์');
  await expect(entry).not.toContainText('member.deposit');
  if (SHOTS) await log.screenshot({ path: `${SHOTS}/audit-1280.png`, fullPage: true });
  if (SHOTS) {
    await log.setViewportSize({ width: 390, height: 844 });
    await log.screenshot({ path: `${SHOTS}/audit-390.png`, fullPage: true });
  }
  await admin.context.close();
});
