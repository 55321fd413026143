import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const cashier = { id: 7, username: 'cash7', role: 'cashier' as const };

describe('changing one’s own password', () => {
  it('holds a staff member whose password an admin set on the change until it is done', async () => {
    signIn();
    const api = mockApi({
      'GET /admin/auth/me': ok({ operator: { ...cashier, must_change_password: true } }),
      'POST /admin/auth/password': ok({ operator: cashier }),
      'GET /admin/cashier/summary': ok({ deposits_pending: 0, withdrawals_pending: 0, withdraw_amount: 0 }),
    });
    const { user } = renderApp('/deposits');
    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.type(screen.getByLabelText('Current password'), 'first-pass-1');
    await user.type(screen.getByLabelText('New password'), 'my-own-pass');
    await user.type(screen.getByLabelText('Confirm the new password'), 'my-own-pasz');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/auth/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Choose your own password' })).toBeNull(),
    );
    expect(api.callsTo('POST /admin/auth/password')[0]?.body).toEqual({
      current_password: 'first-pass-1',
      new_password: 'my-own-pass',
      confirm_password: 'my-own-pass',
    });
    expect((await screen.findAllByRole('navigation')).length).toBeGreaterThan(0);
  });

  it('is in every role’s menu, and shows a wrong current password under its field', async () => {
    signIn();
    mockApi({
      'GET /admin/auth/me': ok({ operator: { id: 3, username: 'op3', role: 'operator' } }),
      'POST /admin/auth/password': fail(400, 'The current password is wrong', 'validation', {
        current_password: 'The current password is wrong',
      }),
    });
    const { user } = renderApp('/password');
    expect((await screen.findAllByRole('link', { name: 'Change password' })).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Current password'), 'nope-nope');
    await user.type(screen.getByLabelText('New password'), 'my-own-pass');
    await user.type(screen.getByLabelText('Confirm the new password'), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});
