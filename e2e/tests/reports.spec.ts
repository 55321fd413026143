// Journey: money moves (a deposit through a test slip, a bet, the round ended), then
// the admin opens Reports, downloads the day's summary as CSV and reads it: the file opens in Excel
// (BOM, quoted fields), its totals are the report's, they moved by exactly what the journey moved,
// and the members' change is the members' balances the ledger holds (the demo seed and this journey
// are all today's postings on a fresh database).
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { consoleOnLaptop, DEMO_CASHIER, DEMO_MEMBER, expect, expectLedgerOk, shot, test } from './support.ts';

type Envelope<T> = { success: boolean; data: T };
type DailyTotals = Record<string, number>;

async function token(request: APIRequestContext, path: string, body: Record<string, string>) {
  const res = await request.post(`/api${path}`, { data: body });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as Envelope<{ access_token: string }>).data.access_token;
}

async function call<T>(
  request: APIRequestContext,
  bearer: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as Envelope<T>).data;
}

/** The fields of one CSV record: every field quoted, a quote inside doubled. */
function fieldsOf(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => (m[1] ?? '').replace(/""/g, '"'));
}

const cents = (n: number) => Math.round(n * 100);

test('the admin downloads the day’s summary as CSV and its totals are the ledger’s', async ({
  browser,
  request,
}) => {
  const admin = await token(request, '/admin/auth/login', { username: 'admin', password: 'admin1234' });
  const operator = await token(request, '/admin/auth/login', {
    username: 'operator1',
    password: 'operator1234',
  });
  const cashier = await token(request, '/admin/auth/login', DEMO_CASHIER);
  const member = await token(request, '/user/login', {
    phone: DEMO_MEMBER.phone,
    password: DEMO_MEMBER.password,
  });
  const before = await call<{ totals: DailyTotals }>(request, admin, 'GET', '/admin/reports/daily');

  // a deposit of 250.75 through a sandbox test slip
  const slip = await call<{ payload: string }>(request, cashier, 'POST', '/sandbox/slips', {
    amount: 250.75,
  });
  await call(request, member, 'POST', '/user/user/slip', { payload: slip.payload });
  // a round: priced ด 10/9, a bet of 100 on red, ended red (100 back and 90 won)
  const round = await call<{ id: number }>(request, operator, 'POST', '/admin/matches', {
    round_name: 'คู่รายงาน "E2E", ทดสอบ',
    red_cow_name: 'แดงรายงาน',
    blue_cow_name: 'ฟ้ารายงาน',
    is_prefight: false,
  });
  const rate = await call<{ id: number }>(request, operator, 'POST', `/admin/matches/${round.id}/rates`, {
    red_rate_1: 10,
    red_rate_2: 9,
    blue_rate_1: 9,
    blue_rate_2: 10,
  });
  await call(request, operator, 'POST', `/admin/matches/${round.id}/open`, {});
  await call(request, member, 'POST', `/user/bet/${round.id}`, {
    amount: 100,
    type: 'red',
    ref: `reports-e2e-${Date.now()}`,
    rateId: rate.id,
  });
  await call(request, operator, 'POST', `/admin/matches/${round.id}/end`, { result: 'red' });

  // the admin opens Reports on a laptop and downloads the day's summary
  const { context, page } = await consoleOnLaptop(browser, 'admin', 'admin1234');
  await page.getByRole('link', { name: 'รายงาน' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByText('คู่รายงาน "E2E", ทดสอบ')).toBeVisible();
  await page.getByRole('button', { name: 'สรุปรายวัน' }).click();
  await expect(page.getByRole('rowheader', { name: 'รายได้จากการเดิมพันสุทธิ' })).toBeVisible();
  await shot(page, 'console-reports-journey-desktop');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click(),
  ]);
  const json = await call<{ range: { from: string; to: string }; totals: DailyTotals }>(
    request,
    admin,
    'GET',
    '/admin/reports/daily',
  );
  expect(download.suggestedFilename()).toBe(`daily-summary-${json.range.from}.csv`);
  const bytes = readFileSync(await download.path());

  // Excel's way in: a BOM, CRLF, every field quoted, Thai intact
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  const [header, day, total] = lines.map(fieldsOf);
  expect(header?.[0]).toBe('วันที่');
  expect(day?.[0]).toBe(json.range.from);
  expect(total?.[0]).toBe('รวม');

  // the totals row is the report's, figure by figure, with two decimals
  const keys = Object.keys(json.totals);
  expect(header).toHaveLength(keys.length + 1);
  const csv = Object.fromEntries(keys.map((k, i) => [k, Number(total?.[i + 1])]));
  for (const k of keys) expect(csv[k], k).toBe(json.totals[k]);
  expect(total?.[1]).toMatch(/^\d+\.\d{2}$/);

  // what the journey moved, on top of what was there
  const moved = (k: string) => cents(csv[k] ?? NaN) - cents(before.totals[k] ?? NaN);
  expect(moved('deposits')).toBe(25_075);
  expect(moved('handle_live')).toBe(10_000);
  expect(moved('payouts')).toBe(19_000);
  expect(moved('ggr')).toBe(-9_000);

  // money in − money out = the change of everything held; the members' change is their balances now
  expect(cents(csv.deposits!) - cents(csv.withdrawals_paid!)).toBe(
    [
      'change_members',
      'change_withdraw_hold',
      'change_in_play',
      'change_house',
      'change_promotions',
      'change_games',
    ]
      .map((k) => cents(csv[k]!))
      .reduce((a, b) => a + b, 0),
  );
  let balances = 0;
  for (let offset = 0; ; offset += 100) {
    const page = await call<{ items: Array<{ balance: number }>; total: number }>(
      request,
      admin,
      'GET',
      `/admin/members?limit=100&offset=${offset}`,
    );
    balances += page.items.reduce((sum, m) => sum + cents(m.balance), 0);
    if (offset + 100 >= page.total) break;
  }
  expect(cents(csv.change_members!)).toBe(balances);

  await expectLedgerOk(page);
  await context.close();
});
