// The request lines stay out of the demo's terminal (they buried the start banner), a
// failure still shows there in one line with its request id, production keeps its info lines, and
// a credential in a URL (the step game's ?token=, the sandbox game's ?session=) is never written.
import { gameSandboxRoutes } from '@sanam/contract/routes/games.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { callRoute } from '../test/call-route.ts';
import { testConfig } from '../test/env.ts';
import type { Db } from '../db/db.ts';
import { recordingBus } from '../test/recording-bus.ts';
import { createTestDb } from '../test/test-app.ts';
import { redactUrl } from './request-log.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

const INFO = 30;
const ERROR = 50;

// one database for the apps of every test: only their log settings differ
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance | undefined;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(async () => {
  await drop();
});

/** The real app with its log captured, and one more route that breaks as a bug would. */
async function appWithLog(overrides: Partial<Config>) {
  const raw: string[] = [];
  const config = testConfig({
    ...overrides,
    logDestination: { write: (line: string) => void raw.push(line) },
  });
  const built = await buildApp({ config, db, realtime: recordingBus() });
  app = built;
  built.get('/api/test/failing', () => {
    throw new Error('a bug');
  });
  await built.ready();
  const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
  const requestLines = () => lines().filter((l) => l.reqId !== undefined);
  return { app: built, raw, lines, requestLines };
}

describe('request log lines', () => {
  it('are debug outside production, so the demo terminal shows none at the default level', async () => {
    expect(loadConfig({ NODE_ENV: 'development' }, { jwtSecret: 'x'.repeat(32) }).requestLogLevel).toBe(
      'debug',
    );
    const { app, requestLines } = await appWithLog({ logLevel: 'info', requestLogLevel: 'debug' });
    // the health check (infrastructure, no contract route) and a path nothing serves
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect(requestLines()).toEqual([]);
  });

  it('show with LOG_LEVEL=debug, each with its request id', async () => {
    const { app, requestLines } = await appWithLog({ logLevel: 'debug', requestLogLevel: 'debug' });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const lines = requestLines();
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.every((l) => l.reqId === res.headers['x-request-id'] && l.level === 20)).toBe(true);
  });

  it('stay at info in production unless REQUEST_LOG_LEVEL says otherwise', async () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };
    expect(loadConfig(production).requestLogLevel).toBe('info');
    expect(loadConfig({ ...production, REQUEST_LOG_LEVEL: 'warn' }).requestLogLevel).toBe('warn');
    expect(() => loadConfig({ ...production, REQUEST_LOG_LEVEL: 'loud' })).toThrow(/REQUEST_LOG_LEVEL/);

    const { app, requestLines } = await appWithLog({ logLevel: 'info', requestLogLevel: 'info' });
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(requestLines().map((l) => [l.level, l.msg])).toEqual([
      [INFO, 'incoming request'],
      [INFO, 'request completed'],
    ]);
  });

  it('report a request that failed on the server at error, with its id, URL and status, even when quiet', async () => {
    const { app, requestLines } = await appWithLog({ logLevel: 'info', requestLogLevel: 'debug' });
    // the route this file registers to fail, not one of the contract's
    const res = await app.inject({ method: 'GET', url: '/api/test/failing?page=2' });
    expect(res.statusCode).toBe(500);
    const failed = requestLines().find((l) => l.msg === 'request failed');
    expect(failed).toMatchObject({
      level: ERROR,
      reqId: res.headers['x-request-id'],
      req: { method: 'GET', url: '/api/test/failing?page=2' },
      res: { statusCode: 500 },
    });
    expect(requestLines().every((l) => l.level === ERROR)).toBe(true);
  });

  it('never write a credential carried in the URL', async () => {
    const { app, raw, requestLines } = await appWithLog({ logLevel: 'debug', requestLogLevel: 'debug' });
    await app.inject({ method: 'GET', url: '/step?token=eyJhbGciOi.secret-access&from=home' });
    await callRoute(app, gameSandboxRoutes.page, {
      params: { game: 'm7' },
      rawQuery: { session: 'game-session-secret', lang: 'th' },
    });
    const urls = requestLines()
      .filter((l) => l.msg === 'incoming request')
      .map((l) => l.req?.url);
    expect(urls).toEqual([
      '/step?token=[redacted]&from=home',
      '/api/sandbox/games/m7/play?session=[redacted]&lang=th',
    ]);
    expect(raw.join('')).not.toMatch(/secret-access|game-session-secret/);
  });
});

describe('redactUrl', () => {
  it('keeps the path and the other parameters as they came', () => {
    expect(redactUrl('/history?q=%E0%B8%84&page=2')).toBe('/history?q=%E0%B8%84&page=2');
    expect(redactUrl('/play/step')).toBe('/play/step');
    expect(redactUrl('/x?Token=a&access_token=b&flag&refresh%5Ftoken=c')).toBe(
      '/x?Token=[redacted]&access_token=[redacted]&flag&refresh%5Ftoken=[redacted]',
    );
  });
});
