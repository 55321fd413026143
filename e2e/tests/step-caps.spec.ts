// Journey: a step ticket is held to every leg round's liability cap, like a single bet. The
// operator runs two pre-fight rounds and caps what the house may lose on the first; a member builds a
// 1,000-baht ticket on blue and blue, and the server refuses it naming the room the cap leaves (280
// baht: each baht of the ticket would cost the house 3.46 if both blues win); the member stakes the
// room, the ticket goes through, and the side stays open for the next member.
import {
  baht,
  consoleToken,
  DEMO_CASHIER,
  DEMO_OPERATOR,
  openPrefightRound,
  fundedMember,
  headerBalance,
  loginMember,
  shot,
  expect,
  test,
} from './support.ts';

test("a step ticket too big for a round's liability cap is refused naming the room, and the room's stake goes through", async ({
  browser,
  request,
}) => {
  const run = String(Date.now()).slice(-6);
  const operator = await consoleToken(request, DEMO_OPERATOR);
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const asOperator = { authorization: `Bearer ${operator}` };

  const rounds: Array<{ id: number; blue: string }> = [];
  for (const n of [1, 2]) {
    const blue = `ดำทุน${n}-${run}`;
    const round = { name: `สเต็ปวงเงิน ${n}`, red: `แดงทุน${n}-${run}`, blue };
    rounds.push({ id: await openPrefightRound(request, asOperator, round), blue });
  }
  const [first] = rounds;
  if (!first) throw new Error('rounds');
  // the house may lose at most 1,000 baht on the first round's sides
  const capped = await request.patch(`/api/admin/matches/${first.id}/limits`, {
    headers: asOperator,
    data: { liability_cap: 1000 },
  });
  expect(capped.status()).toBe(200);

  const member = await fundedMember(request, cashier, {
    name: 'สเต็ป วงเงิน',
    password: 'cap-pass1',
    amount: 2000,
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH' });
  const page = await context.newPage();
  await loginMember(page, member.phone, 'cap-pass1');
  await page.goto('/step');
  await expect(page.getByRole('heading', { name: 'แทงสเต็ป', level: 1 })).toBeVisible();
  for (const round of rounds) await page.getByRole('button', { name: new RegExp(round.blue) }).click();
  const slip = page.getByRole('region', { name: 'บิลสเต็ป', exact: true });
  await expect(slip).toContainText('2/10 คู่');

  const send = async () => {
    await slip.getByRole('button', { name: 'แทงสเต็ป' }).click();
    await page
      .getByRole('dialog', { name: 'ยืนยันการแทงสเต็ป' })
      .getByRole('button', { name: 'ยืนยันแทง' })
      .click();
  };
  await slip.getByRole('button', { name: '+1,000' }).click();
  await send();
  const refused = page.getByRole('alertdialog', { name: 'แทงสเต็ปไม่สำเร็จ' });
  await expect(refused).toContainText('ฝั่งนี้รับแทงได้อีกไม่เกิน 280 บาท');
  await shot(page, 'member-step-room-refused-phone');
  await refused.getByRole('button').first().click();

  // the member stakes the room: it goes through, and the first round's blue still takes bets
  const amount = slip.getByLabel('จำนวนเงิน (บาท)');
  await amount.fill('280');
  await send();
  await expect(page.getByRole('alertdialog', { name: 'แทงสเต็ปสำเร็จ' })).toBeVisible();
  const risk = await request.get(`/api/admin/matches/${first.id}/risk`, { headers: asOperator });
  const book = (
    (await risk.json()) as { data: { closed_by: { blue: string | null }; room: { blue: number } } }
  ).data;
  expect(book.closed_by.blue).toBeNull();
  // 280 × 19/9 × 19/9 − 280 = 967.90 of the 1,000: 32.10 left, more than a 10-baht bet on blue adds
  expect(book.room.blue).toBe(32.1);
  await expect(headerBalance(page)).toContainText(baht(2000 - 280));
  await context.close();
});
