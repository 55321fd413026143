// DESIGN §1: with REDIS_URL, login limits are kept in Redis, so they hold across nodes.
import { LOGIN_LIMITS } from '@sanam/contract/constants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../config.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { login, registerMember } from '../members/test-factory.ts';

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('login limits across two nodes sharing Redis', () => {
  let nodeA: TestContext;
  let nodeB: TestContext;
  beforeAll(async () => {
    nodeA = await createTestApp({ redisUrl });
    nodeB = await createTestApp({ redisUrl });
  });
  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
  });

  it('refuses on one node the phone that failed too often on the other', async () => {
    const m = await registerMember(nodeA.app);
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < LOGIN_LIMITS.perPhone.failures; i++) {
      expect((await login(nodeA.app, m.phone, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    // node B has its own database and has never seen this phone fail: only the shared Redis
    // counter can refuse it (without Redis it answers 401)
    const other = await login(
      nodeB.app,
      m.phone,
      m.password,
      `203.0.113.${Math.floor(Math.random() * 200) + 1}`,
    );
    expect(other.statusCode).toBe(429);
  });
});
