// Member-facing labels: a member who bet on a cock-fight and a muay round and played a
// sandbox game reads their history in Thai and in English, on a phone (cards) and at 1280 (the table):
// a card names a bet by its round type, rate letters follow the language (ง/ด, B/R), game rows are
// worded in the member's language, and the redeem page names the prizes in it too.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  consoleToken,
  DEMO_CASHIER,
  DEMO_OPERATOR,
  expect,
  fundedMember,
  loginMember,
  shot,
  loopbackTest,
} from './support.ts';

const test = loopbackTest;

const SIZES = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 900 } },
] as const;

/** A live round of `round_type`, priced and open for bets; its id and the rate's id. */
async function openRound(
  request: APIRequestContext,
  asOperator: { authorization: string },
  round: { name: string; type: 'cock' | 'muay'; rate: Record<string, number> },
) {
  const made = await request.post('/api/admin/matches', {
    headers: asOperator,
    data: {
      round_name: round.name,
      red_cow_name: 'แดงทดสอบ',
      blue_cow_name: 'น้ำเงินทดสอบ',
      round_type: round.type,
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  const priced = await request.post(`/api/admin/matches/${id}/rates`, {
    headers: asOperator,
    data: round.rate,
  });
  expect(priced.status()).toBe(200);
  const rateId = ((await priced.json()) as { data: { id: number } }).data.id;
  expect(
    (await request.post(`/api/admin/matches/${id}/open`, { headers: asOperator, data: {} })).status(),
  ).toBe(200);
  return { id, rateId };
}

/** A member signed in (in Thai, as the login page starts) on a screen of `viewport`, then reading `lang`. */
async function signedInAs(
  browser: Browser,
  viewport: { width: number; height: number },
  login: { phone: string; password: string },
  lang: 'th' | 'en',
) {
  const context = await browser.newContext({ viewport, locale: 'th-TH' });
  const page = await context.newPage();
  await loginMember(page, login.phone, login.password);
  await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
  return { context, page };
}

async function historyAt(page: Page, filter: string) {
  await page.goto('/transaction');
  await page.getByRole('button', { name: filter, exact: true }).click();
}

test('history and redeem read in the member’s language: round types, rate letters, game rows, prizes', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const asOperator = { authorization: `Bearer ${await consoleToken(request, DEMO_OPERATOR)}` };
  const password = 'labels-pass1';
  const member = await fundedMember(request, cashier, { name: 'ป้าย ทดสอบ', password, amount: 1000 });

  const cock = await openRound(request, asOperator, {
    name: 'ไก่ชนคู่ทดสอบ',
    type: 'cock',
    rate: { red_rate_1: 8, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 8 },
  });
  const muay = await openRound(request, asOperator, {
    name: 'มวยคู่ทดสอบ',
    type: 'muay',
    rate: { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 },
  });
  const login = await request.post('/api/user/login', { data: { phone: member.phone, password } });
  const asMember = {
    authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
  for (const [i, round] of [cock, muay].entries()) {
    const bet = await request.post(`/api/user/bet/${round.id}`, {
      headers: asMember,
      data: { type: 'blue', amount: 100, rateId: round.rateId, ref: `labels-e2e-${round.id}-${i}` },
    });
    expect(bet.ok(), await bet.text()).toBe(true);
  }

  // one round of the sandbox coin flip: a game stake, and a win if the coin says so
  await loginMember(page, member.phone, password);
  await page.goto('/play/m7');
  const game = page.frameLocator('iframe[title="เกม M7"]');
  await game.getByLabel('จำนวนเงินเดิมพัน (บาท)').fill('50');
  await game.getByRole('button', { name: 'หัว' }).click();
  await expect(game.getByRole('status')).toHaveText(/คุณ(ชนะ|แพ้)/);

  for (const size of SIZES) {
    for (const lang of ['th', 'en'] as const) {
      const { context, page: view } = await signedInAs(
        browser,
        size.viewport,
        { phone: member.phone, password },
        lang,
      );
      const isThai = lang === 'th';
      await historyAt(view, isThai ? 'เดิมพัน' : 'Bets');
      const list = isThai ? 'รายการเดินบัญชี' : 'Transactions';
      const bets =
        size.name === '390'
          ? view.getByRole('list', { name: list }).getByRole('listitem')
          : view.getByRole('table', { name: list }).locator('tbody tr');
      await expect(bets).toHaveCount(2);
      if (size.name === '390') {
        await expect(bets.nth(0)).toContainText(isThai ? 'แทงมวย' : 'Muay bet');
        await expect(bets.nth(1)).toContainText(isThai ? 'แทงไก่ชน' : 'Cockfight bet');
      } else {
        await expect(view.getByRole('columnheader', { name: isThai ? 'แทงวัว' : 'Bull bet' })).toBeVisible();
      }
      await expect(bets.nth(0)).toContainText(isThai ? 'ด 10/9' : 'R 10/9');
      await expect(bets.nth(1)).toContainText(isThai ? 'ง 10/8' : 'B 10/8');
      await shot(view, `labels-history-bets-${size.name}-${lang}`);

      await historyAt(view, isThai ? 'ทั้งหมด' : 'All');
      await expect(
        view
          .getByText(isThai ? 'เกม M7: เดิมพัน' : 'Game M7: stake')
          .locator('visible=true')
          .first(),
      ).toBeVisible();
      if (!isThai) await expect(view.getByText(/เกม M7/)).toHaveCount(0);
      await shot(view, `labels-history-all-${size.name}-${lang}`);
      await context.close();
    }
  }

  // the redeem page of the VIP demo member, who has a prize order from the seed
  for (const size of SIZES) {
    for (const lang of ['th', 'en'] as const) {
      const vip = { phone: '0800000002', password: 'demo1234' };
      const { context, page: view } = await signedInAs(browser, size.viewport, vip, lang);
      await view.goto('/redeem');
      const prizes = view.getByRole('list', { name: lang === 'th' ? 'ของรางวัล' : 'Prizes' });
      await expect(prizes).toContainText(lang === 'th' ? 'หมวกแก๊ปสนามไลฟ์ (เดโม)' : 'Sanam Live cap (demo)');
      const history = view.getByRole(size.name === '390' ? 'list' : 'table', {
        name: lang === 'th' ? 'ประวัติการแลก' : 'Redeem history',
      });
      await expect(history).toContainText(lang === 'th' ? 'หมวกแก๊ปสนามไลฟ์ (เดโม)' : 'Sanam Live cap (demo)');
      await shot(view, `labels-redeem-${size.name}-${lang}`);
      await context.close();
    }
  }
});
