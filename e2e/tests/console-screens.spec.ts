// Screenshots of every console page at a phone (390) and a desktop (1280) width, kept as CI artefacts
// under e2e/artifacts/, and on each: no sideways scroll, and no English in the Thai console.
import type { Page } from '@playwright/test';
import { DEMO_MEMBER, shot, expect, test } from './support.ts';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 860 },
];

/**
 * Latin words the Thai console may show, each for a reason: the brand's name; the names Thai
 * software uses as they are (VIP, QR, TOTP, the language switch's EN, UTC in "เวลาไทย (UTC+7)", and
 * the picture formats PNG, JPEG and WebP, and the reports' file format CSV); the banks' codes. Data is taken out before the check:
 * usernames, addresses, codes with digits (references, channels, "v3") and single letters (the
 * brand's S mark, demo names such as "สนามทดลอง B").
 */
const ALLOWED_WORDS = new Set([
  'Sanam',
  'Live',
  'VIP',
  'QR',
  'TOTP',
  'EN',
  'UTC',
  'PNG',
  'JPEG',
  'WebP',
  'CSV',
]);
const BANK_CODES = new Set([
  'SCB',
  'KBANK',
  'BBL',
  'KTB',
  'BAY',
  'TTB',
  'GSB',
  'BAAC',
  'UOB',
  'CIMB',
  'KKP',
  'LH',
]);
const DEMO_USERNAMES = ['admin', 'operator1', 'cashier1', 'sndemo01', 'sndemo02', 'sndemo03'];
/** A member's username as the server makes it ('sn' + 6 lowercase letters or digits, members/service.ts): data. */
const GENERATED_USERNAME = /^sn[a-z0-9]{6}$/;

