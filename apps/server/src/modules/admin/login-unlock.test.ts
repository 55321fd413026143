// Issue 20 item 8: nothing locks an account for its owner, and whatever wait a member or a staff
// account is held in, an operator clears it: a cashier or admin for a member, admin for staff,
// audited with the reason.
import { LOGIN_THROTTLE } from '@sanam/contract/rate-limits.ts';
import { describe, expect, it } from 'vitest';
import { useDesk } from '../../test/harness.ts';
import { hashPassword } from '../auth/index.ts';
import { adminCall } from '../../test/factories/desk.ts';
import { login, registerMember } from '../../test/factories/members.ts';

const desk = useDesk();
const { t } = desk;

let ipSeq = 0;
const freshIp = () => `192.0.2.${++ipSeq}`;

async function holdMember(phone: string, ip: string) {
  for (let i = 0; i < LOGIN_THROTTLE.perPair.freeFailures; i++) await login(t.app, phone, `guess-${i}`, ip);
  expect((await login(t.app, phone, 'guess-again', ip)).statusCode).toBe(429);
}

describe('unlocking a member’s login', () => {
  it('lets a cashier clear the wait on every address, with the reason in the audit log', async () => {
    const m = await registerMember(t.app);
    const ip = freshIp();
    await holdMember(m.phone, ip);
    const res = await adminCall(t.app, desk.cashier, 'POST', `/members/${m.id}/unlock-login`, {
      reason: 'member called: forgot the password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('ปลดล็อกการเข้าสู่ระบบแล้ว');
    expect((await login(t.app, m.phone, m.password, ip)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ after: { reason: string } }>(
      `SELECT after FROM audit_log WHERE action = 'member.unlock_login' AND target_id = $1`,
      [String(m.id)],
    );
    expect(rows).toEqual([{ after: { reason: 'member called: forgot the password' } }]);
  });

  it('starts the guesser afresh too: the next failures count from zero', async () => {
    const m = await registerMember(t.app);
    const ip = freshIp();
    await holdMember(m.phone, ip);
    expect(
      (await adminCall(t.app, desk.admin, 'POST', `/members/${m.id}/unlock-login`, { reason: 'x' }))
        .statusCode,
    ).toBe(200);
    expect((await login(t.app, m.phone, 'wrong', ip)).statusCode).toBe(401);
  });

  it('refuses the operator role, a missing reason and an unknown member, changing nothing', async () => {
    const m = await registerMember(t.app);
    const ip = freshIp();
    await holdMember(m.phone, ip);
    expect(
      (await adminCall(t.app, desk.operator, 'POST', `/members/${m.id}/unlock-login`, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await adminCall(t.app, desk.cashier, 'POST', `/members/${m.id}/unlock-login`, { reason: ' ' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await adminCall(t.app, desk.cashier, 'POST', `/members/99999999/unlock-login`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await login(t.app, m.phone, m.password, ip)).statusCode).toBe(429);
  });
});

describe('unlocking a staff account’s login', () => {
  it('is admin’s: a held cashier signs in again once admin unlocks them', async () => {
    const username = `cash${Math.floor(Math.random() * 1e6)}`;
    const { rows } = await t.db.query<{ id: number }>(
      'INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3) RETURNING id',
      [username, await hashPassword('cash-pass-1', t.config), 'cashier'],
    );
    const id = rows[0]?.id ?? 0;
    const ip = freshIp();
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < LOGIN_THROTTLE.perPair.freeFailures; i++) await attempt(`guess-${i}`);
    expect((await attempt('cash-pass-1')).statusCode).toBe(429);
    expect(
      (await adminCall(t.app, desk.cashier, 'POST', `/operators/${id}/unlock-login`, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await adminCall(t.app, desk.admin, 'POST', `/operators/${id}/unlock-login`, {
          reason: 'locked at the desk',
        })
      ).statusCode,
    ).toBe(200);
    expect((await attempt('cash-pass-1')).statusCode).toBe(200);
  });
});
