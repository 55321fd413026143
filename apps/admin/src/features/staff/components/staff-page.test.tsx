import type { StaffRequest, StaffRow } from '@sanam/contract/staff.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const row = (over: Partial<StaffRow>): StaffRow => ({
  id: 1,
  username: 'admin',
  role: 'admin',
  is_active: true,
  must_change_password: false,
  created_at: '2026-11-01T03:00:00.000Z',
  last_login_at: '2026-11-28T03:00:00.000Z',
  open_sessions: 1,
  awaiting_approval: false,
  pending_request: null,
  ...over,
});
const admin = row({});
const newCashier = row({
  id: 7,
  username: 'cash7',
  role: 'cashier',
  must_change_password: true,
  last_login_at: null,
  open_sessions: 0,
});
const operator = row({ id: 3, username: 'op3', role: 'operator', open_sessions: 2 });

function staffApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: adminOperator }),
    'GET /admin/staff': ok({ staff: [admin, operator, newCashier] }),
    ...extra,
  });
}

describe('staff page', () => {
  it('lists every account with its role, state, last sign-in and sessions', async () => {
    signIn();
    staffApi();
    renderApp('/staff');
    const cashierRow = (await screen.findByText('cash7')).closest('tr, li') as HTMLElement;
    expect(within(cashierRow).getByText('Cashier')).toBeInTheDocument();
    expect(within(cashierRow).getByText('Must change password')).toBeInTheDocument();
    expect(within(cashierRow).getByText('Never')).toBeInTheDocument();
    const adminRow = screen.getByText('admin', { selector: 'td, p' }).closest('tr, li') as HTMLElement;
    expect(within(adminRow).getByText('(you)')).toBeInTheDocument();
    // no password reset of one's own account here: that is the own password change
    expect(screen.queryByRole('button', { name: 'Reset the password of admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset the password of cash7' })).toBeInTheDocument();
  });

  it('is not in an operator’s menu, and the page is closed to them', async () => {
    signIn();
    mockApi({ 'GET /admin/auth/me': ok({ operator: { id: 3, username: 'op3', role: 'operator' } }) });
    renderApp('/staff');
    await screen.findAllByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
  });

  it('adds a cashier: the contract’s rules on the form first, then the call', async () => {
    signIn();
    const api = staffApi({ 'POST /admin/staff': ok(newCashier, 'Staff member added') });
    const { user } = renderApp('/staff');
    await screen.findByText('cash7');
    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Username'), 'a b');
    await user.type(within(dialog).getByLabelText('First password'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
    expect(
      await within(dialog).findByText('A username may hold only letters, digits and . _ -'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /admin/staff')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'cash7');
    await user.clear(within(dialog).getByLabelText('First password'));
    await user.type(within(dialog).getByLabelText('First password'), 'first-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Cashier' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/staff')[0]?.body).toEqual({
      username: 'cash7',
      role: 'cashier',
      password: 'first-pass-1',
    });
    expect(await screen.findByText('Staff member added')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a taken username under the field', async () => {
    signIn();
    staffApi({
      'POST /admin/staff': fail(409, 'This username is taken', 'conflict', {
        username: 'This username is taken',
      }),
    });
    const { user } = renderApp('/staff');
    await screen.findByText('cash7');
    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Username'), 'op3');
    await user.type(within(dialog).getByLabelText('First password'), 'first-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
    expect(await within(dialog).findAllByText('This username is taken')).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables an account, sending only what changed, and shows the last-admin refusal', async () => {
    signIn();
    const api = staffApi({
      'PATCH /admin/staff/3': fail(409, 'There must be at least one active admin'),
    });
    const { user } = renderApp('/staff');
    await screen.findByText('cash7');
    await user.click(screen.getByRole('button', { name: 'Edit op3' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('This account is active'));
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('There must be at least one active admin')).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/staff/3')[0]?.body).toEqual({ is_active: false });
  });

  it('lists an account’s sessions and signs one device out', async () => {
    signIn();
    const sessions = [
      {
        id: '11111111-1111-4111-8111-111111111111',
        ip: '198.51.100.7',
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
        created_at: '2026-11-28T03:00:00.000Z',
        last_seen_at: '2026-11-28T03:10:00.000Z',
        expires_at: '2026-11-28T03:15:00.000Z',
        is_current: false,
      },
    ];
    const api = staffApi({
      'GET /admin/staff/3/sessions': ok({ sessions }),
      'POST /admin/staff/3/sessions/11111111-1111-4111-8111-111111111111/end': ok({ ended: 1 }),
    });
    const { user } = renderApp('/staff');
    await screen.findByText('cash7');
    await user.click(screen.getByRole('button', { name: 'Sessions of op3' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('198.51.100.7')).toBeInTheDocument();
    expect(within(dialog).getByText('Safari · iPhone')).toBeInTheDocument();
    // last seen on the Bangkok clock (03:10 UTC), beside the login at 10:00
    expect(within(dialog).getByText('Last seen').nextElementSibling).toHaveTextContent('10:10');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out the device at 198.51.100.7' }));
    expect(await within(dialog).findByText('Signed out 1 devices')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/staff/3/sessions/11111111-1111-4111-8111-111111111111/end')).toHaveLength(
      1,
    );
  });

  describe('four eyes on staff', () => {
    const request = (over: Partial<StaffRequest>): StaffRequest => ({
      id: 41,
      kind: 'create_admin',
      status: 'pending',
      target_id: 9,
      target_username: 'adm9',
      role: null,
      is_active: null,
      requested_by: 2,
      requested_by_username: 'admin2',
      requested_at: '2026-11-28T03:00:00.000Z',
      decided_by: null,
      decided_by_username: null,
      decided_at: null,
      decision_reason: null,
      can_approve: true,
      ...over,
    });
    const waitingAdmin = row({
      id: 9,
      username: 'adm9',
      is_active: false,
      must_change_password: true,
      awaiting_approval: true,
      pending_request: 'create_admin',
      last_login_at: null,
      open_sessions: 0,
    });

    it('tells an admin on every page that a request waits for them, and the menu counts it', async () => {
      signIn();
      staffApi({ 'GET /admin/staff/requests': ok({ requests: [request({})] }) });
      renderApp('/');
      expect(await screen.findByText('Staff requests waiting for your approval: 1')).toBeInTheDocument();
      expect(screen.getAllByText('1 pending').length).toBeGreaterThan(0);
    });

    it('approves another admin’s request with a reason, and shows the new admin as awaiting', async () => {
      signIn();
      const api = staffApi({
        'GET /admin/staff': ok({ staff: [admin, waitingAdmin] }),
        'GET /admin/staff/requests': ok({ requests: [request({})] }),
        'POST /admin/staff/requests/41/approve': ok(
          request({ status: 'approved', decided_by: 1 }),
          'Request approved',
        ),
      });
      const { user } = renderApp('/staff');
      const adminRow = (await screen.findByText('adm9', { selector: 'td, p' })).closest(
        'tr, li',
      ) as HTMLElement;
      expect(within(adminRow).getByText('Awaiting a second admin')).toBeInTheDocument();
      const queue = screen.getByRole('region', { name: 'Waiting for a second admin' });
      expect(within(queue).getByText('New admin adm9')).toBeInTheDocument();
      await user.click(within(queue).getByRole('button', { name: 'Approve the request for adm9' }));
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(api.callsTo('POST /admin/staff/requests/41/approve')).toHaveLength(0);
      await user.type(within(dialog).getByLabelText('Reason'), 'met them in person');
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.callsTo('POST /admin/staff/requests/41/approve')[0]?.body).toEqual({
        reason: 'met them in person',
      });
      expect(await screen.findByText('Request approved')).toBeInTheDocument();
    });

    it('offers no approval of the admin’s own request, only its withdrawal', async () => {
      signIn();
      staffApi({
        'GET /admin/staff/requests': ok({
          requests: [request({ requested_by: 1, requested_by_username: 'admin', can_approve: false })],
        }),
      });
      renderApp('/staff');
      const queue = await screen.findByRole('region', { name: 'Waiting for a second admin' });
      expect(within(queue).getByText('Another admin must approve')).toBeInTheDocument();
      expect(within(queue).queryByRole('button', { name: 'Approve the request for adm9' })).toBeNull();
      expect(within(queue).getByRole('button', { name: 'Reject the request for adm9' })).toBeInTheDocument();
      expect(screen.queryByText(/Staff requests waiting for your approval/)).toBeNull();
    });

    it('says a new admin waits for a second admin when it is added', async () => {
      signIn();
      staffApi({ 'POST /admin/staff': ok(waitingAdmin) });
      const { user } = renderApp('/staff');
      await screen.findByText('cash7');
      await user.click(screen.getByRole('button', { name: 'Add staff' }));
      const dialog = screen.getByRole('dialog');
      await user.type(within(dialog).getByLabelText('Username'), 'adm9');
      await user.type(within(dialog).getByLabelText('First password'), 'first-pass-1');
      await user.click(within(dialog).getByRole('button', { name: 'Admin' }));
      await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
      expect(
        await screen.findByText('Request sent: it waits for a second admin’s approval'),
      ).toBeInTheDocument();
    });
  });
});
