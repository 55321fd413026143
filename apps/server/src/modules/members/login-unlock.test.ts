// Nothing locks a member's account for its owner, and whatever wait a member is held in, a cashier
// or admin clears it, audited with the reason.
import { LOGIN_THROTTLE } from '@sanam/contract/rate-limits.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { describe, expect, it } from 'vitest';
import { useDesk } from '../../test/harness.ts';
import { adminRoute } from '../../test/factories/desk.ts';
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
    const res = await adminRoute(t.app, desk.cashier, memberDeskRoutes.unlockLogin, {
      params: { id: m.id },
      body: { reason: 'member called: forgot the password' },
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
      (
        await adminRoute(t.app, desk.admin, memberDeskRoutes.unlockLogin, {
          params: { id: m.id },
          body: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await login(t.app, m.phone, 'wrong', ip)).statusCode).toBe(401);
  });

  it('refuses the operator role, a missing reason and an unknown member, changing nothing', async () => {
    const m = await registerMember(t.app);
    const ip = freshIp();
    await holdMember(m.phone, ip);
    expect(
      (
        await adminRoute(t.app, desk.operator, memberDeskRoutes.unlockLogin, {
          params: { id: m.id },
          body: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await adminRoute(t.app, desk.cashier, memberDeskRoutes.unlockLogin, {
          params: { id: m.id },
          body: { reason: ' ' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await adminRoute(t.app, desk.cashier, memberDeskRoutes.unlockLogin, {
          params: { id: 99999999 },
          body: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await login(t.app, m.phone, m.password, ip)).statusCode).toBe(429);
  });
});
