// A game session answers to the member's login and standing, and a round to
// the session that opened it, with credits bounded by what the game can pay.
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { gameLaunchRoutes } from '@sanam/contract/routes/games.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { useDesk } from '../../test/harness.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { operatorToken } from '../../test/factories/desk.ts';
import {
  aPlayer,
  codeOf,
  expectRefused,
  gameState,
  idSequence,
  memberWithMoney,
  openSession,
  providerCalls,
  walletReply as reply,
} from '../../test/factories/games.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import { logout, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';

const id = idSequence();

const desk = useDesk({ roles: ['operator', 'cashier', 'admin'] });
const { t } = desk;

const player = (satang?: number) => aPlayer(t, id, satang);

const block = async (member: TestMember) => {
  const res = await callRoute(t.app, memberDeskRoutes.patch, {
    as: desk.cashier,
    params: { id: member.id },
    body: { is_blocked: true },
  });
  expect(res.statusCode).toBe(200);
};
const logOut = async (accessToken: string) => {
  expect((await logout(t.app, accessToken)).statusCode).toBe(200);
};
async function loginAgain(member: TestMember): Promise<TestMember> {
  const res = await callRoute(t.app, accountRoutes.login, {
    body: { phone: member.phone, password: 'secret1' },
  });
  expect(res.statusCode).toBe(200);
  return { ...member, accessToken: body<Envelope<{ access_token: string }>>(res).data.access_token };
}

