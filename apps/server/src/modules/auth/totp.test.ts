// The console's second factor: an operator's story from enrolment to signing in with a
// code or a recovery code, the throttle on guesses, the admin's reset, and production's rules.
import { memberDeskRoutes, operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import { translate } from '@sanam/contract/messages.ts';
import { RECOVERY_CODES, TOTP, TOTP_FAILURE_LIMITS, type TotpStatus } from '@sanam/contract/totp.ts';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP as Totp } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { hashPassword } from './passwords.ts';

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}
const data = <T>(res: LightMyRequestResponse): T => res.json<Envelope<T>>().data;

type LoginReply =
  | { step: 'done'; access_token: string; operator: { id: number }; totp: TotpStatus }
  | { step: 'totp' | 'enrol'; challenge_token: string; expires_in: number; access_token?: undefined };

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
function codeOf(secret: string, steps = 0): string {
  return new Totp({
    secret: Secret.fromBase32(secret),
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + steps * TOTP.periodSeconds * 1000 });
}

/** A code of the window that is not `code` (wrong, but well formed). */
const wrongCode = (...right: string[]) => {
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!right.includes(c)) return c;
  }
};

let seq = 0;
async function newOperator(
  t: TestContext,
  role: OperatorRole,
  opts: { demoExempt?: boolean } = {},
): Promise<{ id: number; username: string; password: string }> {
  const username = `totp${role}${++seq}${Math.floor(Math.random() * 1e6)}`;
  const password = 'secret-pass';
  const { rows } = await t.db.query<{ id: number }>(
    'INSERT INTO operators (username, password_hash, role, totp_demo_exempt) VALUES ($1, $2, $3, $4) RETURNING id',
    [username, await hashPassword(password, { env: 'test' }), role, opts.demoExempt ?? false],
  );
  return { id: rows[0]!.id, username, password };
}

let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;

const login = (t: TestContext, who: { username: string; password: string }) =>
  callRoute(t.app, operatorAuthRoutes.login, {
    body: { username: who.username, password: who.password },
    remoteAddress: freshIp(),
  });

async function signedIn(t: TestContext, who: { username: string; password: string }): Promise<string> {
  const res = await login(t, who);
  expect(res.statusCode).toBe(200);
  const reply = data<LoginReply>(res);
  if (reply.step !== 'done') throw new Error(`expected a token, got ${reply.step}`);
  return reply.access_token;
}

/** Enrols a signed-in operator: their secret (read from the enrolment, as an app would) and codes. */
async function enrol(t: TestContext, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await callRoute(t.app, operatorAuthRoutes.enrol, { body: {}, as: token });
  expect(start.statusCode).toBe(200);
  const { secret, otpauth_uri, qr_data_url } = data<{
    secret: string;
    otpauth_uri: string;
    qr_data_url: string;
  }>(start);
  expect(otpauth_uri).toContain(`secret=${secret}`);
  expect(qr_data_url).toMatch(/^data:image\/png;base64,/);
  const confirm = await callRoute(t.app, operatorAuthRoutes.confirmEnrolment, {
    body: { code: codeOf(secret) },
    as: token,
  });
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: data<{ recovery_codes: string[] }>(confirm).recovery_codes };
}

async function challengeOf(t: TestContext, who: { username: string; password: string }) {
  const res = await login(t, who);
  expect(res.statusCode).toBe(200);
  const reply = data<LoginReply>(res);
  expect(reply.access_token).toBeUndefined();
  if (reply.step === 'done') throw new Error('expected a challenge');
  return reply;
}

const errorCode = (res: LightMyRequestResponse) => res.json<{ data: { code: string } }>().data.code;

