// What the journeys share: a phone and a laptop signed in to each app, signing in, a round priced and
// opened, test slips, reading a member's balance, and screenshots kept as CI artefacts under
// e2e/artifacts/.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';

/**
 * Each journey is its own people at their own address. Members reach the platform from many
 * addresses, and the address limits (the contract's RATE_LIMITS: 30 logins a minute, registrations,
 * chat) count per address; journeys that all came from 127.0.0.1 shared one allowance, and a fast
 * machine used it up mid-run (a console login refused with 429). The journeys' server trusts
 * loopback as its proxy (playwright.config.ts), so the X-Forwarded-For that every page, socket and
 * API request of a test carries is the test's address: one from 198.18.0.0/15, the range kept for
 * testing (RFC 2544), the same for the test each run. Nothing is sent to it: it is only a header on
 * loopback. The limits stay as they are, and a test that spends one address's allowance still meets
 * them.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': journeyAddress(testInfo.testId) });
  },
});
export { expect };

/**
 * Journeys that play a sandbox game go without that address. The game's frame runs at an opaque
 * origin (the member app's game-frame.tsx), so its calls are CORS simple requests; an
 * X-Forwarded-For on each would make them non-simple and ask for a preflight that no member's
 * browser sends (a proxy adds that header after the browser). They use loopback's own allowance.
 */
export const loopbackTest = base;

function journeyAddress(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `198.${18 + (a & 1)}.${b}.${Math.max(1, c % 255)}`;
}

/** Baht as the apps show them in Thai: 2 decimals, thousands separators. */
export const baht = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Signs a member in on the member app and waits for home. */
/** The first demo member of the seed (apps/server/src/seed/demo.ts), the one the journeys sign in as. */
export const DEMO_MEMBER = { phone: '0800000001', password: 'demo1234', username: 'sndemo01' };

export async function loginMember(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The demo cashier of the seed (README's table): the sandbox mints test slips only for a cashier or an admin. */
export const DEMO_CASHIER = { username: 'cashier1', password: 'cashier1234' };
export const DEMO_OPERATOR = { username: 'operator1', password: 'operator1234' };

/** The demo admins (README's table): a member's bank-account change is approved by a second admin. */
export const DEMO_ADMIN = { username: 'admin', password: 'admin1234' };
export const DEMO_SECOND_ADMIN = { username: 'admin2', password: 'admin21234' };

/** A sandbox test slip of `amount` baht, minted as the demo cashier (the console's "make a test slip"). */
export async function mintTestSlip(
  request: APIRequestContext,
  amount: number,
): Promise<{ image_data_url: string; trans_ref: string }> {
  const access_token = await consoleToken(request, DEMO_CASHIER);
  const made = await request.post('/api/sandbox/slips', {
    data: { amount },
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(made.ok()).toBe(true);
  return ((await made.json()) as { data: { image_data_url: string; trans_ref: string } }).data;
}

/** Signs an operator in on the console and waits to leave the login page. */
export async function loginConsole(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).not.toHaveURL(/login/);
}

/** In the console's round list: a new round (optionally on a stream channel); its id, on its desk. */
export async function createRound(
  desk: Page,
  round: { name: string; red: string; blue: string; channel?: string },
): Promise<number> {
  await desk.goto('/admin/matches');
  await desk.getByRole('button', { name: 'สร้างคู่ใหม่' }).first().click();
  const form = desk.getByRole('dialog');
  await form.getByLabel('ชื่อคู่').fill(round.name);
  await form.getByLabel('ฝั่งแดง').fill(round.red);
  await form.getByLabel('ฝั่งน้ำเงิน').fill(round.blue);
  if (round.channel) await form.getByLabel('ช่องถ่ายทอดสด').fill(round.channel);
  await form.getByRole('button', { name: 'สร้างคู่' }).click();
  await expect(desk).toHaveURL(/\/admin\/matches\/\d+$/);
  return Number(/\/matches\/(\d+)$/.exec(desk.url())?.[1]);
}

/** ด 10/9: red pays 0.9 a baht, blue 1.11 (blue's rate written the other way round). */
export const STEP_RATE = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 } as const;

/**
 * A pre-fight round made, priced at `STEP_RATE` and opened through the operator's API (the journeys
 * whose subject is what happens after: step tickets, their bills, their caps): its id.
 */
export async function openPrefightRound(
  request: APIRequestContext,
  asOperator: { authorization: string },
  round: { name: string; red: string; blue: string },
): Promise<number> {
  const made = await request.post('/api/admin/matches', {
    headers: asOperator,
    data: { round_name: round.name, red_cow_name: round.red, blue_cow_name: round.blue, is_prefight: true },
  });
  expect(made.status()).toBe(200);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  const priced = await request.post(`/api/admin/matches/${id}/rates`, {
    headers: asOperator,
    data: STEP_RATE,
  });
  expect(priced.status()).toBe(200);
  const opened = await request.post(`/api/admin/matches/${id}/open`, { headers: asOperator, data: {} });
  expect(opened.status()).toBe(200);
  return id;
}

/** The signed-in member's balance as the server has it (baht). */
export async function memberBalance(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const res = await fetch('/api/user/user/get_profile', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { user: { balance: number } } };
    return body.data.user.balance;
  });
}

