import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useDesk } from '../../test/harness.ts';
import { createTestApp } from '../../test/test-app.ts';
import { adminCall, operatorToken } from '../../test/factories/desk.ts';
import { gameState, memberWithMoney, openSession } from '../../test/factories/games.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import { logout } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';

const desk = useDesk({ roles: ['operator', 'admin'] });
const { t } = desk;

const sandboxCall = (game: string, call: 'state' | 'flip', payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/sandbox/games/${game}/${call}`, payload });

type Flip = { result: 'heads' | 'tails'; won: boolean; payout: number; balance: number };

describe('the sandbox coin flip (a provider playing through the signed wallet)', () => {
  it('shows the member’s balance and moves it by each round’s result', async () => {
    const member = await memberWithMoney(t, 100_000);
    const session = await openSession(t.app, member, 'm7');
    const state = await sandboxCall('m7', 'state', { session });
    expect(body<Envelope<unknown>>(state).data).toEqual({ balance: 1000, username: member.username });

    let expected = 100_000;
    for (let i = 0; i < 6; i++) {
      const res = await sandboxCall('m7', 'flip', { session, stake: 50, pick: i % 2 ? 'heads' : 'tails' });
      expect(res.statusCode).toBe(200);
      const flip = body<Envelope<Flip>>(res).data;
      expect(flip.won).toBe(flip.result === (i % 2 ? 'heads' : 'tails'));
      expect(flip.payout).toBe(flip.won ? 100 : 0);
      expected += flip.won ? 5_000 : -5_000;
      expect(flip.balance * 100).toBe(expected);
    }
    expect((await gameState(t, member.id)).balance).toBe(expected);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_transactions WHERE member_id = $1`,
      [member.id],
    );
    expect(rows[0]?.n).toBe(12);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('passes the wallet’s refusal on: a stake over the balance moves nothing', async () => {
    const member = await memberWithMoney(t, 1_000);
    const session = await openSession(t.app, member, 'mpy');
    const before = await gameState(t, member.id);
    const res = await sandboxCall('mpy', 'flip', { session, stake: 10.01, pick: 'heads' });
    expect(res.statusCode).toBe(400);
    expect(body<Envelope<{ code: string }>>(res)).toMatchObject({
      success: false,
      message: 'ยอดเงินไม่เพียงพอ',
      data: { code: 'insufficient_funds' },
    });
    expect(await gameState(t, member.id)).toEqual(before);
  });

  it('refuses a made-up session', async () => {
    const res = await sandboxCall('m7', 'flip', { session: 'y'.repeat(43), stake: 1, pick: 'heads' });
    expect(res.statusCode).toBe(401);
    expect(body<Envelope<{ code: string }>>(res).data.code).toBe('session_invalid');
  });

  it('refuses an anonymous flip: no session, or one that no longer stands for a logged-in member', async () => {
    const bare = await sandboxCall('m7', 'flip', { stake: 1, pick: 'heads' });
    expect(bare.statusCode).toBe(400);

    const loggedOut = await memberWithMoney(t, 100_000);
    const blocked = await memberWithMoney(t, 100_000);
    const sessions = {
      loggedOut: await openSession(t.app, loggedOut, 'm7'),
      blocked: await openSession(t.app, blocked, 'm7'),
    };
    expect((await logout(t.app, loggedOut.accessToken)).statusCode).toBe(200);
    const cashier = await operatorToken(t.app, t.db, 'cashier');
    await adminCall(t.app, cashier, 'PATCH', `/members/${blocked.id}`, { is_blocked: true });

    for (const [member, session] of [
      [loggedOut, sessions.loggedOut],
      [blocked, sessions.blocked],
    ] as const) {
      const before = await gameState(t, member.id);
      for (const call of [
        sandboxCall('m7', 'state', { session }),
        sandboxCall('m7', 'flip', { session, stake: 10, pick: 'heads' }),
      ]) {
        const res = await call;
        expect(res.statusCode).toBe(401);
        expect(body<Envelope<{ code: string }>>(res).data.code).toBe('session_invalid');
      }
      expect(await gameState(t, member.id)).toEqual(before);
    }
    await expectLedgerOk(t.app, desk.admin);
  });
});

describe('the sandbox coin flip’s page', () => {
  it.each(['woff', 'woff2'])(
    'draws its Thai in the member app’s own font when the build ships it as .%s',
    async (format) => {
      const webDist = mkdtempSync(path.join(tmpdir(), 'sanam-web-dist-'));
      mkdirSync(path.join(webDist, 'assets'));
      for (const file of [
        `kanit-thai-400-normal-Ab12.${format}`,
        `kanit-thai-600-normal-Cd34.${format}`,
        `kanit-latin-400-normal-Ef56.${format}`,
      ])
        writeFileSync(path.join(webDist, 'assets', file), '');
      const app = await createTestApp({ webDist });
      try {
        const page = await app.app.inject({ method: 'GET', url: '/api/sandbox/games/m7/play?session=x' });
        expect(page.statusCode).toBe(200);
        for (const [weight, file] of [
          [400, `kanit-thai-400-normal-Ab12.${format}`],
          [600, `kanit-thai-600-normal-Cd34.${format}`],
        ] as const)
          expect(page.body).toContain(
            `font-weight: ${weight}; font-display: swap; src: url('/assets/${file}') format('${format}')`,
          );
      } finally {
        await app.close();
        rmSync(webDist, { recursive: true, force: true });
      }
    },
  );
});
