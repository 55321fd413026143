// Journey: a big bet referred to the desk (in-play trading). The operator sets a member's referral
// threshold at 500 baht; the member's live bet of 1,000 waits for the desk (its stake reserved), the
// bet dialog saying so with the desk's time counting down. The operator offers a smaller stake, 400;
// the member sees the offer in the dialog, takes it, and the receipt names the 400 taken: the balance
// went down by 400 alone. The operator's moves go through the console API, as the desk sends them.
import type { APIRequestContext } from '@playwright/test';
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

// ด 10/9: red pays 0.9 a baht (400 returns 760.00)
const EVEN_109 = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };

const PASSWORD = 'refer-pass1';
const FUNDS = 2000;
const REFER_ABOVE = 500;
const STAKE = 1000;
const OFFER = 400;

type Envelope<T> = { success: boolean; message: string; data: T };

/** A referred bet as the desk lists it (the contract's referredBet, the fields this journey reads). */
interface DeskReferral {
  id: number;
  member_id: number;
  match_id: number;
  side: string;
  amount: number;
  offer: number | null;
  state: 'waiting' | 'offered';
}

/** A running round at a stadium members see, taking bets at once (no bet delay), priced ด 10/9 and open. */
async function openRound(request: APIRequestContext, headers: Record<string, string>) {
  const stadiums = await request.get('/api/admin/stadiums', { headers });
  const stadium = ((await stadiums.json()) as Envelope<Array<{ id: number; is_display: boolean }>>).data.find(
    (s) => s.is_display,
  );
  if (!stadium) throw new Error('the demo has no stadium shown to members');
  const created = await request.post('/api/admin/matches', {
    headers,
    data: {
      stadium_id: stadium.id,
      round_name: 'คู่บิลใหญ่ E2E',
      red_cow_name: 'แดงบิลใหญ่',
      blue_cow_name: 'ดำบิลใหญ่',
    },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as Envelope<{ id: number }>).data.id;
  // no bet delay: the bet goes straight to the desk, so what the member waits for is the desk alone
  const limits = await request.patch(`/api/admin/matches/${id}/limits`, { headers, data: { bet_delay: 0 } });
  expect(limits.status()).toBe(200);
  expect(((await limits.json()) as Envelope<{ bet_delay: number }>).data.bet_delay).toBe(0);
  expect((await request.post(`/api/admin/matches/${id}/rates`, { headers, data: EVEN_109 })).status()).toBe(
    200,
  );
  expect((await request.post(`/api/admin/matches/${id}/open`, { headers, data: {} })).status()).toBe(200);
  return id;
}

/** The desk's queue: this member's bets on this round, as the console reads them. */
async function referredOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  memberId: number,
  matchId: number,
): Promise<DeskReferral[]> {
  const res = await request.get('/api/admin/bets/referred', { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<DeskReferral[]>).data.filter(
    (r) => r.member_id === memberId && r.match_id === matchId,
  );
}

test('a bet above the member’s referral threshold waits for the desk; the desk offers 400 of the 1,000 and the member takes it from the bet dialog', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${await consoleToken(request, DEMO_OPERATOR)}` };
  // a member of their own: the demo members keep their threshold and balance for the other journeys
  const member = await fundedMember(request, await consoleToken(request, DEMO_CASHIER), {
    name: 'สมศักดิ์ บิลใหญ่',
    password: PASSWORD,
    amount: FUNDS,
  });
  const threshold = await request.patch(`/api/admin/members/${member.id}/betting`, {
    headers,
    data: { refer_above: REFER_ABOVE },
  });
  expect(threshold.status()).toBe(200);
  expect(((await threshold.json()) as Envelope<{ refer_above: number | null }>).data.refer_above).toBe(
    REFER_ABOVE,
  );
  const matchId = await openRound(request, headers);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await loginMember(page, member.phone, PASSWORD);
  await page.goto(`/match/${matchId}`);
  const redButton = page.getByRole('button', { name: /แดงบิลใหญ่/ });
  await expect(redButton).toContainText('ด 10/9');

  // 1. the member bets 1,000 on red: above their threshold, it waits for the desk, its stake reserved
  await redButton.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('จำนวนเงินเดิมพัน (บาท)').fill(String(STAKE));
  await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
  const confirm = page.getByRole('dialog', { name: 'ยืนยันการแทง' });
  await confirm.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(confirm.getByText('บิลนี้รอเจ้ามือยืนยัน…')).toBeVisible();
  await expect(confirm.getByRole('timer', { name: 'เวลาที่เหลือ' })).toHaveText(/^0:[0-4]\d$/);
  await expect(confirm.getByText(`${baht(STAKE)} บาท`)).toBeVisible();
  await expect.poll(() => memberBalance(page)).toBe(FUNDS - STAKE);
  await shot(page, 'bet-referral-waiting-phone');

  // 2. the desk finds it in its queue and offers a smaller stake
  const [waiting] = await referredOf(request, headers, member.id, matchId);
  expect(waiting).toMatchObject({ side: 'red', amount: STAKE, offer: null, state: 'waiting' });
  const countered = await request.post(`/api/admin/bets/referred/${waiting?.id}/counter`, {
    headers,
    data: { amount: OFFER },
  });
  expect(countered.status()).toBe(200);
  expect(((await countered.json()) as Envelope<DeskReferral>).data).toMatchObject({
    state: 'offered',
    offer: OFFER,
  });

  // 3. the member sees the offer, with the time to answer, and takes it
  await expect(
    confirm.getByText(`เจ้ามือเสนอรับ ${baht(OFFER)} บาท จากยอดแทง ${baht(STAKE)} บาท`),
  ).toBeVisible();
  await expect(confirm.getByText(`ถ้าชนะได้รับ ${baht(760)} บาท`)).toBeVisible();
  await expect(confirm.getByRole('timer', { name: 'เวลาที่เหลือ' })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'ไม่รับข้อเสนอ' })).toBeEnabled();
  await shot(page, 'bet-referral-offer-phone');
  await confirm.getByRole('button', { name: `รับ ${baht(OFFER)} บาท` }).click();

  // 4. the receipt names the stake taken, the price and what a win returns, and waits for OK
  const placed = page.getByRole('alertdialog', { name: 'แทงสำเร็จ' });
  await expect(placed).toContainText(`ยอดแทงที่รับ ${baht(OFFER)} บาท (จากที่แทง ${baht(STAKE)} บาท)`);
  await expect(placed).toContainText('ราคาที่ได้ ด 10/9');
  await expect(placed).toContainText(`ถ้าชนะได้รับ ${baht(760)} บาท`);
  await shot(page, 'bet-referral-taken-phone');
  await placed.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the balance went down by the 400 taken alone: the rest of the stake came back
  await expect(headerBalance(page)).toContainText(baht(FUNDS - OFFER));
  expect(await memberBalance(page)).toBe(FUNDS - OFFER);
  // nothing of it is left waiting, for the desk or in the room
  expect(await referredOf(request, headers, member.id, matchId)).toEqual([]);
  await expect(page.getByRole('region', { name: 'บิลที่รอเจ้ามือ' })).toHaveCount(0);

  // the round ends as no contest, so later journeys find no round of this one left running
  expect(
    (
      await request.post(`/api/admin/matches/${matchId}/end`, { headers, data: { result: 'other' } })
    ).status(),
  ).toBe(200);
  await expectLedgerOk(page);
  await context.close();
});
