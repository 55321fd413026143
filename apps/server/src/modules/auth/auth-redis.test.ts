// DESIGN §1: with REDIS_URL, login limits are kept in Redis, so they hold across nodes.
import { randomUUID } from 'node:crypto';
import { LOGIN_THROTTLE } from '@sanam/contract/rate-limits.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/env.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { login, registerMember } from '../../test/factories/members.ts';

const redisUrl = testRedisUrl();
// this test's own deployment on the shared Redis: its nodes share counters, nothing else does
const socketStream = `test:${randomUUID()}`;

describe.skipIf(!redisUrl)('login limits across two nodes sharing Redis', () => {
  let nodeA: TestContext;
  let nodeB: TestContext;
  beforeAll(async () => {
    nodeA = await createTestApp({ redisUrl, socketStream });
    nodeB = await createTestApp({ redisUrl, socketStream });
  });
  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
  });

  it('holds on one node the address that failed too often on the other, and not the owner elsewhere', async () => {
    const m = await registerMember(nodeA.app);
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < LOGIN_THROTTLE.perPair.freeFailures; i++) {
      expect((await login(nodeA.app, m.phone, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    // node B has its own database and has never seen this phone fail: only the shared Redis
    // counter can hold it (without Redis it answers 401)
    const held = await login(nodeB.app, m.phone, 'another-guess', ip);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });
});
