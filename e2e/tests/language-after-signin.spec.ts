// The member app's shell once signed in: the language switch in the header and in the
// account dialog (the login screen's one switch, the same stored choice), the live room's deposit gate
// leading to the deposit tab, and the end-of-round dialog's way home. Screens at 390 and 1280 px, in
// Thai and English.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  consoleToken,
  DEMO_MEMBER,
  DEMO_OPERATOR,
  expect,
  LAPTOP,
  loginMember,
  PHONE,
  shot,
  test,
} from './support.ts';

const SIZES = [
  { name: 'phone', ...PHONE },
  { name: 'wide', ...LAPTOP },
] as const;

const switchIn = (page: Page, where: 'banner' | 'dialog', lang: 'th' | 'en') =>
  page
    .getByRole(where)
    .getByRole('group', { name: lang === 'th' ? 'ภาษา' : 'Language' })
    .getByRole('button', { name: lang === 'th' ? 'EN' : 'ไทย', exact: true });

/** English from the header's switch, waited for (its words are fetched the first time). */
async function toEnglish(page: Page) {
  await switchIn(page, 'banner', 'th').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /เมนูหลัก|Main menu/ });

test('a signed-in member switches the whole app to English from the account dialog, keeps it, and switches back', async ({
  page,
}) => {
  await loginMember(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
  await expect(mainMenu(page).getByRole('link', { name: 'หน้าหลัก' })).toBeVisible();

  await page.getByRole('button', { name: 'เปิดข้อมูลยูส' }).click();
  const account = page.getByRole('dialog', { name: 'ข้อมูลยูส' });
  await expect(account).toBeVisible();
  await switchIn(page, 'dialog', 'th').click();

  // the dialog and the shell behind it change at once, no reload
  await expect(page.getByRole('dialog', { name: 'Account info' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(mainMenu(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Live/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // remembered like the login screen's choice
  await page.reload();
  await expect(mainMenu(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Ended/ })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'EN' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // and back to Thai from the header's switch
  await switchIn(page, 'banner', 'en').click();
  await expect(mainMenu(page).getByRole('link', { name: 'หน้าหลัก' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /กำลังแข่ง/ })).toBeVisible();
  await page.reload();
  await expect(mainMenu(page).getByRole('link', { name: 'หน้าหลัก' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('home and the account dialog, in Thai and English, on a phone and a wide screen', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size.viewport, locale: size.locale });
    const page = await context.newPage();
    await loginMember(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
    for (const lang of ['th', 'en'] as const) {
      if (lang === 'en') await toEnglish(page);
      const games = page.getByRole('link', { name: lang === 'th' ? 'เกม M7' : 'M7 game' });
      await expect(games).toHaveCount(1);
      await expect(games).toBeVisible();
      await shot(page, `shell-home-${size.name}-${lang}`);
      await page.getByRole('button', { name: lang === 'th' ? 'เปิดข้อมูลยูส' : 'Open account info' }).click();
      // the dialog's language switch (the betting settings' choice is a group of its own)
      await expect(
        page.getByRole('dialog').getByRole('group', { name: lang === 'th' ? 'ภาษา' : 'Language' }),
      ).toBeVisible();
      await page.screenshot({
        path: `artifacts/shell-account-${size.name}-${lang}.png`,
        animations: 'disabled',
      });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await context.close();
  }
});

/** A running round of a stadium members see, betting open at ด 10/9: its id. */
async function openLiveRound(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const stadiums = await request.get('/api/admin/stadiums', { headers });
  const stadium = ((await stadiums.json()) as { data: Array<{ id: number; is_display: boolean }> }).data.find(
    (s) => s.is_display,
  );
  if (!stadium) throw new Error('the demo has no stadium shown to members');
  const created = await request.post('/api/admin/matches', {
    headers,
    data: { stadium_id: stadium.id, round_name: name, red_cow_name: 'ไอ้แดง', blue_cow_name: 'ไอ้ดำ' },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const rate = { rate_name: 'ด 10/9', red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };
  expect((await request.post(`/api/admin/matches/${id}/rates`, { headers, data: rate })).status()).toBe(200);
  expect((await request.post(`/api/admin/matches/${id}/open`, { headers, data: {} })).status()).toBe(200);
  return id;
}

test('the live room’s gate leads a member without deposits to the deposit tab, or just home', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${await consoleToken(request, DEMO_OPERATOR)}` };
  const id = await openLiveRound(request, headers, 'คู่ประตูฝาก');
  const phone = `07${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  const password = 'newbie1234';
  const registered = await request.post('/api/user/register', {
    data: {
      phone,
      password,
      name: 'สมาชิกใหม่',
      agent_id: 1,
      bank_name: 'SCB',
      bank_acc_no: `6${phone}`,
      referrer: '',
    },
  });
  expect(registered.status()).toBe(200);

  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size.viewport, locale: size.locale });
    const page = await context.newPage();
    await loginMember(page, phone, password);
    for (const lang of ['th', 'en'] as const) {
      if (lang === 'en') await toEnglish(page);
      await page.goto(`/match/${id}`);
      const gate = page.getByRole('alertdialog', { name: lang === 'th' ? 'ไม่สามารถรับชมได้' : 'Cannot watch' });
      await expect(gate).toContainText(lang === 'th' ? '฿0.00 (ขั้นต่ำ ฿100.00)' : '฿0.00 (minimum ฿100.00)');
      await shot(page, `shell-gate-${size.name}-${lang}`);
      if (lang === 'th') {
        // just close: home, nothing else open
        await gate.getByRole('button', { name: 'ปิด', exact: true }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      } else {
        await gate.getByRole('button', { name: 'Deposit', exact: true }).click();
        await expect(page).toHaveURL(/\/$/);
        const wallet = page.getByRole('dialog', { name: 'Deposit / Withdraw' });
        await expect(wallet.getByRole('tab', { name: /Deposit/ })).toHaveAttribute('aria-selected', 'true');
        await shot(page, `shell-gate-to-deposit-${size.name}`);
      }
    }
    await context.close();
  }
  expect(
    (await request.post(`/api/admin/matches/${id}/end`, { headers, data: { result: 'other' } })).status(),
  ).toBe(200);
});

test('the end-of-round dialog names its way home and takes the member there', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = { authorization: `Bearer ${await consoleToken(request, DEMO_OPERATOR)}` };
  const nextId = await openLiveRound(request, headers, 'คู่ถัดไป');
  for (const size of SIZES) {
    for (const lang of ['th', 'en'] as const) {
      // in Thai the operator names a next round (two ways out), in English none (home only)
      const next = lang === 'th' ? { next_match_id: nextId } : {};
      const id = await openLiveRound(request, headers, `คู่จบ ${size.name} ${lang}`);
      const context = await browser.newContext({ viewport: size.viewport, locale: size.locale });
      const page = await context.newPage();
      await loginMember(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
      if (lang === 'en') await toEnglish(page);
      await page.goto(`/match/${id}`);
      await expect(page.getByRole('heading', { name: `คู่จบ ${size.name} ${lang}` })).toBeVisible();
      // the END dialog comes by the room's socket: a rate announced in the room shows it is in
      let tries = 0;
      await expect(async () => {
        const odds = tries++ % 2 === 0 ? 8 : 9; // a new price each try: each one is announced
        const rate = { red_rate_1: 10, red_rate_2: odds, blue_rate_1: odds, blue_rate_2: 10 };
        expect((await request.post(`/api/admin/matches/${id}/rates`, { headers, data: rate })).status()).toBe(
          200,
        );
        await expect(page.getByText(lang === 'th' ? 'เปลี่ยนราคา:' : 'Rate changed:')).toBeVisible({
          timeout: 2_000,
        });
      }).toPass({ timeout: 20_000 });
      expect(
        (
          await request.post(`/api/admin/matches/${id}/end`, { headers, data: { result: 'red', ...next } })
        ).status(),
      ).toBe(200);
      const ended = page.getByRole('alertdialog', { name: lang === 'th' ? 'การแข่งขันจบแล้ว' : 'Match ended' });
      const home = ended.getByRole('button', { name: lang === 'th' ? 'กลับหน้าหลัก' : 'Back to home' });
      await expect(home).toBeVisible();
      await expect(ended.getByRole('button', { name: lang === 'th' ? 'ยกเลิก' : 'Cancel' })).toHaveCount(0);
      await expect(ended.getByRole('button')).toHaveCount(lang === 'th' ? 2 : 1);
      if (lang === 'th') await expect(ended.getByRole('button', { name: 'ไปคู่ถัดไป' })).toBeVisible();
      await page.screenshot({
        path: `artifacts/shell-round-end-${size.name}-${lang}.png`,
        animations: 'disabled',
      });
      await home.click();
      await expect(page).toHaveURL(/\/$/);
      await context.close();
    }
  }
  expect(
    (await request.post(`/api/admin/matches/${nextId}/end`, { headers, data: { result: 'other' } })).status(),
  ).toBe(200);
});
