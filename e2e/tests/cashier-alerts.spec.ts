// The cashier's alerts journey: a cashier hears and sees a new slip within a second of its
// upload and approves it looking at the image. The cashier's console has the notification permission
// granted by the browser; an init script records each desktop notification the console shows and
// each tone it plays (OscillatorNode.start), with the page's clock, so the second is measured from
// the upload's response to what the cashier got, not to what the test polled.
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  consoleToken,
  DEMO_CASHIER,
  fundedMember,
  LAPTOP,
  loginConsole,
  loginMember,
  memberBalance,
  PHONE,
  expect,
  test,
} from './support.ts';

const SLIP_BAHT = 815;

type Recorded = {
  notifications: Array<{ title: string; body: string; at: number }>;
  tones: number[];
  /** when a table row naming the member first appeared */
  rowAt?: number;
};

/** Runs in the console before its own code: Notification and the tones, recorded on window. */
function recordAlerts() {
  const recorded: Recorded = { notifications: [], tones: [] };
  (window as unknown as { __alerts: Recorded }).__alerts = recorded;
  const RealNotification = window.Notification;
  window.Notification = new Proxy(RealNotification, {
    construct(target, args: [string, NotificationOptions?]) {
      recorded.notifications.push({ title: args[0], body: args[1]?.body ?? '', at: Date.now() });
      return Reflect.construct(target, args);
    },
    // Notification.permission and requestPermission answer only to the real constructor
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  // the prototype's own method, called back on each oscillator
  const start = Reflect.get(OscillatorNode.prototype, 'start');
  OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
    recorded.tones.push(Date.now());
    return start.apply(this, args);
  };
}

const alertsOf = (page: Page) => page.evaluate(() => (window as unknown as { __alerts: Recorded }).__alerts);

/** The deposits' menu item as the cashier's screen reader reads it: its name carries the count. */
async function depositsWaiting(desk: Page): Promise<number> {
  const name = await desk
    .getByRole('navigation', { name: 'เมนูหลัก' })
    .getByRole('link', { name: /^รายการฝาก/ })
    .textContent();
  return Number(/รอดำเนินการ (\d+) รายการ/.exec(name ?? '')?.[1] ?? 0);
}

async function shotBoth(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: `artifacts/cashier-alerts-${name}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(LAPTOP.viewport);
}

test('a cashier hears and sees a new slip within a second of its upload and approves it looking at the image', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const cashierToken = await consoleToken(request, DEMO_CASHIER);
  const password = 'journey1234';
  const { phone, username } = await fundedMember(request, cashierToken, {
    name: 'แจ้งเตือน ทดสอบสลิป',
    password,
    amount: 100,
  });
  // paid to an account that is not the house's: the slip check confirms it, and it waits for a cashier
  const made = await request.post('/api/sandbox/slips', {
    data: { amount: SLIP_BAHT, receiver: '8888888888' },
    headers: { authorization: `Bearer ${cashierToken}` },
  });
  expect(made.ok()).toBe(true);
  const slip = ((await made.json()) as { data: { image_data_url: string; trans_ref: string } }).data;
  const slipFile = testInfo.outputPath(`alert-slip-${slip.trans_ref}.png`);
  writeFileSync(slipFile, Buffer.from(slip.image_data_url.split(',')[1] ?? '', 'base64'));

  // the cashier at the deposits queue: first as a browser that was never asked (the banner), then
  // with notifications allowed
  const deskContext = await browser.newContext(LAPTOP);
  await deskContext.addInitScript(recordAlerts);
  const desk = await deskContext.newPage();
  await loginConsole(desk, DEMO_CASHIER.username, DEMO_CASHIER.password);
  await desk.goto('/admin/deposits');
  const banner = desk.getByRole('region', { name: 'เปิดการแจ้งเตือน' });
  await expect(banner).toBeVisible();
  await expect(desk.getByRole('button', { name: 'เสียงแจ้งเตือน' })).toHaveAttribute('aria-pressed', 'true');
  await shotBoth(desk, 'ask-once');
  await deskContext.grantPermissions(['notifications'], { origin: new URL(desk.url()).origin });
  const cashierSocket = desk.waitForEvent('websocket', (ws) => ws.url().includes('desk=cashier'));
  await desk.reload();
  await cashierSocket;
  await expect(banner).toBeHidden();
  await expect(desk.getByRole('heading', { name: 'รายการฝาก' })).toBeVisible();
  const waitingBefore = await depositsWaiting(desk);

  // the member sends the slip from their phone
  const memberContext = await browser.newContext(PHONE);
  const member = await memberContext.newPage();
  await loginMember(member, phone, password);
  const balanceBefore = await memberBalance(member);
  await member.getByRole('button', { name: 'ฝาก-ถอน' }).click();
  await member.getByRole('dialog', { name: 'ฝาก-ถอน' }).getByLabel('แนบสลิปโอนเงิน').setInputFiles(slipFile);
  // the page notes, on each change of its DOM, when the member's row first shows
  await desk.evaluate((name: string) => {
    const recorded = (window as unknown as { __alerts: Recorded }).__alerts;
    const observer = new MutationObserver(() => {
      if (!Array.from(document.querySelectorAll('tr')).some((tr) => tr.textContent?.includes(name))) return;
      recorded.rowAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, username);
  const uploaded = member.waitForResponse((r) => r.url().includes('/api/user/user/slip'));
  await member
    .getByRole('alertdialog', { name: 'ยืนยันการส่งสลิป?' })
    .getByRole('button', { name: 'ส่งสลิป' })
    .click();
  expect((await uploaded).status()).toBe(200);
  const answeredAt = Date.now();
  await expect(member.getByRole('alertdialog', { name: 'ส่งสลิปเรียบร้อย' })).toBeVisible();

  // within a second: the row in the open queue (timed by the page itself), the tone and the notification
  await expect.poll(async () => (await alertsOf(desk)).rowAt, { timeout: 5_000 }).toBeGreaterThan(0);
  const alerts = await alertsOf(desk);
  expect(alerts.notifications).toEqual([
    { title: 'สลิปใหม่รอตรวจสอบ', body: `แจ้งเตือน ทดสอบสลิป · ฿${SLIP_BAHT}.00`, at: expect.any(Number) },
  ]);
  expect(alerts.tones.length).toBeGreaterThan(0);
  // all three measured before any is judged, so a slow run says which one was late
  const late = {
    row: alerts.rowAt! - answeredAt,
    notification: alerts.notifications[0]!.at - answeredAt,
    tone: alerts.tones[0]! - answeredAt,
  };
  testInfo.annotations.push({ type: 'ms after the upload was answered', description: JSON.stringify(late) });
  const overASecond = Object.entries(late).filter(([, ms]) => ms >= 1_000);
  expect(overASecond, `ms after the upload was answered: ${JSON.stringify(late)}`).toEqual([]);
  expect(await depositsWaiting(desk)).toBe(waitingBefore + 1);
  await shotBoth(desk, 'new-slip-arrived');

  // the cashier approves it looking at the picture the member sent
  const row = desk.getByRole('row').filter({ hasText: username });
  await row.getByRole('button', { name: 'อนุมัติ' }).click();
  const approve = desk.getByRole('dialog', { name: 'อนุมัติรายการฝาก' });
  const picture = approve.getByRole('img', { name: 'รูปสลิปที่สมาชิกส่ง' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await approve.getByLabel('ยอดเงินที่เข้าบัญชีจริง (บาท)').fill(String(SLIP_BAHT));
  await shotBoth(desk, 'approve-with-picture');
  await approve.getByRole('button', { name: 'อนุมัติและเติมเครดิต' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(() => depositsWaiting(desk)).toBe(waitingBefore);
  await expect.poll(() => memberBalance(member)).toBe(balanceBefore + SLIP_BAHT);
  // the decision rang nothing more: one slip, one notification
  expect((await alertsOf(desk)).notifications).toHaveLength(1);

  await deskContext.close();
  await memberContext.close();
});
