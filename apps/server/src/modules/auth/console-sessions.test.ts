// One session per temporary password, and console sessions that fit a shift: logins racing with one
// staff-set password open one session, a console session is renewed while the person works and ends
// when idle or at its maximum, and a console left open loses its socket when its session ends. Time passing is written into the session rows, as the
// other session tests do; every node's sweep runs every 50 ms here.
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { memberAccountRoutes } from '@sanam/contract/routes/member-account.ts';
import { ownPasswordRoutes, staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import type { OperatorLoginData } from '@sanam/contract/admin.ts';
import type { CashierEvent } from '@sanam/contract/realtime.ts';
import { translate } from '@sanam/contract/messages.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { connect, disconnectAll, nextEvent, pause, type TestSocket } from '../../test/sockets.ts';
import { adminRoute, loginOperator } from '../../test/factories/desk.ts';
import { login, registerMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { useDesk } from '../../test/harness.ts';

const IDLE = 30 * 60;
const MAX = 12 * 3600;
const desk = useDesk({
  sockets: true,
  roles: ['admin', 'cashier'],
  config: { staffSession: { idleSeconds: IDLE, maxSeconds: MAX, sweepMs: 50 } },
});
const { t } = desk;
afterAll(() => disconnectAll());

const LANGS = ['th', 'en', 'th'] as const;
const used = 'auth.temporary_password_used';

let seq = 0;
const unique = (what: string) => `${what}${Math.floor(Math.random() * 1e5)}x${++seq}`;

function consoleLogin(username: string, password: string, lang: string = 'th') {
  return callRoute(t.app, operatorAuthRoutes.login, {
    body: { username, password },
    headers: { 'accept-language': lang },
    remoteAddress: `198.51.100.${++seq % 250}`,
  });
}

function refresh(refreshToken: string, active?: boolean) {
  return callRoute(t.app, operatorAuthRoutes.refresh, {
    body: { refresh_token: refreshToken, ...(active === undefined ? {} : { active }) },
  });
}

const loginData = (res: { json: <T>() => T }) => res.json<Envelope<OperatorLoginData>>().data;

const me = (token: string) => adminRoute(t.app, token, operatorAuthRoutes.me);

async function liveSessions(kind: 'member' | 'operator', id: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions
      WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
    [kind, id],
  );
  return rows[0]?.n ?? 0;
}

async function sessionRow(accessToken: string) {
  const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sid: string;
  };
  const { rows } = await t.db.query<{ revoke_reason: string | null }>(
    'SELECT revoke_reason FROM sessions WHERE id = $1',
    [sid],
  );
  return { sid, reason: rows[0]?.revoke_reason ?? null };
}

/** Moves a session back in time: signed in `signedInAgo` seconds ago, its end `endsIn` seconds away. */
async function age(accessToken: string, signedInAgo: number, endsIn: number) {
  const { sid } = await sessionRow(accessToken);
  await t.db.query(
    `UPDATE sessions SET created_at = now() - make_interval(secs => $2),
                         expires_at = now() + make_interval(secs => $3) WHERE id = $1`,
    [sid, signedInAgo, endsIn],
  );
}

/** A cashier with a password an admin set (a new account must change it). */
async function newCashier() {
  const username = unique('cash');
  const password = 'set-by-admin-1';
  const made = await adminRoute(t.app, desk.admin, staffDeskRoutes.create, {
    body: { username, role: 'cashier', password },
  });
  expect(made.statusCode).toBe(200);
  return { id: body<Envelope<{ id: number }>>(made).data.id, username, password };
}

/** A cashier who has set their own password, signed in. */
async function cashierWithOwnPassword() {
  const c = await newCashier();
  const first = await loginOperator(t.app, c.username, c.password);
  const own = await adminRoute(t.app, first, ownPasswordRoutes.change, {
    body: { current_password: c.password, new_password: 'own-pass-22', confirm_password: 'own-pass-22' },
  });
  expect(own.statusCode).toBe(200);
  return { ...c, password: 'own-pass-22' };
}

function expectRefusedAsUsed(res: { statusCode: number; json: <T>() => T }, lang: 'th' | 'en') {
  expect(res.statusCode).toBe(403);
  expect(res.json<ErrorBody>()).toMatchObject({
    message: translate(used, lang),
    data: { code: 'temporary_password_used' },
  });
}

