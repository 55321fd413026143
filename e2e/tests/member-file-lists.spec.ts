// Journey: the member file's lists. A member with deposits, a paid withdrawal and a bet; the
// cashier opens the file from the deposits queue, pages and searches the deposits, and reads the
// withdrawals, the bets, the statement and the sessions, each tab kept in the URL.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  consoleOnLaptop,
  consoleToken,
  DEMO_CASHIER,
  DEMO_OPERATOR,
  fundedMember,
  expect,
  test,
} from './support.ts';

const PASSWORD = 'journey-pass-1';

async function shotAt(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `artifacts/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function call<T>(request: APIRequestContext, token: string, url: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test('the cashier opens a member’s file from the deposits queue and reads every list', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const operator = await consoleToken(request, DEMO_OPERATOR);
  const member = await fundedMember(request, cashier, {
    name: 'สมศรี แฟ้มรายการ',
    password: PASSWORD,
    amount: 3000,
  });
  // 21 more deposits: the deposits tab holds two pages of 20
  for (let i = 1; i <= 21; i++)
    await call(request, cashier, `/api/admin/members/${member.id}/adjust`, {
      amount: 10 + i,
      reason: 'ฝากทดสอบแฟ้ม',
      kind: 'deposit',
    });

  // the member withdraws 500 and the cashier pays it with the bank's reference
  const login = await request.post('/api/user/login', {
    data: { phone: member.phone, password: PASSWORD, agent_id: 1 },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1' },
  });
  expect(login.ok()).toBe(true);
  const memberToken = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  await call(request, memberToken, '/api/user/user/withdraw', { amount: 500 });
  const waiting = await call<{ items: { id: number }[] }>(
    request,
    cashier,
    `/api/admin/withdrawals?status=pending&q=${member.username}`,
  );
  expect(waiting.items).toHaveLength(1);
  await call(request, cashier, `/api/admin/withdrawals/${waiting.items[0]?.id}/approve`, {
    transfer_ref: 'KB20261128FILE',
  });

  // a bet of 100 on red in a round the operator opens, ends red and settles
  const round = await call<{ id: number }>(request, operator, '/api/admin/matches', {
    round_name: 'คู่แฟ้มสมาชิก',
    red_cow_name: 'แดงแฟ้ม',
    blue_cow_name: 'น้ำเงินแฟ้ม',
    is_prefight: false,
  });
  const rate = await call<{ id: number }>(request, operator, `/api/admin/matches/${round.id}/rates`, {
    red_rate_1: 10,
    red_rate_2: 9,
    blue_rate_1: 9,
    blue_rate_2: 10,
  });
  await call(request, operator, `/api/admin/matches/${round.id}/open`, {});
  await call(request, memberToken, `/api/user/bet/${round.id}`, {
    type: 'red',
    amount: 100,
    rateId: rate.id,
    ref: `file-e2e-${round.id}`,
  });
  await call(request, operator, `/api/admin/matches/${round.id}/end`, { result: 'red' });

  // the cashier finds the member's deposit in the queue and opens the file from the member's name
  const { context, page: desk } = await consoleOnLaptop(
    browser,
    DEMO_CASHIER.username,
    DEMO_CASHIER.password,
  );
  await desk.goto('/admin/deposits');
  await desk.getByRole('button', { name: 'ทั้งหมด', exact: true }).click();
  await desk.getByLabel('ค้นหารายการฝาก').fill(member.username);
  await desk.getByRole('link', { name: member.username }).first().click();
  await expect(desk).toHaveURL(new RegExp(`/admin/members/${member.id}$`));
  await expect(desk.getByRole('heading', { name: `แฟ้มสมาชิก ${member.username}` })).toBeVisible();

  // deposits: two pages, newest first; a search by amount finds the first deposit
  const panel = desk.getByRole('tabpanel');
  await expect(desk.getByRole('tab', { name: 'ฝากเงิน' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('row').filter({ hasText: '฿31.00' })).toHaveCount(1);
  await expect(panel.getByText('1–20 จาก 22')).toBeVisible();
  await shotAt(desk, 'member-file-deposits');
  await panel.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(panel.getByText('21–22 จาก 22')).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: '฿3,000.00' })).toHaveCount(1);
  await panel.getByLabel('ค้นหาในรายการนี้').fill('3,000');
  await expect(panel.getByText('1–1 จาก 1')).toBeVisible();

  // withdrawals: paid, with the reference
  await desk.getByRole('tab', { name: 'ถอนเงิน' }).click();
  await expect(desk).toHaveURL(/tab=withdrawals/);
  const paid = panel.getByRole('row').filter({ hasText: 'KB20261128FILE' });
  await expect(paid).toContainText('฿500.00');
  await expect(paid).toContainText('จ่ายแล้ว');
  await shotAt(desk, 'member-file-withdrawals');

  // bets: the round, won
  await desk.getByRole('tab', { name: 'การแทง' }).click();
  const bet = panel.getByRole('row').filter({ hasText: 'คู่แฟ้มสมาชิก' });
  await expect(bet).toContainText('฿100.00');
  await expect(bet).toContainText('ชนะ');
  await shotAt(desk, 'member-file-bets');

  // the statement: the win on top, each row's balance before and after
  await desk.getByRole('tab', { name: 'รายการเดินบัญชี' }).click();
  await expect(panel.getByRole('row')).toHaveCount(21);
  await shotAt(desk, 'member-file-statement');

  // sessions: the member's phone, signed in; a reload keeps the tab
  // (on a phone: the tab bar scrolls to the chosen tab)
  await desk.getByRole('tab', { name: 'การเข้าสู่ระบบ' }).click();
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.reload();
  const sessionsTab = desk.getByRole('tab', { name: 'การเข้าสู่ระบบ' });
  await expect(sessionsTab).toHaveAttribute('aria-selected', 'true');
  await sessionsTab.evaluate((tab) => tab.parentElement?.scrollIntoView());
  await expect(sessionsTab).toBeInViewport({ ratio: 1 });
  await desk.setViewportSize({ width: 1280, height: 900 });
  await expect(
    desk.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Safari · iPhone' }),
  ).toContainText('ใช้งานอยู่');
  await shotAt(desk, 'member-file-sessions');

  await context.close();
});
