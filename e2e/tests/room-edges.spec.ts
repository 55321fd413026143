// The match room's bet buttons are in full view above the bottom bar on a
// laptop (1280×800) and a phone (390×844), each with its whole team name (wrapped, never cut: the
// longest demo names and a long one); and the bet dialog refuses a stake over the balance, or off its
// steps, before the confirm step. The rounds are made through the operator API and ended at the end.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSideScroll } from './no-side-scroll.ts';
import {
  consoleToken,
  DEMO_MEMBER,
  DEMO_OPERATOR,
  loginMember,
  memberBalance,
  shot,
  expect,
  test,
} from './support.ts';

// a name cut short on a phone, the longest names of the demo seed and simulator, and a long one
const ROUNDS = [
  { name: 'คู่ปุ่มแทง 1', red: 'ไอ้ฟ้าผ่า (จำลอง)', blue: 'เขียวเลาหางดำ (เดโม)' },
  {
    name: 'คู่ปุ่มแทง 2',
    red: 'ไอ้ฟ้าผ่าสายฟ้าฟาดแห่งบ้านหนองบัวลำภู (ชื่อยาวมากเป็นพิเศษ)',
    blue: 'ไอ้แสงเพชร (จำลอง)',
  },
];

async function operatorHeaders(request: APIRequestContext) {
  const token = await consoleToken(request, DEMO_OPERATOR);
  return { authorization: `Bearer ${token}` };
}

