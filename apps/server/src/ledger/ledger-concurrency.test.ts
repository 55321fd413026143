// Hundreds of entries at once against the same accounts: locks keep every balance exact, refusals are
// clean, retries collapse to one entry. On PostgreSQL (TEST_DATABASE_URL) these run truly in parallel
// over a pool; on PGlite the same calls queue up one at a time, and must give the same totals.
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import { expect, it } from 'vitest';
import { useTestDb } from '../test/harness.ts';
import { AppError } from '../http/errors.ts';
import { checkLedger, memberBalances, post, postToMembers, type EntryInput } from './ledger.ts';
import { createMember, deposit, membersPaying, transfer, withdrawal } from '../test/factories/ledger.ts';

const db = useTestDb({ poolSize: 20 });

const FIRED = 300;

async function expectLedgerOk() {
  const check = await checkLedger(db);
  expect(check.ok, JSON.stringify(check, null, 2)).toBe(true);
}

const isDeadlock = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === '40P01';

/**
 * Posts each entry in its own transaction, all at once; sorts the outcomes. Deadlocks are counted
 * before db.transaction's retry hides them: sorted locking means there are none.
 */
async function fireAll(entries: EntryInput[]) {
  let deadlocks = 0;
  const results = await Promise.allSettled(
    entries.map((e) =>
      db.transaction(async (tx) => {
        try {
          return await post(tx, e);
        } catch (err) {
          if (isDeadlock(err)) deadlocks += 1;
          throw err;
        }
      }),
    ),
  );
  const accepted: EntryInput[] = [];
  let refused = 0;
  const unexpected: unknown[] = [];
  results.forEach((r, i) => {
    if (r.status === 'fulfilled') accepted.push(entries[i] as EntryInput);
    else if (r.reason instanceof AppError && r.reason.messageKey === 'ledger.insufficient_balance')
      refused += 1;
    else unexpected.push(r.reason);
  });
  return { accepted, refused, unexpected, deadlocks };
}

it('keeps one member balance exact under 300 parallel credits and debits, refusing the debits it cannot pay', async () => {
  const m = await createMember(db);
  const initial = 20_000;
  await db.transaction((tx) => post(tx, deposit(`deposit:${m}:initial`, m, initial)));
  // debits outweigh credits (150 × 1,000 against 150 × 300 + 20,000), so some must be refused
  const entries = Array.from({ length: FIRED }, (_, i) =>
    i % 2 === 0 ? withdrawal(`withdraw:${m}:${i}`, m, 1_000) : deposit(`deposit:${m}:${i}`, m, 300),
  );

  const { accepted, refused, unexpected } = await fireAll(entries);

  expect(unexpected).toEqual([]);
  expect(accepted.length + refused).toBe(FIRED);
  expect(refused).toBeGreaterThan(0);
  expect(accepted.some((e) => e.kind === 'withdraw')).toBe(true);
  const moved = accepted.reduce(
    (sum, e) => sum + (e.postings.find((p) => p.account === `member:${m}`)?.amount ?? 0),
    0,
  );
  expect((await memberBalances(db, [m])).get(m)?.cashSatang).toBe(initial + moved);
  const { rows } = await db.query<{ n: number; lowest: number }>(
    'SELECT count(*)::int AS n, min(after_amount) AS lowest FROM postings WHERE account = $1',
    [`member:${m}`],
  );
  expect(rows[0]?.n).toBe(1 + accepted.length);
  expect(rows[0]?.lowest).toBeGreaterThanOrEqual(0);
  await expectLedgerOk();
});

it('keeps the total of five members constant under 300 parallel transfers in both directions', async () => {
  const members: number[] = [];
  for (let i = 0; i < 5; i++) members.push(await createMember(db));
  for (const m of members) await db.transaction((tx) => post(tx, deposit(`deposit:${m}:seed`, m, 5_000)));
  // each entry names two members; half of them in descending order, so only sorted locking avoids deadlocks
  const entries: EntryInput[] = Array.from({ length: FIRED }, (_, i) => {
    const from = members[i % 5] as number;
    const to = members[(i + 1 + (i % 4)) % 5] as number;
    return transfer(`transfer:${from}:${to}:${i}`, from, to, 100 + ((i * 37) % 1_400));
  });

  const { accepted, refused, unexpected, deadlocks } = await fireAll(entries);

  expect(unexpected).toEqual([]);
  expect(deadlocks).toBe(0);
  expect(accepted.length + refused).toBe(FIRED);
  const balances = await memberBalances(db, members);
  const expected = new Map(members.map((m) => [m, 5_000]));
  for (const e of accepted)
    for (const p of e.postings) {
      const id = Number(p.account.slice('member:'.length));
      expected.set(id, (expected.get(id) ?? 0) + p.amount);
    }
  for (const m of members) expect(balances.get(m)?.cashSatang).toBe(expected.get(m));
  expect([...balances.values()].reduce((s, b) => s + b.cashSatang, 0)).toBe(5 * 5_000);
  await expectLedgerOk();
});

