import type { AuditEntry } from '@sanam/contract/admin.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 7,
  operator_id: 1,
  operator_username: 'admin',
  system_actor: null,
  action: 'member.update',
  target_type: 'member',
  target_id: '42',
  before: { is_vip: false, is_blocked: false },
  after: { is_vip: true },
  // 03:12:05 on 2 March in Bangkok
  created_at: '2025-03-01T20:12:05.000Z',
  ...over,
});

const entries: AuditEntry[] = [
  entry({}),
  entry({
    id: 8,
    operator_id: 2,
    operator_username: 'somsri',
    action: 'member.adjust',
    before: { balance: 100 },
    after: { balance: 125, amount: 25, kind: 'adjustment', reason: 'โบนัสต้อนรับ', entry_id: 90 },
  }),
  entry({
    id: 9,
    action: 'match.end',
    target_type: 'match',
    target_id: '5',
    before: { is_end: false, is_open: true, is_open_tie: false },
    after: { is_end: true, result: 'red', next_match_id: null },
  }),
  entry({
    id: 10,
    action: 'withdrawal.pay',
    target_type: 'withdrawal',
    target_id: '3',
    before: { status: 'pending' },
    after: {
      status: 'paid',
      amount: 1800,
      member_id: 42,
      bank_name: 'SCB',
      bank_acc_no: '1234567890',
      entry_id: 91,
    },
  }),
  entry({
    id: 11,
    action: 'operator.login',
    target_type: 'operator',
    target_id: '1',
    before: null,
    after: null,
  }),
];

// the demo's match simulator: a named system actor, no operator
const bySimulator = entry({
  id: 12,
  operator_id: null,
  operator_username: null,
  system_actor: 'demo_simulator',
  action: 'match.open',
  target_type: 'match',
  target_id: '6',
  before: { is_open: false },
  after: { is_open: true },
});

const operators = [
  { id: 1, username: 'admin', role: 'admin', is_active: true, totp_enrolled: true, demo_exempt: false },
  { id: 2, username: 'somsri', role: 'cashier', is_active: true, totp_enrolled: true, demo_exempt: false },
];

function auditApi(items: AuditEntry[] = entries) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: adminOperator }),
    'GET /admin/operators': ok({ operators }),
    'GET /admin/audit': (call: ApiCall) =>
      ok(
        call.query.get('member') === '#42'
          ? { items: items.filter((e) => e.target_id === '42'), total: 2 }
          : { items, total: items.length },
      ),
  });
}

const rowOf = async (action: string) =>
  within((await screen.findByRole('button', { name: action })).closest('tr') as HTMLElement);

