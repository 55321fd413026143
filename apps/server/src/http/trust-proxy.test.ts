// TRUST_PROXY names the proxies whose X-Forwarded-For is believed (a hop count or
// their addresses), never "any header from anyone". What a client writes into the header itself
// never becomes the address of its session, its audit rows or its login limit.
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import type { IncomingMessage } from 'node:http';
import { LOGIN_THROTTLE } from '@sanam/contract/rate-limits.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../config.ts';
import { callRoute } from '../test/call-route.ts';
import { operatorToken } from '../test/factories/desk.ts';
import { registerMember, uniqueIdentity } from '../test/factories/members.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { clientAddress } from './client-address.ts';

const NGINX = '127.0.0.1';

async function lastSessionIp(t: TestContext, kind: 'member' | 'operator', id: number) {
  const { rows } = await t.db.query<{ ip: string }>(
    `SELECT ip FROM sessions WHERE subject_kind = $1 AND subject_id = $2 ORDER BY created_at DESC LIMIT 1`,
    [kind, id],
  );
  return rows[0]?.ip;
}

function viaProxy(peer: string, forwardedFor: string | undefined) {
  return (app: TestContext['app'], phone: string, password: string) =>
    callRoute(app, accountRoutes.login, {
      body: { phone, password, agent_id: 1 },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      remoteAddress: peer,
    });
}

describe('TRUST_PROXY parsing', () => {
  it('takes a hop count, a list of proxies, or nothing', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
  });

  it('refuses at start a value that would trust every hop, with a clear message', () => {
    const load = (v: string) => () =>
      loadConfig({ NODE_ENV: 'test', TRUST_PROXY: v, DATA_DIR: '/tmp/x' }, { jwtSecret: 'x'.repeat(40) });
    expect(load('true')).toThrow(/TRUST_PROXY=true would believe any X-Forwarded-For/);
    expect(load('0.0.0.0/0')).toThrow(/trusts every address/);
    expect(load('::/0')).toThrow(/trusts every address/);
    expect(load('nginx.local')).toThrow(/not an address or CIDR/);
    expect(load('1')().trustProxy).toBe(1);
  });
});

describe('TRUST_PROXY=1 (the one nginx in front)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: parseTrustProxy('1') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('records the address nginx appended, not the forged one the client sent first', async () => {
    const m = await registerMember(t.app);
    const res = await viaProxy(NGINX, '6.6.6.6, 203.0.113.7')(t.app, m.phone, m.password);
    expect(res.statusCode).toBe(200);
    expect(await lastSessionIp(t, 'member', m.id)).toBe('203.0.113.7');
  });

  it('writes the real address into the audit log of an operator login', async () => {
    const token = await operatorToken(t.app, t.db, 'admin');
    expect(token).toBeTruthy();
    const { rows } = await t.db.query<{ operator_id: number }>(
      `SELECT operator_id FROM audit_log WHERE action = 'operator.login' ORDER BY id DESC LIMIT 1`,
    );
    const operatorId = rows[0]?.operator_id ?? 0;
    const { rows: names } = await t.db.query<{ username: string }>(
      'SELECT username FROM operators WHERE id = $1',
      [operatorId],
    );
    const res = await callRoute(t.app, operatorAuthRoutes.login, {
      body: { username: names[0]?.username ?? '', password: 'secret-pass' },
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.23' },
      remoteAddress: NGINX,
    });
    expect(res.statusCode).toBe(200);
    const { rows: audit } = await t.db.query<{ ip: string }>(
      `SELECT ip FROM audit_log WHERE action = 'operator.login' AND operator_id = $1 ORDER BY id DESC LIMIT 1`,
      [operatorId],
    );
    expect(audit[0]?.ip).toBe('198.51.100.23');
  });

  it('counts the per-address login limit on the real address, whatever the client forges', async () => {
    const m = await registerMember(t.app);
    for (let i = 0; i < LOGIN_THROTTLE.perAddress.failures; i++) {
      const forged = viaProxy(NGINX, `10.9.${i}.1, 203.0.113.99`);
      expect((await forged(t.app, uniqueIdentity().phone, 'wrong-pass')).statusCode).toBe(401);
    }
    const next = await viaProxy(NGINX, '10.9.200.1, 203.0.113.99')(t.app, m.phone, m.password);
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBeDefined();
  });
});

describe('TRUST_PROXY as a list of proxies', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: parseTrustProxy('10.0.0.5,10.2.0.0/16') });
  });
  afterAll(async () => {
    await t.close();
  });

  it("believes only a listed proxy's header", async () => {
    const m = await registerMember(t.app);
    expect((await viaProxy('10.0.0.5', '6.6.6.6, 203.0.113.8')(t.app, m.phone, m.password)).statusCode).toBe(
      200,
    );
    expect(await lastSessionIp(t, 'member', m.id)).toBe('203.0.113.8');
    // a chain of two listed proxies: the first address from our side that is not one of them
    expect(
      (await viaProxy('10.0.0.5', '6.6.6.6, 203.0.113.9, 10.2.3.4')(t.app, m.phone, m.password)).statusCode,
    ).toBe(200);
    expect(await lastSessionIp(t, 'member', m.id)).toBe('203.0.113.9');
    // a peer that is not listed is the client, whatever its header says
    expect((await viaProxy('10.0.0.6', '203.0.113.10')(t.app, m.phone, m.password)).statusCode).toBe(200);
    expect(await lastSessionIp(t, 'member', m.id)).toBe('10.0.0.6');
  });
});

describe('TRUST_PROXY=0 (the default)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: parseTrustProxy('0') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores X-Forwarded-For: the socket peer is the client', async () => {
    const m = await registerMember(t.app);
    expect((await viaProxy('192.0.2.44', '203.0.113.11')(t.app, m.phone, m.password)).statusCode).toBe(200);
    expect(await lastSessionIp(t, 'member', m.id)).toBe('192.0.2.44');
  });
});

describe('the Socket.IO handshake address (chat limit per address)', () => {
  const handshake = (peer: string, xff?: string) =>
    ({
      socket: { remoteAddress: peer },
      headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
    }) as unknown as IncomingMessage;

  it('follows the same rule as HTTP requests', () => {
    expect(clientAddress(handshake(NGINX, '6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(handshake(NGINX, '203.0.113.7'), false)).toBe(NGINX);
    expect(clientAddress(handshake('::ffff:10.0.0.5', '6.6.6.6, 203.0.113.8'), ['10.0.0.5'])).toBe(
      '203.0.113.8',
    );
    expect(clientAddress(handshake('10.0.0.6', '203.0.113.8'), ['10.0.0.5'])).toBe('10.0.0.6');
    // no header behind a trusted proxy: the proxy is all we know
    expect(clientAddress(handshake(NGINX), 1)).toBe(NGINX);
  });
});
