import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { anAdminMember } from '@sanam/fixtures/members.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const somchai = anAdminMember();
const malee = anAdminMember({
  id: 2,
  username: 'malee',
  phone: '0899999999',
  name: 'Malee',
  balance: 0,
  event_point: 3,
  is_vip: true,
});

function membersApi(extra: Parameters<typeof mockApi>[0] = {}, role = adminOperator) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: role }),
    'GET /admin/members': ok({ items: [somchai, malee], total: 2 }),
    ...extra,
  });
}

describe('members page', () => {
  it('lists the members from the API with formatted money', async () => {
    signIn();
    const api = membersApi();
    renderApp('/members');

    const row = (await screen.findByRole('cell', { name: 'somchai' })).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('0812345678')).toBeInTheDocument();
    expect(cells.getByText('Somchai Jaidee')).toBeInTheDocument();
    expect(cells.getByText('KBANK · 1234567890')).toBeInTheDocument();
    expect(cells.getByText('12,345.50')).toBeInTheDocument();
    expect(cells.getByText('1,200')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'VIP: malee' })).toBeChecked();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();

    const query = api.callsTo('GET /admin/members')[0]?.query;
    expect(query?.get('limit')).toBe('20');
    expect(query?.get('offset')).toBe('0');
    expect(query?.has('q')).toBe(false);
  });

  it('shows when each member joined, their last sign-in and their deposits, the name on one line', async () => {
    signIn();
    const longName = 'สมชาย ใจดีมากเป็นพิเศษ นามสกุลยาวที่สุดในตำบลบางกระเจ้า';
    membersApi({
      'GET /admin/members': ok({
        items: [
          { ...somchai, name: longName, deposit_total: 125000.5 },
          { ...malee, last_login_at: null, deposit_total: 0 },
        ],
        total: 2,
      }),
    });
    renderApp('/members');
    const row = (await screen.findByRole('cell', { name: 'somchai' })).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const cellUnder = (tr: HTMLElement, header: string) =>
      within(tr).getAllByRole('cell')[headers.indexOf(header)]?.textContent;
    expect(cellUnder(row, 'Deposits, all time (฿)')).toBe('125,000.50');
    expect(cellUnder(row, 'Joined / last sign-in')).toBe(
      'Joined: 01/01/2025, 07:00Last sign-in: 02/01/2025, 10:04',
    );
    // a long name keeps to one line; the whole of it is its title
    expect(within(row).getByTitle(longName)).toHaveTextContent(longName);

    const never = screen.getByRole('cell', { name: 'malee' }).closest('tr') as HTMLElement;
    expect(cellUnder(never, 'Joined / last sign-in')).toBe(
      'Joined: 01/01/2025, 07:00Last sign-in: —Never signed in',
    );
    expect(within(never).getByTitle('Never signed in')).toBeInTheDocument();
    expect(cellUnder(never, 'Deposits, all time (฿)')).toBe('0.00');
  });

  it('reads a negative balance as money the member owes', async () => {
    signIn();
    membersApi({
      // a corrected result took back winnings somchai had already spent
      'GET /admin/members': ok({ items: [{ ...somchai, balance: -150.75 }, malee], total: 2 }),
    });
    renderApp('/members');
    const row = within((await screen.findByRole('cell', { name: 'somchai' })).closest('tr') as HTMLElement);
    expect(row.getByText('Owes 150.75')).toBeInTheDocument();
    expect(row.queryByText(/-150\.75/)).not.toBeInTheDocument();
    const other = within(screen.getByRole('cell', { name: 'malee' }).closest('tr') as HTMLElement);
    expect(other.getByText('0.00')).toBeInTheDocument();
    expect(other.queryByText(/Owes/)).not.toBeInTheDocument();
  });

  it('searches by q after typing stops', async () => {
    signIn();
    const api = membersApi();
    const { user } = renderApp('/members');
    await screen.findByRole('cell', { name: 'somchai' });
    await user.type(screen.getByLabelText('Search members'), '0812');
    await waitFor(() =>
      expect(api.callsTo('GET /admin/members').some((c) => c.query.get('q') === '0812')).toBe(true),
    );
    // debounced: no request per keystroke
    expect(api.callsTo('GET /admin/members').some((c) => c.query.get('q') === '08')).toBe(false);
  });

  it('shows the empty state', async () => {
    signIn();
    mockApi({
      'GET /admin/auth/me': ok({ operator: adminOperator }),
      'GET /admin/members': ok({ items: [], total: 0 }),
    });
    renderApp('/members');
    expect(await screen.findByText('No members yet')).toBeInTheDocument();
  });

  it('shows the error state with the server message', async () => {
    signIn();
    mockApi({
      'GET /admin/auth/me': ok({ operator: adminOperator }),
      'GET /admin/members': fail(403, 'You do not have permission', 'error.forbidden'),
    });
    renderApp('/members');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('toggling VIP sends PATCH {is_vip: true} and updates the row', async () => {
    signIn();
    const api = membersApi({
      'PATCH /admin/members/1': ok({ ...somchai, is_vip: true }),
    });
    const { user } = renderApp('/members');
    const vip = await screen.findByRole('switch', { name: 'VIP: somchai' });
    expect(vip).not.toBeChecked();

    await user.click(vip);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'VIP: somchai' })).toBeChecked());
    expect(api.callsTo('PATCH /admin/members/1').map((c) => c.body)).toEqual([{ is_vip: true }]);
  });

  it('asks before blocking a member', async () => {
    signIn();
    const api = membersApi({
      'PATCH /admin/members/1': ok({ ...somchai, is_blocked: true }),
    });
    const { user } = renderApp('/members');
    await user.click(await screen.findByRole('switch', { name: 'Blocked: somchai' }));

    const dialog = await screen.findByRole('dialog', { name: 'Block this member?' });
    expect(api.callsTo('PATCH /admin/members/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Blocked: somchai' })).toBeChecked());
    expect(api.callsTo('PATCH /admin/members/1').map((c) => c.body)).toEqual([{ is_blocked: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the adjust action and the switches from the operator role', async () => {
    signIn();
    membersApi({}, { id: 3, username: 'op', role: 'operator' });
    renderApp('/members');
    await screen.findByRole('cell', { name: 'somchai' });
    expect(screen.queryByRole('button', { name: 'Adjust credit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock the login of somchai' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'VIP: somchai' })).toBeDisabled();
  });
});