describe('audit log page', () => {
  it('names each action and shows what changed field by field, on the Bangkok clock', async () => {
    signIn();
    const api = auditApi();
    renderApp('/audit');

    const update = await rowOf('Member flags changed');
    expect(update.getByText('02/03/2025, 03:12:05')).toBeInTheDocument();
    expect(update.getByRole('button', { name: 'member #42' })).toBeInTheDocument();
    // the flag that changed, not the one that did not
    expect(update.getByText('VIP:').nextElementSibling).toHaveTextContent('No→Yes');
    expect(update.queryByText('Blocked:')).not.toBeInTheDocument();

    const adjust = await rowOf('Member balance adjusted');
    expect(adjust.getByText('somsri')).toBeInTheDocument();
    expect(adjust.getByText('Balance:').nextElementSibling).toHaveTextContent('฿100.00→฿125.00');
    expect(adjust.getByText('Amount:').nextElementSibling).toHaveTextContent('฿25.00');
    expect(adjust.getByText('Kind:').nextElementSibling).toHaveTextContent('adjustment');
    expect(adjust.getByText('Reason:').nextElementSibling).toHaveTextContent('โบนัสต้อนรับ');
    expect(adjust.getByText('Ledger entry:').nextElementSibling).toHaveTextContent('#90');

    const end = await rowOf('Round ended with its result');
    expect(end.getByText('round #5')).toBeInTheDocument();
    expect(end.getByText('Ended:').nextElementSibling).toHaveTextContent('No→Yes');
    expect(end.getByText('Result:').nextElementSibling).toHaveTextContent('red wins');

    const paid = await rowOf('Withdrawal paid');
    expect(paid.getByText('Status:').nextElementSibling).toHaveTextContent('pending→paid');
    expect(paid.getByText('Amount:').nextElementSibling).toHaveTextContent('฿1,800.00');

    const login = await rowOf('Console login');
    expect(login.getByText('No details')).toBeInTheDocument();
    expect(screen.queryByText(/[{}]/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/audit')[0]?.query.get('limit')).toBe('50');
  });

  it('reads in Thai with no codes, English or JSON in the rows', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    signIn();
    auditApi();
    renderApp('/audit');

    const end = await rowOf('ประกาศผลและจบคู่');
    expect(end.getByText('ผล:').nextElementSibling).toHaveTextContent('แดงชนะ');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(entries.length);
    for (const row of rows) {
      // what may stay Latin: usernames, the bank's code and the date's digits
      const text = (row.textContent ?? '').replace(/admin|somsri|SCB/g, '');
      expect(text, text).not.toMatch(/[A-Za-z{}]/);
    }
  });

  it('credits the demo simulator by name as a system actor, never a staff member', async () => {
    signIn();
    auditApi([...entries, bySimulator]);
    renderApp('/audit');
    const opened = await rowOf('Betting opened');
    expect(opened.getByText('Demo simulator')).toBeInTheDocument();
    expect(opened.getByText('system')).toBeInTheDocument();
    // a system actor is no account to narrow the log to: its name is no operator filter
    expect(opened.queryByRole('button', { name: /Demo simulator|admin/ })).not.toBeInTheDocument();
    expect(opened.getByText('Demo simulator').closest('[title]')).toHaveAttribute(
      'title',
      'A system actor, not a staff account: no one signs in as it',
    );
    const filters = within(screen.getByRole('region', { name: 'Filter the log' }));
    await filters.findByRole('option', { name: 'somsri' });
    expect(filters.queryByRole('option', { name: /Demo simulator/ })).not.toBeInTheDocument();
  });

  it('names the system actor in Thai', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    signIn();
    auditApi([bySimulator]);
    renderApp('/audit');
    const opened = await rowOf('เปิดรับแทง');
    expect(opened.getByText('ระบบจำลองอัตโนมัติ (เดโม)')).toBeInTheDocument();
    expect(opened.getByText('ระบบ')).toBeInTheDocument();
    // no code (demo_simulator) and no English in the row
    const text = opened.getByRole('button', { name: 'เปิดรับแทง' }).closest('tr')?.textContent ?? '';
    expect(text, text).not.toMatch(/[A-Za-z{}_]/);
  });

  it('filters by action, operator, member and Bangkok days, each sent as the contract has it', async () => {
    signIn();
    const api = auditApi();
    const { user } = renderApp('/audit');
    await rowOf('Member flags changed');
    const filters = within(screen.getByRole('region', { name: 'Filter the log' }));
    const lastQuery = () => api.callsTo('GET /admin/audit').at(-1)?.query;

    await user.selectOptions(filters.getByLabelText('Action'), 'Withdrawal paid');
    await waitFor(() => expect(lastQuery()?.get('action')).toBe('withdrawal.pay'));

    await filters.findByRole('option', { name: 'somsri' });
    await user.selectOptions(filters.getByLabelText('Operator'), 'somsri');
    await waitFor(() => expect(lastQuery()?.get('operator_id')).toBe('2'));

    await user.type(filters.getByLabelText('Member'), 'somchai');
    await waitFor(() => expect(lastQuery()?.get('member')).toBe('somchai'));

    fireEvent.change(filters.getByLabelText('From'), { target: { value: '2025-03-02' } });
    fireEvent.change(filters.getByLabelText('To'), { target: { value: '2025-03-04' } });
    await waitFor(() => expect(lastQuery()?.get('to')).toBe('2025-03-04'));
    expect(lastQuery()?.get('from')).toBe('2025-03-02');
    expect(lastQuery()?.get('offset')).toBe('0');

    // an end before the start is the contract's refusal, shown and never sent
    const sent = api.callsTo('GET /admin/audit').length;
    fireEvent.change(filters.getByLabelText('To'), { target: { value: '2025-03-01' } });
    expect(await filters.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(filters.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(api.callsTo('GET /admin/audit')).toHaveLength(sent);

    await user.click(filters.getByRole('button', { name: 'Clear filters' }));
    for (const label of ['Action', 'Operator', 'Member', 'From', 'To'])
      expect(filters.getByLabelText(label)).toHaveValue('');
    expect(filters.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(filters.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('narrows to a member, an action or an operator from a row', async () => {
    signIn();
    const api = auditApi();
    const { user } = renderApp('/audit');
    const update = await rowOf('Member flags changed');
    const filters = within(screen.getByRole('region', { name: 'Filter the log' }));
    const lastQuery = () => api.callsTo('GET /admin/audit').at(-1)?.query;

    // beside the filter, the member's file
    expect(update.getByRole('link', { name: 'Open the member file of member #42' })).toHaveAttribute(
      'href',
      '/members/42',
    );
    await user.click(update.getByRole('button', { name: 'member #42' }));
    await waitFor(() => expect(lastQuery()?.get('member')).toBe('#42'));
    expect(filters.getByLabelText('Member')).toHaveValue('#42');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));

    await user.click(await screen.findByRole('button', { name: 'Member balance adjusted' }));
    await waitFor(() => expect(lastQuery()?.get('action')).toBe('member.adjust'));
    expect(filters.getByLabelText('Action')).toHaveDisplayValue('Member balance adjusted');

    await user.click(screen.getByRole('button', { name: 'somsri' }));
    await waitFor(() => expect(lastQuery()?.get('operator_id')).toBe('2'));
  });
});
