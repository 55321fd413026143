// Issue 9 §1–2 journeys: a funded member opens /play/m7, lands in the sandbox coin flip (served by the
// server, moving money only through the signed seamless wallet), plays a round, and the header
// balance follows back in the member app; a fresh member without deposits opens /play/wc and is sent
// home after 3 s with the message.
import type { APIRequestContext } from '@playwright/test';
import {
  baht,
  consoleToken,
  DEMO_CASHIER,
  headerBalance,
  loginMember,
  memberBalance,
  shot,
  expect,
  test,
} from './support.ts';

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

  await page.goto('/play/m7');
  await expect(page).toHaveURL(/\/api\/sandbox\/games\/m7\/play\?session=/);
  await expect(page.getByRole('heading', { name: 'เกมทดลอง: โยนเหรียญ' })).toBeVisible();
  await expect(page.locator('#balance')).toHaveText(baht(500));
  await page.getByLabel('จำนวนเงินเดิมพัน (บาท)').fill('50');
  await page.getByRole('button', { name: 'หัว' }).click();
  const result = page.getByRole('status');
  await expect(result).toHaveText(/คุณ(ชนะ|แพ้)/);
  const won = /ชนะ/.test((await result.textContent()) ?? '');
  const after = won ? 550 : 450;
  await expect(page.locator('#balance')).toHaveText(baht(after));
  await shot(page, 'games-sandbox-coin-flip');

  await page.getByRole('link', { name: 'กลับสู่หน้าหลัก' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerBalance(page)).toContainText(baht(after));
  expect(await memberBalance(page)).toBe(after);
});

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