/** The header's user box, whose name carries the balance (ยอดเงินคงเหลือ ฿…). */
export const headerBalance = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /ยอดเงินคงเหลือ/ });

/**
 * The ledger check from a console page: every invariant holds. A fresh run is an admin's, so the page
 * signs the demo admin in for it, whoever the page shows.
 */
export async function expectLedgerOk(console: Page) {
  const check = await console.evaluate(async (admin) => {
    const login = await fetch('/api/admin/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const res = await fetch('/api/admin/ledger/check', { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as { data: { ok: boolean } };
  }, DEMO_ADMIN);
  expect(check.data.ok).toBe(true);
}

/** A full-page screenshot with transitions finished (a tab caught mid-fade reads as the wrong one). */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `artifacts/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** The member app's journeys run on a phone, the console's on a laptop; both in Thai. */
export const PHONE = { viewport: { width: 390, height: 844 }, locale: 'th-TH' } as const;
export const LAPTOP = { viewport: { width: 1280, height: 900 }, locale: 'th-TH' } as const;

/** A console user signed in on a laptop of their own: the context (to close at the end) and its page. */
export async function consoleOnLaptop(browser: Browser, username: string, password: string) {
  const context = await browser.newContext(LAPTOP);
  const page = await context.newPage();
  await loginConsole(page, username, password);
  return { context, page };
}

/** The demo member signed in on a phone of their own, with the clipboard for copy buttons if asked. */
export async function demoMemberOnPhone(browser: Browser, opts: { clipboard?: boolean } = {}) {
  const context = await browser.newContext(PHONE);
  if (opts.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await loginMember(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
  return { context, page };
}

/** The operator publishes ด 10/9 on the round their desk shows, sees it in force, and opens betting. */
export async function openBettingAtEvenPrice(desk: Page) {
  await desk.getByRole('button', { name: 'ด 10/9', exact: true }).click();
  await expect(desk.getByText('ด 10/9').nth(1)).toBeVisible();
  await desk.getByRole('button', { name: 'เปิดรับแทง', exact: true }).click();
}

/** A sandbox test slip of `amount` baht saved as the PNG a member would upload: the slip and the file. */
export async function slipFileOf(request: APIRequestContext, testInfo: TestInfo, amount: number) {
  const slip = await mintTestSlip(request, amount);
  const file = testInfo.outputPath(`slip-${slip.trans_ref}.png`);
  writeFileSync(file, Buffer.from(slip.image_data_url.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return { slip, file };
}

/** A console user's access token through the API, for a journey's set-up. */
export async function consoleToken(
  request: APIRequestContext,
  staff: { username: string; password: string },
): Promise<string> {
  const res = await request.post('/api/admin/auth/login', { data: staff });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/**
 * A newly registered member holding `amount` baht (a deposit the cashier records, so it opens live
 * rooms too), for a journey that must leave the demo members' money as the screens expect it.
 */
export async function fundedMember(
  request: APIRequestContext,
  cashierToken: string,
  { name, password, amount }: { name: string; password: string; amount: number },
) {
  const phone = `07${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  const registered = await request.post('/api/user/register', {
    data: { phone, password, name, agent_id: 1, bank_name: 'SCB', bank_acc_no: `6${phone}`, referrer: '' },
  });
  expect(registered.status()).toBe(200);
  const { user } = ((await registered.json()) as { data: { user: { id: number; username: string } } }).data;
  const funded = await request.post(`/api/admin/members/${user.id}/adjust`, {
    headers: { authorization: `Bearer ${cashierToken}` },
    data: { amount, reason: `${name}: journey funds`, kind: 'deposit' },
  });
  expect(funded.status()).toBe(200);
  return { phone, username: user.username, id: user.id };
}
