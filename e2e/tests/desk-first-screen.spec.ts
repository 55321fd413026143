// The match desk laid out for a live round: on a 1280×800 laptop the round's state, open /
// close betting with each side's switch, the rate buttons, tie, the last call and the result buttons
// are all on the first screen, with no scrolling; a rate click can be taken back for a few seconds,
// and the undo is a publish like any other (the rate list keeps both). Screenshots in Thai and English,
// on the laptop's first screen and on a phone.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { consoleToken, DEMO_OPERATOR, expect, loginConsole, test } from './support.ts';

const FIRST_SCREEN = { width: 1280, height: 800 } as const;
/** CI keeps e2e/artifacts/ (support.ts's shot() writes there too). */
const SHOTS = 'artifacts';

type Words = {
  state: string;
  close: string;
  sides: string[];
  presets: string;
  tieOpen: string;
  lastCallSeconds: string;
  lastCallStart: string;
  results: string[];
};
const WORDS: Record<'th' | 'en', Words> = {
  th: {
    state: 'สถานะ',
    close: 'ปิดรับแทง',
    sides: ['รับแทงฝั่งแดง', 'รับแทงฝั่งน้ำเงิน', 'รับแทงฝั่งเสมอ'],
    presets: 'ราคาด่วน',
    tieOpen: 'เปิดรับแทงเสมอ',
    lastCallSeconds: 'จำนวนวินาที (10–120)',
    lastCallStart: 'เริ่มนับถอยหลัง',
    results: ['แดงชนะ', 'น้ำเงินชนะ', 'เสมอ', 'ยกเลิก (คืนเงิน)'],
  },
  en: {
    state: 'Status',
    close: 'Close betting',
    sides: ['Red: taking bets', 'Blue: taking bets', 'Tie: taking bets'],
    presets: 'Rate presets',
    tieOpen: 'Open tie betting',
    lastCallSeconds: 'Seconds (10–120)',
    lastCallStart: 'Start last call',
    results: ['Red wins', 'Blue wins', 'Draw', 'No contest'],
  },
};

/** Every live control of the desk, by what the operator reads on it. */
function liveControls(desk: Page, words: Words): [string, Locator][] {
  const presets = desk.getByRole('group', { name: words.presets }).getByRole('button');
  return [
    ['round state', desk.getByText(words.state, { exact: true }).first().locator('xpath=..')],
    ['open / close betting', desk.getByRole('button', { name: words.close, exact: true })],
    ...words.sides.map((name): [string, Locator] => [name, desk.getByRole('switch', { name })]),
    ...Array.from({ length: 7 }, (_, i): [string, Locator] => [`rate preset ${i + 1}`, presets.nth(i)]),
    ['tie', desk.getByRole('button', { name: words.tieOpen, exact: true })],
    ['last call seconds', desk.getByLabel(words.lastCallSeconds)],
    ['last call', desk.getByRole('button', { name: words.lastCallStart, exact: true })],
    ...words.results.map((name): [string, Locator] => [
      name,
      desk.getByRole('button', { name, exact: true }),
    ]),
  ];
}

/** Each control is on screen, whole, within the first 800 px, and the page was not scrolled to get there. */
async function expectAllOnFirstScreen(desk: Page, words: Words) {
  const controls = liveControls(desk, words);
  expect(controls).toHaveLength(19);
  for (const [name, control] of controls) {
    await expect(control, name).toBeVisible();
    const box = await control.boundingBox();
    expect(box, name).not.toBeNull();
    if (!box) continue;
    expect.soft(box.y, `${name}: top`).toBeGreaterThanOrEqual(0);
    expect
      .soft(box.y + box.height, `${name}: bottom within the first screen`)
      .toBeLessThanOrEqual(FIRST_SCREEN.height);
    expect.soft(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(FIRST_SCREEN.width);
  }
  expect(await desk.evaluate(() => window.scrollY), 'the desk was scrolled').toBe(0);
}

async function firstScreenShot(desk: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await desk.evaluate(() => document.fonts.ready);
  await desk.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false, animations: 'disabled' });
}

