// In the browser: the operator opens an event and moves its odds, and a
// member's home shows both at once over the socket (no reload, far within the safety-net poll); the
// member bets, the operator settles, then corrects the result on the console's event desk with a
// reason and reads what the correction moved. Screenshots at 390 and 1280 px.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  consoleToken,
  DEMO_MEMBER,
  LAPTOP,
  loginConsole,
  loginMember,
  PHONE,
  shot,
  expect,
  test,
} from './support.ts';

const OPERATOR = { username: 'operator1', password: 'operator1234' };
const QUESTION = 'คู่เอกคืนนี้ ใครชนะ? (ทดสอบสด)';

function deskCall(request: APIRequestContext, token: string) {
  return async (path: string, data: unknown = {}) => {
    const res = await request.post(`/api/admin/events${path}`, {
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: { id: number } }).data;
  };
}

const eventList = (page: Page) => page.getByRole('list', { name: 'ทายผลกิจกรรม' });
const eventCard = (page: Page) => eventList(page).getByRole('listitem').filter({ hasText: QUESTION });

test('event odds reach the member over the socket, and the console corrects a settled result', async ({
  browser,
  request,
}) => {
  // four pages and four sign-ins on a shared machine
  test.setTimeout(120_000);
  const desk = deskCall(request, await consoleToken(request, OPERATOR));
  const phone = await browser.newContext(PHONE);
  const laptop = await browser.newContext(LAPTOP);
  const member = await phone.newPage();
  const memberWide = await laptop.newPage();
  await loginMember(member, DEMO_MEMBER.phone, DEMO_MEMBER.password);
  await loginMember(memberWide, DEMO_MEMBER.phone, DEMO_MEMBER.password);
  await expect(eventList(member)).toBeVisible();
  await expect(eventList(memberWide)).toBeVisible();
  // the home's socket is up: its first connect refetches the list
  await member.waitForLoadState('networkidle');
  await memberWide.waitForLoadState('networkidle');
  const fetches: string[] = [];
  member.on('request', (r) => {
    if (r.url().includes('/api/user/quiz')) fetches.push(r.url());
  });

  const event = await desk('', {
    question: QUESTION,
    options: [
      { key: 'red', label: 'แดงเดือด', odds: 1.85 },
      { key: 'blue', label: 'ฟ้าคราม', odds: 2.1 },
    ],
  });
  await desk(`/${event.id}/open`);
  await expect(eventCard(member)).toBeVisible({ timeout: 5_000 });
  await desk(`/${event.id}/odds`, { odds: { red: 1.95 } });
  for (const page of [member, memberWide])
    await expect(page.getByRole('button', { name: 'ทาย แดงเดือด ราคา 1.95' })).toBeVisible({ timeout: 5_000 });
  // both arrived pushed, without the list being fetched again
  expect(fetches).toEqual([]);
  // the viewport around the list (a full-page shot draws the fixed bottom bar over it)
  for (const [page, width] of [
    [member, 390],
    [memberWide, 1280],
  ] as const) {
    await eventCard(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: `artifacts/member-home-event-pushed-${width}.png`,
      animations: 'disabled',
    });
  }

  // the member bets 100 on red at the new odds (as the bet dialog sends it); the list shows it
  const placed = await member.evaluate(async (id) => {
    const res = await fetch(`/api/user/bet/event/${id}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('access_token')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 100, type: 'red', odds: 1.95, ref: `e2e-${id}` }),
    });
    return res.status;
  }, event.id);
  expect(placed).toBe(200);

  // closing takes it off the member's list at once; then it is settled red
  await desk(`/${event.id}/close`);
  await expect(eventCard(member)).toHaveCount(0, { timeout: 5_000 });
  await desk(`/${event.id}/settle`, { winner: 'red' });

  // the console's event desk: the settled event's correction panel
  for (const [width, context] of [
    ['1280', laptop],
    ['390', phone],
  ] as const) {
    const page = await context.newPage();
    await loginConsole(page, OPERATOR.username, OPERATOR.password);
    await page.goto('/admin/events');
    const card = page.getByRole('article', { name: QUESTION });
    await expect(card).toBeVisible();
    if (width === '1280') {
      await card.getByRole('button', { name: 'แก้ผล' }).click();
      const panel = page.getByRole('dialog', { name: 'แก้ผลกิจกรรม' });
      await expect(panel.getByText('ผลปัจจุบัน: แดงเดือด')).toBeVisible();
      await panel.getByLabel('ตัวเลือกที่ชนะ (ใหม่)').selectOption('blue');
      await panel.getByLabel('เหตุผลที่แก้ผล').fill('กรรมการตัดสินใหม่หลังดูวิดีโอ');
      await shot(page, `console-event-correction-form-${width}`);
      await panel.getByRole('button', { name: 'ยืนยันแก้ผล' }).click();
      const moved = panel.getByLabel('ยอดที่การแก้ผลเคลื่อนไหว');
      await expect(moved.getByText('แก้ผลจาก แดงเดือด เป็น ฟ้าคราม แล้ว')).toBeVisible();
      await expect(moved.getByText('195.00')).toBeVisible();
      await shot(page, `console-event-correction-done-${width}`);
      await panel.getByRole('button', { name: 'ปิด' }).last().click();
    } else {
      await expect(card.getByText('ผลที่ออก: ฟ้าคราม')).toBeVisible();
      await card.getByRole('button', { name: 'แก้ผล' }).click();
      const panel = page.getByRole('dialog', { name: 'แก้ผลกิจกรรม' });
      await expect(panel.getByText('ผลปัจจุบัน: ฟ้าคราม')).toBeVisible();
      await panel.getByLabel('ตัวเลือกที่ชนะ (ใหม่)').selectOption('red');
      await panel.getByLabel('เหตุผลที่แก้ผล').fill('กลับผลเดิม');
      await panel.getByRole('button', { name: 'ยืนยันแก้ผล' }).click();
      await expect(panel.getByText('แก้ผลจาก ฟ้าคราม เป็น แดงเดือด แล้ว')).toBeVisible();
      await shot(page, `console-event-correction-done-${width}`);
      await panel.getByRole('button', { name: 'ปิด' }).last().click();
      await shot(page, `console-events-desk-${width}`);
    }
    if (width === '1280') await shot(page, `console-events-desk-${width}`);
  }
  await phone.close();
  await laptop.close();
});
