import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import type { Operator } from '@sanam/contract/admin.ts';
import { callRoute } from '../../test/call-route.ts';
import { recordingBus } from '../../test/recording-bus.ts';
import { withWait } from '@sanam/contract/messages-access.ts';
import { LOGIN_THROTTLE } from '@sanam/contract/rate-limits.ts';
import { translate } from '@sanam/contract/messages.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { login, registerMember, uniqueIdentity } from '../../test/factories/members.ts';
import { body, type Envelope, type LoginBody, messageOf } from '../../test/factories/replies.ts';
import { AppError } from '../../http/errors.ts';
import { requireOperator } from './guards.ts';
import { hashPassword } from './passwords.ts';

const t = useTestApp();

const refresh = (token: string) =>
  callRoute(t.app, accountRoutes.refresh, { body: { refresh_token: token } });
const profile = (token: string) => callRoute(t.app, accountRoutes.profile, { as: token });

type OperatorLoginBody = Envelope<{ access_token: string; refresh_token: string; operator: Operator }>;

let ipSeq = 0;
/** Each story throttles from its own address, so counters never leak between stories. */
const freshIp = () => `192.0.2.${++ipSeq}`;

describe('member login', () => {
  it('gives the same answer for an unknown phone and a wrong password', async () => {
    const m = await registerMember(t.app);
    const ip = freshIp();
    const wrongPassword = await login(t.app, m.phone, 'not-the-password', ip);
    const unknownPhone = await login(t.app, uniqueIdentity().phone, 'not-the-password', ip);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownPhone.statusCode).toBe(401);
    expect(unknownPhone.body).toBe(wrongPassword.body);
    expect(messageOf(wrongPassword)).toBe(translate('auth.invalid_credentials', 'th'));
  });

  const { perPair, perAddress, perAccount } = LOGIN_THROTTLE;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it('holds a guesser on one address after the free failures, even with the right password, and says how long', async () => {
    const m = await registerMember(t.app);
    const other = await registerMember(t.app);
    const ip = freshIp();
    for (let i = 0; i < perPair.freeFailures; i++) {
      expect((await login(t.app, m.phone, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    const held = await login(t.app, m.phone, m.password, ip);
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBe(perPair.firstWaitSeconds);
    expect(messageOf(held)).toBe(
      withWait(translate('auth.login_wait', 'th'), perPair.firstWaitSeconds, 'th'),
    );
    expect(messageOf(held)).toBe('เข้าสู่ระบบผิดพลาดหลายครั้ง กรุณารอ 2 วินาที แล้วลองใหม่');
    const en = await callRoute(t.app, accountRoutes.login, {
      body: { phone: m.phone, password: m.password },
      headers: { 'accept-language': 'en' },
      remoteAddress: ip,
    });
    expect(en.statusCode).toBe(429);
    expect(messageOf(en)).toMatch(/^Too many failed logins, please wait [12] seconds? and try again$/);
    expect((await login(t.app, other.phone, other.password, ip)).statusCode).toBe(200);
  });

  it('does not stop the owner on their address while a stranger fails five times on another', async () => {
    const m = await registerMember(t.app);
    const stranger = freshIp();
    for (let i = 0; i < 5; i++) await login(t.app, m.phone, `guess-${i}`, stranger);
    expect((await login(t.app, m.phone, m.password, freshIp())).statusCode).toBe(200);
  });

  it('slows the guesser with waits that double', async () => {
    const m = await registerMember(t.app);
    const ip = freshIp();
    for (let i = 0; i < perPair.freeFailures; i++) await login(t.app, m.phone, `wrong-${i}`, ip);
    expect(retryAfter(await login(t.app, m.phone, 'wrong', ip))).toBe(2);
    await sleep(2_050);
    expect((await login(t.app, m.phone, 'wrong', ip)).statusCode).toBe(401);
    expect(retryAfter(await login(t.app, m.phone, 'wrong', ip))).toBe(4);
    await sleep(4_050);
    expect((await login(t.app, m.phone, 'wrong', ip)).statusCode).toBe(401);
    const third = await login(t.app, m.phone, m.password, ip);
    expect(third.statusCode).toBe(429);
    expect(retryAfter(third)).toBe(8);
  }, 20_000);

  it('lets no more than the free failures of parallel guesses from one address reach the password check', async () => {
    const m = await registerMember(t.app);
    const ip = freshIp();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(t.app, m.phone, `guess-${i}`, ip)),
    );
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(perPair.freeFailures);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - perPair.freeFailures);
  });

  it("clears the address's failures on a successful login", async () => {
    const m = await registerMember(t.app);
    const ip = freshIp();
    for (let i = 0; i < perPair.freeFailures - 1; i++) await login(t.app, m.phone, 'wrong-pass', ip);
    expect((await login(t.app, m.phone, m.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < perPair.freeFailures - 1; i++) {
      expect((await login(t.app, m.phone, 'wrong-pass', ip)).statusCode).toBe(401);
    }
    expect((await login(t.app, m.phone, m.password, ip)).statusCode).toBe(200);
  });

  it('limits failures per address across phones, without touching other addresses', async () => {
    const m = await registerMember(t.app);
    const ip = freshIp();
    for (let i = 0; i < perAddress.failures; i++) {
      expect((await login(t.app, uniqueIdentity().phone, 'wrong-pass', ip)).statusCode).toBe(401);
    }
    expect((await login(t.app, m.phone, m.password, ip)).statusCode).toBe(429);
    expect((await login(t.app, m.phone, m.password, freshIp())).statusCode).toBe(200);
  });

  it('holds a crowd of addresses guessing one phone, but not the owner on an address they signed in from', async () => {
    const m = await registerMember(t.app);
    const home = freshIp();
    expect((await login(t.app, m.phone, m.password, home)).statusCode).toBe(200);
    for (let i = 0; i < perAccount.freeFailures; i++) {
      expect((await login(t.app, m.phone, `crowd-${i}`, freshIp())).statusCode).toBe(401);
    }
    // the next stranger waits (a back-off, capped at a minute, never a lock)
    const stranger = await login(t.app, m.phone, 'crowd-next', freshIp());
    expect(stranger.statusCode).toBe(429);
    expect(retryAfter(stranger)).toBeLessThanOrEqual(perAccount.maxWaitSeconds);
    // the owner at home is not held by the crowd
    expect((await login(t.app, m.phone, m.password, home)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works, and replaying the old token ends the whole session', async () => {
    const m = await registerMember(t.app);
    const first = await refresh(m.refreshToken);
    expect(first.statusCode).toBe(200);
    const { data } = body<LoginBody>(first);
    expect(data.refresh_token).not.toBe(m.refreshToken);
    expect(data.user.id).toBe(m.id);
    expect((await profile(data.access_token)).statusCode).toBe(200);

    const replay = await refresh(m.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(messageOf(replay)).toBe(translate('auth.refresh_reused', 'th'));

    expect((await refresh(data.refresh_token)).statusCode).toBe(401);
    expect((await profile(data.access_token)).statusCode).toBe(401);
    expect((await profile(m.accessToken)).statusCode).toBe(401);
    const { rows } = await t.db.query('SELECT revoke_reason FROM sessions WHERE subject_id = $1', [m.id]);
    expect(rows).toEqual([{ revoke_reason: 'reuse' }]);
  });

  it('lets exactly one of two parallel refreshes with one token succeed', async () => {
    const m = await registerMember(t.app);
    const results = await Promise.all([refresh(m.refreshToken), refresh(m.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refresh('not-a-token-we-issued');
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe(translate('auth.refresh_failed', 'th'));
  });
});

describe('revoke (logout)', () => {
  it('ends the session named by the bearer token: its access token gets 401 and its refresh token fails', async () => {
    const m = await registerMember(t.app);
    const res = await callRoute(t.app, accountRoutes.revoke, { as: m, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: translate('auth.revoked', 'th') });
    expect((await profile(m.accessToken)).statusCode).toBe(401);
    expect((await refresh(m.refreshToken)).statusCode).toBe(401);
  });

  it('takes the token from the body as the spec sends it, and never fails on a dead one', async () => {
    const m = await registerMember(t.app);
    const other = body<LoginBody>(await login(t.app, m.phone, m.password)).data;
    const res = await callRoute(t.app, accountRoutes.revoke, { body: { access_token: m.accessToken } });
    expect(res.statusCode).toBe(200);
    expect((await profile(m.accessToken)).statusCode).toBe(401);
    expect((await profile(other.access_token)).statusCode).toBe(200);

    for (const payload of [{ access_token: m.accessToken }, { access_token: 'garbage' }, {}]) {
      const again = await callRoute(t.app, accountRoutes.revoke, { body: payload });
      expect(again.statusCode).toBe(200);
    }
  });
});

describe('access tokens', () => {
  async function signed(claims: Record<string, unknown>, secret: string, expSeconds: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expSeconds)
      .sign(new TextEncoder().encode(secret));
  }

  it('carries sub, kind and sid, and lasts 15 minutes', async () => {
    const m = await registerMember(t.app);
    const claims = decodeJwt(m.accessToken);
    expect(claims).toMatchObject({ sub: String(m.id), kind: 'member' });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  it('refuses an expired token, a forged one and an unsigned one', async () => {
    const m = await registerMember(t.app);
    const { sid } = decodeJwt(m.accessToken);
    const claims = { sub: m.id, kind: 'member', sid };
    const expired = await signed(claims, t.config.jwtSecret, -60);
    const forged = await signed(claims, 'another-secret-another-secret-another-secret', 900);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ ...claims, sub: String(m.id), exp: Math.floor(Date.now() / 1000) + 900 }),
    ).toString('base64url');
    const unsigned = `${header}.${body}.`;
    for (const token of [expired, forged, unsigned, 'not.a.jwt']) {
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(messageOf(res)).toBe('Invalid token');
    }
    expect((await profile(m.accessToken)).statusCode).toBe(200);
  });

  it("refuses a genuine token whose claims point at another member's session", async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const { sid } = decodeJwt(b.accessToken);
    const token = await signed({ sub: a.id, kind: 'member', sid }, t.config.jwtSecret, 900);
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('operator login', () => {
  async function createOperator(username: string, password: string, role: 'admin' | 'operator' | 'cashier') {
    await t.db.query('INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)', [
      username,
      await hashPassword(password, t.config),
      role,
    ]);
  }
  const operatorLogin = (username: string, password: string) =>
    callRoute(t.app, operatorAuthRoutes.login, { body: { username, password }, remoteAddress: freshIp() });

  it('logs an operator in with their role in the token, answers me, and logs out', async () => {
    await createOperator('cashier1', 'cashpass1', 'cashier');
    const res = await operatorLogin('cashier1', 'cashpass1');
    expect(res.statusCode).toBe(200);
    const { data } = body<OperatorLoginBody>(res);
    expect(data.operator).toMatchObject({ username: 'cashier1', role: 'cashier' });
    expect(data.operator.id).toBeGreaterThan(0);
    // the password never comes back; the refresh token renews the console
    expect(res.body).not.toMatch(/password|cashpass1/);
    expect(data.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(decodeJwt(data.access_token)).toMatchObject({
      sub: String(data.operator.id),
      kind: 'operator',
      role: 'cashier',
    });

    const auth = { as: data.access_token };
    const me = await callRoute(t.app, operatorAuthRoutes.me, auth);
    expect(me.statusCode).toBe(200);
    expect(body<Envelope<{ operator: Operator }>>(me).data.operator).toEqual(data.operator);

    const out = await callRoute(t.app, operatorAuthRoutes.logout, auth);
    expect(out.statusCode).toBe(200);
    expect((await callRoute(t.app, operatorAuthRoutes.me, auth)).statusCode).toBe(401);

    const { rows } = await t.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE operator_id = $1 ORDER BY id',
      [data.operator.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['operator.login', 'operator.logout']);
  });

  it('refuses a wrong password and an unknown username with one message', async () => {
    await createOperator('admin9', 'adminpass9', 'admin');
    const wrong = await operatorLogin('admin9', 'wrongpass');
    const unknown = await operatorLogin('nobody9', 'wrongpass');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(messageOf(wrong)).toBe(translate('auth.invalid_operator_credentials', 'th'));
  });

  it('applies the username form rules of spec §5', async () => {
    const res = await callRoute(t.app, operatorAuthRoutes.login, {
      rawBody: { username: 'ab', password: 'abcdef' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('Username must be at least 3 characters');
  });

  it('throttles failed operator logins per username', async () => {
    await createOperator('cashier5', 'cashpass5', 'cashier');
    const ip = freshIp();
    const attempt = (password: string) =>
      callRoute(t.app, operatorAuthRoutes.login, {
        body: { username: 'cashier5', password },
        remoteAddress: ip,
      });
    for (let i = 0; i < LOGIN_THROTTLE.perPair.freeFailures; i++)
      expect((await attempt('wrongpass')).statusCode).toBe(401);
    const res = await attempt('cashpass5');
    expect(res.statusCode).toBe(429);
    expect(messageOf(res)).toBe('เข้าสู่ระบบผิดพลาดหลายครั้ง กรุณารอ 2 วินาที แล้วลองใหม่');
  });

  it('never lets a stranger lock admin out: the admin on their own address still signs in', async () => {
    await createOperator('admin77', 'adminpass77', 'admin');
    const stranger = freshIp();
    for (let i = 0; i < 10; i++)
      await callRoute(t.app, operatorAuthRoutes.login, {
        body: { username: 'admin77', password: `guess-${i}` },
        remoteAddress: stranger,
      });
    expect((await operatorLogin('admin77', 'adminpass77')).statusCode).toBe(200);
  });

  it('lets requireOperator refuse a role that is not listed with 403, and a member token with 401', async () => {
    await createOperator('cashier6', 'cashpass6', 'cashier');
    const token = body<OperatorLoginBody>(await operatorLogin('cashier6', 'cashpass6')).data.access_token;
    const m = await registerMember(t.app);
    const guard = requireOperator({ config: t.config, db: t.db, realtime: recordingBus() }, [
      'admin',
      'operator',
    ]);
    const run = async (bearer: string) => {
      const req = { headers: { authorization: `Bearer ${bearer}` } } as FastifyRequest;
      try {
        await guard(req, {} as FastifyReply);
        return { status: 200, operator: req.operator };
      } catch (err) {
        return { status: err instanceof AppError ? err.status : 500 };
      }
    };
    expect(await run(token)).toEqual({ status: 403 });
    expect(await run(m.accessToken)).toEqual({ status: 401 });
    const anyRole = await requireOperatorAnyRole(token);
    expect(anyRole?.role).toBe('cashier');
  });

  async function requireOperatorAnyRole(bearer: string) {
    const req = { headers: { authorization: `Bearer ${bearer}` } } as FastifyRequest;
    await requireOperator({ config: t.config, db: t.db, realtime: recordingBus() })(req, {} as FastifyReply);
    return req.operator;
  }

  it('refuses a member token on an operator route, and an operator token on member calls', async () => {
    const m = await registerMember(t.app);
    const asMember = await callRoute(t.app, operatorAuthRoutes.me, { as: m });
    expect(asMember.statusCode).toBe(401);
    expect(messageOf(asMember)).toBe(translate('auth.member_token_refused', 'th'));

    await createOperator('op7', 'oppass77', 'operator');
    const token = body<OperatorLoginBody>(await operatorLogin('op7', 'oppass77')).data.access_token;
    expect((await profile(token)).statusCode).toBe(401);
  });
});
