import type { LedgerCheck } from '@sanam/contract/admin.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { summary } from '../../../test/cashier-fixtures.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const failing: LedgerCheck = {
  ok: false,
  checks: [
    {
      code: 'postings_balanced',
      ok: true,
      findings: [{ code: 'postings_balanced', params: { postings: 1204, entries: 310 } }],
    },
    {
      code: 'no_negative_balance',
      ok: false,
      findings: [
        {
          code: 'negative_balances',
          params: { balances: 2, account: 'member:12', currency: 'THB', amount: -500 },
        },
      ],
    },
    {
      code: 'withdraw_hold_matches',
      ok: true,
      findings: [{ code: 'withdraw_hold_matches', params: { held: 180000, withdrawals: 3 } }],
    },
  ],
};

/** Every finding the server can send, failing ones included: none may fall back to English in Thai. */
const everyFinding: LedgerCheck = {
  ok: false,
  checks: [
    {
      code: 'postings_balanced',
      ok: false,
      findings: [
        { code: 'currency_unbalanced', params: { currency: 'COIN', total: -3 } },
        { code: 'entries_unbalanced', params: { entries: 1, first_entry: 88 } },
        { code: 'entries_short', params: { entries: 2, first_entry: 90 } },
      ],
    },
    {
      code: 'member_balances_match',
      ok: false,
      findings: [
        {
          code: 'chain_broken',
          params: {
            problems: 2,
            accounts: 1,
            account: 'member:5',
            currency: 'THB',
            posting: 41,
            before: 1005,
            expected: 1000,
          },
        },
        {
          code: 'balance_row_missing',
          params: { problems: 1, accounts: 1, account: 'coins:5', currency: 'COIN' },
        },
        {
          code: 'cached_differs',
          params: { problems: 1, accounts: 1, account: 'member:6', currency: 'THB', cached: 6100, sum: 6000 },
        },
        {
          code: 'last_after_differs',
          params: {
            problems: 1,
            accounts: 1,
            account: 'member:7',
            currency: 'THB',
            posting: 9,
            after: 10,
            sum: 20,
          },
        },
        {
          code: 'last_posting_differs',
          params: {
            problems: 1,
            accounts: 1,
            account: 'member:8',
            currency: 'THB',
            recorded: null,
            last_posting: 12,
          },
        },
        { code: 'balances_agree', params: { accounts: 40 } },
      ],
    },
    {
      code: 'no_negative_balance',
      ok: true,
      findings: [
        { code: 'never_negative', params: {} },
        { code: 'owed_after_corrections', params: { members: 2, owed: 125050 } },
      ],
    },
    {
      code: 'match_escrows_zero',
      ok: false,
      findings: [
        { code: 'match_escrows_zero', params: { matches: 0 } },
        { code: 'match_escrows_zero', params: { matches: 12 } },
        {
          code: 'match_escrows_not_zero',
          params: { escrows: 1, account: 'escrow:match:9', currency: 'THB', amount: 10000 },
        },
      ],
    },
    {
      code: 'withdraw_hold_matches',
      ok: false,
      findings: [{ code: 'withdraw_hold_differs', params: { held: 700, pending: 0 } }],
    },
    {
      code: 'step_escrows_zero',
      ok: false,
      findings: [
        { code: 'step_escrows_zero', params: { tickets: 0 } },
        { code: 'step_escrows_zero', params: { tickets: 3 } },
        {
          code: 'step_escrows_not_zero',
          params: { escrows: 1, account: 'escrow:step:4', currency: 'THB', amount: 10000 },
        },
      ],
    },
    {
      code: 'event_escrows_zero',
      ok: false,
      findings: [
        { code: 'event_escrows_zero', params: { events: 0 } },
        { code: 'event_escrows_zero', params: { events: 2 } },
        {
          code: 'event_escrows_not_zero',
          params: { escrows: 1, account: 'escrow:event:2', currency: 'THB', amount: 250 },
        },
      ],
    },
  ],
};

/** The server's last run of the check (any role reads it) and a fresh run (the admin's button). */
function dashboardApi(checks: () => LedgerCheck, operator = adminOperator) {
  const run = () => ({ ...checks(), checked_at: '2026-01-10T12:30:00.000Z', seconds: 0.25 });
  return mockApi({
    'GET /admin/auth/me': ok({ operator }),
    'GET /admin/cashier/summary': ok(summary({ deposits_pending: 4 })),
    'GET /admin/ledger/check/last': () => ok({ last: run(), running: false }),
    'GET /admin/ledger/check': () => ok(run()),
  });
}

