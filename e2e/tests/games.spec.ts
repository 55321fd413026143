// Journeys: a funded member opens /play/m7, plays a round of the sandbox coin flip
// (served by the server, moving money only through the signed seamless wallet) inside the app's
// frame, and the header balance follows at once; a fresh member without deposits opens /play/wc and
// is sent home after 3 s with the message. Each sandbox game has its own name and look,
// inside the app's header and bottom bar, at 390 and 1280, in Thai and English.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  baht,
  consoleToken,
  DEMO_CASHIER,
  fundedMember,
  headerBalance,
  loginMember,
  memberBalance,
  shot,
  expect,
  loopbackTest,
} from './support.ts';

const test = loopbackTest;

/**
 * What Chromium says of a framed game in the console: a frame holding both allow-scripts and
 * allow-same-origin, a call the frame's CORS check refused, a page that could not be origin-keyed.
 */
function sandboxWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/escape its sandboxing|CORS policy|origin-keyed/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

async function freshMember(
  request: APIRequestContext,
  password: string,
): Promise<{ id: number; phone: string }> {
  const run = String(Date.now()).slice(-6);
  const phone = `06${run}${String(Math.floor(Math.random() * 90) + 10)}`;
  const registered = await request.post('/api/user/register', {
    data: {
      phone,
      password,
      name: 'เกม ทดสอบ',
      agent_id: 1,
      bank_name: 'SCB',
      bank_acc_no: `5${phone}`,
      referrer: '',
    },
  });
  expect(registered.status()).toBe(200);
  return { id: ((await registered.json()) as { data: { user: { id: number } } }).data.user.id, phone };
}

