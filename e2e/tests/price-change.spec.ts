// Journey: the operator moves the price while a member's bet slip is open. The slip shows the
// change at once (the old price struck through beside the new, the new return), the confirm step holds
// the send until the member accepts the new price, and the bet the server takes is at the price shown
// (it refuses any other). On a phone and a laptop, in Thai and in English.
import {
  consoleToken,
  DEMO_CASHIER,
  DEMO_OPERATOR,
  expect,
  fundedMember,
  loginMember,
  openPrefightRound,
  shot,
  test,
} from './support.ts';

// ง 10/8, ง 10/9 and ง 10/7 for red: 100 baht returns 225.00, 211.11 and 242.85
const RATE_108 = { red_rate_1: 8, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 8 };
const RATE_109 = { red_rate_1: 9, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 9 };
const RATE_107 = { red_rate_1: 7, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 7 };

const words = {
  th: {
    amount: 'จำนวนเงินเดิมพัน (บาท)',
    place: 'วางเดิมพัน',
    confirmTitle: 'ยืนยันการแทง',
    accept: 'ยอมรับราคาใหม่',
    send: 'ยืนยันแทง',
    placed: 'แทงสำเร็จ',
    baht: (n: string) => `${n} บาท`,
  },
  en: {
    amount: 'Bet amount (baht)',
    place: 'Place bet',
    confirmTitle: 'Confirm bet',
    accept: 'Accept the new price',
    send: 'Confirm bet',
    placed: 'Bet successful',
    baht: (n: string) => `${n} baht`,
  },
} as const;

for (const lang of ['th', 'en'] as const) {
  for (const width of [390, 1280] as const) {
    test(`a price that moves under an open slip is shown and accepted before sending (${lang}, ${width})`, async ({
      browser,
      request,
    }) => {
      const w = words[lang];
      const asOperator = { authorization: `Bearer ${await consoleToken(request, DEMO_OPERATOR)}` };
      const publish = async (matchId: number, rate: typeof RATE_108) => {
        const res = await request.post(`/api/admin/matches/${matchId}/rates`, {
          headers: asOperator,
          data: rate,
        });
        expect(res.status()).toBe(200);
      };
      const matchId = await openPrefightRound(request, asOperator, {
        name: `ราคาเปลี่ยน ${lang} ${width}`,
        red: 'แดงราคาเปลี่ยน',
        blue: 'น้ำเงินราคาเปลี่ยน',
      });
      await publish(matchId, RATE_108);
      const member = await fundedMember(request, await consoleToken(request, DEMO_CASHIER), {
        name: `สมชาย ราคา${lang}${width}`,
        password: 'price1234',
        amount: 1000,
      });

      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'th-TH' });
      const page = await context.newPage();
      await loginMember(page, member.phone, 'price1234');
      if (lang === 'en') {
        // the member app keeps the reader's language there (the contract's STORAGE_KEYS.language)
        await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
      }
      await page.goto(`/prematch/${matchId}`);
      await page.getByRole('button', { name: /แดงราคาเปลี่ยน/ }).click();
      const slip = page.getByRole('dialog');
      await slip.getByLabel(w.amount).fill('100');
      await expect(slip.getByText(w.baht('225.00'))).toBeVisible();

      // the operator moves the price while the slip is open: old struck through, new beside it
      await publish(matchId, RATE_109);
      await expect(slip.getByRole('status')).toBeVisible();
      await expect(slip.getByRole('deletion')).toHaveText([/10\/8$/, w.baht('225.00')]);
      await expect(slip.getByRole('insertion')).toHaveText([/10\/9$/, w.baht('211.11')]);
      await shot(page, `price-change-slip-${lang}-${width}`);

      // placing takes the price shown; it moves again under the confirm step, which holds the send
      await slip.getByRole('button', { name: w.place }).click();
      const confirm = page.getByRole('dialog', { name: w.confirmTitle });
      await expect(confirm.getByText(w.baht('211.11'))).toBeVisible();
      await publish(matchId, RATE_107);
      await expect(confirm.getByRole('button', { name: w.accept })).toBeVisible();
      await expect(confirm.getByRole('deletion')).toHaveText([/10\/9$/, w.baht('211.11')]);
      await expect(confirm.getByRole('insertion')).toHaveText([/10\/7$/, w.baht('242.85')]);
      await shot(page, `price-change-confirm-${lang}-${width}`);

      // accepting sends nothing; "confirm" then sends the price on the screen, which the server takes
      await confirm.getByRole('button', { name: w.accept }).click();
      await expect(confirm.getByRole('deletion')).toHaveCount(0);
      await expect(confirm.getByText(w.baht('242.85'))).toBeVisible();
      await confirm.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.placed).first()).toBeVisible();
      await context.close();
    });
  }
}