it('moves money once when the same key arrives 50 times at once', async () => {
  const m = await createMember(db);
  const results = await Promise.all(
    Array.from({ length: 50 }, () =>
      db.transaction((tx) => post(tx, deposit(`deposit:${m}:slip-dup`, m, 12_345))),
    ),
  );

  expect(results.filter((r) => r.created)).toHaveLength(1);
  expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
  const { rows } = await db.query<{ entries: number; postings: number }>(
    `SELECT count(DISTINCT e.id)::int AS entries, count(p.id)::int AS postings
     FROM journal_entries e JOIN postings p ON p.entry_id = e.id WHERE e.key = $1`,
    [`deposit:${m}:slip-dup`],
  );
  expect(rows[0]).toEqual({ entries: 1, postings: 2 });
  expect((await memberBalances(db, [m])).get(m)?.cashSatang).toBe(12_345);
  await expectLedgerOk();
});

it('keeps every balance exact when entries that pay or charge many members at once race transfers among them', async () => {
  const members: number[] = [];
  for (let i = 0; i < 12; i++) members.push(await createMember(db));
  for (const m of members) await db.transaction((tx) => post(tx, deposit(`deposit:${m}:bulk`, m, 3_000)));
  // 40 settlements-like entries over 8 of the 12 members each (charging some, paying others, the
  // house taking the difference), and 200 transfers between two of them, in both directions
  type Fired = { members: Array<[number, number]>; entry: EntryInput };
  const fired: Fired[] = [];
  for (let i = 0; i < 40; i++) {
    const pairs = Array.from({ length: 8 }, (_, j): [number, number] => [
      members[(i + j * 5) % 12] as number,
      (j % 2 === 0 ? 1 : -1) * (100 + ((i * 53 + j * 31) % 900)),
    ]);
    const net = pairs.reduce((sum, [, a]) => sum + a, 0);
    fired.push({
      members: pairs,
      entry: {
        key: `bulk:${members[0]}:${i}`,
        kind: 'settlement',
        type: TX_TYPE.bill,
        topic: 'บิล',
        postings: net === 0 ? [] : [{ account: 'house', currency: 'THB', amount: -net }],
      },
    });
  }
  for (let i = 0; i < 200; i++) {
    const from = members[i % 12] as number;
    const to = members[(i * 7 + 1) % 12] as number;
    if (from === to) continue;
    fired.push({
      members: [],
      entry: transfer(`bulk-transfer:${from}:${to}:${i}`, from, to, 50 + ((i * 29) % 700)),
    });
  }

  let deadlocks = 0;
  const results = await Promise.allSettled(
    fired.map((f) =>
      db.transaction(async (tx) => {
        try {
          return f.members.length > 0
            ? await postToMembers(tx, f.entry, membersPaying(f.members))
            : await post(tx, f.entry);
        } catch (err) {
          if (isDeadlock(err)) deadlocks += 1;
          throw err;
        }
      }),
    ),
  );

  const expected = new Map(members.map((m) => [m, 3_000]));
  let refused = 0;
  results.forEach((r, i) => {
    const f = fired[i] as Fired;
    if (r.status === 'rejected') {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason).toMatchObject({ messageKey: 'ledger.insufficient_balance' });
      refused += 1;
      return;
    }
    const moves: Array<[number, number]> = [
      ...f.members,
      ...f.entry.postings
        .filter((p) => p.account.startsWith('member:'))
        .map((p): [number, number] => [Number(p.account.slice('member:'.length)), p.amount]),
    ];
    for (const [m, amount] of moves) expected.set(m, (expected.get(m) ?? 0) + amount);
  });
  expect(deadlocks).toBe(0);
  expect(refused).toBeLessThan(fired.length);
  const balances = await memberBalances(db, members);
  for (const m of members) expect(balances.get(m)?.cashSatang, `member ${m}`).toBe(expected.get(m));
  await expectLedgerOk();
});
