import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@sanam/contract/constants.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import { api as client } from './api-client.ts';
import { registerNavigator } from './navigation.ts';
import { getSession, setSession } from './session.ts';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../test/member-session.ts';

function withNavigator(path = '/transaction') {
  const navigate = vi.fn();
  const unregister = registerNavigator({ navigate, currentPath: () => path });
  return { navigate, unregister };
}

describe('api client', () => {
  it('sends the bearer token and the current language', async () => {
    setSession({ ...tokens, user: member });
    const api = mockApi({ '/user/user/get_profile': ok({ user: member }) });
    await client.request(accountRoutes.profile);
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(api.calls[0]?.headers.get('Accept-Language')).toBe('th');
  });

  it("adds the caller's headers, on the retry after a refresh too, without replacing its own", async () => {
    setSession({ ...tokens, user: member });
    const api = mockApi({
      '/user/user/withdraw': ({ headers }) =>
        headers.get('Authorization') === 'Bearer access-2' ? ok({}) : fail(401, 'Please log in'),
      '/line/refresh': ok({ access_token: 'access-2', refresh_token: 'refresh-2', user: member }),
    });
    await client.send(walletRoutes.withdraw, {
      body: { amount: 100 },
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged', Accept: 'text/html' },
    });
    const calls = api.callsTo('/user/user/withdraw');
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.headers.get('Idempotency-Key')).toBe('key-1');
      expect(call.headers.get('Accept')).toBe('application/json');
    }
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer access-2');
  });

  it('on a 401 refreshes once, stores the rotated tokens and retries the call', async () => {
    setSession({ ...tokens, user: member });
    const api = mockApi({
      '/user/user/get_profile': ({ headers }) =>
        headers.get('Authorization') === 'Bearer access-2'
          ? ok({ user: member })
          : fail(401, 'Please log in', 'error.unauthorized'),
      '/line/refresh': ok({ access_token: 'access-2', refresh_token: 'refresh-2', user: member }),
    });
    const reply = await client.send(accountRoutes.profile);
    expect(reply.success).toBe(true);
    expect(api.callsTo('/line/refresh')).toHaveLength(1);
    expect(api.callsTo('/line/refresh')[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(api.callsTo('/user/user/get_profile')).toHaveLength(2);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('concurrent 401s share one refresh', async () => {
    setSession({ ...tokens, user: member });
    const api = mockApi({
      '/user/user/get_profile': ({ headers: h }) =>
        h.get('Authorization') === 'Bearer access-2' ? ok({ user: member }) : fail(401, 'x'),
      '/line/refresh': async () => {
        await new Promise((r) => setTimeout(r, 20));
        return ok({ access_token: 'access-2', refresh_token: 'refresh-2', user: member });
      },
    });
    await Promise.all([
      client.request(accountRoutes.profile),
      client.request(accountRoutes.profile),
      client.request(accountRoutes.profile),
    ]);
    expect(api.callsTo('/line/refresh')).toHaveLength(1);
  });

  it('a failed refresh clears every token and goes to /login', async () => {
    setSession({ ...tokens, user: member });
    const { navigate, unregister } = withNavigator('/transaction');
    mockApi({
      '/user/user/get_profile': fail(401, 'Please log in'),
      '/line/refresh': fail(401, 'A used refresh token was presented'),
    });
    await expect(client.request(accountRoutes.profile)).rejects.toThrow('Token refresh failed');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(getSession().accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    unregister();
  });

  it('without a refresh token says so and does not call refresh', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stale');
    const api = mockApi({ '/user/transaction/member': fail(401, 'Please log in') });
    const { navigate, unregister } = withNavigator('/login');
    await expect(client.send(walletRoutes.transactions, { body: {} })).rejects.toThrow(
      'No refresh token available',
    );
    expect(api.callsTo('/line/refresh')).toHaveLength(0);
    // Already on the login page: no navigation.
    expect(navigate).not.toHaveBeenCalled();
    unregister();
  });

  it('a 401 from login is an answer, not a reason to refresh', async () => {
    const api = mockApi({ '/user/login': fail(401, 'Login failed: phone or password is incorrect') });
    await expect(
      client.send(accountRoutes.login, { body: { phone: '', password: '', agent_id: 1 } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('/line/refresh')).toHaveLength(0);
  });
});