describe('one session per temporary password', () => {
  it('three member logins racing with one temporary password open one session; the others are told it was used', async () => {
    const m = await registerMember(t.app);
    const reset = await adminRoute(t.app, desk.cashier, memberAccountRoutes.resetPassword, {
      params: { id: m.id },
      body: { reason: 'forgot it' },
    });
    expect(reset.statusCode).toBe(200);
    const temporary = body<Envelope<{ temporary_password: string }>>(reset).data.temporary_password;
    const tries = await Promise.all(
      LANGS.map((lang, i) =>
        callRoute(t.app, accountRoutes.login, {
          body: { phone: m.phone, password: temporary, new_password: `my-own-${i}-pass`, agent_id: 1 },
          headers: { 'accept-language': lang },
          remoteAddress: `203.0.113.${i + 1}`,
        }),
      ),
    );
    const won = tries.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    tries.forEach((r, i) => {
      if (i !== won[0]) expectRefusedAsUsed(r, LANGS[i] ?? 'th');
    });
    expect(await liveSessions('member', m.id)).toBe(1);
    // the winner's password is the member's; a loser's never was
    expect((await login(t.app, m.phone, `my-own-${won[0]}-pass`)).statusCode).toBe(200);
    const loser = [0, 1, 2].find((i) => i !== won[0]);
    expect((await login(t.app, m.phone, `my-own-${loser}-pass`)).statusCode).toBe(401);
  });

  it('three console logins racing with a staff-set password open one session; the others are told it was used', async () => {
    const c = await newCashier();
    const tries = await Promise.all(LANGS.map((lang) => consoleLogin(c.username, c.password, lang)));
    const won = tries.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    tries.forEach((r, i) => {
      if (i !== won[0]) expectRefusedAsUsed(r, LANGS[i] ?? 'th');
    });
    expect(await liveSessions('operator', c.id)).toBe(1);
    const winner = loginData(tries[won[0] ?? 0] ?? tries[0]!);
    expect(winner.operator.must_change_password).toBe(true);
    // spent: a later sign-in with it is refused too, before any second factor
    expectRefusedAsUsed(await consoleLogin(c.username, c.password, 'en'), 'en');
    expect(await liveSessions('operator', c.id)).toBe(1);
  });

  it('an admin’s new reset gives a temporary password that opens one session again', async () => {
    const c = await newCashier();
    expect((await consoleLogin(c.username, c.password)).statusCode).toBe(200);
    const reset = await adminRoute(t.app, desk.admin, staffDeskRoutes.resetPassword, {
      params: { id: c.id },
      body: { password: 'second-temp-2' },
    });
    expect(reset.statusCode).toBe(200);
    const tries = await Promise.all([0, 1].map(() => consoleLogin(c.username, 'second-temp-2')));
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(await liveSessions('operator', c.id)).toBe(1);
  });

  it('a password of the staff member’s own opens a session at each console, as before', async () => {
    const c = await cashierWithOwnPassword();
    const tries = await Promise.all([0, 1].map(() => consoleLogin(c.username, c.password)));
    expect(tries.map((r) => r.statusCode)).toEqual([200, 200]);
    // the sign-in that changed the password, and these two
    expect(await liveSessions('operator', c.id)).toBe(3);
  });
});

