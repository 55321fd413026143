// The OpenAPI document lists every console route and schema, so in production only signed-in staff
// read it (API_DOCS, default `staff` there), or nobody (`off`); elsewhere it stays open.
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { operatorToken } from '../test/factories/desk.ts';
import { aMember } from '../test/factories/members.ts';

// the docs are infrastructure (@fastify/swagger-ui): no contract route declares them
const DOCS = ['/api/docs', '/api/docs/json'];

async function withApp(config: Partial<Config>, use: (t: TestContext) => Promise<void>) {
  const t = await createTestApp(config);
  try {
    await use(t);
  } finally {
    await t.close();
  }
}

const get = (t: TestContext, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the API docs', () => {
  it('are for staff only by default in production, open by default elsewhere', () => {
    const secret = { JWT_SECRET: 'x'.repeat(48) };
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).apiDocs).toBe('staff');
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe('open');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'off', ...secret }).apiDocs).toBe('off');
  });

  it('in production answer 401 to no one and to a member, and the document to staff', async () => {
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) });
    await withApp({ env: 'production', apiDocs: production.apiDocs }, async (t) => {
      const member = await aMember(t.app);
      const staff = await operatorToken(t.app, t.db, 'operator');
      for (const url of DOCS) {
        expect([url, (await get(t, url)).statusCode]).toEqual([url, 401]);
        expect([url, (await get(t, url, member.accessToken)).statusCode]).toEqual([url, 401]);
        const res = await get(t, url, staff);
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
      const doc = (await get(t, '/api/docs/json', staff)).json<{ paths: Record<string, unknown> }>();
      expect(Object.keys(doc.paths)).toContain('/api/admin/ledger/check');
    });
  }, 120_000);

  it('are served to nobody when turned off, and to anyone outside production', async () => {
    await withApp({ apiDocs: 'off' }, async (t) => {
      const staff = await operatorToken(t.app, t.db, 'admin');
      for (const url of DOCS) expect([url, (await get(t, url, staff)).statusCode]).toEqual([url, 404]);
    });
    await withApp({}, async (t) => {
      for (const url of DOCS) expect([url, (await get(t, url)).statusCode]).toEqual([url, 200]);
    });
  }, 120_000);
});
