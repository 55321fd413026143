import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { memberDeskRoutes, operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import { reportDeskRoutes } from '@sanam/contract/routes/reports.ts';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient, type ClientConfig } from './create-client.ts';
import { fail, mockApi, ok } from './testing/mock.ts';

/** POST /user/transaction/liveaction's answer: a small reply of a member's call that takes no body. */
const access = { eligible: true, deposited: 500, required: 100, window_days: 30 };

const messages: ClientConfig['messages'] = {
  network: () => 'offline',
  failed: (status) => `failed ${status}`,
  badResponse: () => 'odd reply',
};

/** A member app's client: tokens renewed on a 401, `{}` on every write. */
function memberClient(overrides: Partial<ClientConfig> = {}) {
  const session = { token: 'access-1' as string | null };
  const onUnauthorized = vi.fn();
  const renewToken = vi.fn(async () => {
    const answer = await client.send(accountRoutes.refresh, { body: { refresh_token: 'refresh-1' } });
    // the new pair as it came: this test's stand-in server sends no profile with it
    const { access_token: token } = answer.body.data as { access_token: string };
    session.token = token;
    return token;
  });
  const client = createApiClient({
    baseUrl: '/api',
    language: () => 'th',
    accessToken: () => session.token,
    renewToken,
    onUnauthorized,
    sendsEmptyBody: true,
    messages,
    ...overrides,
  });
  return { client, session, renewToken, onUnauthorized };
}

/** A console's client: no renewal, a 401 ends the session at once. */
function consoleClient() {
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: '/api',
    language: () => 'en',
    accessToken: () => 'tok-1',
    onUnauthorized,
    messages,
  });
  return { client, onUnauthorized };
}

const renewed = ok({ access_token: 'access-2', refresh_token: 'refresh-2' });

afterEach(() => vi.unstubAllGlobals());

