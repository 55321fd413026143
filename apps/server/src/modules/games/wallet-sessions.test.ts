// Issue 20 items 6 and 7: a game session answers to the member's login and standing, and a round to
// the session that opened it, with credits bounded by what the game can pay.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDesk } from '../../test/harness.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { adminCall, operatorToken } from '../../test/factories/desk.ts';
import {
  aPlayer,
  codeOf,
  gameState,
  idSequence,
  memberWithMoney,
  openSession,
  walletCall,
  walletReply as reply,
} from '../../test/factories/games.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';

const id = idSequence();

const desk = useDesk({ roles: ['operator', 'cashier'] });
const { t } = desk;

const player = (satang?: number) => aPlayer(t, satang);

const block = async (member: TestMember) => {
  const res = await adminCall(t.app, desk.cashier, 'PATCH', `/members/${member.id}`, { is_blocked: true });
  expect(res.statusCode).toBe(200);
};
const logout = async (accessToken: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/line/revoke',
    headers: { authorization: `Bearer ${accessToken}` },
    // the spec's logout sends the token in the body too (a bodiless logout is another fix of issue 20)
    payload: { access_token: accessToken },
  });
  expect(res.statusCode).toBe(200);
};
async function loginAgain(member: TestMember): Promise<TestMember> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { phone: member.phone, password: 'secret1' },
  });
  expect(res.statusCode).toBe(200);
  return { ...member, accessToken: body<Envelope<{ access_token: string }>>(res).data.access_token };
}