describe('game sessions answer to the member’s login and standing', () => {
  it('stops a blocked member’s open session from staking, and still pays the round staked before', async () => {
    const { member, balance, debit, credit } = await player(100_000);
    const round = id('r');
    await debit(round, 100);
    await block(member);
    const before = await gameState(t, member.id);

    expectRefused(await balance(), 401, 'session_invalid');
    const refused = await debit(id('r'), 100);
    expectRefused(refused, 401, 'session_invalid');
    expect(reply(refused).message).toBe('ไม่พบเซสชันเกม หรือเซสชันสิ้นสุดแล้ว กรุณาเข้าเกมใหม่จากหน้าหลัก');
    expect(codeOf(await debit(round, 1))).toBe('session_invalid');
    expectRefused(await credit(id('never-debited'), 50), 404, 'round_not_found');
    expect(await gameState(t, member.id)).toEqual(before);

    // the win of the round already at stake is the member's: the block does not take it
    const win = await credit(round, 200);
    expect(win.statusCode).toBe(200);
    expect(reply(win).data.balance).toBe(1100);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('stops a session whose login was logged out, and gives back a stake left open by it', async () => {
    const { member, balance, debit, rollback } = await player(100_000);
    const staked = id('d');
    await debit(id('r'), 300, staked);
    await logOut(member.accessToken);
    const before = await gameState(t, member.id);
    for (const call of [balance(), debit(id('r'), 1)]) expectRefused(await call, 401, 'session_invalid');
    expect(await gameState(t, member.id)).toEqual(before);

    const back = await rollback(staked);
    expect(back.statusCode).toBe(200);
    expect(reply(back).data.balance).toBe(1000);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('stops the sessions of the other logins a password change ends, not the new login’s', async () => {
    const member = await memberWithMoney(t, 100_000);
    const secondLogin = await loginAgain(member);
    const fromTheOldLogin = providerCalls(t, await openSession(t.app, member, 'm7'), id);
    const changed = await callRoute(t.app, accountRoutes.changePassword, {
      as: secondLogin.accessToken,
      body: { oldPassword: 'secret1', newPassword: 'secret2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(codeOf(await fromTheOldLogin.debit(id('r'), 10))).toBe('session_invalid');

    const fromTheNewLogin = providerCalls(t, await openSession(t.app, secondLogin, 'm7'), id);
    expect((await fromTheNewLogin.debit(id('r'), 10)).statusCode).toBe(200);
    expect((await gameState(t, member.id)).balance).toBe(99_000);
  });

  it('settles a round on a session that expired meanwhile, without bringing the session back', async () => {
    const { member, debit, credit } = await player(100_000);
    const round = id('r');
    await debit(round, 100);
    await t.db.query(
      `UPDATE game_sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [member.id],
    );
    expect((await credit(round, 0)).statusCode).toBe(200);
    expect(codeOf(await debit(id('r'), 1))).toBe('session_invalid');
    expect((await gameState(t, member.id)).balance).toBe(90_000);
  });
});

describe('a credit only on a round its own session debited, bounded by the game', () => {
  it('refuses B’s session crediting or staking on A’s round, and nothing moves', async () => {
    const a = await player(100_000);
    const b = await player(100_000);
    const round = id('r');
    await a.debit(round, 100);
    const beforeA = await gameState(t, a.member.id);
    const beforeB = await gameState(t, b.member.id);

    const credit = await b.credit(round, 1000);
    expectRefused(credit, 409, 'round_other_session');
    expect(reply(credit).message).toBe('รอบการเล่นนี้เป็นของเซสชันเกมอื่น');
    expect(codeOf(await b.debit(round, 10))).toBe('round_other_session');
    expect(await gameState(t, a.member.id)).toEqual(beforeA);
    expect(await gameState(t, b.member.id)).toEqual(beforeB);

    // A's round is still A's to settle
    expect(reply(await a.credit(round, 200)).data.balance).toBe(1100);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('refuses a credit over what the coin flip can pay on the round’s standing stakes', async () => {
    const { member, debit, credit, rollback } = await player(100_000);
    const round = id('r');
    const rolledBack = id('d');
    await debit(round, 100);
    await debit(round, 50);
    await debit(round, 25, rolledBack);
    await rollback(rolledBack);
    const before = await gameState(t, member.id);

    const over = await credit(round, 300.01);
    expectRefused(over, 400, 'credit_over_max_win');
    expect(reply(over).message).toBe('ยอดรางวัลเกินกว่าที่เกมนี้จ่ายได้สำหรับเดิมพันของรอบ');
    expect(await gameState(t, member.id)).toEqual(before);

    const most = await credit(round, 300);
    expect(most.statusCode).toBe(200);
    expect(reply(most).data.balance).toBe(1150);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('refuses a credit on a round nobody debited, or whose only debit was rolled back', async () => {
    const { member, debit, credit, rollback } = await player(100_000);
    expectRefused(await credit(id('r'), 1000), 404, 'round_not_found');

    const round = id('r');
    const debitId = id('d');
    await debit(round, 100, debitId);
    await rollback(debitId);
    const before = await gameState(t, member.id);
    expect(codeOf(await credit(round, 1))).toBe('round_not_found');
    expect(await gameState(t, member.id)).toEqual(before);
    expect(before.balance).toBe(100_000);
  });

  it('keeps the books whole under parallel debits, credits and rollbacks on one round from two members', async () => {
    const a = await player(100_000);
    const b = await player(100_000);
    const round = id('race');
    const debitsA = Array.from({ length: 6 }, () => id('da'));
    const calls = [
      ...debitsA.map((txId) => a.debit(round, 100, txId)),
      ...Array.from({ length: 4 }, () => b.debit(round, 100)),
      ...debitsA.slice(0, 3).flatMap((ref) => [a.rollback(ref), b.rollback(ref)]),
      ...[150, 600, 1000, 5000].map((amount) => a.credit(round, amount)),
      ...[500, 5000].map((amount) => b.credit(round, amount)),
    ];
    const results = await Promise.all(calls);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);

    const { rows } = await t.db.query<{
      kind: string;
      member_id: number;
      amount_satang: number;
      is_live: boolean;
    }>(
      `SELECT d.kind, d.member_id, d.amount_satang,
              NOT EXISTS (SELECT 1 FROM game_transactions r
                           WHERE r.game = d.game AND r.kind = 'rollback' AND r.ref_tx_id = d.tx_id) AS is_live
         FROM game_transactions d WHERE d.game = 'm7' AND d.round_id = $1`,
      [round],
    );
    // the round is one session's: whoever opened it, the other member neither staked nor won in it
    const owner = rows[0]?.member_id;
    expect(rows.every((r) => r.member_id === owner)).toBe(true);
    const other = owner === a.member.id ? b.member : a.member;
    expect((await gameState(t, other.id)).balance).toBe(100_000);

    const live = rows.filter((r) => r.kind === 'debit' && r.is_live);
    const staked = live.reduce((sum, r) => sum + r.amount_satang, 0);
    const credits = rows.filter((r) => r.kind === 'credit');
    expect(credits.length).toBeLessThanOrEqual(1);
    const paid = credits.reduce((sum, r) => sum + r.amount_satang, 0);
    expect(paid).toBeLessThanOrEqual(2 * staked);
    const ownerId = owner ?? a.member.id;
    expect((await gameState(t, ownerId)).balance).toBe(100_000 - staked + paid);
    await expectLedgerOk(t.app, desk.admin);
  });
});

describe('one transaction id through two sessions at once', () => {
  it('accepts it once and answers the other call a conflict, never an error', async () => {
    const a = await player(100_000);
    const b = await player(100_000);
    const rounds = { a: id('r'), b: id('r') };
    await a.debit(rounds.a, 100);
    await b.debit(rounds.b, 100);
    const shared = { credit: id('c'), debit: id('d') };
    const results = await Promise.all([
      a.credit(rounds.a, 150, shared.credit),
      b.credit(rounds.b, 150, shared.credit),
      a.debit(id('r'), 10, shared.debit),
      b.debit(id('r'), 10, shared.debit),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map(codeOf)).toEqual(['tx_conflict', 'tx_conflict']);
    const balances = [(await gameState(t, a.member.id)).balance, (await gameState(t, b.member.id)).balance];
    expect(balances.reduce((x, y) => x + y)).toBe(200_000 - 20_000 + 15_000 - 1_000);
    await expectLedgerOk(t.app, desk.admin);
  });
});

describe('a real provider’s credits are bounded by GAME_<NAME>_MAX_WIN_MULTIPLE', () => {
  const SECRET = 'ws-provider-secret-ws-provider-secret-01';
  let provider: Server;
  let ws: TestContext;
  let lastSession = '';

  beforeAll(async () => {
    // the provider's launch endpoint, on loopback: it keeps the session token our launch sends it
    provider = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        lastSession = (JSON.parse(text) as { session: string }).session;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ url: 'https://games.test/play' }));
      });
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/launch`;
    const base = (await import('../../test/env.ts')).testConfig();
    ws = await createTestApp({
      games: { ...base.games, providers: { ws: { url, secret: SECRET, maxWinMultiple: 5 } } },
    });
  });
  afterAll(async () => {
    await ws.close();
    await new Promise<void>((r) => provider.close(() => r()));
  });

  it('pays up to the configured multiple of the round’s stakes and refuses more', async () => {
    const member = await memberWithMoney(ws, 100_000);
    const launched = await callRoute(ws.app, gameLaunchRoutes.ws, { as: member.accessToken });
    expect(launched.statusCode).toBe(200);
    const calls = providerCalls(ws, lastSession, id, { game: 'ws', secret: SECRET });
    const round = id('ws');
    await calls.debit(round, 100);
    const before = await gameState(ws, member.id);
    expect(codeOf(await calls.credit(round, 500.01))).toBe('credit_over_max_win');
    expect(await gameState(ws, member.id)).toEqual(before);
    expect(reply(await calls.credit(round, 500)).data.balance).toBe(1400);
    await expectLedgerOk(ws.app, await operatorToken(ws.app, ws.db, 'admin'));
  });
});
