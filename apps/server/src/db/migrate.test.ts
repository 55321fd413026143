// Migrations that reshape data: what a database written before one of them holds afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BetSide, type MatchResult } from '@sanam/contract/matches.ts';
import { payoutSatang, type BetPrice } from '@sanam/contract/odds.ts';
import { stepPayoutSatang } from '@sanam/contract/steps.ts';
import { betDetailsOfEntries, memberBillOfMatch } from '../modules/betting/read-queries.ts';
import { gradeIntoBills } from '../modules/betting/settle-queries.ts';
import { createTestDb } from '../test/test-app.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';

/** A database built through migration `through`, made before the describe's tests and dropped after. */
function databaseAt(through: number): () => Db {
  let db: Db | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb({ migrateThrough: through }));
  });
  afterAll(async () => {
    await drop?.();
  });
  return () => {
    if (!db) throw new Error('no database yet');
    return db;
  };
}

async function one<T extends Record<string, unknown>>(
  db: Db,
  sql: string,
  params: unknown[] = [],
): Promise<T> {
  return (await db.query<T>(sql, params)).rows[0] as T;
}

async function insertMember(db: Db, n: number): Promise<number> {
  return (
    await one<{ id: number }>(
      db,
      `INSERT INTO members (phone, password_hash, name, username) VALUES ($1, 'x', 'm', $1) RETURNING id`,
      [`0800000${n}`],
    )
  ).id;
}

