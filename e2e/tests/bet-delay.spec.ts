// Journey: in-play trading. A live round holds each bet for its delay (3 s here) before deciding it on
// the round as it then stands. The member's bet dialog counts the hold down and the bet is taken; then,
// taking "better odds only", a price that moves against them during the hold refuses the bet (the
// stake comes back), and one that moves in their favour takes it at the better price, which the
// receipt says. The operator's moves go through the console API, as the desk sends them.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  baht,
  consoleToken,
  DEMO_CASHIER,
  DEMO_OPERATOR,
  expect,
  expectLedgerOk,
  fundedMember,
  headerBalance,
  loginMember,
  memberBalance,
  PHONE,
  shot,
  test,
} from './support.ts';

// ด 10/9: red pays 0.9 a baht (100 returns 190.00); ด 10/8 pays red less (180.00), ง 10/9 more (211.11)
const EVEN_109 = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };
const AGAINST_RED = { red_rate_1: 10, red_rate_2: 8, blue_rate_1: 8, blue_rate_2: 10 };
const FOR_RED = { red_rate_1: 9, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 9 };

const PASSWORD = 'delay-pass1';
const HOLD_SECONDS = 3;

/** A running round at a stadium members see, its bets held `HOLD_SECONDS`, priced ด 10/9 and open. */
async function openDelayedRound(request: APIRequestContext, headers: Record<string, string>) {
  const stadiums = await request.get('/api/admin/stadiums', { headers });
  const stadium = ((await stadiums.json()) as { data: Array<{ id: number; is_display: boolean }> }).data.find(
    (s) => s.is_display,
  );
  if (!stadium) throw new Error('the demo has no stadium shown to members');
  const created = await request.post('/api/admin/matches', {
    headers,
    data: {
      stadium_id: stadium.id,
      round_name: 'คู่ดีเลย์ E2E',
      red_cow_name: 'แดงดีเลย์',
      blue_cow_name: 'ดำดีเลย์',
    },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const delayed = await request.patch(`/api/admin/matches/${id}/limits`, {
    headers,
    data: { bet_delay: HOLD_SECONDS },
  });
  expect(delayed.status()).toBe(200);
  expect(((await delayed.json()) as { data: { bet_delay: number } }).data.bet_delay).toBe(HOLD_SECONDS);
  expect((await request.post(`/api/admin/matches/${id}/rates`, { headers, data: EVEN_109 })).status()).toBe(
    200,
  );
  expect((await request.post(`/api/admin/matches/${id}/open`, { headers, data: {} })).status()).toBe(200);
  return id;
}

/** From the room: 100 on red through the dialog, to its confirm step. */
async function toConfirmStep(page: Page) {
  await page.getByRole('button', { name: /แดงดีเลย์/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('จำนวนเงินเดิมพัน (บาท)').fill('100');
  await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
  return page.getByRole('dialog', { name: 'ยืนยันการแทง' });
}

test('a live bet is held for the round’s delay with a countdown; taking better odds only, a worse price refuses it and a better one takes it at that price', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${await consoleToken(request, DEMO_OPERATOR)}` };
  const publish = async (rate: typeof EVEN_109) =>
    expect(
      (await request.post(`/api/admin/matches/${matchId}/rates`, { headers, data: rate })).status(),
    ).toBe(200);
  const matchId = await openDelayedRound(request, headers);
  // a member of their own: the demo members keep their setting and balance for the other journeys
  const member = await fundedMember(request, await consoleToken(request, DEMO_CASHIER), {
    name: 'สมชาย ดีเลย์',
    password: PASSWORD,
    amount: 1000,
  });

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await loginMember(page, member.phone, PASSWORD);
  await page.goto(`/match/${matchId}`);
  await expect(page.getByRole('button', { name: /แดงดีเลย์/ })).toContainText('ด 10/9');

  // 1. the price holds: the dialog counts the 3 seconds down with the bet as sent, then it is taken
  let confirm = await toConfirmStep(page);
  const choices = confirm.getByRole('group', { name: 'เมื่อราคาเปลี่ยน' });
  // a member who never chose takes no moved price
  await expect(choices.getByRole('button', { name: 'ไม่รับ' })).toHaveAttribute('aria-pressed', 'true');
  await confirm.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(confirm.getByText('กำลังยืนยันการแทง…')).toBeVisible();
  const timer = confirm.getByRole('timer', { name: 'วินาทีที่เหลือ' });
  await expect(timer).toHaveText('3');
  await expect(confirm.getByText('100.00 บาท')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'แก้ไข' })).toBeDisabled();
  await shot(page, 'bet-delay-countdown-phone');
  await expect(timer).toHaveText(/^[12]$/);
  const placed = page.getByRole('alertdialog', { name: 'แทงสำเร็จ' });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText('ราคาที่ได้ ด 10/9');
  await expect(page.getByRole('timer', { name: 'วินาทีที่เหลือ' })).toHaveCount(0);
  await expect(headerBalance(page)).toContainText(baht(900));
  await expect(placed).toBeHidden();

  // 2. better odds only; the operator moves red's price down during the hold: refused, stake back
  confirm = await toConfirmStep(page);
  await choices.getByRole('button', { name: 'รับเฉพาะที่ดีกว่า' }).click();
  await expect(choices.getByRole('button', { name: 'รับเฉพาะที่ดีกว่า' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'bet-delay-odds-choice-phone');
  await confirm.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(confirm.getByRole('timer')).toBeVisible();
  // the stake is reserved once the server holds the bet: only then does the price move
  await expect.poll(() => memberBalance(page), { intervals: [50, 100] }).toBe(800);
  await publish(AGAINST_RED);
  const refused = page.getByRole('alertdialog', { name: 'แทงไม่สำเร็จ' });
  await expect(refused).toContainText('ราคาเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่');
  await shot(page, 'bet-delay-refused-phone');
  await refused.getByRole('button', { name: 'ตกลง' }).click();
  await expect.poll(() => memberBalance(page)).toBe(900);
  // back on the form, which shows the new price
  const form = page.getByRole('dialog', { name: /แทงแดง/ });
  await expect(form.getByRole('insertion').first()).toHaveText(/10\/8$/);

  // 3. the operator moves red's price up during the hold: taken at the better price, and said so
  await form.getByRole('button', { name: 'วางเดิมพัน' }).click();
  confirm = page.getByRole('dialog', { name: 'ยืนยันการแทง' });
  await expect(confirm.getByText('ด 10/8')).toBeVisible();
  // the setting was saved: still "better only"
  await expect(choices.getByRole('button', { name: 'รับเฉพาะที่ดีกว่า' })).toHaveAttribute('aria-pressed', 'true');
  await confirm.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(confirm.getByRole('timer')).toBeVisible();
  await expect.poll(() => memberBalance(page), { intervals: [50, 100] }).toBe(800);
  await publish(FOR_RED);
  const better = page.getByRole('alertdialog', { name: 'แทงสำเร็จ' });
  await expect(better).toContainText('ได้ราคาดีกว่า ง 10/9 (จากที่เห็น ด 10/8)');
  await expect(better).toContainText('ถ้าชนะได้รับ 211.11 บาท');
  await shot(page, 'bet-delay-better-price-phone');
  // a price the member did not tap waits for their OK
  await better.getByRole('button', { name: 'ตกลง' }).click();
  await expect(headerBalance(page)).toContainText(baht(800));

  // the setting is the member's: the account dialog shows it too
  await page.getByRole('button', { name: 'เปิดข้อมูลยูส' }).click();
  const account = page.getByRole('dialog', { name: 'ข้อมูลยูส' });
  await expect(
    account.getByRole('region', { name: 'ตั้งค่าการแทง' }).getByRole('button', { name: 'รับเฉพาะที่ดีกว่า' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // the round ends as no contest, so later journeys find no round of this one left running
  expect(
    (
      await request.post(`/api/admin/matches/${matchId}/end`, { headers, data: { result: 'other' } })
    ).status(),
  ).toBe(200);
  await expectLedgerOk(page);
  await context.close();
});
