import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { ADMIN_TOKEN_KEY } from '../../../lib/auth-token.ts';
import { storeSessionTokens } from '../../../lib/console-session.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

/** Signed in, the session's idle end `expiresIn` seconds away, last renewed `renewedAgo` seconds ago. */
function session(expiresIn: number, renewedAgo = 0) {
  signIn('tok-1');
  storeSessionTokens(
    { refresh_token: 'refresh-1', session: { idle_seconds: 1800, expires_in: expiresIn, ends_in: 40_000 } },
    Date.now() - renewedAgo * 1000,
  );
}

const renewed = ok({
  access_token: 'tok-2',
  refresh_token: 'refresh-2',
  session: { idle_seconds: 1800, expires_in: 1800, ends_in: 39_000 },
  operator: adminOperator,
});

function console_() {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: adminOperator }),
    'GET /admin/ledger/check/last': ok({ last: null, running: false }),
    'POST /admin/auth/refresh': renewed,
  });
}

// real timers: the console ticks each second, and a loaded machine renders the layout slowly
describe('a console session that fits a shift', { timeout: 30_000 }, () => {
  it('warns a minute before an idle sign-out; "Stay signed in" renews the session and the warning goes', async () => {
    session(55);
    const api = console_();
    const { user } = renderApp('/');
    const warning = await screen.findByRole('dialog', { name: 'Still there?' });
    expect(within(warning).getByRole('timer')).toHaveTextContent(/will be signed out in \d+ s/);
    expect(api.callsTo('POST /admin/auth/refresh')).toHaveLength(0);

    await user.click(within(warning).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Still there?' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /admin/auth/refresh')[0]?.body).toEqual({
      refresh_token: 'refresh-1',
      active: true,
    });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-2');
  });

  it('signs out when nobody answers the warning, without renewing', async () => {
    session(6);
    const api = console_();
    renderApp('/');
    expect(await screen.findByRole('dialog', { name: 'Still there?' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Operator sign in' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(api.callsTo('POST /admin/auth/refresh')).toHaveLength(0);
    // the login page says why
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended, please log in again');
  });

  it('renews silently while the person works, and shows no warning', async () => {
    session(1800, 61);
    const api = console_();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('POST /admin/auth/refresh')).toHaveLength(0);
    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(api.callsTo('POST /admin/auth/refresh')).toHaveLength(1));
    expect(api.callsTo('POST /admin/auth/refresh')[0]?.body).toMatchObject({ active: true });
    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