describe('outside production', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives an enrolled cashier no token for the password alone, and a token for password and code', async () => {
    const cashier = await newOperator(t, 'cashier');
    const first = await signedIn(t, cashier); // optional outside production until enrolled
    const { secret, recoveryCodes } = await enrol(t, first);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODES.count);

    const status = await callRoute(t.app, operatorAuthRoutes.totp, { as: first });
    expect(data<TotpStatus>(status)).toEqual({
      enrolled: true,
      required: true,
      demo_exempt: false,
      recovery_codes_left: RECOVERY_CODES.count,
    });
    expect(status.body).not.toContain(secret);
    // the secret is never handed out again
    expect((await callRoute(t.app, operatorAuthRoutes.enrol, { body: {}, as: first })).statusCode).toBe(409);

    const challenge = await challengeOf(t, cashier);
    expect(challenge.step).toBe('totp');
    // the challenge opens no console call
    expect(
      (await callRoute(t.app, operatorAuthRoutes.me, { as: challenge.challenge_token })).statusCode,
    ).toBe(401);
    expect(
      (await callRoute(t.app, cashierRoutes.deposits, { as: challenge.challenge_token })).statusCode,
    ).toBe(401);

    const done = await callRoute(t.app, operatorAuthRoutes.loginCode, {
      body: {
        challenge_token: challenge.challenge_token,
        code: codeOf(secret, 1),
      },
    });
    expect(done.statusCode).toBe(200);
    const token = data<{ access_token: string }>(done).access_token;
    expect((await callRoute(t.app, operatorAuthRoutes.me, { as: token })).statusCode).toBe(200);
    expect((await callRoute(t.app, cashierRoutes.deposits, { as: token })).statusCode).toBe(200);
  });

  it('refuses a wrong code and a code that was used once already', async () => {
    const cashier = await newOperator(t, 'cashier');
    const { secret } = await enrol(t, await signedIn(t, cashier));
    const { challenge_token } = await challengeOf(t, cashier);

    const wrong = await callRoute(t.app, operatorAuthRoutes.loginCode, {
      body: {
        challenge_token,
        code: wrongCode(codeOf(secret, -1), codeOf(secret), codeOf(secret, 1)),
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(translate('totp.invalid_code', 'th'));
    // the enrolment's own code: used once already
    expect(
      (
        await callRoute(t.app, operatorAuthRoutes.loginCode, {
          body: { challenge_token, code: codeOf(secret) },
        })
      ).statusCode,
    ).toBe(400);

    const next = codeOf(secret, 1);
    expect(
      (await callRoute(t.app, operatorAuthRoutes.loginCode, { body: { challenge_token, code: next } }))
        .statusCode,
    ).toBe(200);
    const again = await challengeOf(t, cashier);
    const replay = await callRoute(t.app, operatorAuthRoutes.loginCode, {
      body: { challenge_token: again.challenge_token, code: next },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).not.toContain('access_token');
  });

  it('lets a recovery code in once', async () => {
    const admin = await newOperator(t, 'admin');
    const { recoveryCodes } = await enrol(t, await signedIn(t, admin));
    const code = recoveryCodes[3]!;

    const first = await challengeOf(t, admin);
    const used = await callRoute(t.app, operatorAuthRoutes.loginCode, {
      body: {
        challenge_token: first.challenge_token,
        recovery_code: code.toUpperCase(),
      },
    });
    expect(used.statusCode).toBe(200);
    const token = data<{ access_token: string }>(used).access_token;
    expect(
      data<TotpStatus>(await callRoute(t.app, operatorAuthRoutes.totp, { as: token })).recovery_codes_left,
    ).toBe(RECOVERY_CODES.count - 1);

    const second = await challengeOf(t, admin);
    const reused = await callRoute(t.app, operatorAuthRoutes.loginCode, {
      body: {
        challenge_token: second.challenge_token,
        recovery_code: code,
      },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ message: string }>().message).toBe(translate('totp.invalid_recovery_code', 'th'));
  });

  it('throttles guessing: past the limit even the right code is refused with 429, parallel guesses included', async () => {
    const cashier = await newOperator(t, 'cashier');
    const { secret } = await enrol(t, await signedIn(t, cashier));
    const { challenge_token } = await challengeOf(t, cashier);
    const valid = [codeOf(secret, -1), codeOf(secret), codeOf(secret, 1)];
    const guesses = Array.from({ length: 12 }, (_, i) => {
      let c = String(100_000 + i * 7919);
      while (valid.includes(c)) c = String(Number(c) + 1);
      return c;
    });
    const answers = await Promise.all(
      guesses.map((code) =>
        callRoute(t.app, operatorAuthRoutes.loginCode, { body: { challenge_token, code } }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(TOTP_FAILURE_LIMITS.short.failures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - TOTP_FAILURE_LIMITS.short.failures);

    const right = await callRoute(t.app, operatorAuthRoutes.loginCode, {
      body: { challenge_token, code: codeOf(secret, 1) },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json<{ message: string }>().message).toBe(translate('totp.too_many_attempts', 'th'));
  });

  it('renews the recovery codes for a current code only, and the old set stops working', async () => {
    const cashier = await newOperator(t, 'cashier');
    const token = await signedIn(t, cashier);
    const { secret, recoveryCodes } = await enrol(t, token);
    expect(
      (await callRoute(t.app, operatorAuthRoutes.renewRecoveryCodes, { body: { code: '000000' }, as: token }))
        .statusCode,
    ).toBe(400);
    const renewed = await callRoute(t.app, operatorAuthRoutes.renewRecoveryCodes, {
      body: { code: codeOf(secret, 1) },
      as: token,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = data<{ recovery_codes: string[] }>(renewed).recovery_codes;
    expect(fresh).toHaveLength(RECOVERY_CODES.count);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const old = await challengeOf(t, cashier);
    const refused = await callRoute(t.app, operatorAuthRoutes.loginCode, {
      body: {
        challenge_token: old.challenge_token,
        recovery_code: recoveryCodes[0]!,
      },
    });
    expect(refused.statusCode).toBe(400);
    const ok = await callRoute(t.app, operatorAuthRoutes.loginCode, {
      body: {
        challenge_token: old.challenge_token,
        recovery_code: fresh[0]!,
      },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("lets an admin reset another operator's second factor: audited, their sessions end, the password alone signs in again", async () => {
    const admin = await newOperator(t, 'admin');
    const adminToken = await signedIn(t, admin);
    const cashier = await newOperator(t, 'cashier');
    const cashierToken = await signedIn(t, cashier);
    await enrol(t, cashierToken);

    // a cashier cannot reset anyone, an admin not their own
    expect(
      (
        await callRoute(t.app, operatorAuthRoutes.resetTotp, {
          params: { id: admin.id },
          body: {},
          as: cashierToken,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await callRoute(t.app, operatorAuthRoutes.resetTotp, {
          params: { id: admin.id },
          body: {},
          as: adminToken,
        })
      ).statusCode,
    ).toBe(400);

    const list = data<{ operators: Array<{ id: number; totp_enrolled: boolean }> }>(
      await callRoute(t.app, operatorAuthRoutes.operators, { as: adminToken }),
    );
    expect(list.operators.find((o) => o.id === cashier.id)?.totp_enrolled).toBe(true);

    const reset = await callRoute(t.app, operatorAuthRoutes.resetTotp, {
      params: { id: cashier.id },
      body: {},
      as: adminToken,
    });
    expect(reset.statusCode).toBe(200);
    expect((await callRoute(t.app, operatorAuthRoutes.me, { as: cashierToken })).statusCode).toBe(401);

    const audit = data<{ items: Array<{ action: string; target_id: string | null }> }>(
      await callRoute(t.app, memberDeskRoutes.audit, {
        query: { action: 'operator.totp_reset' },
        as: adminToken,
      }),
    );
    expect(audit.items.some((e) => e.target_id === String(cashier.id))).toBe(true);

    const after = data<LoginReply>(await login(t, cashier));
    expect(after.step).toBe('done');
  });

  it('lets the demo staff accounts sign in without a second factor, and says so', async () => {
    const demoCashier = await newOperator(t, 'cashier', { demoExempt: true });
    const reply = data<LoginReply>(await login(t, demoCashier));
    expect(reply.step).toBe('done');
    if (reply.step === 'done') expect(reply.totp.demo_exempt).toBe(true);

    const plainAdmin = await newOperator(t, 'admin');
    const plain = data<LoginReply>(await login(t, plainAdmin));
    if (plain.step === 'done') expect(plain.totp.demo_exempt).toBe(false);
  });

  it('holds an operator of role operator to the second factor once they enrolled', async () => {
    const op = await newOperator(t, 'operator');
    await enrol(t, await signedIn(t, op));
    expect((await challengeOf(t, op)).step).toBe('totp');
  });

  it('refuses a challenge of one kind for the other, and an access token as a challenge', async () => {
    const cashier = await newOperator(t, 'cashier');
    const token = await signedIn(t, cashier);
    const { secret } = await enrol(t, token);
    const { challenge_token } = await challengeOf(t, cashier);
    expect(
      (await callRoute(t.app, operatorAuthRoutes.loginEnrol, { body: { challenge_token } })).statusCode,
    ).toBe(401);
    const asToken = await callRoute(t.app, operatorAuthRoutes.loginCode, {
      body: { challenge_token: token, code: codeOf(secret, 1) },
    });
    expect(asToken.statusCode).toBe(401);
    expect(errorCode(asToken)).toBe('unauthorized');
  });
});

describe('in production', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives an admin without a second factor nothing but enrolment, then a token', async () => {
    const admin = await newOperator(t, 'admin');
    const challenge = await challengeOf(t, admin);
    expect(challenge.step).toBe('enrol');
    expect(
      (await callRoute(t.app, operatorAuthRoutes.me, { as: challenge.challenge_token })).statusCode,
    ).toBe(401);
    expect(
      (await callRoute(t.app, memberDeskRoutes.search, { as: challenge.challenge_token })).statusCode,
    ).toBe(401);
    expect(
      (await callRoute(t.app, operatorAuthRoutes.enrol, { body: {}, as: challenge.challenge_token }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await callRoute(t.app, operatorAuthRoutes.loginCode, {
          body: { challenge_token: challenge.challenge_token, code: '123456' },
        })
      ).statusCode,
    ).toBe(401);

    const start = await callRoute(t.app, operatorAuthRoutes.loginEnrol, {
      body: { challenge_token: challenge.challenge_token },
    });
    expect(start.statusCode).toBe(200);
    const { secret } = data<{ secret: string }>(start);
    const wrong = await callRoute(t.app, operatorAuthRoutes.loginEnrolConfirm, {
      body: {
        challenge_token: challenge.challenge_token,
        code: wrongCode(codeOf(secret, -1), codeOf(secret), codeOf(secret, 1)),
      },
    });
    expect(wrong.statusCode).toBe(400);
    const confirm = await callRoute(t.app, operatorAuthRoutes.loginEnrolConfirm, {
      body: {
        challenge_token: challenge.challenge_token,
        code: codeOf(secret),
      },
    });
    expect(confirm.statusCode).toBe(200);
    const done = data<{ access_token: string; recovery_codes: string[] }>(confirm);
    expect(done.recovery_codes).toHaveLength(RECOVERY_CODES.count);
    expect((await callRoute(t.app, memberDeskRoutes.search, { as: done.access_token })).statusCode).toBe(200);

    expect((await challengeOf(t, admin)).step).toBe('totp');
  });

  it('ignores the demo exemption', async () => {
    const demoCashier = await newOperator(t, 'cashier', { demoExempt: true });
    const challenge = await challengeOf(t, demoCashier);
    expect(challenge.step).toBe('enrol');
    expect(challenge.access_token).toBeUndefined();
  });

  it('lets an operator of role operator sign in with the password alone', async () => {
    const op = await newOperator(t, 'operator');
    const reply = data<LoginReply>(await login(t, op));
    expect(reply.step).toBe('done');
  });
});
