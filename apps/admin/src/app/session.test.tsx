import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../lib/auth-token.ts';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../test/render-app.tsx';

describe('operator session', () => {
  it('sends a visitor without a token to the login page', async () => {
    const api = mockApi({});
    renderApp('/members');
    expect(await screen.findByRole('heading', { name: 'Operator sign in' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('clears the token and returns to login with a notice on any 401', async () => {
    signIn('expired');
    mockApi({
      'GET /admin/auth/me': ok({ operator: adminOperator }),
      'GET /admin/members': fail(401, 'Please log in', 'error.unauthorized'),
    });
    const { router } = renderApp('/members');

    expect(await screen.findByRole('heading', { name: 'Operator sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended, please log in again');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the operator and role in the header and logs out', async () => {
    signIn();
    const api = mockApi({
      'GET /admin/auth/me': ok({ operator: { id: 2, username: 'somsri', role: 'cashier' } }),
      'GET /admin/ledger/check/last': ok({ last: null, running: false }),
      'POST /admin/auth/logout': ok(null),
    });
    const { user } = renderApp('/');
    expect(await screen.findByText('somsri')).toBeInTheDocument();
    expect(screen.getByText('Cashier')).toBeInTheDocument();
    // a cashier has no audit log
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Operator sign in' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /admin/auth/logout')).toHaveLength(1));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
