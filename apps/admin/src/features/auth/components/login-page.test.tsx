import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/auth-token.ts';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, sessionTokens } from '../../../test/render-app.tsx';

describe('operator login (spec §5, the username form)', () => {
  it('shows the rules in order and keeps submit disabled until the form is valid', async () => {
    mockApi({});
    const { user } = renderApp('/login');
    const submit = screen.getByRole('button', { name: 'Sign in' });
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(submit).toBeDisabled();

    await user.click(username);
    await user.tab();
    expect(await screen.findByText('Username is required')).toBeInTheDocument();

    await user.type(username, 'ab');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();

    await user.click(password);
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(password, '12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(username, 'c');
    await user.type(password, '6');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Thai messages after switching language', async () => {
    mockApi({});
    const { user } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'ไทย' }));
    await user.type(screen.getByLabelText('ชื่อผู้ใช้'), 'ab');
    expect(await screen.findByText('ชื่อผู้ใช้ต้องมีอย่างน้อย 3 ตัวอักษร')).toBeInTheDocument();
  });

  it('shows the server message on a 401 and stores no token', async () => {
    const api = mockApi({
      'POST /admin/auth/login': fail(
        401,
        'Login failed: username or password is incorrect',
        'auth.invalid_operator_credentials',
      ),
    });
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed: username or password is incorrect',
    );
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Operator sign in' })).toBeInTheDocument();
    expect(api.callsTo('POST /admin/auth/login')[0]?.body).toEqual({
      username: 'admin',
      password: 'wrong-pass',
    });
    expect(api.callsTo('POST /admin/auth/login')[0]?.headers.get('Authorization')).toBeNull();
  });

  it('stores the token and opens the dashboard on success', async () => {
    const api = mockApi({
      'POST /admin/auth/login': ok({
        step: 'done',
        access_token: 'tok-1',
        ...sessionTokens,
        operator: adminOperator,
        totp: { enrolled: false, required: false, demo_exempt: false, recovery_codes_left: 0 },
      }),
      'GET /admin/auth/me': ok({ operator: adminOperator }),
      'GET /admin/ledger/check/last': ok({ last: null, running: false }),
    });
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-1');
    await waitFor(() => expect(api.callsTo('GET /admin/ledger/check/last')).toHaveLength(1));
    expect(api.callsTo('GET /admin/ledger/check/last')[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(api.callsTo('GET /admin/ledger/check/last')[0]?.headers.get('Accept-Language')).toBe('en');
  });
});