/** The Latin words of the visible text that are neither allowed, nor data (usernames, URLs, codes with digits). */
async function englishWords(page: Page): Promise<string[]> {
  // what people typed (chat messages, an audit row's reason or names) is marked translate="no": data
  // in its author's language, not the console's words
  const text = await page.evaluate(() => {
    const typed = Array.from(document.querySelectorAll<HTMLElement>('[translate="no"]'));
    const shown = typed.map((el) => el.style.display);
    for (const el of typed) el.style.display = 'none';
    const visible = document.body.innerText;
    typed.forEach((el, i) => (el.style.display = shown[i] ?? ''));
    return visible;
  });
  const words = text
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .match(/[A-Za-z][A-Za-z0-9_'’-]*/g);
  return [...new Set(words ?? [])].filter(
    (word) =>
      !ALLOWED_WORDS.has(word) &&
      !BANK_CODES.has(word) &&
      !DEMO_USERNAMES.includes(word) &&
      // a journey's new member whose username drew no digit ("snnsqsal")
      !GENERATED_USERNAME.test(word) &&
      // a reference, a channel or a file name: letters with digits ("DEMO0000000000000001", "ch1")
      !/\d/.test(word) &&
      word.length > 1,
  );
}

/** The page's screenshot, then what a Thai operator at this width must not meet. */
async function checkConsolePage(page: Page, name: string) {
  await shot(page, name);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // soft: one run lists every page's findings
  expect.soft(scrollWidth, `${name}: sideways scroll`).toBeLessThanOrEqual(innerWidth);
  expect.soft(await englishWords(page), `${name}: English in the Thai console`).toEqual([]);
}

for (const size of WIDTHS) {
  test(`console screens at ${size.width}px`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/admin/login');
    await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('admin');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('admin1234');
    await checkConsolePage(page, `console-login-${size.name}`);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).not.toHaveURL(/login/);
    await page.goto('/admin/members');
    await expect(page.getByText(DEMO_MEMBER.phone).first()).toBeVisible();
    await checkConsolePage(page, `console-members-${size.name}`);
    // a member's betting controls
    await page.getByRole('button', { name: `ควบคุมการแทง: ${DEMO_MEMBER.username}` }).click();
    await expect(page.getByRole('dialog', { name: 'ควบคุมการแทง' })).toBeVisible();
    await checkConsolePage(page, `console-member-betting-${size.name}`);
    await page.keyboard.press('Escape');
    await page.goto('/admin/audit');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบคอนโซล' }).first()).toBeVisible();
    await checkConsolePage(page, `console-audit-${size.name}`);
    await page.goto('/admin/stadiums');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkConsolePage(page, `console-stadiums-${size.name}`);
    // the stadium's limits, its rounds' default, in its form
    await page
      .getByRole('button', { name: /^แก้ไข / })
      .first()
      .click();
    await expect(
      page.getByRole('dialog', { name: 'แก้ไขสนาม' }).getByLabel('เพดานความเสี่ยงต่อฝั่ง (บาท)'),
    ).toBeVisible();
    await checkConsolePage(page, `console-stadium-form-${size.name}`);
    await page.keyboard.press('Escape');
    await page.goto('/admin/matches');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkConsolePage(page, `console-matches-${size.name}`);
    await page.locator('a[href*="/admin/matches/"]').first().click();
    await expect(page).toHaveURL(/\/admin\/matches\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkConsolePage(page, `console-match-control-${size.name}`);

    // the cashier's desks and the house accounts, with what the demo seed leaves in them
    await page.goto('/admin/');
    await expect(page.getByText('รายการฝากรอตรวจสอบ')).toBeVisible();
    await expect(page.getByText('ผ่านทุกรายการ')).toBeVisible();
    await checkConsolePage(page, `console-dashboard-${size.name}`);
    await page.goto('/admin/deposits');
    await expect(page.getByText('DEMO0000000000000001').first()).toBeVisible();
    await checkConsolePage(page, `console-deposits-${size.name}`);
    await page.getByRole('button', { name: 'สร้างสลิปทดสอบ' }).click();
    const sandbox = page.getByRole('dialog');
    await sandbox.getByLabel('ยอดเงิน (บาท)').fill('500');
    await sandbox.getByRole('button', { name: 'สร้างสลิป' }).click();
    await expect(sandbox.getByRole('img', { name: /QR สลิปทดสอบ/ })).toBeVisible();
    await checkConsolePage(page, `console-sandbox-slip-${size.name}`);
    await page.keyboard.press('Escape');
    await page.goto('/admin/withdrawals');
    await expect(page.getByText('sndemo02').first()).toBeVisible();
    await checkConsolePage(page, `console-withdrawals-${size.name}`);
    await page.goto('/admin/deposit-accounts');
    await expect(page.getByText('0000000000').first()).toBeVisible();
    await checkConsolePage(page, `console-deposit-accounts-${size.name}`);

    // the rewards desk, with the demo prizes and the VIP's cap waiting to be shipped
    await page.goto('/admin/redeem-items');
    await expect(page.getByText('เสื้อยืดสนามไลฟ์ (เดโม)').first()).toBeVisible();
    await checkConsolePage(page, `console-redeem-items-${size.name}`);
    await page.getByRole('button', { name: /แก้ไข/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkConsolePage(page, `console-redeem-item-edit-${size.name}`);
    await page.keyboard.press('Escape');
    await page.goto('/admin/redeem-orders');
    await expect(page.getByText('หมวกแก๊ปสนามไลฟ์ (เดโม)').first()).toBeVisible();
    await checkConsolePage(page, `console-redeem-orders-${size.name}`);
    await page.goto('/admin/affiliates');
    await expect(page.getByText('sndemo01').first()).toBeVisible();
    await page.getByRole('button', { name: 'เพื่อนที่ sndemo01 ชวน' }).click();
    await expect(page.getByText('sndemo03').first()).toBeVisible();
    await checkConsolePage(page, `console-affiliates-${size.name}`);

    // the reports: the rounds settled today, and the day's summary
    await page.goto('/admin/reports');
    await expect(page.getByRole('group', { name: 'รายงาน' })).toBeVisible();
    await expect(page.getByText('ผลได้เสียเจ้ามือ').first()).toBeVisible();
    await checkConsolePage(page, `console-reports-rounds-${size.name}`);
    await page.getByRole('button', { name: 'สรุปรายวัน' }).click();
    await expect(page.getByRole('rowheader', { name: 'รายได้จากการเดิมพันสุทธิ' })).toBeVisible();
    await checkConsolePage(page, `console-reports-daily-${size.name}`);
    await page.getByRole('button', { name: 'กะแคชเชียร์' }).click();
    await expect(
      page.getByRole('heading', { name: 'แยกตามพนักงาน' }).or(page.getByText('ไม่มีรายการที่พนักงานตัดสินในช่วงวันนี้')),
    ).toBeVisible();
    await checkConsolePage(page, `console-reports-shifts-${size.name}`);
    await page.getByRole('button', { name: 'รายการเดินบัญชีสมาชิก' }).click();
    await page.getByRole('combobox', { name: 'สมาชิก' }).fill('1');
    await expect(page.getByText('ยอดยกมา')).toBeVisible();
    await checkConsolePage(page, `console-reports-statement-${size.name}`);

    // the event desk, the games report, the chat desk and the operator's own second factor
    for (const desk of ['events', 'games', 'chat', 'security']) {
      await page.goto(`/admin/${desk}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkConsolePage(page, `console-${desk}-${size.name}`);
    }
  });
}
