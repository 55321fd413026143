import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberAccount } from '@sanam/contract/member-account.ts';
import type { MemberDeposit } from '@sanam/contract/member-file.ts';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { anAdminMember } from '@sanam/fixtures/members.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const account: MemberAccount = {
  id: 1,
  profile: anAdminMember(),
  username: 'somchai',
  phone: '0812345678',
  name: 'Somchai Jaidee',
  bank: { bank_name: 'KBANK', bank_acc_no: '1234567890', bank_acc_name: 'Somchai Jaidee' },
  pending_bank_change: null,
  deposit_account_id: null,
  must_change_password: false,
  live_sessions: 1,
};

const deposit = (id: number, amount: number): MemberDeposit => ({
  id,
  source: 'slip',
  status: 'approved',
  amount,
  trans_ref: `REF${id}`,
  reason: null,
  decided_by: 'cash1',
  decided_at: '2026-11-28T03:00:00.000Z',
  created_at: '2026-11-28T02:59:00.000Z',
});

const empty = ok({ items: [], total: 0 });

function fileApi(extra: Parameters<typeof mockApi>[0] = {}, role = adminOperator) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: role }),
    'GET /admin/members/1/account': ok(account),
    'GET /admin/members/1/deposits': ok({ items: [deposit(31, 1500), deposit(30, 250.5)], total: 45 }),
    'GET /admin/members/1/sessions': empty,
    'GET /admin/members/1/invitees': ok({
      items: [
        {
          id: 7,
          username: 'malee',
          name: 'Malee',
          phone: '0899999999',
          created_at: '2026-11-01T00:00:00.000Z',
          is_blocked: false,
        },
      ],
      total: 1,
    }),
    'GET /admin/audit': empty,
    ...extra,
  });
}

describe('member file lists', () => {
  it('opens the tab the URL names, with money to the satang, and pages it', async () => {
    signIn();
    const api = fileApi();
    const { user } = renderApp('/members/1?tab=deposits');
    const row = (await screen.findByText('#31')).closest('tr') as HTMLElement;
    expect(within(row).getByText('฿1,500.00')).toBeInTheDocument();
    expect(within(row).getByText('REF31')).toBeInTheDocument();
    expect(screen.getByText('฿250.50')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Staff actions on this member' })).toBeInTheDocument();
    const first = api.callsTo('GET /admin/members/1/deposits')[0]?.query;
    expect(first?.get('limit')).toBe('20');
    expect(first?.get('offset')).toBe('0');
    expect(first?.get('status')).toBe('all');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.callsTo('GET /admin/members/1/deposits').some((c) => c.query.get('offset') === '20')).toBe(
        true,
      ),
    );
  });

  it('searches, filters by status and by day, each from the first page', async () => {
    signIn();
    const api = fileApi();
    const { user } = renderApp('/members/1?tab=deposits');
    await screen.findByText('#31');
    const calls = () => api.callsTo('GET /admin/members/1/deposits').map((c) => c.query);
    await user.type(screen.getByLabelText('Search this list'), 'REF3');
    await waitFor(() => expect(calls().some((q) => q.get('q') === 'REF3')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() =>
      expect(calls().some((q) => q.get('status') === 'pending' && q.get('q') === 'REF3')).toBe(true),
    );
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(calls().some((q) => q.get('from') === '2026-11-01')).toBe(true));
    expect(calls().at(-1)?.get('offset')).toBe('0');
  });

  it('moves between tabs in the URL, says when a list is empty, and links each invitee to their file', async () => {
    signIn();
    const api = fileApi();
    const { user } = renderApp('/members/1');
    // no tab named: the deposits open first
    await screen.findByText('#31');
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/members/1/sessions')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Invitees' }));
    const link = await screen.findByRole('link', { name: 'malee' });
    expect(link).toHaveAttribute('href', '/members/7');
  });

  it('opens the first tab for a tab it does not know, and keeps the staff actions to admin', async () => {
    signIn();
    const api = fileApi({}, { ...adminOperator, role: 'cashier' });
    renderApp('/members/1?tab=nonsense');
    await screen.findByText('#31');
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Staff actions on this member' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/audit')).toHaveLength(0);
  });
});

describe('member file: money owed', () => {
  const owing: MemberAccount = { ...account, profile: anAdminMember({ balance: -1250.5 }) };
  const balanceOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

  it('reads a balance below zero as what the member owes', async () => {
    signIn();
    fileApi({ 'GET /admin/members/1/account': ok(owing) });
    renderApp('/members/1');
    await screen.findByRole('heading', { name: /somchai/ });
    expect(balanceOf('Balance (฿)')).toHaveTextContent('Owes ฿1,250.50');
  });

  it('says it in Thai', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    try {
      signIn();
      fileApi({ 'GET /admin/members/1/account': ok(owing) });
      renderApp('/members/1');
      await screen.findByRole('heading', { name: /somchai/ });
      expect(balanceOf('ยอดเงิน (฿)')).toHaveTextContent('ค้างชำระ ฿1,250.50');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