describe('the api client', () => {
  it('sends the bearer token, the language and JSON, and gives the declared data', async () => {
    const api = mockApi({ 'POST /user/transaction/liveaction': ok(access) });
    const { client } = memberClient();
    await expect(client.request(matchRoutes.liveAccess)).resolves.toEqual(access);
    const call = api.calls[0];
    expect(call?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(call?.headers.get('Accept-Language')).toBe('th');
    expect(call?.headers.get('Accept')).toBe('application/json');
    // the member app's writes always carry a body
    expect(call?.body).toEqual({});
    expect(call?.headers.get('Content-Type')).toBe('application/json');
  });

  it('fills in the path, leaves empty values out of the query, and sends no body on a GET', async () => {
    const api = mockApi({
      'GET /user/match/5': ok(null),
      'GET /admin/members': ok({ items: [], total: 0 }),
    });
    const { client } = consoleClient();
    await client.request(memberDeskRoutes.search, { query: { q: '', limit: 20, offset: 0 } });
    await expect(client.request(matchRoutes.match, { params: { id: 5 } })).rejects.toMatchObject({
      code: 'bad_response',
    });
    expect(api.calls[0]?.query.toString()).toBe('limit=20&offset=0');
    expect(api.calls[0]?.body).toBeUndefined();
    expect(api.calls[0]?.headers.get('Content-Type')).toBeNull();
  });

  it("sends the Idempotency-Key and the caller's headers, on the retry after a renewal too, without replacing its own", async () => {
    const api = mockApi({
      '/user/user/withdraw': ({ headers }) =>
        headers.get('Authorization') === 'Bearer access-2' ? ok({}) : fail(401, 'Please log in'),
      '/line/refresh': renewed,
    });
    const { client } = memberClient();
    await client.send(walletRoutes.withdraw, {
      body: { amount: 100 },
      idempotencyKey: 'key-1',
      headers: { Authorization: 'Bearer forged', Accept: 'text/html' },
    });
    const calls = api.callsTo('/user/user/withdraw');
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.headers.get('Idempotency-Key')).toBe('key-1');
      expect(call.headers.get('Accept')).toBe('application/json');
    }
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('on a 401 renews once and retries; concurrent 401s share the one renewal', async () => {
    const api = mockApi({
      '/user/transaction/liveaction': ({ headers }) =>
        headers.get('Authorization') === 'Bearer access-2' ? ok(access) : fail(401, 'Please log in'),
      '/line/refresh': async () => {
        await new Promise((r) => setTimeout(r, 20));
        return renewed;
      },
    });
    const { client, renewToken, onUnauthorized } = memberClient();
    await Promise.all([
      client.request(matchRoutes.liveAccess),
      client.request(matchRoutes.liveAccess),
      client.request(matchRoutes.liveAccess),
    ]);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(api.callsTo('/line/refresh')).toHaveLength(1);
    expect(api.callsTo('/line/refresh')[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a failed renewal ends the session and rejects with the renewal error', async () => {
    mockApi({
      '/user/transaction/liveaction': fail(401, 'Please log in'),
      '/line/refresh': fail(401, 'A used refresh token was presented'),
    });
    const { client, onUnauthorized } = memberClient();
    await expect(client.request(matchRoutes.liveAccess)).rejects.toThrow(
      'A used refresh token was presented',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 after the renewal ends the session', async () => {
    mockApi({ '/user/transaction/liveaction': fail(401, 'Please log in'), '/line/refresh': renewed });
    const { client, onUnauthorized } = memberClient();
    await expect(client.request(matchRoutes.liveAccess)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 from a public call (a login) is an answer, not a reason to renew', async () => {
    const api = mockApi({ '/user/login': fail(401, 'Login failed: phone or password is incorrect') });
    const { client, onUnauthorized } = memberClient();
    await expect(
      client.send(accountRoutes.login, { body: { phone: '0812345678', password: 'x', agent_id: 1 } }),
    ).rejects.toMatchObject({ status: 401, message: 'Login failed: phone or password is incorrect' });
    expect(api.callsTo('/line/refresh')).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('without a renewal, a 401 ends the session at once; `auth: false` sends no token and takes a 401 as an answer', async () => {
    const api = mockApi({
      'GET /admin/ledger/check': fail(401, 'Session ended', 'error.unauthorized'),
      'POST /admin/auth/logout': fail(401, 'Session ended', 'error.unauthorized'),
    });
    const { client, onUnauthorized } = consoleClient();
    await expect(client.request(memberDeskRoutes.ledgerCheck)).rejects.toMatchObject({
      status: 401,
      code: 'error.unauthorized',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(client.request(operatorAuthRoutes.logout, { auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /admin/auth/logout')[0]?.headers.get('Authorization')).toBeNull();
    // the console sends no body where there is none
    expect(api.callsTo('POST /admin/auth/logout')[0]?.body).toBeUndefined();
  });

  it('turns an error envelope into an ApiError with its message, code and fields', async () => {
    mockApi({ '/user/user/withdraw': fail(400, 'Too much', 'validation', { amount: 'Too much' }) });
    const { client } = memberClient();
    const error = await client.send(walletRoutes.withdraw, { body: { amount: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Too much',
      status: 400,
      code: 'validation',
      fields: { amount: 'Too much' },
    });
  });

  it('an error without a message gets the fallback for its status; no answer at all is a network error', async () => {
    const api = mockApi({ '/user/transaction/liveaction': { status: 503 } });
    const { client } = memberClient();
    await expect(client.request(matchRoutes.liveAccess)).rejects.toMatchObject({
      message: 'failed 503',
      status: 503,
    });
    api.fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.request(matchRoutes.liveAccess)).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
    api.fetchMock.mockImplementationOnce(() => Promise.reject(new DOMException('', 'AbortError')));
    await expect(client.request(matchRoutes.liveAccess)).rejects.toBeInstanceOf(DOMException);
  });

  it('send gives the envelope as it came, its data null when the shape is unknown', async () => {
    mockApi({ '/user/user/withdraw': ok({ something: 'else' }, 'ถอนแล้ว') });
    const { client } = memberClient();
    const answer = await client.send(walletRoutes.withdraw, { body: { amount: 1 } });
    expect(answer).toMatchObject({ success: true, message: 'ถอนแล้ว', data: null });
    expect(answer.body.data).toEqual({ something: 'else' });
  });

  it('is typed from the declaration: what a route takes and gives', () => {
    // never run: the compiler checks these lines (npm run typecheck)
    const typed = async (client: ReturnType<typeof consoleClient>['client']) => {
      const match = await client.request(matchRoutes.match, { params: { id: 5 } });
      match.red_cow_name.toUpperCase();
      // @ts-expect-error the path's :id is required
      await client.request(matchRoutes.match);
      // @ts-expect-error a route without a body takes none (an empty one at most)
      await client.request(matchRoutes.liveAccess, { body: { match_id: 1 } });
      await client.request(matchRoutes.liveAccess, { body: {} });
      // @ts-expect-error only a route that declares the header takes an Idempotency-Key
      await client.request(walletRoutes.requests, { idempotencyKey: 'k' });
      // @ts-expect-error the body is the declared request
      await client.request(walletRoutes.withdraw, { body: { amount: 'lots' } });
    };
    expect(typed).toBeTypeOf('function');
  });
});

describe('a download', () => {
  it('gives the file and the name the server gave it, with the token sent; an error is an ApiError', async () => {
    const csv = '\uFEFF"วันที่"\r\n';
    const fetchMock = vi.fn((_input: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      if (headers.get('Authorization') !== 'Bearer tok-1')
        return Promise.resolve(new Response('', { status: 401 }));
      return Promise.resolve(
        new Response(csv, {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="daily-summary-2026-01-31.csv"',
          },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const { client } = consoleClient();
    const file = await client.download(reportDeskRoutes.dailyCsv, { query: { from: '2026-01-31' } });
    expect(file.filename).toBe('daily-summary-2026-01-31.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/reports/daily/csv?from=2026-01-31');

    mockApi({ '/admin/reports/daily/csv': fail(400, 'The end date cannot be before the start date') });
    await expect(
      client.download(reportDeskRoutes.dailyCsv, { query: { from: '2026-02-01', to: '2026-01-01' } }),
    ).rejects.toEqual(
      expect.objectContaining({ status: 400, message: 'The end date cannot be before the start date' }),
    );
  });
});
