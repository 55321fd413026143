// Staff accounts. An admin adds, edits, disables staff, resets their passwords and
// ends their sessions; every staff member changes their own password; all of it audited.
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { ownPasswordRoutes, staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { StaffRow, StaffSession } from '@sanam/contract/staff.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { type BodyOf, callOk, callRoute, type RouteCall } from '../../test/call-route.ts';
import { connect, disconnectAll } from '../../test/sockets.ts';
import { useDesk } from '../../test/harness.ts';
import { adminRoute, loginOperator, operatorToken } from '../../test/factories/desk.ts';
import { body, messageOf, type Envelope } from '../../test/factories/replies.ts';
import { registerMember } from '../../test/factories/members.ts';
import { updateStaff } from './staff.ts';
import { translate } from '@sanam/contract/messages.ts';

const desk = useDesk({ sockets: true });
afterAll(() => disconnectAll());

/** The staff member's console socket at the cashier desk, and a promise of its closing by the server. */
async function cashierSocket(token: string) {
  const socket = await connect(desk.t.url, { operator_token: token, desk: 'cashier' });
  const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return { socket, closed };
}
const { t } = desk;

let seq = 0;
const newUsername = (prefix = 'staff') => `${prefix}${Math.floor(Math.random() * 1e5)}_${++seq}`;

/** A second admin: a new admin account waits for one before it can sign in. */
let secondAdmin: string | null = null;

async function addStaff(role: 'admin' | 'operator' | 'cashier', password = 'first-pass-1') {
  const username = newUsername(role);
  const row = await callOk(t.app, staffDeskRoutes.create, {
    as: desk.admin,
    body: { username, role, password },
  });
  if (role !== 'admin') return { ...row, password };
  secondAdmin ??= await operatorToken(t.app, t.db, 'admin');
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT id::int AS id FROM staff_requests WHERE target_id = $1 AND status = 'pending'`,
    [row.id],
  );
  await callOk(t.app, staffDeskRoutes.approveRequest, {
    as: secondAdmin,
    params: { id: rows[0]?.id },
    body: { reason: 'a new admin' },
  });
  return { ...row, is_active: true, awaiting_approval: false, pending_request: null, password };
}

/** A new staff member who has already chosen their own password, signed in. */
async function signedInStaff(role: 'admin' | 'operator' | 'cashier') {
  const s = await addStaff(role);
  const first = await loginOperator(t.app, s.username, s.password);
  const password = 'own-pass-22';
  await callOk(t.app, ownPasswordRoutes.change, {
    as: first,
    body: { current_password: s.password, new_password: password, confirm_password: password },
  });
  return { ...s, password, token: first };
}

const auditOf = async (action: string, targetId: number) =>
  (
    await t.db.query<{ operator_id: number; before: unknown; after: unknown }>(
      `SELECT operator_id::int AS operator_id, before, after FROM audit_log
        WHERE action = $1 AND target_type = 'operator' AND target_id = $2 ORDER BY id`,
      [action, String(targetId)],
    )
  ).rows;

describe('who may manage staff accounts', () => {
  it('lets only an admin call the staff desk: no token 401, a member 401, operator and cashier 403', async () => {
    const member = await registerMember(t.app);
    const target = await addStaff('operator');
    const calls: Array<[RouteDeclaration, RouteCall<RouteDeclaration>]> = [
      [staffDeskRoutes.list, {}],
      [
        staffDeskRoutes.create,
        { body: { username: newUsername(), role: 'cashier', password: 'pass-word-1' } },
      ],
      [staffDeskRoutes.update, { params: { id: target.id }, body: { is_active: true } }],
      [staffDeskRoutes.resetPassword, { params: { id: target.id }, body: { password: 'reset-pass-1' } }],
      [staffDeskRoutes.sessions, { params: { id: target.id } }],
      [staffDeskRoutes.endSessions, { params: { id: target.id } }],
      [
        staffDeskRoutes.endSession,
        { params: { id: target.id, sessionId: '00000000-0000-4000-8000-000000000000' } },
      ],
    ];
    for (const [route, call] of calls) {
      const anonymous = await callRoute(t.app, route, call);
      expect(anonymous.statusCode, `${route.method} ${route.path} anonymous`).toBe(401);
      expect((await callRoute(t.app, route, { ...call, as: member })).statusCode).toBe(401);
      expect((await callRoute(t.app, route, { ...call, as: desk.operator })).statusCode).toBe(403);
      expect((await callRoute(t.app, route, { ...call, as: desk.cashier })).statusCode).toBe(403);
    }
    const list = await adminRoute(t.app, desk.admin, staffDeskRoutes.list);
    expect(list.statusCode).toBe(200);
    const rows = body<Envelope<{ staff: StaffRow[] }>>(list).data.staff;
    expect(rows.find((r) => r.id === target.id)).toMatchObject({
      username: target.username,
      role: 'operator',
      is_active: true,
      must_change_password: true,
      last_login_at: null,
      open_sessions: 0,
    });
  });

  it('lets every role change their own password, and refuses a member’s token', async () => {
    const member = await registerMember(t.app);
    const change = { current_password: 'x', new_password: 'new-pass-1', confirm_password: 'new-pass-1' };
    expect(
      (await adminRoute(t.app, member.accessToken, ownPasswordRoutes.change, { body: change })).statusCode,
    ).toBe(401);
    for (const role of ['admin', 'operator', 'cashier'] as const) {
      const s = await signedInStaff(role);
      const res = await adminRoute(t.app, s.token, ownPasswordRoutes.change, {
        body: {
          current_password: s.password,
          new_password: 'third-pass-3',
          confirm_password: 'third-pass-3',
        },
      });
      expect(res.statusCode, role).toBe(200);
    }
  });
});

describe('adding a staff member', () => {
  it('adds a cashier who signs in, must choose a new password first, then works the queue', async () => {
    const s = await addStaff('cashier');
    const login = await callRoute(t.app, operatorAuthRoutes.login, {
      body: { username: s.username, password: s.password },
    });
    expect(login.statusCode).toBe(200);
    const done =
      body<Envelope<{ access_token: string; operator: { must_change_password?: boolean } }>>(login).data;
    expect(done.operator.must_change_password).toBe(true);
    const token = done.access_token;

    const refused = await adminRoute(t.app, token, cashierRoutes.deposits);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('กรุณาเปลี่ยนรหัสผ่านก่อนใช้งาน');
    expect((await adminRoute(t.app, token, operatorAuthRoutes.me)).statusCode).toBe(200);

    const changed = await adminRoute(t.app, token, ownPasswordRoutes.change, {
      body: {
        current_password: s.password,
        new_password: 'cashier-own-1',
        confirm_password: 'cashier-own-1',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      body<Envelope<{ operator: { must_change_password?: boolean } }>>(changed).data.operator
        .must_change_password,
    ).toBeUndefined();
    expect((await adminRoute(t.app, token, cashierRoutes.deposits)).statusCode).toBe(200);
    // the admin's password no longer opens the account; the owner's does
    await expect(loginOperator(t.app, s.username, s.password)).rejects.toThrow(/401/);
    await loginOperator(t.app, s.username, 'cashier-own-1');

    const [created] = await auditOf('staff.create', s.id);
    expect(created?.after).toEqual({ username: s.username, role: 'cashier', is_active: true });
    expect(JSON.stringify(await auditOf('operator.password_change', s.id))).not.toMatch(
      /first-pass|cashier-own|argon/,
    );
  });

  it('refuses a taken username (any case) and bad input, in the staff member’s language', async () => {
    const s = await addStaff('operator');
    const dup = await adminRoute(t.app, desk.admin, staffDeskRoutes.create, {
      body: { username: s.username.toUpperCase(), role: 'operator', password: 'pass-word-1' },
    });
    expect(dup.statusCode).toBe(409);
    expect(messageOf(dup)).toBe('ชื่อผู้ใช้นี้มีผู้ใช้แล้ว');
    const bad = await adminRoute(t.app, desk.admin, staffDeskRoutes.create, {
      rawBody: { username: 'a b', role: 'boss', password: '123' },
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(body<Envelope<{ fields: Record<string, string> }>>(bad).data.fields).toMatchObject({
      username: 'A username may hold only letters, digits and . _ -',
      password: expect.stringMatching(/6/) as unknown,
    });
  });
});

describe('editing and disabling', () => {
  it('disabling a cashier signs them out at once, closes their open console, and they cannot sign in again', async () => {
    const s = await signedInStaff('cashier');
    expect((await adminRoute(t.app, s.token, cashierRoutes.deposits)).statusCode).toBe(200);
    // an open console hears the desk's alerts until then: its socket is closed by the server
    const desktop = await cashierSocket(s.token);
    const res = await adminRoute(t.app, desk.admin, staffDeskRoutes.update, {
      params: { id: s.id },
      body: { is_active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<StaffRow>>(res).data).toMatchObject({ is_active: false, open_sessions: 0 });
    expect((await adminRoute(t.app, s.token, cashierRoutes.deposits)).statusCode).toBe(401);
    expect(await desktop.closed).toBe('io server disconnect');
    await expect(loginOperator(t.app, s.username, s.password)).rejects.toThrow(/403/);
    const [row] = await auditOf('staff.update', s.id);
    expect(row?.before).toEqual({ username: s.username, role: 'cashier', is_active: true });
    expect(row?.after).toMatchObject({
      username: s.username,
      role: 'cashier',
      is_active: false,
      sessions_ended: 1,
    });
  });

  it('a role change applies on the next call', async () => {
    const s = await signedInStaff('cashier');
    const res = await adminRoute(t.app, desk.admin, staffDeskRoutes.update, {
      params: { id: s.id },
      body: { role: 'operator' },
    });
    expect(body<Envelope<StaffRow>>(res).data.role).toBe('operator');
    expect((await adminRoute(t.app, s.token, cashierRoutes.deposits)).statusCode).toBe(403);
  });

  it('an admin cannot disable or demote themselves', async () => {
    const me = await signedInStaff('admin');
    const patches: BodyOf<typeof staffDeskRoutes.update>[] = [{ is_active: false }, { role: 'operator' }];
    for (const patch of patches) {
      const res = await adminRoute(t.app, me.token, staffDeskRoutes.update, {
        params: { id: me.id },
        body: patch,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe('You cannot disable or demote your own account');
    }
    expect((await adminRoute(t.app, me.token, staffDeskRoutes.list)).statusCode).toBe(200);
  });

  it('keeps the last active admin: two admins demoting each other at once, one is refused', async () => {
    const a = await signedInStaff('admin');
    const b = await signedInStaff('admin');
    // for this test, a and b are the only active admins
    const { rows: others } = await t.db.query<{ id: number }>(
      `UPDATE operators SET is_active = false WHERE role = 'admin' AND is_active AND id NOT IN ($1, $2) RETURNING id::int AS id`,
      [a.id, b.id],
    );
    try {
      const [ab, ba] = await Promise.all([
        adminRoute(t.app, a.token, staffDeskRoutes.update, {
          params: { id: b.id },
          body: { role: 'cashier' },
        }),
        adminRoute(t.app, b.token, staffDeskRoutes.update, {
          params: { id: a.id },
          body: { role: 'cashier' },
        }),
      ]);
      const codes = [ab.statusCode, ba.statusCode].sort();
      // the second is refused: as the last admin (409), or because its caller is no longer an admin (403)
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND is_active AND id IN ($1, $2)`,
        [a.id, b.id],
      );
      expect(rows[0]?.n).toBe(1);
      const survivor = ab.statusCode === 200 ? a : b;
      const res = await adminRoute(t.app, survivor.token, staffDeskRoutes.update, {
        params: { id: survivor.id },
        body: { is_active: false },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await t.db.query('UPDATE operators SET is_active = true WHERE id = ANY($1::bigint[])', [
        others.map((o) => o.id),
      ]);
    }
  });

  it('refuses the last active admin’s demotion with its own message, in both languages', async () => {
    // reachable only when the caller stopped being an admin after their guard let them through (the
    // race above): the service is called as that caller would reach it
    const a = await signedInStaff('admin');
    const b = await signedInStaff('operator');
    const { rows: others } = await t.db.query<{ id: number }>(
      `UPDATE operators SET is_active = false WHERE role = 'admin' AND is_active AND id <> $1 RETURNING id::int AS id`,
      [a.id],
    );
    try {
      const deps = { config: t.config, db: t.db, realtime: t.bus };
      const refusal = await updateStaff(deps, { operatorId: b.id, ip: null }, a.id, {
        role: 'cashier',
      }).catch((e: unknown) => e);
      expect(refusal).toMatchObject({ status: 409, messageKey: 'staff.last_admin' });
      expect(translate('staff.last_admin', 'th')).toMatch(/ผู้ดูแลระบบ/);
      expect((await adminRoute(t.app, a.token, staffDeskRoutes.list)).statusCode).toBe(200);
    } finally {
      await t.db.query('UPDATE operators SET is_active = true WHERE id = ANY($1::bigint[])', [
        others.map((o) => o.id),
      ]);
    }
  });
});