describe('game sessions answer to the member’s login and standing (issue 20 item 6)', () => {
  it('stops a blocked member’s open session from staking, and still pays the round staked before', async () => {
    const { member, session } = await player(100_000);
    const round = id('r');
    await walletCall(t, 'm7', 'debit', { session, tx_id: id('d'), round_id: round, amount: 100 });
    await block(member);
    const before = await gameState(t, member.id);

    const balance = await walletCall(t, 'm7', 'balance', { session });
    expect(balance.statusCode).toBe(401);
    expect(codeOf(balance)).toBe('session_invalid');
    const debit = await walletCall(t, 'm7', 'debit', {
      session,
      tx_id: id('d'),
      round_id: id('r'),
      amount: 100,
    });
    expect(debit.statusCode).toBe(401);
    expect(codeOf(debit)).toBe('session_invalid');
    expect(reply(debit).message).toBe('ไม่พบเซสชันเกม หรือเซสชันสิ้นสุดแล้ว กรุณาเข้าเกมใหม่จากหน้าหลัก');
    const more = await walletCall(t, 'm7', 'debit', { session, tx_id: id('d'), round_id: round, amount: 1 });
    expect(codeOf(more)).toBe('session_invalid');
    const unstaked = await walletCall(t, 'm7', 'credit', {
      session,
      tx_id: id('c'),
      round_id: id('never-debited'),
      amount: 50,
    });
    expect(unstaked.statusCode).toBe(404);
    expect(codeOf(unstaked)).toBe('round_not_found');
    expect(await gameState(t, member.id)).toEqual(before);

    // the win of the round already at stake is the member's: the block does not take it
    const win = await walletCall(t, 'm7', 'credit', {
      session,
      tx_id: id('c'),
      round_id: round,
      amount: 200,
    });
    expect(win.statusCode).toBe(200);
    expect(reply(win).data.balance).toBe(1100);
    await expectLedgerOk(t.app, desk.operator);
  });

  it('stops a session whose login was logged out, and gives back a stake left open by it', async () => {
    const { member, session } = await player(100_000);
    const staked = id('d');
    await walletCall(t, 'm7', 'debit', { session, tx_id: staked, round_id: id('r'), amount: 300 });
    await logout(member.accessToken);
    const before = await gameState(t, member.id);
    for (const call of [
      walletCall(t, 'm7', 'balance', { session }),
      walletCall(t, 'm7', 'debit', { session, tx_id: id('d'), round_id: id('r'), amount: 1 }),
    ]) {
      const res = await call;
      expect(res.statusCode).toBe(401);
      expect(codeOf(res)).toBe('session_invalid');
    }
    expect(await gameState(t, member.id)).toEqual(before);

    const back = await walletCall(t, 'm7', 'rollback', { session, tx_id: id('rb'), ref_tx_id: staked });
    expect(back.statusCode).toBe(200);
    expect(reply(back).data.balance).toBe(1000);
    await expectLedgerOk(t.app, desk.operator);
  });

  it('stops the sessions of the other logins a password change ends, not the new login’s', async () => {
    const member = await memberWithMoney(t, 100_000);
    const secondLogin = await loginAgain(member);
    const fromTheOldLogin = await openSession(t.app, member, 'm7');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/chpw',
      headers: { authorization: `Bearer ${secondLogin.accessToken}` },
      payload: { oldPassword: 'secret1', newPassword: 'secret2' },
    });
    expect(changed.statusCode).toBe(200);
    const refused = await walletCall(t, 'm7', 'debit', {
      session: fromTheOldLogin,
      tx_id: id('d'),
      round_id: id('r'),
      amount: 10,
    });
    expect(codeOf(refused)).toBe('session_invalid');

    const fromTheNewLogin = await openSession(t.app, secondLogin, 'm7');
    const res = await walletCall(t, 'm7', 'debit', {
      session: fromTheNewLogin,
      tx_id: id('d'),
      round_id: id('r'),
      amount: 10,
    });
    expect(res.statusCode).toBe(200);
    expect((await gameState(t, member.id)).balance).toBe(99_000);
  });

  it('settles a round on a session that expired meanwhile, without bringing the session back', async () => {
    const { member, session } = await player(100_000);
    const round = id('r');
    await walletCall(t, 'm7', 'debit', { session, tx_id: id('d'), round_id: round, amount: 100 });
    await t.db.query(
      `UPDATE game_sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [member.id],
    );
    const lost = await walletCall(t, 'm7', 'credit', { session, tx_id: id('c'), round_id: round, amount: 0 });
    expect(lost.statusCode).toBe(200);
    const after = await walletCall(t, 'm7', 'debit', {
      session,
      tx_id: id('d'),
      round_id: id('r'),
      amount: 1,
    });
    expect(codeOf(after)).toBe('session_invalid');
    expect((await gameState(t, member.id)).balance).toBe(90_000);
  });
});

describe('a credit only on a round its own session debited, bounded by the game (issue 20 item 7)', () => {
  it('refuses B’s session crediting or staking on A’s round, and nothing moves', async () => {
    const a = await player(100_000);
    const b = await player(100_000);
    const round = id('r');
    await walletCall(t, 'm7', 'debit', { session: a.session, tx_id: id('d'), round_id: round, amount: 100 });
    const beforeA = await gameState(t, a.member.id);
    const beforeB = await gameState(t, b.member.id);

    const credit = await walletCall(t, 'm7', 'credit', {
      session: b.session,
      tx_id: id('c'),
      round_id: round,
      amount: 1000,
    });
    expect(credit.statusCode).toBe(409);
    expect(codeOf(credit)).toBe('round_other_session');
    expect(reply(credit).message).toBe('รอบการเล่นนี้เป็นของเซสชันเกมอื่น');
    const debit = await walletCall(t, 'm7', 'debit', {
      session: b.session,
      tx_id: id('d'),
      round_id: round,
      amount: 10,
    });
    expect(codeOf(debit)).toBe('round_other_session');
    expect(await gameState(t, a.member.id)).toEqual(beforeA);
    expect(await gameState(t, b.member.id)).toEqual(beforeB);

    // A's round is still A's to settle
    const own = await walletCall(t, 'm7', 'credit', {
      session: a.session,
      tx_id: id('c'),
      round_id: round,
      amount: 200,
    });
    expect(reply(own).data.balance).toBe(1100);
    await expectLedgerOk(t.app, desk.operator);
  });

  it('refuses a credit over what the coin flip can pay on the round’s standing stakes', async () => {
    const { member, session } = await player(100_000);
    const round = id('r');
    const rolledBack = id('d');
    await walletCall(t, 'm7', 'debit', { session, tx_id: id('d'), round_id: round, amount: 100 });
    await walletCall(t, 'm7', 'debit', { session, tx_id: id('d'), round_id: round, amount: 50 });
    await walletCall(t, 'm7', 'debit', { session, tx_id: rolledBack, round_id: round, amount: 25 });
    await walletCall(t, 'm7', 'rollback', { session, tx_id: id('rb'), ref_tx_id: rolledBack });
    const before = await gameState(t, member.id);

    const over = await walletCall(t, 'm7', 'credit', {
      session,
      tx_id: id('c'),
      round_id: round,
      amount: 300.01,
    });
    expect(over.statusCode).toBe(400);
    expect(codeOf(over)).toBe('credit_over_max_win');
    expect(reply(over).message).toBe('ยอดรางวัลเกินกว่าที่เกมนี้จ่ายได้สำหรับเดิมพันของรอบ');
    expect(await gameState(t, member.id)).toEqual(before);

    const most = await walletCall(t, 'm7', 'credit', {
      session,
      tx_id: id('c'),
      round_id: round,
      amount: 300,
    });
    expect(most.statusCode).toBe(200);
    expect(reply(most).data.balance).toBe(1150);
    await expectLedgerOk(t.app, desk.operator);
  });

  it('refuses a credit on a round nobody debited, or whose only debit was rolled back', async () => {
    const { member, session } = await player(100_000);
    const unknown = await walletCall(t, 'm7', 'credit', {
      session,
      tx_id: id('c'),
      round_id: id('r'),
      amount: 1000,
    });
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('round_not_found');

    const round = id('r');
    const debit = id('d');
    await walletCall(t, 'm7', 'debit', { session, tx_id: debit, round_id: round, amount: 100 });
    await walletCall(t, 'm7', 'rollback', { session, tx_id: id('rb'), ref_tx_id: debit });
    const before = await gameState(t, member.id);
    const credit = await walletCall(t, 'm7', 'credit', {
      session,
      tx_id: id('c'),
      round_id: round,
      amount: 1,
    });
    expect(codeOf(credit)).toBe('round_not_found');
    expect(await gameState(t, member.id)).toEqual(before);
    expect(before.balance).toBe(100_000);
  });

  it('keeps the books whole under parallel debits, credits and rollbacks on one round from two members', async () => {
    const a = await player(100_000);
    const b = await player(100_000);
    const round = id('race');
    const debitsA = Array.from({ length: 6 }, () => id('da'));
    const calls = [
      ...debitsA.map((tx_id) =>
        walletCall(t, 'm7', 'debit', { session: a.session, tx_id, round_id: round, amount: 100 }),
      ),
      ...Array.from({ length: 4 }, () =>
        walletCall(t, 'm7', 'debit', { session: b.session, tx_id: id('db'), round_id: round, amount: 100 }),
      ),
      ...debitsA
        .slice(0, 3)
        .flatMap((ref) => [
          walletCall(t, 'm7', 'rollback', { session: a.session, tx_id: id('rba'), ref_tx_id: ref }),
          walletCall(t, 'm7', 'rollback', { session: b.session, tx_id: id('rbb'), ref_tx_id: ref }),
        ]),
      ...[150, 600, 1000, 5000].map((amount) =>
        walletCall(t, 'm7', 'credit', { session: a.session, tx_id: id('ca'), round_id: round, amount }),
      ),
      ...[500, 5000].map((amount) =>
        walletCall(t, 'm7', 'credit', { session: b.session, tx_id: id('cb'), round_id: round, amount }),
      ),
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
    await expectLedgerOk(t.app, desk.operator);
  });
});

describe('one transaction id through two sessions at once', () => {
  it('accepts it once and answers the other call a conflict, never an error', async () => {
    const a = await player(100_000);
    const b = await player(100_000);
    const rounds = { a: id('r'), b: id('r') };
    await walletCall(t, 'm7', 'debit', {
      session: a.session,
      tx_id: id('d'),
      round_id: rounds.a,
      amount: 100,
    });
    await walletCall(t, 'm7', 'debit', {
      session: b.session,
      tx_id: id('d'),
      round_id: rounds.b,
      amount: 100,
    });
    const shared = { credit: id('c'), debit: id('d') };
    const results = await Promise.all([
      walletCall(t, 'm7', 'credit', {
        session: a.session,
        tx_id: shared.credit,
        round_id: rounds.a,
        amount: 150,
      }),
      walletCall(t, 'm7', 'credit', {
        session: b.session,
        tx_id: shared.credit,
        round_id: rounds.b,
        amount: 150,
      }),
      walletCall(t, 'm7', 'debit', {
        session: a.session,
        tx_id: shared.debit,
        round_id: id('r'),
        amount: 10,
      }),
      walletCall(t, 'm7', 'debit', {
        session: b.session,
        tx_id: shared.debit,
        round_id: id('r'),
        amount: 10,
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map(codeOf)).toEqual(['tx_conflict', 'tx_conflict']);
    const balances = [(await gameState(t, a.member.id)).balance, (await gameState(t, b.member.id)).balance];
    expect(balances.reduce((x, y) => x + y)).toBe(200_000 - 20_000 + 15_000 - 1_000);
    await expectLedgerOk(t.app, desk.operator);
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
    const base = (await import('../../config.ts')).testConfig();
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
    const launched = await ws.app.inject({
      method: 'GET',
      url: '/api/user/user/playws',
      headers: { authorization: `Bearer ${member.accessToken}` },
    });
    expect(launched.statusCode).toBe(200);
    const session = lastSession;
    const round = id('ws');
    const signed = { secret: SECRET };
    await walletCall(ws, 'ws', 'debit', { session, tx_id: id('d'), round_id: round, amount: 100 }, signed);
    const before = await gameState(ws, member.id);
    const over = await walletCall(
      ws,
      'ws',
      'credit',
      { session, tx_id: id('c'), round_id: round, amount: 500.01 },
      signed,
    );
    expect(codeOf(over)).toBe('credit_over_max_win');
    expect(await gameState(ws, member.id)).toEqual(before);
    const most = await walletCall(
      ws,
      'ws',
      'credit',
      { session, tx_id: id('c'), round_id: round, amount: 500 },
      signed,
    );
    expect(reply(most).data.balance).toBe(1400);
    await expectLedgerOk(ws.app, await operatorToken(ws.app, ws.db, 'operator'));
  });
});
