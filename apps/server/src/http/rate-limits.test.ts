// The writes that cost the house work are rate limited per member and per address
// (contract RATE_LIMITS), answering 429 with Retry-After and a message that says how long to wait;
// a member at a person's pace never meets a limit.
import { randomUUID } from 'node:crypto';
import { translate } from '@sanam/contract/messages.ts';
import { withWait } from '@sanam/contract/messages-access.ts';
import { RATE_LIMITS } from '@sanam/contract/rate-limits.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import { slipVerify as makeSlipQr } from 'promptparse/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../test/call-route.ts';
import { useDesk } from '../test/harness.ts';
import { testRedisUrl } from '../test/env.ts';
import { registerMember, registerPayload } from '../test/factories/members.ts';
import { walletFactory } from '../test/factories/wallet.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { ROUTE_RATE_LIMITS } from './rate-limits.ts';

let ipSeq = 0;
const run = Math.floor(Math.random() * 200) + 20;
/** Each story from its own address, so address counters never leak between stories (or runs). */
const freshIp = () => `198.18.${run}.${++ipSeq}`;

const register = (app: TestContext['app'], ip: string) =>
  callRoute(app, accountRoutes.register, { rawBody: registerPayload(), remoteAddress: ip });

/** An invented slip: a valid CRC, a reference no bank issued (it waits for a cashier). */
const inventedSlip = (i: number) =>
  makeSlipQr({ sendingBank: '004', transRef: `20261124FAKE${String(run * 1000 + i).padStart(8, '0')}` });

type Member = { accessToken: string };

describe('rate limits on one node', () => {
  const desk = useDesk({
    config: { rateLimits: true },
    roles: ['admin', 'cashier'],
    ready: () => w.openHouseAccount(),
  });
  const { t } = desk;
  const w = walletFactory(desk);

  it('refuses most of a burst of 60 slips with 429 and Retry-After, and queues none past the limit', async () => {
    const member = await registerMember(t.app, {}, freshIp());
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => w.sendSlip(member, inventedSlip(i))),
    );
    const allowed = RATE_LIMITS.slip.member[0].points;
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(60 - allowed);
    for (const r of refused) {
      const wait = Number(r.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(r.json<{ message: string }>().message).toBe(
        withWait(translate('rate.too_fast', 'th'), wait, 'th'),
      );
    }
    expect(refused[0]?.json<{ message: string }>().message).toMatch(
      /^ทำรายการถี่เกินไป กรุณารอ \d+ วินาที แล้วลองใหม่$/,
    );
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposits WHERE member_id = $1',
      [member.id],
    );
    expect(rows[0]?.n).toBe(allowed);
    await w.expectLedgerOk();
  });

  it('says it in English too', async () => {
    const ip = freshIp();
    const member = await registerMember(t.app, {}, ip);
    const slip = (i: number) =>
      callRoute(t.app, walletRoutes.slip, {
        as: member,
        body: { payload: inventedSlip(i) },
        headers: { 'accept-language': 'en' },
        remoteAddress: ip,
      });
    let last = await slip(1000);
    for (let i = 1; i <= RATE_LIMITS.slip.member[0].points; i++) last = await slip(1000 + i);
    expect(last.statusCode).toBe(429);
    expect(last.json<{ message: string }>().message).toMatch(
      /^Too many requests, please wait \d+ seconds? and try again$/,
    );
  });

  it('lets a member at a person’s pace deposit, withdraw and deposit again without meeting a limit', async () => {
    const ip = freshIp();
    const member = await registerMember(t.app, {}, ip);
    const deposit = async () => {
      const slip = await w.testSlip({ amount: 500 });
      const res = await callRoute(t.app, walletRoutes.slip, {
        as: member,
        body: { payload: slip.payload },
        remoteAddress: ip,
      });
      return res.statusCode;
    };
    for (let i = 0; i < 3; i++) expect(await deposit()).toBe(200);
    for (let i = 0; i < 3; i++)
      expect(
        (
          await callRoute(t.app, walletRoutes.withdraw, {
            as: member,
            body: { amount: 100 },
            remoteAddress: ip,
          })
        ).statusCode,
      ).toBe(200);
    expect(await deposit()).toBe(200);
    await w.expectLedgerOk();
  });

  it('counts a member’s slips per member, not per address: another member there is not held', async () => {
    const ip = freshIp();
    const a = await registerMember(t.app, {}, ip);
    const b = await registerMember(t.app, {}, ip);
    const slip = (m: Member, i: number) =>
      callRoute(t.app, walletRoutes.slip, { as: m, body: { payload: inventedSlip(i) }, remoteAddress: ip });
    for (let i = 0; i < RATE_LIMITS.slip.member[0].points; i++)
      expect((await slip(a, 2000 + i)).statusCode).toBe(200);
    expect((await slip(a, 2100)).statusCode).toBe(429);
    expect((await slip(b, 2101)).statusCode).toBe(200);
  });

  it('limits registrations per address, leaving other addresses free', async () => {
    const ip = freshIp();
    const allowed = RATE_LIMITS.register.address[0].points;
    for (let i = 0; i < allowed; i++) expect((await register(t.app, ip)).statusCode).toBe(200);
    const refused = await register(t.app, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(t.app, freshIp())).statusCode).toBe(200);
  });

  it('counts each member behind a trusted proxy at their own address', async () => {
    const behind = await createTestApp({ rateLimits: true, trustProxy: ['loopback'] });
    try {
      const allowed = RATE_LIMITS.register.address[0].points;
      const replies = [];
      for (let i = 0; i < allowed * 2; i++)
        replies.push(
          await callRoute(behind.app, accountRoutes.register, {
            rawBody: registerPayload(),
            headers: { 'x-forwarded-for': `198.19.${run}.${i + 1}` },
            remoteAddress: '127.0.0.1',
          }),
        );
      expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    } finally {
      await behind.close();
    }
  });

  it('never limits a bet: no bet route is in the table', () => {
    expect(Object.keys(ROUTE_RATE_LIMITS).filter((r) => /\/bet|quiz/.test(r))).toEqual([]);
  });
});

const redisUrl = testRedisUrl();
// this test's own deployment on the shared Redis: its nodes share counters, nothing else does
const socketStream = `test:${randomUUID()}`;

describe.skipIf(!redisUrl)('rate limits across two nodes sharing Redis', () => {
  let nodeA: TestContext;
  let nodeB: TestContext;
  beforeAll(async () => {
    nodeA = await createTestApp({ redisUrl, rateLimits: true, socketStream });
    nodeB = await createTestApp({ redisUrl, rateLimits: true, socketStream });
  });
  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
  });

  it('refuses on one node the address that registered its allowance on the other', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.register.address[0].points; i++)
      expect((await register(nodeA.app, ip)).statusCode).toBe(200);
    // node B has its own database and has never seen this address: only the shared counter refuses
    expect((await register(nodeB.app, ip)).statusCode).toBe(429);
  });
});