describe('passwords and sessions', () => {
  it('an admin’s reset ends the sessions and the owner must choose a new password at next sign-in', async () => {
    const s = await signedInStaff('operator');
    const res = await adminRoute(t.app, desk.admin, staffDeskRoutes.resetPassword, {
      params: { id: s.id },
      body: { password: 'admin-set-9' },
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<StaffRow>>(res).data.must_change_password).toBe(true);
    expect((await adminRoute(t.app, s.token, operatorAuthRoutes.me)).statusCode).toBe(401);
    expect(t.emitted).toContainEqual({ room: 'operator', id: s.id, event: 'disconnect', payload: null });
    const token = await loginOperator(t.app, s.username, 'admin-set-9');
    expect((await adminRoute(t.app, token, matchDeskRoutes.list)).statusCode).toBe(403);
    const [row] = await auditOf('staff.password_reset', s.id);
    expect(row?.after).toEqual({ username: s.username, must_change_password: true, sessions_ended: 1 });
    expect(JSON.stringify(row)).not.toMatch(/admin-set|argon/);
  });

  it('an admin cannot reset their own password here (they change it with the current one)', async () => {
    const me = await signedInStaff('admin');
    const res = await adminRoute(t.app, me.token, staffDeskRoutes.resetPassword, {
      params: { id: me.id },
      body: { password: 'admin-set-9' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists a staff member’s sessions with address and device, and ends one or all of them', async () => {
    const s = await signedInStaff('cashier');
    const second = await callRoute(t.app, operatorAuthRoutes.login, {
      body: { username: s.username, password: s.password },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Safari' },
      remoteAddress: '198.51.100.7',
    });
    const secondToken = body<Envelope<{ access_token: string }>>(second).data.access_token;
    const list = await adminRoute(t.app, desk.admin, staffDeskRoutes.sessions, { params: { id: s.id } });
    const sessions = body<Envelope<{ sessions: StaffSession[] }>>(list).data.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      ip: '198.51.100.7',
      user_agent: 'Mozilla/5.0 (iPhone) Safari',
      is_current: false,
    });
    // a console session has no refresh: it was last seen at its login (migration 028)
    expect(sessions[0]?.last_seen_at).toBe(sessions[0]?.created_at);

    const endOne = { params: { id: s.id, sessionId: sessions[0]?.id } };
    const one = await adminRoute(t.app, desk.admin, staffDeskRoutes.endSession, endOne);
    expect(body<Envelope<{ ended: number }>>(one).data.ended).toBe(1);
    expect((await adminRoute(t.app, secondToken, cashierRoutes.deposits)).statusCode).toBe(401);
    expect((await adminRoute(t.app, s.token, cashierRoutes.deposits)).statusCode).toBe(200);
    const again = await adminRoute(t.app, desk.admin, staffDeskRoutes.endSession, endOne);
    expect(again.statusCode).toBe(404);

    const all = await adminRoute(t.app, desk.admin, staffDeskRoutes.endSessions, { params: { id: s.id } });
    expect(body<Envelope<{ ended: number }>>(all).data.ended).toBe(1);
    expect((await adminRoute(t.app, s.token, cashierRoutes.deposits)).statusCode).toBe(401);
    expect(
      (await auditOf('staff.sessions_end', s.id)).map(
        (r) => (r.after as { sessions_ended: number }).sessions_ended,
      ),
    ).toEqual([1, 1]);
  });

  it('own change: a wrong current password, a mismatch and the same password are refused', async () => {
    const s = await signedInStaff('operator');
    const call = (change: BodyOf<typeof ownPasswordRoutes.change>) =>
      adminRoute(t.app, s.token, ownPasswordRoutes.change, {
        body: change,
        headers: { 'accept-language': 'en' },
      });
    const wrong = await call({
      current_password: 'nope-nope',
      new_password: 'abcdef1',
      confirm_password: 'abcdef1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe('The current password is wrong');
    const mismatch = await call({
      current_password: s.password,
      new_password: 'abcdef1',
      confirm_password: 'abcdef2',
    });
    expect(body<Envelope<{ fields: Record<string, string> }>>(mismatch).data.fields.confirm_password).toBe(
      'Passwords do not match',
    );
    const same = await call({
      current_password: s.password,
      new_password: s.password,
      confirm_password: s.password,
    });
    expect(messageOf(same)).toBe('The new password must differ from the current one');
  });

  it('own change ends the other sessions and keeps the calling one', async () => {
    const s = await signedInStaff('operator');
    const other = await loginOperator(t.app, s.username, s.password);
    const res = await adminRoute(t.app, s.token, ownPasswordRoutes.change, {
      body: { current_password: s.password, new_password: 'brand-new-7', confirm_password: 'brand-new-7' },
    });
    expect(res.statusCode).toBe(200);
    expect((await adminRoute(t.app, other, operatorAuthRoutes.me)).statusCode).toBe(401);
    expect((await adminRoute(t.app, s.token, operatorAuthRoutes.me)).statusCode).toBe(200);
  });
});