describe('unlocking a member’s login', () => {
  it('asks for a reason, posts it, and says the login is unlocked', async () => {
    signIn();
    const api = membersApi({
      'POST /admin/members/1/unlock-login': ok({ target_type: 'member', target_id: 1 }),
    });
    const { user } = renderApp('/members');
    await user.click(await screen.findByRole('button', { name: 'Unlock the login of somchai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlock login' }));
    await user.click(dialog.getByRole('button', { name: 'Unlock' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Please give a reason');
    expect(api.callsTo('POST /admin/members/1/unlock-login')).toHaveLength(0);
    await user.type(dialog.getByLabelText('Reason'), 'called the desk');
    await user.click(dialog.getByRole('button', { name: 'Unlock' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Login unlocked');
    expect(api.callsTo('POST /admin/members/1/unlock-login').map((c) => c.body)).toEqual([
      { reason: 'called the desk' },
    ]);
  });

  it('shows the server’s refusal', async () => {
    signIn();
    membersApi({
      'POST /admin/members/1/unlock-login': fail(403, 'You do not have permission', 'forbidden'),
    });
    const { user } = renderApp('/members');
    await user.click(await screen.findByRole('button', { name: 'Unlock the login of somchai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlock login' }));
    await user.type(dialog.getByLabelText('Reason'), 'x');
    await user.click(dialog.getByRole('button', { name: 'Unlock' }));
    expect(await dialog.findByText('You do not have permission')).toBeInTheDocument();
  });
});

describe('manual credit adjustment', () => {
  async function openDialog(extra: Parameters<typeof mockApi>[0] = {}) {
    signIn();
    const api = membersApi(extra);
    const app = renderApp('/members');
    const row = (await screen.findByRole('cell', { name: 'somchai' })).closest('tr') as HTMLElement;
    await app.user.click(within(row).getByRole('button', { name: 'Adjust credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual credit adjustment' });
    return { api, user: app.user, dialog: within(dialog) };
  }

  it('refuses an empty reason and an amount with 3 decimals before any request', async () => {
    const { api, user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Amount (baht)'), '1.005');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    expect(await dialog.findByText('Invalid amount (at most 2 decimals)')).toBeInTheDocument();
    expect(dialog.getByText('Please give a reason')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/members/1/adjust')).toHaveLength(0);
  });

  it('refuses a zero amount and a negative deposit', async () => {
    const { api, user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Amount (baht)'), '0');
    await user.type(dialog.getByLabelText('Reason'), 'test');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('The amount must not be 0')).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Amount (baht)'));
    await user.type(dialog.getByLabelText('Amount (baht)'), '-5');
    await user.click(dialog.getByRole('radio', { name: 'Deposit' }));
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('A deposit must be positive')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/members/1/adjust')).toHaveLength(0);
  });

  it('sends the adjustment and shows the resulting balance', async () => {
    const { api, user, dialog } = await openDialog({
      'POST /admin/members/1/adjust': ok({ ...somchai, balance: 12295.25 }),
    });
    await user.type(dialog.getByLabelText('Amount (baht)'), '-50.25');
    await user.type(dialog.getByLabelText('Reason'), 'duplicate credit');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    expect(await dialog.findByText('Balance adjusted')).toBeInTheDocument();
    expect(dialog.getByText('฿12,295.25')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/members/1/adjust').map((c) => c.body)).toEqual([
      { amount: -50.25, reason: 'duplicate credit', kind: 'adjustment' },
    ]);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    const row = screen.getByRole('cell', { name: 'somchai' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('12,295.25')).toBeInTheDocument();
  });

  it('shows the server refusal', async () => {
    const { user, dialog } = await openDialog({
      'POST /admin/members/1/adjust': fail(400, 'Insufficient balance', 'ledger.insufficient_balance'),
    });
    await user.type(dialog.getByLabelText('Amount (baht)'), '-99999');
    await user.type(dialog.getByLabelText('Reason'), 'too much');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('Insufficient balance')).toBeInTheDocument();
  });
});