describe('dashboard ledger check', () => {
  it('words each check and its numbers, lists the failing ones and runs the check again on demand', async () => {
    signIn();
    let run = 0;
    const api = dashboardApi(() =>
      ++run === 1 ? failing : { ok: true, checks: failing.checks.filter((c) => c.ok) },
    );
    const { user } = renderApp('/');

    expect(await screen.findByText('1 check(s) failing')).toBeInTheDocument();
    const checks = within(screen.getByRole('list', { name: 'Ledger checks' }));
    expect(
      checks.getByText('No negative member balance, except members owing after a correction'),
    ).toBeInTheDocument();
    expect(
      checks.getByText("2 negative balance(s); the first, member #12's cash at ฿-5.00"),
    ).toBeInTheDocument();
    expect(
      checks.getByText('Every entry and every currency sums to zero (postings: 1,204 · entries: 310)'),
    ).toBeInTheDocument();
    expect(
      checks.getByText('The withdraw hold holds ฿1,800.00 for 3 pending withdrawal(s)'),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Deposits to check\s*4/ })).toHaveAttribute('href', '/deposits');

    await user.click(screen.getByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('All checks pass')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /admin/ledger/check')).toHaveLength(1));
    expect(api.callsTo('GET /admin/ledger/check/last')).toHaveLength(1);
  });

  it('shows other roles the last run and its time, with no button to start one', async () => {
    signIn();
    const api = mockApi({
      'GET /admin/auth/me': ok({ operator: { id: 2, username: 'op', role: 'operator' } }),
      'GET /admin/ledger/check/last': () =>
        ok({
          last: { ok: true, checks: [], checked_at: '2026-01-10T12:30:00.000Z', seconds: 0.25 },
          running: false,
        }),
    });
    renderApp('/');
    expect(await screen.findByText('All checks pass')).toBeInTheDocument();
    expect(screen.getByText(/^checked /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/ledger/check')).toHaveLength(0);
  });

  it('says when this server has not run the check yet', async () => {
    signIn();
    mockApi({
      'GET /admin/auth/me': ok({ operator: adminOperator }),
      'GET /admin/cashier/summary': ok(summary({ deposits_pending: 0 })),
      'GET /admin/ledger/check/last': () => ok({ last: null, running: false }),
    });
    renderApp('/');
    expect(
      await screen.findByText('Not checked on this server yet. An admin can run the check.'),
    ).toBeInTheDocument();
  });

  it('passes the balance check with members owing after corrections, and says how many owe how much', async () => {
    signIn();
    dashboardApi(() => ({
      ok: true,
      checks: [
        {
          code: 'no_negative_balance',
          ok: true,
          findings: [{ code: 'owed_after_corrections', params: { members: 3, owed: 180025 } }],
        },
      ],
    }));
    renderApp('/');
    expect(await screen.findByText('All checks pass')).toBeInTheDocument();
    const check = within(screen.getByRole('list', { name: 'Ledger checks' })).getByRole('listitem');
    expect(within(check).getByLabelText('pass')).toBeInTheDocument();
    expect(check).toHaveTextContent(
      '3 member(s) owe ฿1,800.25 in all after corrected results; the next money they receive pays it first. No other balance is or was negative',
    );
  });

  it('reads every check and finding in Thai, with baht and accounts by name, and no English', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    signIn();
    dashboardApi(() => everyFinding);
    renderApp('/');

    const checks = within(await screen.findByRole('list', { name: 'รายการตรวจสอบบัญชี' }));
    expect(checks.getByText('เงินพักถอน 7.00 บาท แต่รายการถอนที่รอโอนรวม 0.00 บาท')).toBeInTheDocument();
    expect(
      checks.getByText(
        'พบปัญหา 2 จุดใน 1 บัญชี แรกสุดที่เงินสดของสมาชิก #5: รายการ #41 มียอดก่อน 10.05 บาท แต่ควรเป็น 10.00 บาท',
      ),
    ).toBeInTheDocument();
    expect(checks.getByText('ยังไม่มีคู่ที่ชำระแล้ว')).toBeInTheDocument();
    expect(checks.getByText('เงินพักของคู่ที่ชำระแล้ว 12 คู่เป็นศูนย์ทั้งหมด')).toBeInTheDocument();
    expect(checks.getByText('รายการเหรียญรวมได้ -3 เหรียญ ไม่ใช่ศูนย์')).toBeInTheDocument();
    expect(
      checks.getByText(
        'สมาชิก 2 คนค้างชำระรวม 1,250.50 บาท จากการแก้ผล ยอดเงินเข้าครั้งถัดไปของสมาชิกจะหักชำระก่อน ไม่มียอดอื่นติดลบทั้งตอนนี้และที่ผ่านมา',
      ),
    ).toBeInTheDocument();
    const lines = checks.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(lines).toHaveLength(everyFinding.checks.length);
    for (const line of lines) expect(line).not.toMatch(/[A-Za-z]/);
  });
});
