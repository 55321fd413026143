// The ledger's stories: deposits, refusals that change nothing, retries that move money once, and the
// invariant check that catches a tampered book.
import { LEDGER_CHECK_CODES, type LedgerCheckCode } from '@sanam/contract/ledger-check.ts';
import { BALANCE_MAX_SATANG } from '@sanam/contract/input-bounds.ts';
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../test/harness.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { createTestDb } from '../test/test-app.ts';
import {
  checkLedger,
  memberBalances,
  memberTransactions,
  openMemberAccounts,
  post,
  postToMembers,
  type EntryInput,
  type MemberQuery,
} from './ledger.ts';
import {
  createMember,
  deposit,
  ledgerRowCounts,
  membersPaying,
  withdrawal,
} from '../test/factories/ledger.ts';

const db = useTestDb();

const postOne = (entry: EntryInput) => db.transaction((tx) => post(tx, entry));
const cashOf = async (memberId: number) => (await memberBalances(db, [memberId])).get(memberId)?.cashSatang;

async function expectRefused(entry: EntryInput, messageKey: string) {
  const error: unknown = await postOne(entry).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 400, messageKey });
}

describe('post', () => {
  it('posts a deposit from bank:in to the member and records the balance before and after', async () => {
    const m = await createMember(db);
    const first = await postOne(deposit(`deposit:${m}:1`, m, 50_000));
    const second = await postOne(deposit(`deposit:${m}:2`, m, 2_550));

    expect(first).toMatchObject({ created: true, memberBalances: { [`member:${m}`]: 50_000 } });
    expect(second).toMatchObject({ created: true, memberBalances: { [`member:${m}`]: 52_550 } });
    expect(await cashOf(m)).toBe(52_550);
    const { rows } = await db.query(
      'SELECT account, amount, before_amount, after_amount FROM postings WHERE entry_id = $1 ORDER BY account',
      [second.entryId],
    );
    expect(rows).toEqual([
      { account: 'bank:in', amount: -2_550, before_amount: null, after_amount: null },
      { account: `member:${m}`, amount: 2_550, before_amount: 50_000, after_amount: 52_550 },
    ]);
  });

  it('refuses an entry that does not sum to zero and changes nothing', async () => {
    const m = await createMember(db);
    await postOne(deposit(`deposit:${m}`, m, 1_000));
    const counts = await ledgerRowCounts(db);

    const lopsided = deposit(`deposit:${m}:lopsided`, m, 1_000);
    lopsided.postings[0] = { account: 'bank:in', currency: 'THB', amount: -999 };
    await expectRefused(lopsided, 'ledger.unbalanced');
    // balanced in satang overall, but THB and COIN are separate books
    await expectRefused(
      {
        ...deposit(`deposit:${m}:mixed`, m, 500),
        postings: [
          { account: 'promo:redeem', currency: 'COIN', amount: -500 },
          { account: `member:${m}`, currency: 'THB', amount: 500 },
        ],
      },
      'ledger.unbalanced',
    );

    expect(await ledgerRowCounts(db)).toEqual(counts);
    expect(await cashOf(m)).toBe(1_000);
  });

  it('refuses an entry that would make a member negative and changes nothing', async () => {
    const m = await createMember(db);
    await postOne(deposit(`deposit:${m}`, m, 1_000));
    const counts = await ledgerRowCounts(db);

    await expectRefused(withdrawal(`withdraw:${m}`, m, 1_001), 'ledger.insufficient_balance');

    expect(await ledgerRowCounts(db)).toEqual(counts);
    const { rows } = await db.query('SELECT 1 FROM journal_entries WHERE key = $1', [`withdraw:${m}`]);
    expect(rows).toHaveLength(0);
    expect(await cashOf(m)).toBe(1_000);
    // exactly the whole balance is allowed
    await postOne(withdrawal(`withdraw:${m}:all`, m, 1_000));
    expect(await cashOf(m)).toBe(0);
  });

  it('moves money once when the same key is posted twice, and tells the caller the second did nothing', async () => {
    const m = await createMember(db);
    const first = await postOne(deposit(`deposit:${m}:slip-77`, m, 10_000));
    const again = await postOne(deposit(`deposit:${m}:slip-77`, m, 10_000));

    expect(first.created).toBe(true);
    expect(again).toEqual({
      entryId: first.entryId,
      created: false,
      memberBalances: { [`member:${m}`]: 10_000 },
    });
    expect(await cashOf(m)).toBe(10_000);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM postings WHERE entry_id = $1', [
      first.entryId,
    ]);
    expect(rows[0]).toEqual({ n: 2 });
  });

  it('returns the first result for a retried withdrawal even when the balance could not pay it again', async () => {
    const m = await createMember(db);
    await postOne(deposit(`deposit:${m}`, m, 700));
    const first = await postOne(withdrawal(`withdraw:${m}:1`, m, 700));
    const retry = await postOne(withdrawal(`withdraw:${m}:1`, m, 700));

    expect(retry).toEqual({ entryId: first.entryId, created: false, memberBalances: { [`member:${m}`]: 0 } });
  });

  it('keeps coins apart from cash: the house or a promotion pays coins to coins:<id>', async () => {
    const m = await createMember(db);
    await postOne({
      key: `affiliate:${m}`,
      kind: 'affiliate',
      type: TX_TYPE.affiliateReward,
      topic: 'รางวัลแนะนำเพื่อน',
      postings: [
        { account: 'promo:affiliate', currency: 'COIN', amount: -30 },
        { account: `coins:${m}`, currency: 'COIN', amount: 30 },
      ],
    });
    expect((await memberBalances(db, [m])).get(m)).toEqual({ cashSatang: 0, coins: 30 });
  });

  it('treats malformed entries as programming mistakes (plain errors), before touching the database', async () => {
    const m = await createMember(db);
    const counts = await ledgerRowCounts(db);
    const base = deposit(`bad:${m}`, m, 100);
    const malformed: EntryInput[] = [
      {
        ...base,
        postings: [
          { account: 'bank:in', currency: 'THB', amount: 1.5 },
          { account: `member:${m}`, currency: 'THB', amount: -1.5 },
        ],
      },
      {
        ...base,
        postings: [
          { account: 'bank:in', currency: 'THB', amount: 0 },
          { account: `member:${m}`, currency: 'THB', amount: 0 },
        ],
      },
      {
        ...base,
        postings: [
          { account: 'bank:in', currency: 'THB', amount: -100 },
          { account: `coins:${m}`, currency: 'THB', amount: 100 },
        ],
      },
      {
        ...base,
        postings: [
          { account: 'bank:in', currency: 'COIN', amount: -100 },
          { account: `coins:${m}`, currency: 'COIN', amount: 100 },
        ],
      },
      {
        ...base,
        postings: [
          { account: 'casino', currency: 'THB', amount: -100 },
          { account: `member:${m}`, currency: 'THB', amount: 100 },
        ],
      },
      { ...base, postings: [{ account: `member:${m}`, currency: 'THB', amount: 100 }] },
      { ...base, key: '' },
      {
        ...base,
        postings: [
          ...base.postings,
          { account: `member:${m}`, currency: 'THB', amount: 0 + 1 },
          { account: 'house', currency: 'THB', amount: -1 },
        ],
      },
    ];
    for (const entry of malformed) {
      const error: unknown = await postOne(entry).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(AppError);
    }
    // a member who never had accounts opened
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO members (phone, password_hash, name, username) VALUES ($1, 'x', 'no accounts', $1) RETURNING id`,
      [`noacc${m}`],
    );
    const stranger = rows[0]?.id ?? 0;
    await expect(postOne(deposit(`deposit:${stranger}`, stranger, 100))).rejects.toThrow(
      /openMemberAccounts/,
    );
    expect(await ledgerRowCounts(db)).toEqual(counts);
  });

  it('opens member accounts idempotently', async () => {
    const m = await createMember(db);
    await postOne(deposit(`deposit:${m}`, m, 300));
    await db.transaction((tx) => openMemberAccounts(tx, m));
    expect((await memberBalances(db, [m])).get(m)).toEqual({ cashSatang: 300, coins: 0 });
  });
});

describe('postToMembers', () => {
  const payout = (key: string, house: number): EntryInput => ({
    key,
    kind: 'settlement',
    type: TX_TYPE.bill,
    topic: 'บิล',
    postings: house === 0 ? [] : [{ account: 'house', currency: 'THB', amount: house }],
  });
  const postMany = (entry: EntryInput, members: MemberQuery) =>
    db.transaction((tx) => postToMembers(tx, entry, members));

  it('pays each member of a query their amount, with the balance before and after, in one entry', async () => {
    const [a, b, c] = [await createMember(db), await createMember(db), await createMember(db)];
    await postOne(deposit(`deposit:${b}:many`, b, 1_000));
    const posted = await postMany(
      payout(`payout:${a}`, -(500 + 250 + 1)),
      membersPaying([
        [a, 500],
        [b, 250],
        [c, 1],
      ]),
    );

    expect(posted).toMatchObject({ created: true, members: 3 });
    const { rows } = await db.query(
      'SELECT account, amount, before_amount, after_amount FROM postings WHERE entry_id = $1 ORDER BY id',
      [posted.entryId],
    );
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        { account: 'house', amount: -751, before_amount: null, after_amount: null },
        { account: `member:${a}`, amount: 500, before_amount: 0, after_amount: 500 },
        { account: `member:${b}`, amount: 250, before_amount: 1_000, after_amount: 1_250 },
        { account: `member:${c}`, amount: 1, before_amount: 0, after_amount: 1 },
      ]),
    );
    expect([await cashOf(a), await cashOf(b), await cashOf(c)]).toEqual([500, 1_250, 1]);
    expect((await memberTransactions(db, b))[0]).toMatchObject({
      type: TX_TYPE.bill,
      amountSatang: 250,
      beforeSatang: 1_000,
      afterSatang: 1_250,
    });
  });

  it('refuses an unbalanced entry and one that would make a member negative, changing nothing', async () => {
    const [a, b] = [await createMember(db), await createMember(db)];
    await postOne(deposit(`deposit:${a}:many`, a, 300));
    const counts = await ledgerRowCounts(db);

    const unbalanced = await postMany(
      payout(`payout:${a}:lopsided`, -99),
      membersPaying([
        [a, 50],
        [b, 50],
      ]),
    ).catch((e: unknown) => e);
    expect(unbalanced).toMatchObject({ status: 400, messageKey: 'ledger.unbalanced' });
    expect(unbalanced).toBeInstanceOf(AppError);

    const overdrawn = await postMany(
      payout(`payout:${a}:overdrawn`, 301 + 100),
      membersPaying([
        [a, -301],
        [b, -100],
      ]),
    ).catch((e: unknown) => e);
    expect(overdrawn).toMatchObject({ status: 400, messageKey: 'ledger.insufficient_balance' });

    expect(await ledgerRowCounts(db)).toEqual(counts);
    expect([await cashOf(a), await cashOf(b)]).toEqual([300, 0]);
    // exactly the whole balance is allowed
    await postMany(payout(`payout:${a}:all`, 300), membersPaying([[a, -300]]));
    expect(await cashOf(a)).toBe(0);
  });

  it('lets only a correction’s take-back leave a member owing, and check (3) says what is owed', async () => {
    const [a, b] = [await createMember(db), await createMember(db)];
    await postOne(deposit(`deposit:${a}:owed`, a, 100));
    const takeBack = (key: string, kind: string) => ({
      key,
      kind,
      type: TX_TYPE.bill,
      topic: 'ยกเลิกผลเดิม',
      postings: [{ account: 'escrow:match:1', currency: 'THB' as const, amount: 300 }],
    });
    // a plain entry may not, even when asked to
    const asked = await db
      .transaction((tx) =>
        postToMembers(tx, takeBack(`owe:${a}:deposit`, 'deposit'), membersPaying([[a, -300]]), {
          debt: true,
        }),
      )
      .catch((e: unknown) => e);
    expect(asked).toBeInstanceOf(Error);
    expect(asked).not.toBeInstanceOf(AppError);
    // a correction without it is held to zero like any entry
    const held = await db
      .transaction((tx) =>
        postToMembers(tx, takeBack(`owe:${a}:held`, 'regrade'), membersPaying([[a, -300]])),
      )
      .catch((e: unknown) => e);
    expect(held).toMatchObject({ status: 400, messageKey: 'ledger.insufficient_balance' });
    expect(await cashOf(a)).toBe(100);
    // a correction's take-back leaves the member owing what they no longer have
    await db.transaction((tx) =>
      postToMembers(tx, takeBack(`owe:${a}:regrade`, 'regrade'), membersPaying([[a, -300]]), { debt: true }),
    );
    expect(await cashOf(a)).toBe(-200);
    const owed = await checkLedger(db);
    expect(owed.checks.find((c) => c.code === 'no_negative_balance')).toEqual({
      code: 'no_negative_balance',
      ok: true,
      findings: [{ code: 'owed_after_corrections', params: { members: 1, owed: 200 } }],
    });
    // nothing else may debit it while it is below zero; every credit pays the debt first, a part of it too
    await expectRefused(withdrawal(`withdraw:${a}:owing`, a, 1), 'ledger.insufficient_balance');
    await postOne(deposit(`deposit:${a}:part`, a, 120));
    expect(await cashOf(a)).toBe(-80);
    await db.transaction((tx) =>
      postToMembers(
        tx,
        {
          key: `win:${a}:part`,
          kind: 'settlement',
          type: TX_TYPE.bill,
          topic: 'ผลการแข่งขัน',
          postings: [{ account: 'escrow:match:1', currency: 'THB', amount: -30 }],
        },
        membersPaying([[a, 30]]),
      ),
    );
    expect(await cashOf(a)).toBe(-50);
    await postOne(deposit(`deposit:${a}:repay`, a, 100));
    expect(await cashOf(a)).toBe(50);
    expect(await cashOf(b)).toBe(0);
  });

  it('pays a settlement past the balance ceiling, and no other credit', async () => {
    const a = await createMember(db);
    await postOne(deposit(`deposit:${a}:near`, a, BALANCE_MAX_SATANG - 10));
    const win = (key: string) => ({
      key,
      kind: 'settlement',
      type: TX_TYPE.bill,
      topic: 'ผลการแข่งขัน',
      postings: [{ account: 'escrow:match:2', currency: 'THB' as const, amount: -20 }],
    });
    const refused = await db
      .transaction((tx) => postToMembers(tx, win(`ceiling:${a}:plain`), membersPaying([[a, 20]])))
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, messageKey: 'ledger.balance_ceiling' });
    await db.transaction((tx) =>
      postToMembers(tx, win(`ceiling:${a}:settled`), membersPaying([[a, 20]]), { paysOnly: true }),
    );
    expect(await cashOf(a)).toBe(BALANCE_MAX_SATANG + 10);
  });

  it('takes coins back only up to what each member holds, the house taking the rest', async () => {
    const [a, b] = [await createMember(db), await createMember(db)];
    const coins = (key: string, amount: number, member: number) => ({
      key,
      kind: 'deposit',
      type: TX_TYPE.bill,
      topic: 'เหรียญ',
      postings: [
        { account: 'house', currency: 'COIN' as const, amount: -amount },
        { account: `coins:${member}`, currency: 'COIN' as const, amount },
      ],
    });
    await postOne(coins(`coins:${a}:two`, 2, a));
    await postOne(coins(`coins:${b}:one`, 1, b));
    const takeBack = {
      key: `coins:${a}:${b}:back`,
      kind: 'regrade',
      type: TX_TYPE.bill,
      topic: 'เหรียญ',
      postings: [],
    };
    const posted = await db.transaction((tx) =>
      postToMembers(
        tx,
        takeBack,
        membersPaying([
          [a, -1],
          [b, -3],
        ]),
        {
          currency: 'COIN',
          upToHeld: { remainderTo: 'house' },
        },
      ),
    );
    expect(posted).toMatchObject({
      created: true,
      members: 2,
      limited: [{ memberId: b, asked: -3, posted: -1 }],
    });
    const held = await memberBalances(db, [a, b]);
    expect([held.get(a)?.coins, held.get(b)?.coins]).toEqual([1, 0]);
    // nothing left to take: nothing is posted
    const nothing = await db.transaction((tx) =>
      postToMembers(tx, { ...takeBack, key: `coins:${b}:again` }, membersPaying([[b, -1]]), {
        currency: 'COIN',
        upToHeld: { remainderTo: 'house' },
      }),
    );
    expect(nothing).toEqual({
      entryId: null,
      created: false,
      members: 0,
      limited: [{ memberId: b, asked: -1, posted: 0 }],
    });
    // cash is never taken back only up to what is held: a correction's cash is owed in full
    const cash = await db
      .transaction((tx) =>
        postToMembers(tx, { ...takeBack, key: `cash:${b}:held` }, membersPaying([[b, -1]]), {
          upToHeld: { remainderTo: 'house' },
        }),
      )
      .catch((e: unknown) => e);
    expect(String(cash)).toMatch(/only coins are taken back/);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('moves money once when the same key is posted twice', async () => {
    const a = await createMember(db);
    const first = await postMany(payout(`payout:${a}:twice`, -700), membersPaying([[a, 700]]));
    const again = await postMany(payout(`payout:${a}:twice`, -700), membersPaying([[a, 700]]));

    expect(again).toEqual({ entryId: first.entryId, created: false, members: 0, limited: [] });
    expect(await cashOf(a)).toBe(700);
  });

  it('answers a retry of a charge with the first entry even when the balance could not pay it again', async () => {
    const a = await createMember(db);
    await postOne(deposit(`deposit:${a}:charge`, a, 300));
    const first = await postMany(payout(`charge:${a}`, 300), membersPaying([[a, -300]]));
    const again = await postMany(payout(`charge:${a}`, 300), membersPaying([[a, -300]]));

    expect(again).toEqual({ entryId: first.entryId, created: false, members: 0, limited: [] });
    expect(await cashOf(a)).toBe(0);
  });

  it('treats a malformed member query as a programming mistake (a plain error) and changes nothing', async () => {
    const [a, b] = [await createMember(db), await createMember(db)];
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO members (phone, password_hash, name, username) VALUES ($1, 'x', 'no accounts', $1) RETURNING id`,
      [`noaccm${a}`],
    );
    const stranger = rows[0]?.id ?? 0;
    const counts = await ledgerRowCounts(db);
    const malformed: Array<[EntryInput, MemberQuery]> = [
      // the same member twice
      [
        payout(`bad:${a}:twice`, -200),
        membersPaying([
          [a, 100],
          [a, 100],
        ]),
      ],
      // an amount of 0
      [
        payout(`bad:${a}:zero`, -100),
        membersPaying([
          [a, 100],
          [b, 0],
        ]),
      ],
      // a member without accounts
      [payout(`bad:${a}:stranger`, -100), membersPaying([[stranger, 100]])],
      // a member account among the other postings
      [
        {
          ...payout(`bad:${a}:inline`, -100),
          postings: [
            { account: 'house', currency: 'THB', amount: -200 },
            { account: `member:${a}`, currency: 'THB', amount: 100 },
          ],
        },
        membersPaying([[stranger, 100]]),
      ],
      // a single posting
      [payout(`bad:${a}:alone`, 0), membersPaying([])],
    ];
    for (const [entry, members] of malformed) {
      const error: unknown = await postMany(entry, members).catch((e: unknown) => e);
      expect(error, entry.key).toBeInstanceOf(Error);
      expect(error, entry.key).not.toBeInstanceOf(AppError);
    }
    expect(await ledgerRowCounts(db)).toEqual(counts);
    expect(await cashOf(a)).toBe(0);
  });
});