/** A running round of a stadium members see, at ด 10/9 with betting open. */
async function openRound(
  request: APIRequestContext,
  headers: Record<string, string>,
  round: (typeof ROUNDS)[0],
) {
  const stadiums = await request.get('/api/admin/stadiums', { headers });
  const stadium = ((await stadiums.json()) as { data: Array<{ id: number; is_display: boolean }> }).data.find(
    (s) => s.is_display,
  );
  if (!stadium) throw new Error('the demo has no stadium shown to members');
  const created = await request.post('/api/admin/matches', {
    headers,
    data: {
      stadium_id: stadium.id,
      round_name: round.name,
      red_cow_name: round.red,
      blue_cow_name: round.blue,
    },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const rate = { rate_name: 'ด 10/9', red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };
  expect((await request.post(`/api/admin/matches/${id}/rates`, { headers, data: rate })).status()).toBe(200);
  expect((await request.post(`/api/admin/matches/${id}/open`, { headers })).status()).toBe(200);
  return id;
}

/** The top of what the bottom bar draws: its own edge, or the wallet button's circle raised above it. */
async function bottomBarTop(page: Page): Promise<number> {
  return page
    .getByRole('navigation', { name: 'เมนูหลัก' })
    .evaluate((nav) =>
      Math.min(...[nav, ...Array.from(nav.querySelectorAll('*'))].map((e) => e.getBoundingClientRect().top)),
    );
}

async function expectInFullView(page: Page, box: Locator, what: string) {
  const rect = await box.boundingBox();
  expect(rect, what).not.toBeNull();
  if (!rect) return;
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect(rect.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(rect.y, `${what}: under the header`).toBeGreaterThanOrEqual(headerBottom);
  expect(rect.y + rect.height, `${what}: above the bottom bar`).toBeLessThanOrEqual(await bottomBarTop(page));
}

/** The name is all there, in one element that shows all of it: nothing cut, nothing hidden. */
async function expectWholeName(button: Locator, name: string) {
  const label = button.getByText(name, { exact: true });
  await expect(label).toBeVisible();
  const size = await label.evaluate((e) => ({
    text: e.textContent,
    scrollWidth: e.scrollWidth,
    clientWidth: e.clientWidth,
    scrollHeight: e.scrollHeight,
    clientHeight: e.clientHeight,
    overflow: getComputedStyle(e).textOverflow,
  }));
  expect(size.text).toBe(name);
  expect(size.scrollWidth, `${name}: cut sideways`).toBeLessThanOrEqual(size.clientWidth);
  expect(size.scrollHeight, `${name}: cut below`).toBeLessThanOrEqual(size.clientHeight);
  expect(size.overflow).not.toBe('ellipsis');
}

const escape = (text: string) => text.replace(/[()]/g, '\\$&');

test('the bet buttons are in full view above the bottom bar with whole team names, on a laptop and a phone', async ({
  browser,
  request,
}) => {
  const headers = await operatorHeaders(request);
  const ids = [];
  for (const round of ROUNDS) ids.push(await openRound(request, headers, round));

  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      locale: 'th-TH',
    });
    const page = await context.newPage();
    await loginMember(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
    for (const [i, round] of ROUNDS.entries()) {
      await page.goto(`/match/${ids[i]}`);
      await expect(page.getByRole('heading', { name: round.name })).toBeVisible();
      for (const [side, name, odds] of [
        ['red', round.red, 'แทง 10 ได้ 9'],
        ['blue', round.blue, 'แทง 9 ได้ 10'],
      ] as const) {
        const button = page.getByRole('button', { name: new RegExp(escape(name)) });
        await expect(button).toContainText('ด 10/9');
        await expectInFullView(page, button, `${size.name} ${round.name} ${side} button`);
        // the rate line at the foot of the button, not covered
        await expectInFullView(page, button.getByText(odds), `${size.name} ${round.name} ${side} rate line`);
        await expectWholeName(button, name);
      }
      await expectNoSideScroll(page, `room ${round.name} at ${size.width}`);
      await shot(page, `member-room-live-names-${i + 1}-${size.name}`);
    }
    await context.close();
  }

  for (const id of ids) {
    const ended = await request.post(`/api/admin/matches/${id}/end`, { headers, data: { result: 'other' } });
    expect(ended.status()).toBe(200);
  }
});

test('the bet dialog refuses more than the balance, and an amount off its steps, before the confirm step', async ({
  page,
  request,
}) => {
  const headers = await operatorHeaders(request);
  const round = ROUNDS[0]!;
  const id = await openRound(request, headers, round);
  await loginMember(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
  const before = await memberBalance(page);
  await page.goto(`/match/${id}`);
  await page.getByRole('button', { name: new RegExp(escape(round.red)) }).click();
  const dialog = page.getByRole('dialog');
  const amount = dialog.getByLabel('จำนวนเงินเดิมพัน (บาท)');
  const refusal = page.getByRole('alertdialog', { name: 'ไม่สามารถแทงได้' });

  // far over the balance, on the steps: the balance is what refuses it
  expect(before).toBeLessThan(99_990);
  await amount.fill('99990');
  await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
  await expect(refusal).toContainText('ยอดเงินไม่เพียงพอ');
  await expect(page.getByRole('dialog', { name: 'ยืนยันการแทง' })).toHaveCount(0);
  await shot(page, 'member-bet-over-balance-phone');
  await refusal.getByRole('button').first().click();

  // 99,999: off the steps of the round's minimum (10 baht) before anything else
  await amount.fill('99999');
  await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
  await expect(refusal).toContainText('ยอดแทงต้องเป็นทวีคูณของ 10 บาท');
  await expect(page.getByRole('dialog', { name: 'ยืนยันการแทง' })).toHaveCount(0);
  await refusal.getByRole('button').first().click();

  // a stake within the balance and on the steps reaches the confirm step; going back sends nothing
  await amount.fill('150');
  await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
  const confirm = page.getByRole('dialog', { name: 'ยืนยันการแทง' });
  await expect(confirm).toContainText('150.00 บาท');
  await confirm.getByRole('button', { name: 'แก้ไข' }).click();
  expect(await memberBalance(page)).toBe(before);

  const ended = await request.post(`/api/admin/matches/${id}/end`, { headers, data: { result: 'other' } });
  expect(ended.status()).toBe(200);
});