describe('a console session renews while the person works', () => {
  it('a renewal rotates the tokens and moves the idle end; the new access token works', async () => {
    const c = await cashierWithOwnPassword();
    const first = loginData(await consoleLogin(c.username, c.password));
    expect(first.session).toEqual({ idle_seconds: IDLE, expires_in: IDLE, ends_in: MAX });
    // 25 minutes into the shift, 5 minutes before the idle end
    await age(first.access_token, 25 * 60, 5 * 60);
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = loginData(res);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.session.expires_in).toBeGreaterThanOrEqual(IDLE - 2);
    expect(next.session.ends_in).toBeLessThanOrEqual(MAX - 25 * 60);
    expect(next.operator).toMatchObject({ id: c.id, username: c.username, role: 'cashier' });
    expect((await me(next.access_token)).statusCode).toBe(200);
  });

  it('a renewal of a console nobody touched keeps the idle end where it was', async () => {
    const c = await cashierWithOwnPassword();
    const first = loginData(await consoleLogin(c.username, c.password));
    await age(first.access_token, 25 * 60, 5 * 60);
    const idle = loginData(await refresh(first.refresh_token, false));
    expect(idle.session.expires_in).toBeLessThanOrEqual(5 * 60);
    expect((await me(idle.access_token)).statusCode).toBe(200);
    // the person comes back: the next renewal moves it
    const back = loginData(await refresh(idle.refresh_token, true));
    expect(back.session.expires_in).toBeGreaterThanOrEqual(IDLE - 2);
  });

  it('a refresh token used twice ends the session: its tokens, the newer refresh token and its socket all stop', async () => {
    const c = await cashierWithOwnPassword();
    const first = loginData(await consoleLogin(c.username, c.password));
    const socket = await watched(first.access_token);
    const next = loginData(await refresh(first.refresh_token));
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.json<ErrorBody>().message).toBe(translate('auth.refresh_reused', 'th'));
    expect((await me(next.access_token)).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await sessionRow(first.access_token)).reason).toBe('reuse');
    await expectClosedByServer(socket);
  });

  it('a member’s refresh token is no console token, and a console’s none of the member’s', async () => {
    const m = await registerMember(t.app);
    const member = body<Envelope<{ refresh_token: string }>>(await login(t.app, m.phone, m.password)).data;
    expect((await refresh(member.refresh_token)).statusCode).toBe(401);
    const c = await cashierWithOwnPassword();
    const staff = loginData(await consoleLogin(c.username, c.password));
    const asMember = await callRoute(t.app, accountRoutes.refresh, {
      body: { refresh_token: staff.refresh_token },
    });
    expect(asMember.statusCode).toBe(401);
    expect((await callRoute(t.app, accountRoutes.profile, { as: staff.access_token })).statusCode).toBe(401);
  });
});

describe('a console session ends by itself', () => {
  it('after the idle time without a worked renewal: its token, its renewal and its socket end', async () => {
    const c = await cashierWithOwnPassword();
    const left = loginData(await consoleLogin(c.username, c.password));
    const working = loginData(await consoleLogin(c.username, c.password));
    const leftSocket = await watched(left.access_token);
    const workingSocket = await watched(working.access_token);
    // 31 minutes since the last renewal
    await age(left.access_token, 31 * 60, -60);
    await expectClosedByServer(leftSocket);
    expect((await me(left.access_token)).statusCode).toBe(401);
    const renewal = await refresh(left.refresh_token);
    expect(renewal.statusCode).toBe(401);
    expect(renewal.json<ErrorBody>().message).toBe(translate('auth.session_ended', 'th'));
    expect((await sessionRow(left.access_token)).reason).toBe('idle');
    // the other console of the same person works on
    await expectHearsDesk(workingSocket.socket);
    expect((await me(working.access_token)).statusCode).toBe(200);
  });

  it('12 hours after the sign-in, even while the person works', async () => {
    const c = await cashierWithOwnPassword();
    const s = loginData(await consoleLogin(c.username, c.password));
    const socket = await watched(s.access_token);
    // 3 seconds before the twelfth hour, renewed a minute ago
    await age(s.access_token, MAX - 3, 3);
    const last = loginData(await refresh(s.refresh_token, true));
    expect(last.session.expires_in).toBeLessThanOrEqual(3);
    expect(last.session.ends_in).toBeLessThanOrEqual(3);
    // past it
    await age(s.access_token, MAX + 1, -1);
    await expectClosedByServer(socket);
    expect((await me(last.access_token)).statusCode).toBe(401);
    expect((await refresh(last.refresh_token, true)).statusCode).toBe(401);
    expect((await sessionRow(s.access_token)).reason).toBe('session_max');
  });
});

// ---------------------------------------------------------------------------------------------

/** A cashier desk socket of the sign-in, and how it ended ('io server disconnect': the server). */
async function watched(accessToken: string) {
  const socket = await connect(t.url, { operator_token: accessToken, desk: 'cashier' });
  const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return { socket, closed };
}

async function expectClosedByServer(s: { closed: Promise<string> }) {
  const reason = await Promise.race([s.closed, pause(2_000).then(() => 'still open after 2 s')]);
  expect(reason).toBe('io server disconnect');
}

const slip: CashierEvent = {
  kind: 'deposit',
  action: 'new',
  id: 1,
  amount: 50_000,
  member: { username: 'sntest01', name: null },
  created_at: '2026-01-01T00:00:00.000Z',
};

async function expectHearsDesk(socket: TestSocket) {
  expect(socket.connected).toBe(true);
  const heard = nextEvent(socket, 'CASHIER');
  t.bus.toCashiers('CASHIER', slip);
  await heard;
}
