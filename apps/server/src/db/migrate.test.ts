// Migrations that reshape data: what a database written before one of them holds afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betDetailsOfEntries, memberBillOfMatch } from '../modules/betting/queries.ts';
import { createTestDb } from '../test/test-app.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';

describe('migration 014: a bill’s entry kept on its grading’s row', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDb({ migrateThrough: 13 });
    db = created.db;
    drop = created.drop;
  });
  afterAll(async () => {
    await drop();
  });

  it('keeps which entry paid each bill of a match settled and regraded before it', async () => {
    const one = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      (await db.query<T>(sql, params)).rows[0] as T;
    const member = async (n: number) =>
      (
        await one<{ id: number }>(
          `INSERT INTO members (phone, password_hash, name, username) VALUES ($1, 'x', 'm', $1) RETURNING id`,
          [`0800000${n}`],
        )
      ).id;
    const [winner, refunded, loser] = [await member(101), await member(102), await member(103)];
    const { id: matchId } = await one<{ id: number }>(
      `INSERT INTO matches (round_name, red_cow_name, blue_cow_name, result, is_end, ended_at, settled_at)
       VALUES ('old', 'r', 'b', 'blue', true, now(), now()) RETURNING id`,
    );
    const entry = async (key: string, type: number, topic: string) =>
      (
        await one<{ id: number }>(
          `INSERT INTO journal_entries (key, kind, type, topic) VALUES ($1, 'settlement', $2, $3) RETURNING id`,
          [key, type, topic],
        )
      ).id;
    // grading 1 (red) paid the winner by its bill entry; grading 2 (blue, in force) refunded one
    // member and billed the other two
    const g1Bill = await entry(`settle:${matchId}:g1:bill`, 4, 'บิล');
    const g2Bill = await entry(`settle:${matchId}:g2:bill`, 4, 'บิล (แก้ผล)');
    const g2Refund = await entry(`settle:${matchId}:g2:refund`, 5, 'คืนเงิน');
    for (const [grading, superseded] of [
      [1, true],
      [2, false],
    ] as const)
      await db.query(
        `INSERT INTO settlements (match_id, grading, result, bets, members, stake_satang, payout_satang, house_satang, superseded_at)
         VALUES ($1, $2, $3, 3, 3, 30000, 19000, 11000, CASE WHEN $4 THEN now() END)`,
        [matchId, grading, grading === 1 ? 'red' : 'blue', superseded],
      );
    const bill = (memberId: number, grading: number, win: number, entryId: number | null) =>
      db.query(
        `INSERT INTO bills (match_id, member_id, grading, credit_satang, win_amount_satang, entry_id, superseded_at)
         VALUES ($1, $2, $3, 10000, $4, $5, CASE WHEN $3 = 1 THEN now() END)`,
        [matchId, memberId, grading, win, entryId],
      );
    await bill(winner, 1, 19_000, g1Bill);
    await bill(refunded, 1, 0, null);
    await bill(loser, 1, 0, null);
    await bill(winner, 2, 0, null);
    await bill(refunded, 2, 10_000, g2Refund);
    await bill(loser, 2, 19_000, g2Bill);

    expect(await migrate(db)).toEqual(['014_settlement_in_sets.sql']);

    const { rows: settlements } = await db.query(
      'SELECT grading, bill_entry_id, refund_entry_id FROM settlements WHERE match_id = $1 ORDER BY grading',
      [matchId],
    );
    expect(settlements).toEqual([
      { grading: 1, bill_entry_id: g1Bill, refund_entry_id: null },
      { grading: 2, bill_entry_id: g2Bill, refund_entry_id: g2Refund },
    ]);
    const { rows: bills } = await db.query(
      'SELECT member_id, grading, refunded FROM bills WHERE match_id = $1 ORDER BY grading, member_id',
      [matchId],
    );
    expect(bills).toEqual([
      { member_id: winner, grading: 1, refunded: false },
      { member_id: refunded, grading: 1, refunded: false },
      { member_id: loser, grading: 1, refunded: false },
      { member_id: winner, grading: 2, refunded: false },
      { member_id: refunded, grading: 2, refunded: true },
      { member_id: loser, grading: 2, refunded: false },
    ]);

    // the member's history still finds each bill's entry: its topic, and the bill from the entry
    expect((await memberBillOfMatch(db, refunded, matchId)).map((b) => b.topic)).toEqual(['คืนเงิน']);
    expect((await memberBillOfMatch(db, loser, matchId)).map((b) => b.topic)).toEqual(['บิล (แก้ผล)']);
    expect((await memberBillOfMatch(db, winner, matchId)).map((b) => b.topic)).toEqual([null]);
    const details = async (memberId: number, entryIds: number[]) =>
      (await betDetailsOfEntries(db, memberId, entryIds)).map((d) => [d.entry_id, d.stake_satang]);
    expect(await details(winner, [g1Bill, g2Bill, g2Refund])).toEqual([[g1Bill, 10_000]]);
    expect(await details(refunded, [g1Bill, g2Bill, g2Refund])).toEqual([[g2Refund, 10_000]]);
    expect(await details(loser, [g1Bill, g2Bill, g2Refund])).toEqual([[g2Bill, 10_000]]);
  });
});