test('a member opens /play/m7, plays a round of the sandbox game, and the header balance follows', async ({
  page,
  request,
}) => {
  const { id, phone } = await freshMember(request, 'game-pass1');
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const funded = await request.post(`/api/admin/members/${id}/adjust`, {
    headers: { authorization: `Bearer ${cashier}` },
    data: { amount: 500, reason: 'games journey funds', kind: 'deposit' },
  });
  expect(funded.status()).toBe(200);

  await loginMember(page, phone, 'game-pass1');
  await expect(headerBalance(page)).toContainText(baht(500));
  const warnings = sandboxWarnings(page);

  await page.goto('/play/m7');
  // inside the app: its header and bottom bar stay, the game sits in a frame in the body
  await expect(page).toHaveURL(/\/play\/m7$/);
  await expect(page.getByRole('heading', { level: 1, name: 'เกม M7' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
  const game = page.frameLocator('iframe[title="เกม M7"]');
  await expect(game.getByRole('heading', { name: 'M7 โยนเหรียญ' })).toBeVisible();
  await expect(game.getByText('ทดลอง · SANDBOX')).toBeVisible();
  await expect(game.locator('#balance')).toHaveText(baht(500));
  await game.getByLabel('จำนวนเงินเดิมพัน (บาท)').fill('50');
  await game.getByRole('button', { name: 'หัว' }).click();
  const result = game.getByRole('status');
  await expect(result).toHaveText(/คุณ(ชนะ|แพ้)/);
  const won = /ชนะ/.test((await result.textContent()) ?? '');
  const after = won ? 550 : 450;
  await expect(game.locator('#balance')).toHaveText(baht(after));
  // the header follows the game's debit and credit while the game is still open
  await expect(headerBalance(page)).toContainText(baht(after));
  await shot(page, 'games-sandbox-coin-flip');

  await page.getByRole('link', { name: 'กลับหน้าหลัก' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerBalance(page)).toContainText(baht(after));
  expect(await memberBalance(page)).toBe(after);
  expect(warnings).toEqual([]);
});

/** The four sandbox games: each its own name, and the first of its two picks, per language. */
const SANDBOX_GAMES = [
  { game: 'm7', th: ['M7 โยนเหรียญ', 'หัว'], en: ['M7 Coin Flip', 'Heads'] },
  { game: 'mpy', th: ['MPY ลูกเต๋า สูง-ต่ำ', 'ต่ำ'], en: ['MPY Dice High-Low', 'Low'] },
  { game: 'ws', th: ['WS วงล้อ แดง-น้ำเงิน', 'แดง'], en: ['WS Red-Blue Wheel', 'Red'] },
  { game: 'wc', th: ['WC ไพ่ สูง-ต่ำ', 'สูงกว่า'], en: ['WC Card Higher-Lower', 'Higher'] },
] as const;

const WORDS = {
  th: {
    title: (g: string) => `เกม ${g}`,
    mark: 'ทดลอง · SANDBOX',
    stake: 'จำนวนเงินเดิมพัน (บาท)',
    balance: /ยอดเงินคงเหลือ/,
    menu: 'เมนูหลัก',
    outcome: /คุณ(ชนะ|แพ้)/,
  },
  en: {
    title: (g: string) => `${g} game`,
    mark: 'SANDBOX · ทดลอง',
    stake: 'Stake (baht)',
    balance: /Balance/,
    menu: 'Main menu',
    outcome: /you (win|lose)/,
  },
} as const;

for (const lang of ['th', 'en'] as const) {
  test(`each sandbox game has its own name and look inside the app, at 390 and 1280 (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[lang];
    const cashier = await consoleToken(request, DEMO_CASHIER);
    const { phone } = await fundedMember(request, cashier, {
      name: `เกม ${lang}`,
      password: 'game-pass3',
      amount: 1000,
    });
    await loginMember(page, phone, 'game-pass3');
    if (lang === 'en') {
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
      await page.reload();
    }
    const warnings = sandboxWarnings(page);
    const balanceBox = () => page.getByRole('banner').getByRole('button', { name: words.balance });

    for (const width of [390, 1280] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      for (const { game, ...names } of SANDBOX_GAMES) {
        const [name, firstPick] = names[lang];
        const code = game.toUpperCase();
        await page.goto(`/play/${game}`);
        await expect(page.getByRole('heading', { level: 1, name: words.title(code) })).toBeVisible();
        const frame = page.locator(`iframe[title="${words.title(code)}"]`);
        const inside = page.frameLocator(`iframe[title="${words.title(code)}"]`);
        await expect(inside.getByRole('heading', { name })).toBeVisible();
        await expect(inside.getByText(words.mark)).toBeVisible();
        await expect(inside.locator('#balance')).not.toHaveText('…');

        // the frame fills the body: the shell's width, from under its bar down to the bottom bar
        const box = (await frame.boundingBox())!;
        const bar = (await page.getByRole('navigation', { name: words.menu }).boundingBox())!;
        expect(box.width).toBeGreaterThan(width === 390 ? 350 : 1000);
        expect(box.height).toBeGreaterThan(width === 390 ? 500 : 450);
        expect(box.y + box.height).toBeLessThanOrEqual(bar.y);

        await inside.getByLabel(words.stake).fill('10');
        await inside.getByRole('button', { name: firstPick, exact: true }).click();
        await expect(inside.getByRole('status')).toHaveText(words.outcome);
        const inGame = (await inside.locator('#balance').textContent()) ?? '';
        await expect(balanceBox()).toContainText(inGame);
        await page.waitForTimeout(1300); // the wheel's turn ends before the picture
        await shot(page, `games-in-app-${game}-${width}-${lang}`);
      }
    }
    expect(warnings).toEqual([]);
  });
}

test('a member without deposits opens /play/wc and is sent home after 3 s with the message', async ({
  page,
  request,
}) => {
  const { phone } = await freshMember(request, 'game-pass2');
  await loginMember(page, phone, 'game-pass2');
  await page.goto('/play/wc');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('ไม่สามารถเล่นได้ กรุณาฝากเงินขั้นต่ำ');
  await shot(page, 'games-wc-not-eligible');
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  // sent home by the page's timer, not at once
  expect(Date.now() - shownAt).toBeGreaterThan(1_500);
});