async function fullShot(desk: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await desk.evaluate(() => document.fonts.ready);
  await desk.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

type Envelope<T> = { data: T };

test('the desk of a live round has every live control on the first screen of a 1280×800 laptop, and a rate click can be taken back', async ({
  browser,
  request,
}) => {
  // a live round: priced at ด 10/9 and open, made through the operator's API (the subject here is the desk)
  const token = await consoleToken(request, DEMO_OPERATOR);
  const asOperator = { authorization: `Bearer ${token}` };
  const made = await request.post('/api/admin/matches', {
    headers: asOperator,
    data: { round_name: 'คู่หน้าจอแรก E2E', red_cow_name: 'แดงหน้าจอ', blue_cow_name: 'น้ำเงินหน้าจอ' },
  });
  expect(made.status()).toBe(200);
  const id = ((await made.json()) as Envelope<{ id: number }>).data.id;
  const rate = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };
  expect(
    (await request.post(`/api/admin/matches/${id}/rates`, { headers: asOperator, data: rate })).status(),
  ).toBe(200);
  expect(
    (await request.post(`/api/admin/matches/${id}/open`, { headers: asOperator, data: {} })).status(),
  ).toBe(200);

  const context = await browser.newContext({ viewport: FIRST_SCREEN, locale: 'th-TH' });
  const desk = await context.newPage();
  await loginConsole(desk, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
  await desk.goto('/admin/matches');
  await desk
    .getByRole('link', { name: /คู่หน้าจอแรก E2E/ })
    .first()
    .click();
  await expect(desk).toHaveURL(new RegExp(`/admin/matches/${id}$`));
  await expect(desk.getByRole('heading', { name: 'คู่หน้าจอแรก E2E' })).toBeVisible();
  await expect(desk.getByRole('switch', { name: 'รับแทงฝั่งแดง' })).toBeChecked();

  await expectAllOnFirstScreen(desk, WORDS.th);
  await firstScreenShot(desk, 'desk-first-screen-1280x800-th');

  // a rate click: published at once, with an undo beside the rate buttons, on the first screen too
  await desk.getByRole('button', { name: 'ด 10/8', exact: true }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'ประกาศราคา ด 10/8 แล้ว' })).toBeVisible();
  const undo = desk.getByRole('button', { name: /^ย้อนกลับเป็น ด 10\/9 \([1-5] วิ\)$/ });
  await expect(undo).toBeVisible();
  const undoBox = await undo.boundingBox();
  expect((undoBox?.y ?? FIRST_SCREEN.height) + (undoBox?.height ?? 0)).toBeLessThanOrEqual(
    FIRST_SCREEN.height,
  );
  await firstScreenShot(desk, 'desk-undo-1280x800-th');
  await undo.click();
  await expect(desk.getByRole('status').filter({ hasText: 'กลับเป็น ด 10/9 แล้ว' })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'ด 10/9', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // the undo is a publish like the others: the round's rates are 10/9, 10/8, and 10/9 again
  const rates = await request.get(`/api/admin/matches/${id}/rates`, { headers: asOperator });
  const published = ((await rates.json()) as Envelope<{ red_rate_2: number; blue_rate_1: number }[]>).data;
  expect(published.map((r) => r.red_rate_2).sort()).toEqual([8, 9, 9]);
  // the current rate is what members see again
  const round = await request.get(`/api/admin/matches/${id}`, { headers: asOperator });
  expect(((await round.json()) as Envelope<{ now_red_rate_2: number }>).data.now_red_rate_2).toBe(9);

  // the same desk in English
  await desk.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await desk.reload();
  await expect(desk.getByRole('switch', { name: 'Red: taking bets' })).toBeChecked();
  await expectAllOnFirstScreen(desk, WORDS.en);
  await firstScreenShot(desk, 'desk-first-screen-1280x800-en');
  // a smaller laptop keeps the two columns, the rate buttons in two rows
  await desk.setViewportSize({ width: 1024, height: 768 });
  await firstScreenShot(desk, 'desk-first-screen-1024x768-en');

  // a phone: the page scrolls, the live controls come first and the limits after them
  await desk.setViewportSize({ width: 390, height: 844 });
  const lastResult = desk.getByRole('button', { name: 'No contest', exact: true });
  const limits = desk.getByRole('region', { name: 'Round limits' });
  const [resultBox, limitsBox] = [await lastResult.boundingBox(), await limits.boundingBox()];
  expect(resultBox?.y ?? Infinity).toBeLessThan(limitsBox?.y ?? 0);
  const { scrollWidth, innerWidth } = await desk.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'desk at 390 px: sideways scroll').toBeLessThanOrEqual(innerWidth);
  await firstScreenShot(desk, 'desk-390-first-screen-en');
  await fullShot(desk, 'desk-390-en');
  await desk.evaluate(() => localStorage.setItem('i18nextLng', 'th'));
  await desk.reload();
  await expect(desk.getByRole('switch', { name: 'รับแทงฝั่งแดง' })).toBeChecked();
  await firstScreenShot(desk, 'desk-390-first-screen-th');
  await fullShot(desk, 'desk-390-th');

  await context.close();
});
