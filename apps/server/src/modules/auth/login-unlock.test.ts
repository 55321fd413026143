// Nothing locks a staff account for its owner, and whatever wait it is held in, an admin clears it,
// audited with the reason.
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { LOGIN_THROTTLE } from '@sanam/contract/rate-limits.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { useDesk } from '../../test/harness.ts';
import { hashPassword } from './passwords.ts';
import { adminRoute } from '../../test/factories/desk.ts';

const desk = useDesk();
const { t } = desk;

let ipSeq = 0;
const freshIp = () => `192.0.2.${++ipSeq}`;

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
      callRoute(t.app, operatorAuthRoutes.login, { body: { username, password }, remoteAddress: ip });
    for (let i = 0; i < LOGIN_THROTTLE.perPair.freeFailures; i++) await attempt(`guess-${i}`);
    expect((await attempt('cash-pass-1')).statusCode).toBe(429);
    expect(
      (
        await adminRoute(t.app, desk.cashier, operatorAuthRoutes.unlockLogin, {
          params: { id },
          body: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await adminRoute(t.app, desk.admin, operatorAuthRoutes.unlockLogin, {
          params: { id },
          body: { reason: 'locked at the desk' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await attempt('cash-pass-1')).statusCode).toBe(200);
  });
});
