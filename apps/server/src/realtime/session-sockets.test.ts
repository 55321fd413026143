// A session's end closes that sign-in's sockets, and only those (modules/auth/session-sockets.ts):
// a member logged out on one phone, a refresh token used twice (a thief's copy), the other devices
// after a password change or a staff reset, one console session an admin ends, a staff member's own
// password change, a second factor reset. The ended device must stop hearing the member's balance,
// or the cashier desk's slips, at once; the surviving socket must still hear. Real sockets, real app.
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { ownPasswordRoutes, staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { BalanceEvent, CashierEvent } from '@sanam/contract/realtime.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../test/call-route.ts';
import { adminRoute, loginOperator, operatorToken } from '../test/factories/desk.ts';
import { login, logout, registerMember } from '../test/factories/members.ts';
import { body, type Envelope, type LoginBody } from '../test/factories/replies.ts';
import { useDesk } from '../test/harness.ts';
import { loggedOutWhileAccepted } from '../test/sign-in-race.ts';
import {
  connect,
  disconnectAll,
  nextEvent,
  pause,
  type Handshake,
  type TestSocket,
} from '../test/sockets.ts';

const desk = useDesk({ sockets: true });
const { t } = desk;
afterAll(() => disconnectAll());

/** A connected socket and how it ended ('io server disconnect' when the server closed it). */
async function watched(h: Handshake) {
  const socket = await connect(t.url, h);
  const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return { socket, closed };
}

/** Within 2 s the server closes `s`; a socket left open fails the test. */
async function expectClosedByServer(s: { closed: Promise<string> }) {
  const reason = await Promise.race([s.closed, pause(2_000).then(() => 'still open after 2 s')]);
  expect(reason).toBe('io server disconnect');
}

const balance = (n: number): BalanceEvent => ({ balance: n, event_point: 0 });

/** The member's socket is still connected and still hears their BALANCE. */
async function expectHearsBalance(socket: TestSocket, memberId: number) {
  expect(socket.connected).toBe(true);
  const heard = nextEvent(socket, 'BALANCE');
  t.bus.toMember(memberId, 'BALANCE', balance(1234));
  expect(await heard).toEqual(balance(1234));
}

const slip: CashierEvent = {
  kind: 'deposit',
  action: 'new',
  id: 1,
  amount: 50_000,
  member: { username: 'sntest01', name: null },
  created_at: '2026-01-01T00:00:00.000Z',
};

/** The staff socket at the cashier desk is still connected and still hears the desk. */
async function expectHearsDesk(socket: TestSocket) {
  expect(socket.connected).toBe(true);
  const heard = nextEvent(socket, 'CASHIER');
  t.bus.toCashiers('CASHIER', slip);
  await heard;
}

/** A member signed in on two devices: each sign-in its own tokens and its own socket. */
async function memberOnTwoDevices() {
  const m = await registerMember(t.app);
  const second = body<LoginBody>(await login(t.app, m.phone, m.password)).data;
  const phone = await watched({ access_token: m.accessToken });
  const tablet = await watched({ access_token: second.access_token });
  return { m, second, phone, tablet };
}

let seq = 0;

/** A new admin signs in only once a second admin approved its creation. */
async function approvedBySecondAdmin(id: number) {
  const second = await operatorToken(t.app, t.db, 'admin');
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT id::int AS id FROM staff_requests WHERE target_id = $1 AND status = 'pending'`,
    [id],
  );
  const approved = await adminRoute(t.app, second, staffDeskRoutes.approveRequest, {
    params: { id: rows[0]?.id },
    body: { reason: 'a new admin' },
  });
  expect(approved.statusCode).toBe(200);
}

/** A new staff member with a password of their own, signed in twice (two consoles). */
async function staffOnTwoConsoles(role: 'cashier' | 'admin') {
  const username = `sess${role}${Math.floor(Math.random() * 1e5)}_${++seq}`;
  const made = await adminRoute(t.app, desk.admin, staffDeskRoutes.create, {
    body: { username, role, password: 'first-pass-1' },
  });
  expect(made.statusCode).toBe(200);
  const id = body<Envelope<{ id: number }>>(made).data.id;
  if (role === 'admin') await approvedBySecondAdmin(id);
  const first = await loginOperator(t.app, username, 'first-pass-1');
  const own = await adminRoute(t.app, first, ownPasswordRoutes.change, {
    body: {
      current_password: 'first-pass-1',
      new_password: 'own-pass-22',
      confirm_password: 'own-pass-22',
    },
  });
  expect(own.statusCode).toBe(200);
  // the sign-in that changed the password stays: the laptop; a second sign-in at the counter
  const laptop = first;
  const counter = await loginOperator(t.app, username, 'own-pass-22');
  return {
    id,
    laptop: { token: laptop, ...(await watched({ operator_token: laptop, desk: 'cashier' })) },
    counter: { token: counter, ...(await watched({ operator_token: counter, desk: 'cashier' })) },
  };
}

describe('a member’s sign-in ends: that device’s sockets close, the others keep hearing', () => {
  it('logout on the phone closes the phone’s socket; the tablet still hears the balance', async () => {
    const { m, phone, tablet } = await memberOnTwoDevices();
    expect((await logout(t.app, m.accessToken)).statusCode).toBe(200);
    await expectClosedByServer(phone);
    await expectHearsBalance(tablet.socket, m.id);
    // and the phone's token cannot open a new one
    await expect(connect(t.url, { access_token: m.accessToken })).rejects.toThrow();
  });

  it('a refresh token used twice ends its session: that session’s socket closes, the other device’s stays', async () => {
    const { m, second, phone, tablet } = await memberOnTwoDevices();
    const refresh = (token: string) =>
      callRoute(t.app, accountRoutes.refresh, { body: { refresh_token: token } });
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
    // the same token again: a copy in someone else's hands
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    await expectClosedByServer(tablet);
    await expectHearsBalance(phone.socket, m.id);
  });

  it('a password change closes every other device’s socket and keeps the one that changed it', async () => {
    const { m, phone, tablet } = await memberOnTwoDevices();
    const changed = await callRoute(t.app, accountRoutes.changePassword, {
      as: m,
      body: {
        oldPassword: m.password,
        newPassword: 'changed-9',
      },
    });
    expect(changed.statusCode).toBe(200);
    await expectClosedByServer(tablet);
    await expectHearsBalance(phone.socket, m.id);
  });

  it('a wrong old password ends nothing: both sockets stay', async () => {
    const { m, phone, tablet } = await memberOnTwoDevices();
    const refused = await callRoute(t.app, accountRoutes.changePassword, {
      as: m,
      body: {
        oldPassword: 'not-the-password',
        newPassword: 'changed-9',
      },
    });
    expect(refused.statusCode).toBe(400);
    await pause(300);
    await expectHearsBalance(phone.socket, m.id);
    await expectHearsBalance(tablet.socket, m.id);
  });
});

describe('a console session ends: its sockets close, the person’s other console keeps working', () => {
  it('an admin ends one session of a cashier: that console’s socket closes, the other still hears the desk', async () => {
    const s = await staffOnTwoConsoles('cashier');
    const sessions = body<Envelope<{ sessions: Array<{ id: string; created_at: string }> }>>(
      await adminRoute(t.app, desk.admin, staffDeskRoutes.sessions, { params: { id: s.id } }),
    ).data.sessions;
    // newest first: the counter's sign-in, then the laptop's (the first one ended with the password change)
    expect(sessions).toHaveLength(2);
    const ended = await adminRoute(t.app, desk.admin, staffDeskRoutes.endSession, {
      params: { id: s.id, sessionId: sessions[0]?.id },
    });
    expect(ended.statusCode).toBe(200);
    await expectClosedByServer(s.counter);
    await expectHearsDesk(s.laptop.socket);
    expect((await adminRoute(t.app, s.laptop.token, cashierRoutes.deposits)).statusCode).toBe(200);
  });

  it('ending an unknown session is refused and closes nothing', async () => {
    const s = await staffOnTwoConsoles('cashier');
    const missing = await adminRoute(t.app, desk.admin, staffDeskRoutes.endSession, {
      params: { id: s.id, sessionId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
    await pause(300);
    await expectHearsDesk(s.laptop.socket);
    await expectHearsDesk(s.counter.socket);
  });

  it('an admin ending their own other sessions closes those consoles and keeps the one they use', async () => {
    const s = await staffOnTwoConsoles('admin');
    const mine = await adminRoute(t.app, s.laptop.token, staffDeskRoutes.endSessions, {
      params: { id: s.id },
    });
    expect(mine.statusCode).toBe(200);
    expect(body<Envelope<{ ended: number }>>(mine).data.ended).toBe(1);
    await expectClosedByServer(s.counter);
    await expectHearsDesk(s.laptop.socket);
  });

  it('a staff member’s own password change closes their other console, not the one they changed it on', async () => {
    const s = await staffOnTwoConsoles('cashier');
    const changed = await adminRoute(t.app, s.laptop.token, ownPasswordRoutes.change, {
      body: {
        current_password: 'own-pass-22',
        new_password: 'newer-pass-33',
        confirm_password: 'newer-pass-33',
      },
    });
    expect(changed.statusCode).toBe(200);
    await expectClosedByServer(s.counter);
    await expectHearsDesk(s.laptop.socket);
  });

  it('logging out of one console closes its socket only', async () => {
    const s = await staffOnTwoConsoles('cashier');
    const out = await adminRoute(t.app, s.counter.token, operatorAuthRoutes.logout);
    expect(out.statusCode).toBe(200);
    await expectClosedByServer(s.counter);
    await expectHearsDesk(s.laptop.socket);
  });

  it('an admin resetting a cashier’s second factor closes every console of theirs', async () => {
    const s = await staffOnTwoConsoles('cashier');
    const reset = await adminRoute(t.app, desk.admin, operatorAuthRoutes.resetTotp, {
      params: { id: s.id },
      body: {},
    });
    expect(reset.statusCode).toBe(200);
    await expectClosedByServer(s.laptop);
    await expectClosedByServer(s.counter);
  });
});

describe('a sign-in that ends while its socket is being accepted', () => {
  it('a member’s session revoked between the handshake’s check and the room joins: the socket is closed anyway', async () => {
    const m = await registerMember(t.app);
    // the close may come in the same poll as the connect: read the state rather than the event
    const late = await loggedOutWhileAccepted(t, m.accessToken, () =>
      connect(t.url, { access_token: m.accessToken }),
    );
    await expect.poll(() => late.connected, { timeout: 2_000 }).toBe(false);
  });

  it('a live sign-in’s socket is looked at twice and stays', async () => {
    const { m, phone } = await memberOnTwoDevices();
    await pause(300);
    await expectHearsBalance(phone.socket, m.id);
  });
});
