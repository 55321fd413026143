import { describe, expect, it } from 'vitest';
import { useDesk } from '../../test/harness.ts';
import {
  aPlayer,
  codeOf,
  expectRefused,
  gameState,
  idSequence,
  walletCall,
  walletReply as reply,
} from '../../test/factories/games.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';

const id = idSequence();

const desk = useDesk({ roles: ['operator', 'admin'] });
const { t } = desk;

const player = (satang?: number) => aPlayer(t, id, satang);

describe('seamless wallet: signature, replay and sessions', () => {
  it('answers the balance of the session’s member to a signed call', async () => {
    const { member, balance } = await player(123_456);
    const res = await balance();
    expect(res.statusCode).toBe(200);
    expect(reply(res).data).toEqual({ balance: 1234.56, currency: 'THB', username: member.username });
  });

  it('refuses a bad, missing or foreign signature and changes nothing', async () => {
    const { member, session } = await player();
    const before = await gameState(t, member.id);
    const debit = { session, tx_id: id('sig'), round_id: id('r'), amount: 100 };
    for (const opts of [
      { signature: 'f'.repeat(64) },
      { signature: '' },
      { secret: 'another-provider-secret-another-provider' },
    ]) {
      expectRefused(await walletCall(t, 'm7', 'debit', debit, opts), 401, 'bad_signature');
    }
    // a signature over other bytes than those sent
    const forged = await walletCall(t, 'm7', 'debit', debit, {
      signature: (await import('../../providers/games/signature.ts')).signBody(
        t.config.games.sandboxSecret,
        JSON.stringify({ ...debit, amount: 1 }),
      ),
    });
    expect(codeOf(forged)).toBe('bad_signature');
    expect(await gameState(t, member.id)).toEqual(before);
  });

  it('refuses a replay stamped outside the allowed window', async () => {
    const { member, session } = await player();
    const before = await gameState(t, member.id);
    const res = await walletCall(t, 'm7', 'debit', {
      session,
      tx_id: id('old'),
      round_id: id('r'),
      amount: 100,
      timestamp: Date.now() - 10 * 60 * 1000,
    });
    expectRefused(res, 401, 'stale_request');
    expect(reply(res).message).toBe('คำขอหมดอายุหรือถูกส่งซ้ำ');
    expect(await gameState(t, member.id)).toEqual(before);
  });

  it('refuses an unknown session, an expired one, and one of another game', async () => {
    const { member, session, debit } = await player();
    expectRefused(await walletCall(t, 'm7', 'balance', { session: 'x'.repeat(43) }), 401, 'session_invalid');
    const otherGame = await walletCall(t, 'mpy', 'balance', { session });
    expect(codeOf(otherGame)).toBe('session_invalid');

    await t.db.query(
      `UPDATE game_sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [member.id],
    );
    const before = await gameState(t, member.id);
    expectRefused(await debit(id('r'), 1), 401, 'session_invalid');
    expect(await gameState(t, member.id)).toEqual(before);
  });

  it('answers bad input with the field’s message and moves nothing', async () => {
    const { member, debit } = await player();
    const before = await gameState(t, member.id);
    const res = await debit(id('r'), 1.005);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ data: { fields: Record<string, string> } }>().data.fields.amount).toBe(
      'จำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
    );
    expect(await gameState(t, member.id)).toEqual(before);
  });
});

describe('seamless wallet: debit and credit', () => {
  it('debits and credits through game:<provider> as type-8 entries, with BALANCE after each', async () => {
    const { member, debit, credit } = await player(100_000);
    const round = id('round');
    const debited = await debit(round, 250.5);
    expect(debited.statusCode).toBe(200);
    expect(reply(debited).data.balance).toBe(749.5);
    expect(reply(await credit(round, 501)).data.balance).toBe(1250.5);

    const { rows } = await t.db.query<{ type: number; account: string; amount: number }>(
      `SELECT e.type, p.account, p.amount FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE e.kind LIKE 'game.%' AND e.id IN (SELECT entry_id FROM postings WHERE account = $1)
        ORDER BY p.id`,
      [`member:${member.id}`],
    );
    expect(rows).toEqual([
      { type: 8, account: `member:${member.id}`, amount: -25_050 },
      { type: 8, account: 'game:m7', amount: 25_050 },
      { type: 8, account: `member:${member.id}`, amount: 50_100 },
      { type: 8, account: 'game:m7', amount: -50_100 },
    ]);
    const balances = t.emitted
      .filter((e) => e.event === 'BALANCE' && e.id === member.id)
      .map((e) => e.payload);
    expect(balances.slice(-2)).toEqual([
      { balance: 749.5, event_point: 0 },
      { balance: 1250.5, event_point: 0 },
    ]);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('answers a repeated tx_id as the first time and moves nothing; other content under it is a conflict', async () => {
    const { member, debit } = await player(100_000);
    const [round, txId] = [id('r'), id('dup')];
    const first = reply(await debit(round, 100, txId));
    await debit(id('r'), 50);
    const state = await gameState(t, member.id);
    const again = await debit(round, 100, txId);
    expect(again.statusCode).toBe(200);
    expect(reply(again).data).toEqual({ ...first.data, duplicate: true });
    expect(await gameState(t, member.id)).toEqual(state);

    expectRefused(await debit(round, 200, txId), 409, 'tx_conflict');
    expect(await gameState(t, member.id)).toEqual(state);
  });

  it('refuses a debit over the balance and changes nothing', async () => {
    const { member, debit } = await player(10_000);
    const before = await gameState(t, member.id);
    const res = await debit(id('r'), 100.01);
    expectRefused(res, 400, 'insufficient_funds');
    expect(reply(res).message).toBe('ยอดเงินไม่เพียงพอ');
    expect(await gameState(t, member.id)).toEqual(before);
  });

  it('accepts parallel debits only while the balance covers them, each on its own', async () => {
    const { member, debit } = await player(100_000); // 1,000 baht
    const results = await Promise.all(Array.from({ length: 12 }, () => debit(id('r'), 300)));
    const accepted = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(accepted).toHaveLength(3);
    expect(refused.map(codeOf)).toEqual(Array(9).fill('insufficient_funds'));
    expect((await gameState(t, member.id)).balance).toBe(10_000);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('moves a tx_id sent many times at once only once', async () => {
    const { member, session } = await player(100_000);
    const debit = { session, tx_id: id('burst'), round_id: id('r'), amount: 100 };
    const results = await Promise.all(Array.from({ length: 8 }, () => walletCall(t, 'm7', 'debit', debit)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => reply(r).data.duplicate === true)).toHaveLength(7);
    expect((await gameState(t, member.id)).balance).toBe(90_000);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('closes a lost round with a credit of 0 and refuses credits on unknown or settled rounds', async () => {
    const { member, debit, credit } = await player(100_000);
    const round = id('lost');
    await debit(round, 100);
    const entries = (await gameState(t, member.id)).entries;
    expect(reply(await credit(round, 0)).data.balance).toBe(900);
    expect((await gameState(t, member.id)).entries).toBe(entries);

    expectRefused(await credit(round, 10), 409, 'round_settled');
    expect(codeOf(await debit(round, 10))).toBe('round_settled');
    expectRefused(await credit(id('nope'), 10), 404, 'round_not_found');
    expect((await gameState(t, member.id)).balance).toBe(90_000);
  });
});

describe('seamless wallet: rollback', () => {
  it('gives a debit back once, however often or under however many ids it is asked', async () => {
    const { member, debit, rollback } = await player(100_000);
    const debitId = id('d');
    await debit(id('r'), 400, debitId);
    const rollbackId = id('rb');
    const first = await rollback(debitId, rollbackId);
    expect(first.statusCode).toBe(200);
    expect(reply(first).data.balance).toBe(1000);
    const state = await gameState(t, member.id);

    const same = await rollback(debitId, rollbackId);
    expect(reply(same).data).toMatchObject({ balance: 1000, duplicate: true });
    const otherId = await rollback(debitId);
    expect(otherId.statusCode).toBe(200);
    expect(reply(otherId).data).toMatchObject({ balance: 1000, duplicate: true });
    expect(await gameState(t, member.id)).toEqual(state);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('answers a rollback of an unknown tx_id OK without moving money, and refuses that debit if it comes later', async () => {
    const { member, debit, rollback } = await player(100_000);
    const ghost = id('ghost');
    const before = await gameState(t, member.id);
    const res = await rollback(ghost);
    expect(res.statusCode).toBe(200);
    expect(reply(res).data.balance).toBe(1000);
    expect((await gameState(t, member.id)).entries).toBe(before.entries);

    expectRefused(await debit(id('r'), 100, ghost), 409, 'tx_rolled_back');
    expect((await gameState(t, member.id)).balance).toBe(100_000);
  });

  it('answers a second rollback of an unknown tx_id, under another id, OK and moves nothing', async () => {
    const { member, rollback } = await player(100_000);
    const ghost = id('ghost');
    await rollback(ghost);
    const before = await gameState(t, member.id);
    const again = await rollback(ghost);
    expect(again.statusCode).toBe(200);
    expect(reply(again).data).toMatchObject({ balance: 1000, duplicate: true });
    expect(await gameState(t, member.id)).toEqual(before);
  });

  it('refuses to roll back a debit whose round was credited, or a credit', async () => {
    const { member, debit, credit, rollback } = await player(100_000);
    const round = id('r');
    const debitId = id('d');
    const creditId = id('c');
    await debit(round, 100, debitId);
    await credit(round, 200, creditId);
    const state = await gameState(t, member.id);
    for (const ref of [debitId, creditId]) expectRefused(await rollback(ref), 409, 'tx_settled');
    expect(await gameState(t, member.id)).toEqual(state);
    expect(state.balance).toBe(110_000);
  });

  it('refuses to roll back another member’s debit', async () => {
    const a = await player(100_000);
    const b = await player(100_000);
    const debitId = id('d');
    await a.debit(id('r'), 100, debitId);
    expect(codeOf(await b.rollback(debitId))).toBe('tx_conflict');
    expect((await gameState(t, b.member.id)).balance).toBe(100_000);
  });

  it('keeps the books whole under parallel debits and rollbacks', async () => {
    const { member, debit, rollback } = await player(50_000);
    const ids = Array.from({ length: 6 }, () => id('pd'));
    await Promise.all(ids.map((txId) => debit(id('r'), 100, txId)));
    await Promise.all(ids.flatMap((ref) => [rollback(ref), rollback(ref)]));
    expect((await gameState(t, member.id)).balance).toBe(50_000);
    await expectLedgerOk(t.app, desk.admin);
  });
});
