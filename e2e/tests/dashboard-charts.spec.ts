// The console dashboard's charts against the demo seed's played rounds: drawn at a phone's
// and a laptop's width with no sideways scroll, their figures as a table on demand, a round chosen by
// its address; the chart library loaded by the dashboard only, and never by the member app.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_MEMBER, loginConsole, shot, expect, test } from './support.ts';

const ADMIN = { username: 'admin', password: 'admin1234' };
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 860 },
];
const TITLES = ['ยอดแทงและผลได้เสียเจ้ามือ', 'ความเสี่ยงของคู่', 'ฝาก-ถอนรายชั่วโมง'];

async function tokenOf(request: APIRequestContext, url: string, data: Record<string, string>) {
  const login = await request.post(url, { data });
  expect(login.ok()).toBe(true);
  const { access_token } = ((await login.json()) as { data: { access_token: string } }).data;
  return { authorization: `Bearer ${access_token}` };
}

/**
 * A live round opened by the admin through the console's API, with a few bets of the demo member on
 * every side through the member API, so the exposure chart has a life to show.
 */
async function aRoundWithBets(request: APIRequestContext): Promise<number> {
  const desk = await tokenOf(request, '/api/admin/auth/login', ADMIN);
  const post = async <T>(url: string, data: Record<string, unknown>): Promise<T> => {
    const res = await request.post(`/api/admin${url}`, { headers: desk, data });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  const round = await post<{ id: number }>('/matches', {
    round_name: 'คู่กราฟ',
    red_cow_name: 'แดงกราฟ',
    blue_cow_name: 'น้ำเงินกราฟ',
    is_prefight: false,
  });
  const rate = await post<{ id: number }>(`/matches/${round.id}/rates`, {
    red_rate_1: 10,
    red_rate_2: 9,
    blue_rate_1: 9,
    blue_rate_2: 10,
  });
  await post(`/matches/${round.id}/open`, {});
  await post(`/matches/${round.id}/tie/open`, { tie_multiplier: 8 });

  const member = await tokenOf(request, '/api/user/login', {
    phone: DEMO_MEMBER.phone,
    password: DEMO_MEMBER.password,
  });
  const stakes: Array<['red' | 'blue' | 'tie', number]> = [
    ['red', 100],
    ['blue', 300],
    ['red', 200],
    ['tie', 20],
    ['blue', 50],
    ['red', 400],
  ];
  for (const [i, [type, amount]] of stakes.entries()) {
    const bet = await request.post(`/api/user/bet/${round.id}`, {
      headers: member,
      data: {
        type,
        amount,
        ...(type === 'tie' ? { rateId: 0, multiplier: 8 } : { rateId: rate.id }),
        ref: `charts-e2e-${round.id}-${i}`,
      },
    });
    expect(bet.ok(), await bet.text()).toBe(true);
  }
  return round.id;
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The chart scripts the page fetched. */
function chartScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (/uplot/i.test(r.url())) seen.push(r.url());
  });
  return seen;
}

for (const size of WIDTHS) {
  test(`dashboard charts at ${size.width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const loaded = chartScripts(page);
    const roundId = await aRoundWithBets(request);
    await loginConsole(page, ADMIN.username, ADMIN.password);
    await page.goto(`/admin/?round=${roundId}`);
    for (const title of TITLES) await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // each chart drawn on its canvas, the round's from its address
    await expect(page.locator('figure[role="img"] canvas')).toHaveCount(3);
    await expect(page.getByRole('combobox', { name: 'คู่' })).toHaveValue(String(roundId));
    expect(loaded.some((url) => url.endsWith('.js'))).toBe(true);
    await shot(page, `console-dashboard-charts-${size.name}`);
    expect(await sidewaysScroll(page), 'sideways scroll').toBe(false);

    // a tooltip under the cursor on the exposure chart
    const exposure = page.locator('section', { has: page.getByRole('heading', { name: 'ความเสี่ยงของคู่' }) });
    const plot = exposure.locator('.u-over');
    const box = await plot.boundingBox();
    if (!box) throw new Error('the exposure chart has no plot area');
    await plot.hover({ position: { x: box.width - 4, y: box.height / 2 } });
    const tooltip = exposure.locator('[data-chart-tooltip]');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('ถ้าแดงชนะ');
    await expect(tooltip).toContainText('6 บิล');
    await exposure.screenshot({ path: `artifacts/console-dashboard-tooltip-${size.name}.png` });

    // the figures as a table
    await exposure.getByRole('button', { name: 'แสดงเป็นตาราง' }).click();
    await expect(exposure.getByRole('table', { name: 'บัญชีของคู่หลังแต่ละบิล' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `console-dashboard-table-${size.name}`);
    expect(await sidewaysScroll(page), 'sideways scroll with the table').toBe(false);
  });
}

test('the login page and the member app never load the chart library', async ({ page }) => {
  const loaded = chartScripts(page);
  await page.goto('/admin/login');
  await expect(page.getByLabel('ชื่อผู้ใช้', { exact: true })).toBeVisible();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  // nor is it anywhere in the member app's build
  const assets = path.resolve(import.meta.dirname, '../../apps/web/dist/assets');
  const withChart = readdirSync(assets).filter(
    (f) => /\.(js|css)$/.test(f) && /uPlot|u-over/.test(readFileSync(path.join(assets, f), 'utf8')),
  );
  expect(withChart).toEqual([]);
});