describe('migration 014: a bill’s entry kept on its grading’s row', () => {
  const database = databaseAt(13);

  it('keeps which entry paid each bill of a match settled and regraded before it', async () => {
    const db = database();
    const member = (n: number) => insertMember(db, n);
    const [winner, refunded, loser] = [await member(101), await member(102), await member(103)];
    const { id: matchId } = await one<{ id: number }>(
      db,
      `INSERT INTO matches (round_name, red_cow_name, blue_cow_name, result, is_end, ended_at, settled_at)
       VALUES ('old', 'r', 'b', 'blue', true, now(), now()) RETURNING id`,
    );
    const entry = async (key: string, type: number, topic: string) =>
      (
        await one<{ id: number }>(
          db,
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

    expect(await migrate(db, { through: 14 })).toEqual(['014_settlement_in_sets.sql']);

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

    // the member's history still finds each bill's entry: its topic, and the bill from the entry, as
    // today's reads find it once every later migration ran too (they read tables made after 014)
    await migrate(db);
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

describe('migration 015: a bill opened by the first bet', () => {
  const database = databaseAt(14);

  it('writes the book of every bill from its bets and opens the bills of matches not yet settled', async () => {
    const db = database();
    const member = (n: number) => insertMember(db, n);
    const [a, b] = [await member(201), await member(202)];
    const match = async (settled: boolean) =>
      (
        await one<{ id: number }>(
          db,
          `INSERT INTO matches (round_name, red_cow_name, blue_cow_name, result, is_end, ended_at, settled_at)
           VALUES ('old', 'r', 'b', CASE WHEN $1 THEN 'red' END, $1, CASE WHEN $1 THEN now() END,
                   CASE WHEN $1 THEN now() END) RETURNING id`,
          [settled],
        )
      ).id;
    const [settledId, runningId] = [await match(true), await match(false)];
    type Laid = { memberId: number; side: BetSide; stake: number; price: BetPrice };
    const laid: Laid[] = [];
    const bet = async (matchId: number, l: Laid) => {
      const { id: rateId } = await one<{ id: number }>(
        db,
        `INSERT INTO rates (match_id, rate_name, red_rate_1, red_rate_2, blue_rate_1, blue_rate_2)
         VALUES ($1, 'r', 10, 9, 9, 10) RETURNING id`,
        [matchId],
      );
      const rated = 'rate1' in l.price;
      await db.query(
        `INSERT INTO bets (match_id, member_id, side, amount_satang, rate_id, rate_1, rate_2, multiplier_permille, ref)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          matchId,
          l.memberId,
          l.side,
          l.stake,
          rated ? rateId : null,
          'rate1' in l.price ? l.price.rate1 : null,
          'rate2' in l.price ? l.price.rate2 : null,
          'permille' in l.price ? l.price.permille : null,
          `ref-${matchId}-${laid.length}`,
        ],
      );
      if (matchId === runningId) laid.push(l);
    };
    // the settled match: one bet each, billed by its settlement before the migration
    await bet(settledId, { memberId: a, side: 'red', stake: 10_001, price: { rate1: 10, rate2: 9 } });
    await bet(settledId, { memberId: b, side: 'tie', stake: 5_000, price: { permille: 1_700 } });
    await db.query(
      `INSERT INTO settlements (match_id, grading, result, bets, members, stake_satang, payout_satang, house_satang)
       VALUES ($1, 1, 'red', 2, 2, 15001, 19001, -4000)`,
      [settledId],
    );
    await db.query(
      `INSERT INTO bills (match_id, member_id, grading, credit_satang, win_amount_satang)
       VALUES ($1, $2, 1, 10001, 19001), ($1, $3, 1, 5000, 0)`,
      [settledId, a, b],
    );
    // the running match: every side, at rates that round
    for (const l of [
      { memberId: a, side: 'red', stake: 10_001, price: { rate1: 10, rate2: 9 } },
      { memberId: a, side: 'blue', stake: 333, price: { rate1: 9, rate2: 10 } },
      { memberId: a, side: 'tie', stake: 777, price: { permille: 1_700 } },
      { memberId: b, side: 'notie', stake: 1_234, price: { permille: 1_050 } },
      { memberId: b, side: 'blue', stake: 999, price: { rate1: 7, rate2: 3 } },
    ] as const)
      await bet(runningId, l);

    expect(await migrate(db, { through: 15 })).toEqual(['015_bills_open_with_the_first_bet.sql']);

    const book = (matchId: number) =>
      db.query(
        `SELECT member_id, credit_satang, win_amount_satang, bets, draw_bets, red_return_satang,
                blue_return_satang, green_return_satang
           FROM bills WHERE match_id = $1 ORDER BY member_id`,
        [matchId],
      );
    // the settled bills keep what they were paid and gain their book
    expect((await book(settledId)).rows).toEqual([
      {
        member_id: a,
        credit_satang: 10_001,
        win_amount_satang: 19_001,
        bets: 1,
        draw_bets: 0,
        red_return_satang: 19_001,
        blue_return_satang: 0,
        green_return_satang: 10_001,
      },
      {
        member_id: b,
        credit_satang: 5_000,
        win_amount_satang: 0,
        bets: 1,
        draw_bets: 1,
        red_return_satang: 0,
        blue_return_satang: 0,
        green_return_satang: 8_500,
      },
    ]);
    // the running match's bets are on open bills, what each result returns as the contract says
    const returns = (memberId: number, result: MatchResult) =>
      laid
        .filter((l) => l.memberId === memberId)
        .reduce((sum, l) => sum + payoutSatang(l.stake, l.side, l.price, result), 0);
    expect((await book(runningId)).rows).toEqual(
      [a, b].map((m) => ({
        member_id: m,
        credit_satang: laid.filter((l) => l.memberId === m).reduce((sum, l) => sum + l.stake, 0),
        win_amount_satang: 0,
        bets: laid.filter((l) => l.memberId === m).length,
        draw_bets: laid.filter((l) => l.memberId === m && (l.side === 'tie' || l.side === 'notie')).length,
        red_return_satang: returns(m, 'red'),
        blue_return_satang: returns(m, 'blue'),
        green_return_satang: returns(m, 'green'),
      })),
    );
    // the open bills are not in the member's history until the match is settled
    expect(await memberBillOfMatch(db, a, runningId)).toEqual([]);

    // and grading them comes to what the contract pays, bet by bet (with today's code: the later
    // migrations first; 016 leaves these bills' bets without a coin, theirs were paid at placement)
    expect(await migrate(db, { through: 16 })).toEqual(['016_minimum_stakes_and_graded_coins.sql']);
    const totals = await gradeIntoBills(db, runningId, 1, 'green');
    expect(totals).toEqual({
      members: 2,
      bets: laid.length,
      stake_satang: laid.reduce((sum, l) => sum + l.stake, 0),
      payout_satang: returns(a, 'green') + returns(b, 'green'),
      refund_satang: 0,
      coins: 0,
    });
  });
});

describe('migration 030: step tickets on their leg rounds’ books', () => {
  const database = databaseAt(29);

  it('counts the pending tickets of running rounds on their books, each side and the draw, and each member’s stakes', async () => {
    const db = database();
    const [a, b] = [await insertMember(db, 301), await insertMember(db, 302)];
    const round = async (ended: boolean) => {
      const { id } = await one<{ id: number }>(
        db,
        `INSERT INTO matches (round_name, red_cow_name, blue_cow_name, is_end, result, ended_at)
         VALUES ('old', 'r', 'b', $1, CASE WHEN $1 THEN 'red' END, CASE WHEN $1 THEN now() END) RETURNING id`,
        [ended],
      );
      const rate = await one<{ id: number }>(
        db,
        `INSERT INTO rates (match_id, rate_name, red_rate_1, red_rate_2, blue_rate_1, blue_rate_2)
         VALUES ($1, 'r', 10, 9, 10, 8) RETURNING id`,
        [id],
      );
      await db.query('INSERT INTO round_books (match_id) VALUES ($1)', [id]);
      return { id, rateId: rate.id };
    };
    const [one1, two, done] = [await round(false), await round(false), await round(true)];
    type Leg = { round: { id: number; rateId: number }; side: 'red' | 'blue'; status: 'pending' | 'won' };
    const ticket = async (memberId: number, stake: number, legs: Leg[], status = 'pending') => {
      const { id } = await one<{ id: number }>(
        db,
        `INSERT INTO step_tickets (member_id, amount_satang, legs_count, status, payout_satang, grading)
         VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'pending' THEN NULL ELSE 0 END,
                 CASE WHEN $4 = 'pending' THEN 0 ELSE 1 END) RETURNING id`,
        [memberId, stake, legs.length, status],
      );
      for (const l of legs)
        await db.query(
          `INSERT INTO step_legs (ticket_id, match_id, side, rate_id, rate_1, rate_2, status)
           VALUES ($1, $2, $3, $4, 10, $5, $6)`,
          [id, l.round.id, l.side, l.round.rateId, l.side === 'red' ? 9 : 8, l.status],
        );
    };
    // a: red on round 1 and blue on round 2; b: red on round 1 with a leg already won on an ended
    // round; b's lost ticket counts nowhere
    await ticket(a, 10_000, [
      { round: one1, side: 'red', status: 'pending' },
      { round: two, side: 'blue', status: 'pending' },
    ]);
    await ticket(b, 5_000, [
      { round: one1, side: 'red', status: 'pending' },
      { round: done, side: 'red', status: 'won' },
    ]);
    await ticket(
      b,
      7_000,
      [
        { round: two, side: 'red', status: 'pending' },
        { round: done, side: 'red', status: 'won' },
      ],
      'lost',
    );

    expect(await migrate(db, { through: 30 })).toEqual(['030_one_wagering_core.sql']);
    // a's ticket wins 10,000 × 1.9 × 1.8 = 34,200; on a draw of one round, the other leg's odds alone
    const red9 = { rate1: 10, rate2: 9 };
    const blue8 = { rate1: 10, rate2: 8 };
    const pay = (stake: number, legs: Array<{ rate1: number; rate2: number; void?: boolean }>) =>
      stepPayoutSatang(
        stake,
        legs.map((l) => ({
          rate1: l.rate1,
          rate2: l.rate2,
          status: l.void ? ('void' as const) : ('won' as const),
        })),
      ) - stake;
    const books = await db.query<Record<string, number>>(
      `SELECT match_id, red_step_satang::int AS red, blue_step_satang::int AS blue,
              green_step_satang::int AS green, step_tickets
         FROM round_books WHERE match_id = ANY($1::bigint[]) ORDER BY match_id`,
      [[one1.id, two.id, done.id]],
    );
    expect(books.rows).toEqual([
      {
        match_id: one1.id,
        red: pay(10_000, [red9, blue8]) + pay(5_000, [red9, red9]),
        blue: 0,
        green: pay(10_000, [{ ...red9, void: true }, blue8]) + pay(5_000, [{ ...red9, void: true }, red9]),
        step_tickets: 2,
      },
      {
        match_id: two.id,
        red: 0,
        blue: pay(10_000, [red9, blue8]),
        green: pay(10_000, [red9, { ...blue8, void: true }]),
        step_tickets: 1,
      },
      { match_id: done.id, red: 0, blue: 0, green: 0, step_tickets: 0 },
    ]);
    expect(books.rows[0]?.red).toBe(24_200 + 13_050); // 5,000 × 1.9 × 1.9 = 18,050 for b
    const stakes = await db.query(
      `SELECT match_id, member_id, red_stake_satang::int AS red, blue_stake_satang::int AS blue
         FROM step_side_stakes ORDER BY match_id, member_id`,
    );
    expect(stakes.rows).toEqual([
      { match_id: one1.id, member_id: a, red: 10_000, blue: 0 },
      { match_id: one1.id, member_id: b, red: 5_000, blue: 0 },
      { match_id: two.id, member_id: a, red: 0, blue: 10_000 },
    ]);
  });
});
