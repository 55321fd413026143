// Journeys: the operator's risk desk in the console against the member's room on a phone.
// A side closed on its own, a last call counting down to a closed room, and a burst of parallel bets
// against a low liability cap: every step crosses the real network (HTTP, Socket.IO).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  consoleOnLaptop,
  createRound,
  consoleToken,
  DEMO_CASHIER,
  DEMO_MEMBER,
  demoMemberOnPhone,
  expectLedgerOk,
  fundedMember,
  openBettingAtEvenPrice,
  shot,
  expect,
  test,
} from './support.ts';

const OPERATOR = { username: 'operator1', password: 'operator1234' };

/** The desk's betting panel (each side's switch and book, the last call), and one side's switch in it. */
const riskPanel = (desk: Page) => desk.getByRole('region', { name: 'เปิด/ปิดรับแทง', exact: true });
/** The round's limits, below the live controls. */
const limitsPanel = (desk: Page) => desk.getByRole('region', { name: 'วงเงินของคู่นี้', exact: true });
/** A side's book on the risk panel: what the house pays if it wins, and the room its cap leaves. */
async function expectBook(desk: Page, side: 'แดง', book: { pays: string; room: string; cap: string }) {
  const row = riskPanel(desk).getByRole('listitem', { name: side });
  await expect(row.getByRole('definition').first()).toHaveText(book.pays);
  await expect(row.getByText(`เหลือก่อนถึงเพดาน ${book.cap}`)).toBeVisible();
  await expect(row.getByRole('definition').last()).toHaveText(book.room);
}
const sideSwitch = (desk: Page, side: 'แดง' | 'น้ำเงิน' | 'เสมอ') =>
  riskPanel(desk).getByRole('switch', { name: `รับแทงฝั่ง${side}` });

/** The operator on a laptop, with a new round of these names open at ด 10/9. */
async function deskWithOpenRound(browser: Browser, round: { name: string; red: string; blue: string }) {
  const { context: deskContext, page: desk } = await consoleOnLaptop(
    browser,
    OPERATOR.username,
    OPERATOR.password,
  );
  const matchId = await createRound(desk, round);
  await openBettingAtEvenPrice(desk);
  return { deskContext, desk, matchId };
}

type Envelope<T> = { success: boolean; message: string; data: T };

/** A member's access token through the member API (the app's own login call). */
async function memberToken(request: APIRequestContext, phone: string, password: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { phone, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Envelope<{ access_token: string }>).data.access_token;
}

