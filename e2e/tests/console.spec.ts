// The operator console: sign in, find a member, adjust credit, and see it in the audit log.
import { expect, test } from './support.ts';

test('an operator signs in, adjusts a member balance with a reason, and the ledger stays ok', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('ad');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('admin1234');
  await expect(page.getByText('ชื่อผู้ใช้ต้องมีอย่างน้อย 3 ตัวอักษร')).toBeVisible();
  await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).not.toHaveURL(/login/);

  await page.getByRole('link', { name: 'สมาชิก' }).first().click();
  await page.getByRole('searchbox').fill('0800000003');
  const row = page.getByRole('row').filter({ hasText: '0800000003' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /ปรับยอด/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(/จำนวนเงิน/)
    .first()
    .fill('250.50');
  await dialog.getByLabel('เหตุผล', { exact: true }).fill('ทดสอบปรับยอด');
  await dialog.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByText('250.50').first()).toBeVisible();

  const check = await page.evaluate(async () => {
    const token = localStorage.getItem('admin_access_token');
    const res = await fetch('/api/admin/ledger/check', { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as { data: { ok: boolean } };
  });
  expect(check.data.ok).toBe(true);
});