describe('every posting names its journal entry', () => {
  // migration 020: the rule the foreign key kept, checked once per statement
  it('refuses postings that name an entry that does not exist, and changes nothing', async () => {
    const m = await createMember(db);
    const counts = await ledgerRowCounts(db);
    const insert = db
      .query(
        `INSERT INTO postings (entry_id, account, currency, amount)
         VALUES ((SELECT max(id) FROM journal_entries) + 1000, 'house', 'THB', 5)`,
      )
      .catch((e: unknown) => e);
    await expect(insert).resolves.toMatchObject({ code: '23503' });
    const posted = await postOne(deposit(`deposit:${m}:named`, m, 100));
    const moved = db
      .query('UPDATE postings SET entry_id = entry_id + 1000 WHERE entry_id = $1', [posted.entryId])
      .catch((e: unknown) => e);
    await expect(moved).resolves.toMatchObject({ code: '23503' });
    expect((await ledgerRowCounts(db)).postings).toBe(counts.postings + 2);
  });

  it('refuses deleting or renumbering an entry that postings name, and emptying the journal', async () => {
    const m = await createMember(db);
    const posted = await postOne(deposit(`deposit:${m}:kept`, m, 100));
    for (const sql of [
      'DELETE FROM journal_entries WHERE id = $1',
      'UPDATE journal_entries SET id = id + 100000 WHERE id = $1',
    ]) {
      const error = await db.query(sql, [posted.entryId]).catch((e: unknown) => e);
      expect(error, sql).toMatchObject({ code: '23503' });
    }
    const truncate = await db.query('TRUNCATE journal_entries CASCADE').catch((e: unknown) => e);
    expect(truncate).toMatchObject({ code: '23503' });
    expect(await cashOf(m)).toBe(100);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

describe('memberTransactions', () => {
  it('lists the postings on the member cash account newest first, hiding types 149 and 999', async () => {
    const m = await createMember(db);
    await postOne(deposit(`deposit:${m}`, m, 5_000));
    await postOne(withdrawal(`withdraw:${m}`, m, 2_000));
    await postOne({
      ...deposit(`correction:${m}`, m, 1),
      kind: 'correction',
      type: TX_TYPE.internalCorrection,
      topic: 'แก้ไขภายใน',
    });

    const list = await memberTransactions(db, m);
    expect(list.map((t) => [t.type, t.amountSatang, t.beforeSatang, t.afterSatang])).toEqual([
      [TX_TYPE.withdraw, -2_000, 5_000, 3_000],
      [TX_TYPE.deposit, 5_000, 0, 5_000],
    ]);
  });
});

describe('checkLedger', () => {
  it('is ok after deposits, refusals and retries', async () => {
    const result = await checkLedger(db);
    // every check the console words, in the contract's order
    expect(result.checks.map((c) => c.code)).toEqual(LEDGER_CHECK_CODES);
    expect(result, JSON.stringify(result, null, 2)).toMatchObject({ ok: true });
    expect(result.checks[3]?.findings).toEqual([{ code: 'match_escrows_zero', params: { matches: 0 } }]);
    expect(result.checks[2]?.findings).toEqual([{ code: 'never_negative', params: {} }]);
  });

  // the tampering tests run on their own database so the ledger of the stories above stays clean
  describe('on a tampered book', () => {
    let tampered: Db;
    let dropTampered: () => Promise<void>;
    beforeAll(async () => {
      const created = await createTestDb();
      tampered = created.db;
      dropTampered = () => created.drop();
    });
    afterAll(async () => {
      await dropTampered();
    });

    async function memberWithHistory(): Promise<number> {
      const m = await createMember(tampered);
      for (const [i, amount] of [1_000, 2_000, 3_000].entries()) {
        await tampered.transaction((tx) => post(tx, deposit(`deposit:${m}:${i}`, m, amount)));
      }
      return m;
    }
    const check = async (code: LedgerCheckCode) =>
      (await checkLedger(tampered)).checks.find((c) => c.code === code);

    it('detects a cached balance edited behind the ledger', async () => {
      const m = await memberWithHistory();
      expect((await checkLedger(tampered)).ok).toBe(true);
      await tampered.query('UPDATE balances SET balance = balance + 100 WHERE account = $1', [`member:${m}`]);

      const result = await checkLedger(tampered);
      expect(result.ok).toBe(false);
      expect(await check('member_balances_match')).toEqual({
        code: 'member_balances_match',
        ok: false,
        findings: [
          {
            code: 'cached_differs',
            params: {
              problems: 1,
              accounts: 1,
              account: `member:${m}`,
              currency: 'THB',
              cached: 6100,
              sum: 6000,
            },
          },
        ],
      });
      await tampered.query('UPDATE balances SET balance = balance - 100 WHERE account = $1', [`member:${m}`]);
      expect((await checkLedger(tampered)).ok).toBe(true);
    });

    it('detects a broken before/after chain', async () => {
      const m = await memberWithHistory();
      const { rows } = await tampered.query<{ id: number }>(
        'SELECT id FROM postings WHERE account = $1 ORDER BY id LIMIT 1 OFFSET 1',
        [`member:${m}`],
      );
      const middle = rows[0]?.id;
      // still consistent row by row (after = before + amount), but no longer a chain
      await tampered.query(
        'UPDATE postings SET before_amount = before_amount + 5, after_amount = after_amount + 5 WHERE id = $1',
        [middle],
      );

      expect((await check('member_balances_match'))?.findings).toEqual([
        {
          code: 'chain_broken',
          params: {
            problems: 2,
            accounts: 1,
            account: `member:${m}`,
            currency: 'THB',
            posting: middle,
            before: 1005,
            expected: 1000,
          },
        },
      ]);
    });

    it('detects an entry that does not balance and a negative balance', async () => {
      const m = await memberWithHistory();
      const { rows } = await tampered.query<{ entry_id: number }>(
        `UPDATE postings SET amount = amount - 1 WHERE account = 'bank:in'
         AND entry_id = (SELECT max(entry_id) FROM postings WHERE account = $1) RETURNING entry_id`,
        [`member:${m}`],
      );
      expect((await check('postings_balanced'))?.findings).toEqual([
        { code: 'currency_unbalanced', params: { currency: 'THB', total: -1 } },
        { code: 'entries_unbalanced', params: { entries: 1, first_entry: rows[0]?.entry_id } },
      ]);

      await tampered.query('ALTER TABLE balances DROP CONSTRAINT balances_balance_check');
      await tampered.query('UPDATE balances SET balance = -5 WHERE account = $1', [`coins:${m}`]);
      expect((await check('no_negative_balance'))?.findings).toEqual([
        {
          code: 'negative_balances',
          params: { balances: 1, account: `coins:${m}`, currency: 'COIN', amount: -5 },
        },
      ]);
    });

    it('checks the escrows of settled matches', async () => {
      expect((await check('match_escrows_zero'))?.findings).toEqual([
        { code: 'match_escrows_zero', params: { matches: 0 } },
      ]);
      const { rows } = await tampered.query<{ id: number }>(
        `INSERT INTO matches (round_name, red_cow_name, blue_cow_name, is_end, result, settled_at)
         VALUES ('a', 'r', 'b', true, 'other', now()), ('b', 'r', 'b', false, NULL, NULL) RETURNING id`,
      );
      const [settled, open] = rows.map((r) => r.id);
      const m = await memberWithHistory();
      for (const matchId of [settled, open]) {
        await tampered.transaction((tx) =>
          post(tx, {
            key: `bet:${m}:${matchId}`,
            kind: 'bet',
            type: TX_TYPE.bet,
            topic: 'เดิมพัน',
            postings: [
              { account: `member:${m}`, currency: 'THB', amount: -100 },
              { account: `escrow:match:${matchId}`, currency: 'THB', amount: 100 },
            ],
          }),
        );
      }
      expect(await check('match_escrows_zero')).toEqual({
        code: 'match_escrows_zero',
        ok: false,
        findings: [
          {
            code: 'match_escrows_not_zero',
            params: { escrows: 1, account: `escrow:match:${settled}`, currency: 'THB', amount: 100 },
          },
        ],
      });
    });

    it('checks that withdraw:hold holds exactly the pending withdrawals', async () => {
      const name = 'withdraw_hold_matches';
      expect(await check(name)).toEqual({
        code: name,
        ok: true,
        findings: [{ code: 'withdraw_hold_matches', params: { held: 0, withdrawals: 0 } }],
      });
      const m = await memberWithHistory();
      // a hold posted with no withdrawal waiting for it: money parked where no cashier will find it
      await tampered.transaction((tx) =>
        post(tx, {
          key: `stray-hold:${m}`,
          kind: 'withdraw',
          type: TX_TYPE.withdraw,
          topic: 'ถอนเงิน',
          postings: [
            { account: `member:${m}`, currency: 'THB', amount: -700 },
            { account: 'withdraw:hold', currency: 'THB', amount: 700 },
          ],
        }),
      );
      expect(await check(name)).toEqual({
        code: name,
        ok: false,
        findings: [{ code: 'withdraw_hold_differs', params: { held: 700, pending: 0 } }],
      });
      await tampered.query(
        `INSERT INTO withdrawals (member_id, amount_satang, bank_name, bank_acc_no) VALUES ($1, 700, 'KBANK', '1234567890')`,
        [m],
      );
      expect(await check(name)).toEqual({
        code: name,
        ok: true,
        findings: [{ code: 'withdraw_hold_matches', params: { held: 700, withdrawals: 1 } }],
      });
    });
  });
});
