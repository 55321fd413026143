import { accountRoutes } from '@sanam/contract/routes/account.ts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { urlOf } from './test/call-route.ts';
import { useTestApp } from './test/harness.ts';
import { REDACTED_LOG_PATHS } from './http/server-options.ts';

const t = useTestApp();

describe('server core', () => {
  it('answers health and readiness', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ success: true, data: { status: 'live' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, data: { status: 'ready' } });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers an unknown API path with a 404 envelope in Thai, or English when asked', async () => {
    const th = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(th.statusCode).toBe(404);
    expect(th.json()).toEqual({ success: false, message: 'ไม่พบข้อมูล', data: { code: 'not_found' } });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json<{ message: string }>().message).toBe('Not found');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });
});

describe('request hygiene', () => {
  it('refuses a body over the limit with 413 and a clear message, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(accountRoutes.login),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ phone: '0812345678', password: 'x'.repeat(t.config.bodyLimitBytes) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'The request body is too large',
      data: { code: 'body_too_large' },
    });
  });
});

describe('logs', () => {
  it('censor tokens, passwords and slip payloads wherever they appear', () => {
    const lines: string[] = [];
    const log = pino(
      { redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } },
      {
        write: (line: string) => void lines.push(line),
      },
    );
    log.info({
      req: { headers: { authorization: 'Bearer secret-token-value', cookie: 'device_id=abc' } },
      body: { phone: '0812345678', password: 'hunter22-password', refresh_token: 'refresh-value' },
      slip: { payload: '0041000600000101030040220...' },
    });
    const all = lines.join('\n');
    expect(all).toContain('0812345678');
    for (const secret of [
      'secret-token-value',
      'device_id=abc',
      'hunter22-password',
      'refresh-value',
      '0041000600',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
