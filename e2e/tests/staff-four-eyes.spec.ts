// Journey: four eyes means two people. The demo admin adds another admin; the new
// account cannot sign in (so approves nothing) until a second admin approves its creation; the
// console shows the request to the other admin (a notice on every page, the staff page's queue),
// who approves it; only then does the new admin sign in, to its own password first.
import { DEMO_ADMIN, DEMO_SECOND_ADMIN, LAPTOP, consoleOnLaptop, expect, shot, test } from './support.ts';

test('a new admin waits for a second admin before it can sign in, and the other admin approves it', async ({
  browser,
  request,
}) => {
  // three browsers on a shared machine
  test.setTimeout(120_000);
  const username = `adm${String(Date.now()).slice(-6)}`;
  const password = 'first-pass-1';

  // the demo admin adds an admin: it only asks
  const first = await consoleOnLaptop(browser, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await first.page.goto('/admin/staff');
  await first.page.getByRole('button', { name: 'เพิ่มพนักงาน' }).first().click();
  const form = first.page.getByRole('dialog');
  await form.getByLabel('ชื่อผู้ใช้').fill(username);
  await form.getByRole('button', { name: 'แอดมิน' }).click();
  await form.getByLabel('รหัสผ่านเริ่มต้น').fill(password);
  await form.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  await expect(first.page.getByRole('dialog')).toHaveCount(0);
  await expect(first.page.getByText('ส่งคำขอแล้ว รอแอดมินอีกคนอนุมัติ')).toBeVisible();
  const row = first.page.getByRole('row', { name: new RegExp(`^${username} `) });
  await expect(row).toContainText('รอแอดมินอีกคนอนุมัติ');
  // its requester sees the request, but may not approve it
  const ownQueue = first.page.getByRole('region', { name: 'รอแอดมินอีกคนอนุมัติ' });
  const own = ownQueue.getByRole('listitem', { name: `แอดมินใหม่ ${username}` });
  await expect(own).toContainText('ต้องให้แอดมินคนอื่นอนุมัติ');
  await expect(own.getByRole('button', { name: `อนุมัติคำขอของ ${username}` })).toHaveCount(0);

  // the new account cannot sign in yet: no console, and no token to approve anything with
  const newcomerContext = await browser.newContext(LAPTOP);
  const newcomer = await newcomerContext.newPage();
  await newcomer.goto('/admin/login');
  await newcomer.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(username);
  await newcomer.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await newcomer.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(newcomer.getByText('บัญชีนี้รอแอดมินอีกคนอนุมัติก่อน จึงยังเข้าสู่ระบบไม่ได้')).toBeVisible();
  await expect(newcomer).toHaveURL(/\/admin\/login/);
  const api = await request.post('/api/admin/auth/login', { data: { username, password } });
  expect(api.status()).toBe(403);
  expect(JSON.stringify(await api.json())).not.toMatch(/access_token|challenge_token/);

  // the second admin is told on the page they land on, and approves it from the staff page's queue
  const second = await consoleOnLaptop(browser, DEMO_SECOND_ADMIN.username, DEMO_SECOND_ADMIN.password);
  await expect(second.page.getByText(/คำขอเรื่องพนักงานที่รอคุณอนุมัติ: \d+ รายการ/)).toBeVisible();
  await shot(second.page, 'staff-four-eyes-notice');
  await second.page.getByRole('link', { name: 'เปิดหน้าพนักงาน' }).click();
  await expect(second.page).toHaveURL(/\/admin\/staff$/);
  const queue = second.page.getByRole('region', { name: 'รอแอดมินอีกคนอนุมัติ' });
  const waiting = queue.getByRole('listitem', { name: `แอดมินใหม่ ${username}` });
  await expect(waiting).toContainText(`ขอโดย ${DEMO_ADMIN.username}`);
  await waiting.getByRole('button', { name: `อนุมัติคำขอของ ${username}` }).click();
  const decide = second.page.getByRole('dialog');
  await decide.getByLabel('เหตุผล').fill('ยืนยันตัวตนต่อหน้าแล้ว');
  await decide.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await expect(second.page.getByText('อนุมัติคำขอแล้ว')).toBeVisible();
  await expect(queue.getByRole('listitem', { name: `แอดมินใหม่ ${username}` })).toHaveCount(0);

  // approved: the new admin signs in, and chooses its own password before anything else
  await newcomer.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(newcomer).not.toHaveURL(/\/admin\/login/);
  await expect(newcomer.getByRole('heading', { name: 'ตั้งรหัสผ่านของคุณเอง' })).toBeVisible();

  await second.context.close();
  await newcomerContext.close();
  await first.context.close();
});