/** The round's current rate id, as the member reads the round. */
async function currentRateId(request: APIRequestContext, token: string, matchId: number): Promise<number> {
  const res = await request.get(`/api/user/match/${matchId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rate = ((await res.json()) as Envelope<{ rate: number | null }>).data.rate;
  expect(rate).not.toBeNull();
  return rate ?? 0;
}

let refs = 0;
/** A live bet through the real API: its status and the server's words (Thai, as the app asks). */
async function placeBet(
  request: APIRequestContext,
  token: string,
  matchId: number,
  bet: { type: 'red' | 'blue'; amount: number; rateId: number },
) {
  const res = await request.post(`/api/user/bet/${matchId}`, {
    data: { ...bet, ref: `e2e-risk-${Date.now()}-${++refs}` },
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'th' },
  });
  return { status: res.status(), message: ((await res.json()) as Envelope<unknown>).message };
}

test('the operator closes red alone: the room greys red out, the server refuses a red bet, blue is taken', async ({
  browser,
  request,
}) => {
  const { deskContext, desk, matchId } = await deskWithOpenRound(browser, {
    name: 'คู่ปิดฝั่ง E2E',
    red: 'แดงเพลิง',
    blue: 'ฟ้าใส',
  });
  await expect(sideSwitch(desk, 'แดง')).toBeChecked();

  const { context: memberContext, page: member } = await demoMemberOnPhone(browser);
  await member.goto(`/match/${matchId}`);
  const red = member.getByRole('button', { name: /แดงเพลิง/ });
  const blue = member.getByRole('button', { name: /ฟ้าใส/ });
  await expect(red).toContainText('ด 10/9');
  await expect(red).toBeEnabled();

  // the operator closes red only; the desk says who closed it
  await sideSwitch(desk, 'แดง').click();
  await expect(sideSwitch(desk, 'แดง')).not.toBeChecked();
  await expect(riskPanel(desk).getByText('ปิดโดยผู้ดูแล')).toBeVisible();
  await expect(sideSwitch(desk, 'น้ำเงิน')).toBeChecked();

  // the room follows without a reload: red greyed out and saying so, blue still open
  await expect(red).toBeDisabled();
  await expect(red).toContainText('ปิดรับ');
  await expect(blue).toBeEnabled();

  // a red bet sent anyway (an old screen, a script) is refused by the server in the member's words
  const token = await memberToken(request, DEMO_MEMBER.phone, DEMO_MEMBER.password);
  const rateId = await currentRateId(request, token, matchId);
  const refused = await placeBet(request, token, matchId, { type: 'red', amount: 100, rateId });
  expect(refused).toEqual({ status: 409, message: 'ปิดรับแทงฝั่งแดงแล้ว' });

  // blue is taken through the room
  await blue.click();
  const dialog = member.getByRole('dialog');
  await dialog.getByLabel('จำนวนเงินเดิมพัน (บาท)').fill('100');
  await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
  await member.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(member.getByText('แทงสำเร็จ').first()).toBeVisible();

  await expectLedgerOk(desk);
  await deskContext.close();
  await memberContext.close();
});

test('the operator starts a 10-second last call: both screens count down, and at zero the room is closed', async ({
  browser,
  request,
}) => {
  const { deskContext, desk, matchId } = await deskWithOpenRound(browser, {
    name: 'คู่นับถอยหลัง E2E',
    red: 'ทองคำ',
    blue: 'นิลดำ',
  });

  const { context: memberContext, page: member } = await demoMemberOnPhone(browser);
  await member.goto(`/match/${matchId}`);
  const red = member.getByRole('button', { name: /ทองคำ/ });
  const blue = member.getByRole('button', { name: /นิลดำ/ });
  await expect(red).toBeEnabled();

  const panel = riskPanel(desk);
  await panel.getByLabel('จำนวนวินาที (10–120)').fill('10');
  await panel.getByRole('button', { name: 'เริ่มนับถอยหลัง' }).click();
  await expect(panel.getByRole('timer', { name: 'เวลาที่เหลือก่อนปิดรับแทง' })).toHaveText(/^0:(10|0\d)$/);

  // the member's room counts down the same moment, with the buttons still on
  const timer = member.getByRole('timer');
  await expect(timer).toContainText(/ปิดรับแทงใน 0:(10|0\d)/);
  await expect(red).toBeEnabled();
  await shot(member, 'member-room-last-call-running-phone');

  // at zero: closed on the member's screen. The room turns its buttons off at zero on its own clock;
  // once the server's close lands it reads as any closed round (spec §2: the buttons say "waiting
  // for a price" again, with no price on them), and a bet is refused
  await expect(red).not.toContainText('ด 10/9', { timeout: 15_000 });
  await expect(blue).not.toContainText('ด 10/9');
  await expect(member.getByText('ปิดรับแทง', { exact: true })).toBeVisible();
  await expect(member.getByRole('timer').filter({ hasText: /ปิดรับแทงใน/ })).toHaveCount(0);
  const token = await memberToken(request, DEMO_MEMBER.phone, DEMO_MEMBER.password);
  const rateId = await currentRateId(request, token, matchId);
  expect((await placeBet(request, token, matchId, { type: 'blue', amount: 100, rateId })).status).not.toBe(
    200,
  );
  await expect(desk.getByRole('button', { name: 'เปิดรับแทง', exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(panel.getByRole('timer')).toHaveCount(0);

  await deskContext.close();
  await memberContext.close();
});

test('a burst of parallel bets against a low liability cap: exactly what fits is taken, red closes itself once full, the operator raises the cap and reopens', async ({
  browser,
  request,
}) => {
  const { deskContext, desk, matchId } = await deskWithOpenRound(browser, {
    name: 'คู่เพดาน E2E',
    red: 'พายุ',
    blue: 'สายฟ้า',
  });

  // the round's cap: at ด 10/9 each 100-baht red bet adds 90 to what the house pays if red wins, and
  // the smallest bet (10 baht) adds 9: once 5 or less is left, red is full
  const panel = riskPanel(desk);
  await limitsPanel(desk).getByLabel('เพดานความเสี่ยงต่อฝั่ง').fill('995');
  await limitsPanel(desk).getByRole('button', { name: 'บันทึกวงเงิน' }).click();
  await expectBook(desk, 'แดง', { pays: '฿0.00', room: '฿995.00', cap: '฿995.00' });

  // two new members fire 30 red bets of 100 at once through the real API (new, so the demo members'
  // balances stay as the screens journey reads them)
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const bettors = [
    await fundedMember(request, cashier, { name: 'เพดาน ทดสอบ 1', password: 'cap-pass1', amount: 2000 }),
    await fundedMember(request, cashier, { name: 'เพดาน ทดสอบ 2', password: 'cap-pass1', amount: 2000 }),
  ];
  const tokens = await Promise.all(bettors.map((b) => memberToken(request, b.phone, 'cap-pass1')));
  const rateId = await currentRateId(request, tokens[0] ?? '', matchId);
  const replies = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      placeBet(request, tokens[i % 2] ?? '', matchId, { type: 'red', amount: 100, rateId }),
    ),
  );
  const taken = replies.filter((r) => r.status === 200);
  // 11 × 90 = 990 fits under 995; a 12th would make 1,080, and the 5 left take no bet at all
  expect(taken).toHaveLength(11);
  for (const r of replies.filter((x) => x.status !== 200))
    expect(r.message).toMatch(/^(ฝั่งนี้รับแทงเต็มแล้ว ปิดรับแทงชั่วคราว|ปิดรับแทงฝั่งแดงแล้ว)$/);

  // the book never passed the cap, and red closed itself once full
  const admin = await consoleToken(request, OPERATOR);
  const riskRes = await request.get(`/api/admin/matches/${matchId}/risk`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  const risk = (
    (await riskRes.json()) as Envelope<{
      liability: { red: number };
      closed_by: { red: string | null; blue: string | null };
      effective: { liability_cap: number | null };
    }>
  ).data;
  expect(risk.liability.red).toBe(990);
  expect(risk.liability.red).toBeLessThanOrEqual(risk.effective.liability_cap ?? 0);
  expect(risk.closed_by).toMatchObject({ red: 'cap', blue: null });

  // the console shows red closed by the cap, with the book against the cap, live
  await expect(sideSwitch(desk, 'แดง')).not.toBeChecked();
  await expect(panel.getByText('ปิดอัตโนมัติ: ถึงเพดานความเสี่ยง')).toBeVisible();
  await expectBook(desk, 'แดง', { pays: '฿990.00', room: '฿5.00', cap: '฿995.00' });

  // the desk's screenshots: a cap-closed side and a last call running, on a laptop and a phone
  await panel.getByLabel('จำนวนวินาที (10–120)').fill('120');
  await panel.getByRole('button', { name: 'เริ่มนับถอยหลัง' }).click();
  await expect(panel.getByRole('timer')).toBeVisible();
  await desk.evaluate(() => window.scrollTo(0, 0));
  await shot(desk, 'console-risk-desk-desktop');
  await desk.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByText('ปิดอัตโนมัติ: ถึงเพดานความเสี่ยง')).toBeVisible();
  const { scrollWidth, innerWidth } = await desk.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'risk desk at 390 px: sideways scroll').toBeLessThanOrEqual(innerWidth);
  await desk.evaluate(() => window.scrollTo(0, 0));
  await shot(desk, 'console-risk-desk-phone');
  await panel.screenshot({ path: 'artifacts/console-risk-panel-phone.png', animations: 'disabled' });
  await desk.setViewportSize({ width: 1280, height: 900 });
  await panel.getByRole('button', { name: 'ยกเลิกการนับถอยหลัง' }).click();
  await expect(panel.getByRole('button', { name: 'เริ่มนับถอยหลัง' })).toBeVisible();

  // the operator raises the cap and reopens red in one go; a red bet is taken again
  await panel.getByLabel('เพดานความเสี่ยงใหม่ (บาท)').fill('2000');
  await panel.getByRole('button', { name: 'เพิ่มเพดานและเปิดรับแทง' }).click();
  await expect(sideSwitch(desk, 'แดง')).toBeChecked();
  await expectBook(desk, 'แดง', { pays: '฿990.00', room: '฿1,010.00', cap: '฿2,000.00' });
  const again = await placeBet(request, tokens[0] ?? '', matchId, { type: 'red', amount: 100, rateId });
  expect(again.status).toBe(200);
  await expectBook(desk, 'แดง', { pays: '฿1,080.00', room: '฿920.00', cap: '฿2,000.00' });

  await expectLedgerOk(desk);
  await deskContext.close();
});
