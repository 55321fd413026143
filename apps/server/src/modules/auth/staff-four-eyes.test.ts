// Four eyes means two people. Otherwise one admin could make a second admin account (or reset
// another admin's password or second factor), sign in as it and approve their own four-eyes request:
// a member's withdrawals to a "Mule Account". So whatever could give one person a second admin
// identity waits for a second admin, and an account the requester made, promoted or reset
// never approves the requester's requests (nor they its).
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import type { BankChange } from '@sanam/contract/member-account.ts';
import { memberAccountRoutes } from '@sanam/contract/routes/member-account.ts';
import { ownPasswordRoutes, staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import type { StaffRequest, StaffRow } from '@sanam/contract/staff.ts';
import { TOTP } from '@sanam/contract/totp.ts';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP as Totp } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { callOk, callRoute } from '../../test/call-route.ts';
import { adminRoute, loginOperator } from '../../test/factories/desk.ts';
import { aMember } from '../../test/factories/members.ts';
import { body, messageOf, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { useTestApp } from '../../test/harness.ts';
import type { TestContext } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';

const EN = { 'accept-language': 'en' };
const data = <T>(res: LightMyRequestResponse): T => body<Envelope<T>>(res).data;
const codeOfError = (res: LightMyRequestResponse) => body<ErrorBody>(res).data.code;

let seq = 0;
const newUsername = (prefix: string) => `${prefix}${Math.floor(Math.random() * 1e5)}x${++seq}`;

type Staff = { id: number; username: string; password: string; token: string };

/** An admin of the seed's kind (made outside the desk, so nobody's origin), signed in. */
async function seededAdmin(t: TestContext): Promise<Staff> {
  const username = newUsername('seed');
  const password = 'seed-pass-1';
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, 'admin') RETURNING id::int AS id`,
    [username, await hashPassword(password, { env: 'test' })],
  );
  return { id: rows[0]!.id, username, password, token: await loginOperator(t.app, username, password) };
}

const operatorLogin = (t: TestContext, username: string, password: string) =>
  callRoute(t.app, operatorAuthRoutes.login, {
    headers: EN,
    body: { username, password },
    remoteAddress: `203.0.113.${(++seq % 250) + 1}`,
  });

/** The requests the caller sees waiting, by account. */
async function waitingFor(t: TestContext, token: string, targetId: number): Promise<StaffRequest> {
  const { requests } = await callOk(t.app, staffDeskRoutes.requests, { as: token });
  const found = requests.find((r) => r.target_id === targetId && r.status === 'pending');
  if (!found) throw new Error(`no request waits for operator ${targetId}`);
  return found;
}

const decisions = { approve: staffDeskRoutes.approveRequest, reject: staffDeskRoutes.rejectRequest };
const decide = (t: TestContext, token: string, id: number, how: 'approve' | 'reject') =>
  adminRoute(t.app, token, decisions[how], {
    params: { id },
    body: { reason: 'checked in person' },
    headers: EN,
  });

/** `creator` adds an admin; it waits. */
async function addAdmin(t: TestContext, creator: Staff) {
  const username = newUsername('adm');
  const password = 'first-pass-1';
  const res = await adminRoute(t.app, creator.token, staffDeskRoutes.create, {
    body: { username, role: 'admin', password },
    headers: EN,
  });
  expect(res.statusCode).toBe(200);
  expect(messageOf(res)).toBe('Request sent: it waits for a second admin’s approval');
  return { ...data<StaffRow>(res), password };
}

/** The account signs in, chooses its own password, and is handed back signed in. */
async function firstSignIn(t: TestContext, username: string, password: string): Promise<Staff> {
  const first = await loginOperator(t.app, username, password);
  const own = 'own-pass-22';
  await callOk(t.app, ownPasswordRoutes.change, {
    as: first,
    body: { current_password: password, new_password: own, confirm_password: own },
  });
  const { rows } = await t.db.query<{ id: number }>(
    'SELECT id::int AS id FROM operators WHERE username = $1',
    [username],
  );
  return { id: rows[0]!.id, username, password: own, token: first };
}

/** `requester` asks to move a member's withdrawals to a mule account. */
async function muleRequest(t: TestContext, requester: Staff) {
  const member = await aMember(t.app);
  await callOk(t.app, memberAccountRoutes.requestBankChange, {
    as: requester.token,
    params: { id: member.id },
    body: {
      bank_name: 'KBANK',
      bank_acc_no: `99${String(Date.now()).slice(-6)}${String(++seq).padStart(3, '0')}`,
      bank_acc_name: 'Mule Account',
      reason: 'member asked by phone',
    },
  });
  return member;
}

const approveBankChange = (t: TestContext, token: string, memberId: number) =>
  adminRoute(t.app, token, memberAccountRoutes.approveBankChange, {
    params: { id: memberId },
    body: { reason: 'ok' },
    headers: EN,
  });

async function memberBankName(t: TestContext, memberId: number) {
  const { rows } = await t.db.query<{ bank_acc_name: string | null }>(
    'SELECT bank_acc_name FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0]?.bank_acc_name;
}

async function auditActions(t: TestContext, targetId: number): Promise<string[]> {
  const { rows } = await t.db.query<{ action: string }>(
    `SELECT action FROM audit_log
      WHERE target_type = 'operator' AND target_id = $1 AND action <> 'operator.login' ORDER BY id`,
    [String(targetId)],
  );
  return rows.map((r) => r.action);
}

describe('a new admin', () => {
  const t = useTestApp();

  it('cannot sign in until a second admin approves its creation; its creator cannot approve it', async () => {
    const admin1 = await seededAdmin(t);
    const admin2 = await seededAdmin(t);
    const admin3 = await addAdmin(t, admin1);
    expect(admin3).toMatchObject({
      role: 'admin',
      is_active: false,
      awaiting_approval: true,
      pending_request: 'create_admin',
    });

    const refused = await operatorLogin(t, admin3.username, admin3.password);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('This account waits for a second admin’s approval before it can sign in');

    // the creator sees the request but may not approve it; enabling the account by hand waits too
    const asSeenBy1 = await waitingFor(t, admin1.token, admin3.id);
    expect(asSeenBy1).toMatchObject({ kind: 'create_admin', requested_by: admin1.id, can_approve: false });
    const own = await decide(t, admin1.token, asSeenBy1.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(messageOf(own)).toBe('You cannot approve your own request: a second admin must');
    const enable = await adminRoute(t.app, admin1.token, staffDeskRoutes.update, {
      params: { id: admin3.id },
      body: { is_active: true },
    });
    expect(enable.statusCode).toBe(409);
    expect(codeOfError(enable)).toBe('conflict');
    expect((await operatorLogin(t, admin3.username, admin3.password)).statusCode).toBe(403);

    // the other admin is told and may approve it
    const asSeenBy2 = await waitingFor(t, admin2.token, admin3.id);
    expect(asSeenBy2.can_approve).toBe(true);
    const approved = await decide(t, admin2.token, asSeenBy2.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(data<StaffRequest>(approved)).toMatchObject({ status: 'approved', decided_by: admin2.id });
    expect((await operatorLogin(t, admin3.username, admin3.password)).statusCode).toBe(200);
    expect(await auditActions(t, admin3.id)).toEqual([
      'staff.create',
      'staff.request',
      'staff.request_approve',
    ]);
  });

  it('never approves its creator’s requests, the mule bank change included; another admin does', async () => {
    const admin1 = await seededAdmin(t);
    const admin2 = await seededAdmin(t);
    const created = await addAdmin(t, admin1);
    await decide(t, admin2.token, (await waitingFor(t, admin2.token, created.id)).id, 'approve');
    const admin3 = await firstSignIn(t, created.username, created.password);

    const member = await muleRequest(t, admin1);
    const refused = await approveBankChange(t, admin3.token, member.id);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(
      'This account was created, promoted or reset by the requester (or the other way round): another admin must approve',
    );
    expect(await memberBankName(t, member.id)).not.toBe('Mule Account');

    // nor the creator a request of theirs, nor a staff request of the creator's
    const member2 = await muleRequest(t, admin3);
    expect((await approveBankChange(t, admin1.token, member2.id)).statusCode).toBe(403);
    const cashier = await adminRoute(t.app, admin1.token, staffDeskRoutes.create, {
      body: { username: newUsername('cash'), role: 'cashier', password: 'first-pass-1' },
    });
    const promote = await adminRoute(t.app, admin1.token, staffDeskRoutes.update, {
      params: { id: data<StaffRow>(cashier).id },
      body: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(200);
    const promotion = await waitingFor(t, admin3.token, data<StaffRow>(cashier).id);
    expect(promotion.can_approve).toBe(false);
    expect((await decide(t, admin3.token, promotion.id, 'approve')).statusCode).toBe(403);

    const approved = await approveBankChange(t, admin2.token, member.id);
    expect(approved.statusCode).toBe(200);
    expect(data<BankChange>(approved).status).toBe('approved');
  });

  it('rejected, stays unable to sign in, and enabling it later waits for a second admin again', async () => {
    const admin1 = await seededAdmin(t);
    const admin2 = await seededAdmin(t);
    const created = await addAdmin(t, admin1);
    const request = await waitingFor(t, admin2.token, created.id);
    expect((await decide(t, admin2.token, request.id, 'reject')).statusCode).toBe(200);
    expect((await operatorLogin(t, created.username, created.password)).statusCode).toBe(403);

    const enable = await adminRoute(t.app, admin1.token, staffDeskRoutes.update, {
      params: { id: created.id },
      body: { is_active: true },
      headers: EN,
    });
    expect(enable.statusCode).toBe(200);
    expect(messageOf(enable)).toBe('Request sent: it waits for a second admin’s approval');
    expect(data<StaffRow>(enable)).toMatchObject({ is_active: false, pending_request: 'make_admin' });
    expect((await operatorLogin(t, created.username, created.password)).statusCode).toBe(403);
  });
});

describe('making an account an admin', () => {
  const t = useTestApp();

  it('waits for a second admin, and the promoted account never approves its promoter’s requests', async () => {
    const admin1 = await seededAdmin(t);
    const admin2 = await seededAdmin(t);
    const res = await adminRoute(t.app, admin1.token, staffDeskRoutes.create, {
      body: { username: newUsername('op'), role: 'operator', password: 'first-pass-1' },
    });
    const row = data<StaffRow>(res);
    const op = await firstSignIn(t, row.username, 'first-pass-1');

    const promote = await adminRoute(t.app, admin1.token, staffDeskRoutes.update, {
      params: { id: op.id },
      body: { role: 'admin' },
      headers: EN,
    });
    expect(promote.statusCode).toBe(200);
    expect(messageOf(promote)).toBe('Request sent: it waits for a second admin’s approval');
    expect(data<StaffRow>(promote)).toMatchObject({ role: 'operator', pending_request: 'make_admin' });
    expect((await adminRoute(t.app, op.token, staffDeskRoutes.list)).statusCode).toBe(403);
    // one request waits at a time
    const again = await adminRoute(t.app, admin1.token, staffDeskRoutes.update, {
      params: { id: op.id },
      body: { role: 'admin' },
      headers: EN,
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('A request for this account already waits for approval');

    const request = await waitingFor(t, admin2.token, op.id);
    expect((await decide(t, admin2.token, request.id, 'approve')).statusCode).toBe(200);
    expect((await adminRoute(t.app, op.token, staffDeskRoutes.list)).statusCode).toBe(200);

    const member = await muleRequest(t, admin1);
    expect((await approveBankChange(t, op.token, member.id)).statusCode).toBe(403);
    expect(await memberBankName(t, member.id)).not.toBe('Mule Account');
  });

  it('is refused to an approver who reset that account’s password before (they may hold it)', async () => {
    const admin1 = await seededAdmin(t);
    const admin2 = await seededAdmin(t);
    const cashier = await seededAdmin(t);
    await t.db.query(`UPDATE operators SET role = 'cashier' WHERE id = $1`, [cashier.id]);
    // admin1 resets the cashier's password (at once: not an admin) and now knows it
    const reset = await adminRoute(t.app, admin1.token, staffDeskRoutes.resetPassword, {
      params: { id: cashier.id },
      body: { password: 'known-to-admin1' },
    });
    expect(reset.statusCode).toBe(200);
    // admin2 asks to make the cashier an admin: admin1 may not approve it
    const promote = await adminRoute(t.app, admin2.token, staffDeskRoutes.update, {
      params: { id: cashier.id },
      body: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(200);
    const request = await waitingFor(t, admin1.token, cashier.id);
    expect(request.can_approve).toBe(false);
    const refused = await decide(t, admin1.token, request.id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(codeOfError(refused)).toBe('forbidden');
    const { rows } = await t.db.query<{ role: string }>('SELECT role FROM operators WHERE id = $1', [
      cashier.id,
    ]);
    expect(rows[0]?.role).toBe('cashier');
  });
});

describe('resetting an admin’s password or second factor', () => {
  const t = useTestApp();

  it('a password reset waits: the old password still signs in, the target cannot approve it, a third admin does', async () => {
    const admin1 = await seededAdmin(t);
    const admin2 = await seededAdmin(t);
    const admin4 = await seededAdmin(t);
    const reset = await adminRoute(t.app, admin1.token, staffDeskRoutes.resetPassword, {
      params: { id: admin2.id },
      body: { password: 'admin1-knows-it' },
      headers: EN,
    });
    expect(reset.statusCode).toBe(200);
    expect(messageOf(reset)).toBe('Request sent: it waits for a second admin’s approval');
    expect((await operatorLogin(t, admin2.username, admin2.password)).statusCode).toBe(200);
    expect((await operatorLogin(t, admin2.username, 'admin1-knows-it')).statusCode).toBe(401);

    const request = await waitingFor(t, admin2.token, admin2.id);
    expect(request).toMatchObject({ kind: 'password_reset', can_approve: false });
    const about = await decide(t, admin2.token, request.id, 'approve');
    expect(about.statusCode).toBe(403);
    expect(messageOf(about)).toBe('You cannot approve a request about your own account');

    expect((await decide(t, admin4.token, request.id, 'approve')).statusCode).toBe(200);
    expect(await auditActions(t, admin2.id)).toEqual([
      'staff.request',
      'staff.password_reset',
      'staff.request_approve',
    ]);

    // the new password signs in now, and admin1 may hold admin2: admin2 approves none of admin1's requests
    const reclaimed = await firstSignIn(t, admin2.username, 'admin1-knows-it');
    const member = await muleRequest(t, admin1);
    expect((await approveBankChange(t, reclaimed.token, member.id)).statusCode).toBe(403);
    expect((await approveBankChange(t, admin4.token, member.id)).statusCode).toBe(200);
  });

  it('a second-factor reset waits; the reset admin then approves none of the requester’s requests', async () => {
    const admin1 = await seededAdmin(t);
    const admin2 = await seededAdmin(t);
    const admin4 = await seededAdmin(t);
    const reset = await adminRoute(t.app, admin1.token, operatorAuthRoutes.resetTotp, {
      params: { id: admin2.id },
      body: {},
      headers: EN,
    });
    expect(reset.statusCode).toBe(200);
    expect(messageOf(reset)).toBe('Request sent: it waits for a second admin’s approval');
    expect(data<StaffRequest>(reset)).toMatchObject({ kind: 'totp_reset', status: 'pending' });
    // nothing happened yet: admin2's session lives
    expect((await adminRoute(t.app, admin2.token, operatorAuthRoutes.me)).statusCode).toBe(200);

    expect((await decide(t, admin1.token, data<StaffRequest>(reset).id, 'approve')).statusCode).toBe(403);
    expect((await decide(t, admin4.token, data<StaffRequest>(reset).id, 'approve')).statusCode).toBe(200);
    expect((await adminRoute(t.app, admin2.token, operatorAuthRoutes.me)).statusCode).toBe(401);

    const again = await loginOperator(t.app, admin2.username, admin2.password);
    const member = await muleRequest(t, admin1);
    expect((await approveBankChange(t, again, member.id)).statusCode).toBe(403);
  });

  it('a cashier’s password or second factor is still reset at once', async () => {
    const admin1 = await seededAdmin(t);
    const cashier = await seededAdmin(t);
    await t.db.query(`UPDATE operators SET role = 'cashier' WHERE id = $1`, [cashier.id]);
    const totp = await adminRoute(t.app, admin1.token, operatorAuthRoutes.resetTotp, {
      params: { id: cashier.id },
      body: {},
    });
    expect(totp.statusCode).toBe(200);
    expect(data<null>(totp)).toBeNull();
    const pass = await adminRoute(t.app, admin1.token, staffDeskRoutes.resetPassword, {
      params: { id: cashier.id },
      body: { password: 'new-cash-pass' },
    });
    expect(data<StaffRow>(pass)).toMatchObject({ must_change_password: true, pending_request: null });
    expect((await operatorLogin(t, cashier.username, 'new-cash-pass')).statusCode).toBe(200);
  });
});

describe('in production, with the second factor enforced', () => {
  const t = useTestApp({ env: 'production' });

  const codeOf = (secret: string) =>
    new Totp({
      secret: Secret.fromBase32(secret),
      digits: TOTP.digits,
      period: TOTP.periodSeconds,
      algorithm: 'SHA1',
    }).generate();

  /** Signs in an admin who has no second factor yet: enrolment is the only step, then a token. */
  async function enrolledSignIn(username: string, password: string): Promise<string> {
    const login = await operatorLogin(t, username, password);
    expect(login.statusCode).toBe(200);
    const challenge = data<{ step: string; challenge_token: string }>(login);
    expect(challenge.step).toBe('enrol');
    const start = await callRoute(t.app, operatorAuthRoutes.loginEnrol, {
      body: { challenge_token: challenge.challenge_token },
    });
    const { secret } = data<{ secret: string }>(start);
    const confirm = await callRoute(t.app, operatorAuthRoutes.loginEnrolConfirm, {
      body: { challenge_token: challenge.challenge_token, code: codeOf(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    return data<{ access_token: string }>(confirm).access_token;
  }

  async function productionAdmin(): Promise<Staff> {
    const username = newUsername('prod');
    const password = 'prod-pass-1';
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, 'admin') RETURNING id::int AS id`,
      [username, await hashPassword(password, { env: 'test' })],
    );
    return { id: rows[0]!.id, username, password, token: await enrolledSignIn(username, password) };
  }

  it('a new admin cannot even reach its own enrolment before approval, and after it never approves its creator’s mule change', async () => {
    const admin1 = await productionAdmin();
    const admin2 = await productionAdmin();
    const created = await addAdmin(t, admin1);

    // the password alone gives neither a challenge nor an enrolment of its own authenticator
    const early = await operatorLogin(t, created.username, created.password);
    expect(early.statusCode).toBe(403);
    expect(JSON.stringify(body(early))).not.toMatch(/challenge_token/);

    const request = await waitingFor(t, admin2.token, created.id);
    expect((await decide(t, admin1.token, request.id, 'approve')).statusCode).toBe(403);
    expect((await decide(t, admin2.token, request.id, 'approve')).statusCode).toBe(200);

    // approved, it enrols its own authenticator, like any admin, and still cannot be admin1's second pair of eyes
    const admin3 = await enrolledSignIn(created.username, created.password);
    const change = await adminRoute(t.app, admin3, ownPasswordRoutes.change, {
      body: {
        current_password: created.password,
        new_password: 'own-pass-22',
        confirm_password: 'own-pass-22',
      },
    });
    expect(change.statusCode).toBe(200);
    const member = await muleRequest(t, admin1);
    const refused = await approveBankChange(t, admin3, member.id);
    expect(refused.statusCode).toBe(403);
    expect(await memberBankName(t, member.id)).not.toBe('Mule Account');
    expect((await approveBankChange(t, admin2.token, member.id)).statusCode).toBe(200);
    expect(await memberBankName(t, member.id)).toBe('Mule Account');
  });
});
