// Journey: two fresh members, funded so they may watch a running round, chat in its room
// (our own chat page framed by the room's chat tab) and each sees the other's message; an operator
// deletes one from the console's chat desk and it leaves both screens at once.
import type { Page } from '@playwright/test';
import {
  consoleOnLaptop,
  consoleToken,
  DEMO_CASHIER,
  DEMO_OPERATOR,
  fundedMember,
  loginMember,
  shot,
  expect,
  test,
} from './support.ts';

const PASSWORD = 'chat-pass1';

async function openChat(page: Page, matchId: number) {
  await page.goto(`/match/${matchId}`);
  await page.getByRole('tab', { name: /แชทสด/ }).click();
  return page.frameLocator('iframe[title="แชทสดของสนาม"]');
}

test('two members chat in a room and an operator deletes a message for both', async ({
  browser,
  request,
}) => {
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const operator = await consoleToken(request, DEMO_OPERATOR);
  const auth = { authorization: `Bearer ${operator}` };

  // a running round of a stadium members see (ended again at the end, so later journeys find the demo as it was)
  const stadiums = await request.get('/api/admin/stadiums', { headers: auth });
  const stadium = (
    (await stadiums.json()) as { data: Array<{ id: number; name: string; is_display: boolean }> }
  ).data.find((s) => s.is_display);
  if (!stadium) throw new Error('the demo has no stadium shown to members');
  const created = await request.post('/api/admin/matches', {
    headers: auth,
    data: { round_name: 'คู่แชท E2E', stadium_id: stadium.id, red_cow_name: 'แดงแชท', blue_cow_name: 'ฟ้าแชท' },
  });
  expect(created.status()).toBe(200);
  const matchId = ((await created.json()) as { data: { id: number } }).data.id;

  const [a, b] = [
    await fundedMember(request, cashier, { name: 'แชท ทดสอบ 1', password: PASSWORD, amount: 500 }),
    await fundedMember(request, cashier, { name: 'แชท ทดสอบ 2', password: PASSWORD, amount: 500 }),
  ];
  const phone = { viewport: { width: 390, height: 844 }, locale: 'th-TH' };
  const pageA = await (await browser.newContext(phone)).newPage();
  const pageB = await (
    await browser.newContext({ ...phone, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await loginMember(pageA, a.phone, PASSWORD);
  await loginMember(pageB, b.phone, PASSWORD);
  const chatA = await openChat(pageA, matchId);
  const chatB = await openChat(pageB, matchId);

  // one limit: the input stops at the counter's 200 characters, the server's limit too
  const box = chatA.getByRole('textbox', { name: 'ข้อความ' });
  await box.pressSequentially('ก'.repeat(250));
  await expect(box).toHaveValue('ก'.repeat(200));
  await expect(chatA.getByText('200/200')).toBeVisible();
  await box.fill('');

  // markup is shown as the characters typed
  const markup = '<img src=x onerror=alert(1)>';
  await chatA.getByRole('textbox', { name: 'ข้อความ' }).fill(markup);
  await chatA.getByRole('button', { name: 'ส่ง' }).click();
  await expect(chatB.getByText(markup)).toBeVisible();
  await expect(chatB.locator('img')).toHaveCount(0);

  await chatA.getByRole('textbox', { name: 'ข้อความ' }).fill('สวัสดีจาก A');
  await chatA.getByRole('button', { name: 'ส่ง' }).click();
  await chatB.getByRole('textbox', { name: 'ข้อความ' }).fill('ไปเลยแดง จาก B');
  await chatB.getByRole('button', { name: 'ส่ง' }).click();
  for (const chat of [chatA, chatB]) {
    await expect(chat.getByText('สวัสดีจาก A')).toBeVisible();
    await expect(chat.getByText('ไปเลยแดง จาก B')).toBeVisible();
  }
  await shot(pageA, 'chat-room-phone');
  await shot(pageB, 'chat-room-desktop');

  // the operator deletes A's greeting from the console's chat desk
  const { context: deskContext, page: desk } = await consoleOnLaptop(browser, 'operator1', 'operator1234');
  await desk.goto('/admin/chat');
  await desk.getByLabel('สนาม').selectOption(String(stadium.id));
  await expect(desk.getByText('สวัสดีจาก A')).toBeVisible();
  await shot(desk, 'chat-console-desk');
  await desk.getByRole('button', { name: 'ลบข้อความ: สวัสดีจาก A' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'ลบ', exact: true }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'ลบข้อความแล้ว' })).toBeVisible();

  for (const chat of [chatA, chatB]) {
    await expect(chat.getByText('สวัสดีจาก A')).toHaveCount(0);
    await expect(chat.getByText('ไปเลยแดง จาก B')).toBeVisible();
  }

  // end the round again (no bets on it)
  const ended = await request.post(`/api/admin/matches/${matchId}/end`, {
    headers: auth,
    data: { result: 'red' },
  });
  expect(ended.status()).toBe(200);
  await deskContext.close();
  await pageA.context().close();
  await pageB.context().close();
});
