// Journeys: from home, by clicks alone, a member opens each of the five games and the step
// bets page: on a phone through the row above the match list, on a wide screen through the side panel.
// The sandbox provider serves the four launch endpoints (m7, mpy, ws, wc), each as a game of its own
// shown inside the app, with the member's own balance; /play/step leaves for the step game, which is
// the app's /step when no external one is configured. The members are demo members with seed deposits, so /play/wc lets them in.
import type { Locator, Page } from '@playwright/test';
import { baht, loginMember, memberBalance, shot, expect, loopbackTest } from './support.ts';

const test = loopbackTest;

const GAMES = [
  { name: 'เกม M7', game: 'm7', title: 'M7 โยนเหรียญ', pick: 'หัว' },
  { name: 'เกม MPY', game: 'mpy', title: 'MPY ลูกเต๋า สูง-ต่ำ', pick: 'ต่ำ' },
  { name: 'เกม WS', game: 'ws', title: 'WS วงล้อ แดง-น้ำเงิน', pick: 'แดง' },
  { name: 'เกม WC', game: 'wc', title: 'WC ไพ่ สูง-ต่ำ', pick: 'สูงกว่า' },
] as const;

/** The second demo member (VIP, seed deposits): the wide-screen journey's, so each member stays under the launch limit. */
const DEMO_VIP = { phone: '0800000002', password: 'demo1234' };

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/**
 * Opens each game from `entries` (the home page's ways in) and comes back by the app's own link: the
 * sandbox game of that endpoint inside the app, signed in as the member (it shows their balance).
 */
async function openEachGame(page: Page, entries: () => Locator, balance: number) {
  for (const { name, game, title, pick } of GAMES) {
    await entries().getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${game}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const inside = page.frameLocator(`iframe[title="${name}"]`);
    await expect(inside.getByRole('heading', { name: title })).toBeVisible();
    await expect(inside.locator('#balance')).toHaveText(baht(balance));
    await expect(inside.getByRole('button', { name: pick, exact: true })).toBeEnabled();
    await page.getByRole('link', { name: 'กลับหน้าหลัก' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
}

/** Opens the step game (/play/step, which hands the session over in the query) and the step bets page. */
async function openStepPages(page: Page, entries: () => Locator) {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  const stepBetsPage = async () => {
    await expect(page).toHaveURL(/\/step$/);
    await expect(page.getByRole('heading', { level: 1, name: 'แทงสเต็ป' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'คู่ที่เปิดรับสเต็ป' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'บิลสเต็ป', exact: true })).toBeVisible();
  };

  await entries().getByRole('link', { name: 'เกมสเต็ป', exact: true }).click();
  await stepBetsPage();
  // through the launch page, which left for the step game with the token (then dropped from the address)
  expect(visited).toContain('/play/step');
  expect(visited.some((address) => /^\/step\?token=.+/.test(address))).toBe(true);
  await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'หน้าหลัก' }).click();
  await expect(page).toHaveURL(/\/$/);

  visited.length = 0;
  await entries().getByRole('link', { name: 'แทงสเต็ป', exact: true }).click();
  await stepBetsPage();
  expect(visited).not.toContain('/play/step');
  await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'หน้าหลัก' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('on a phone, a member opens each game and the step pages from the row on home', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginMember(page, '0800000001', 'demo1234');
  const row = () => page.getByRole('navigation', { name: 'เกมและสเต็ป' });
  await expect(row().getByRole('link')).toHaveCount(6);
  for (const link of await row().getByRole('link').all()) await expect(link).toBeInViewport();
  // the side panel's copy is for wide screens: on a phone the row above the list is the way in
  await expect(page.getByRole('region', { name: 'เกมและสเต็ป' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await shot(page, 'game-entry-home-phone');

  await openEachGame(page, row, await memberBalance(page));
  await openStepPages(page, row);
});

test('on a wide screen, a member opens each game and the step pages from the side panel', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginMember(page, DEMO_VIP.phone, DEMO_VIP.password);
  const panel = () =>
    page.getByRole('complementary', { name: 'ข้อมูลและบริการ' }).getByRole('region', { name: 'เกมและสเต็ป' });
  await expect(panel().getByRole('link')).toHaveCount(6);
  for (const link of await panel().getByRole('link').all()) await expect(link).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await shot(page, 'game-entry-home-wide');

  await openEachGame(page, panel, await memberBalance(page));
  await openStepPages(page, panel);
});
