// For any sequence of entries — deposits, transfers, withdrawals, house adjustments, coin grants, some
// unbalanced, some overdrawing, some retried — the ledger applies exactly the valid ones, refuses the
// others without a trace, and ends where a plain model of the members' money says it should.
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { useTestDb } from '../test/harness.ts';
import { AppError } from '../http/errors.ts';
import { checkLedger, memberBalances, post, type EntryInput, type PostingInput } from './ledger.ts';
import { createMember } from '../test/factories/ledger.ts';

const MEMBERS = 3;

const db = useTestDb();

const who = fc.integer({ min: 0, max: MEMBERS - 1 });
const amount = fc.integer({ min: 1, max: 1_000 });
const command = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), to: who, amount }),
  fc.record({ op: fc.constant('transfer' as const), from: who, to: who, amount }),
  fc.record({ op: fc.constant('withdraw' as const), from: who, amount: fc.integer({ min: 1, max: 1_500 }) }),
  fc.record({
    op: fc.constant('house' as const),
    to: who,
    amount: fc.integer({ min: -1_000, max: 1_000 }).filter((n) => n !== 0),
  }),
  fc.record({
    op: fc.constant('coins' as const),
    to: who,
    amount: fc.integer({ min: -50, max: 100 }).filter((n) => n !== 0),
  }),
  fc.record({
    op: fc.constant('unbalanced' as const),
    to: who,
    // off by a little either way, never down to zero: a zero amount is a programming mistake, not an unbalanced entry
    amount: fc.integer({ min: 6, max: 1_000 }),
    skew: fc.integer({ min: -5, max: 5 }).filter((n) => n !== 0),
  }),
  // repeats an earlier command's key and postings (any of them: applied or refused)
  fc.record({ op: fc.constant('retry' as const), of: fc.nat() }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

function entryFor(c: Exclude<Command, { op: 'retry' }>, key: string, members: number[]): EntryInput {
  const cash = (i: number) => `member:${members[i]}`;
  const thb = (account: string, n: number): PostingInput => ({ account, currency: 'THB', amount: n });
  const base = { key, kind: c.op, type: TX_TYPE.adjustment, topic: c.op };
  switch (c.op) {
    case 'deposit':
      return {
        ...base,
        type: TX_TYPE.deposit,
        postings: [thb('bank:in', -c.amount), thb(cash(c.to), c.amount)],
      };
    case 'transfer':
      // to oneself this is a house round trip, since an entry names a member account once
      return c.from === c.to
        ? { ...base, postings: [thb(cash(c.from), -c.amount), thb('house', c.amount)] }
        : { ...base, postings: [thb(cash(c.from), -c.amount), thb(cash(c.to), c.amount)] };
    case 'withdraw':
      return {
        ...base,
        type: TX_TYPE.withdraw,
        postings: [thb(cash(c.from), -c.amount), thb('bank:out', c.amount)],
      };
    case 'house':
      return { ...base, postings: [thb('house', -c.amount), thb(cash(c.to), c.amount)] };
    case 'coins':
      return {
        ...base,
        postings: [
          { account: 'promo:redeem', currency: 'COIN', amount: -c.amount },
          { account: `coins:${members[c.to]}`, currency: 'COIN', amount: c.amount },
        ],
      };
    case 'unbalanced':
      return { ...base, postings: [thb('bank:in', -c.amount), thb(cash(c.to), c.amount + c.skew)] };
  }
}

/** What the entry does to the model, or the refusal it must meet. */
function expectedOutcome(entry: EntryInput, model: Map<string, number>, appliedKeys: Set<string>) {
  if (appliedKeys.has(entry.key)) return { outcome: 'repeat' as const };
  const sums = new Map<string, number>();
  for (const p of entry.postings) sums.set(p.currency, (sums.get(p.currency) ?? 0) + p.amount);
  if ([...sums.values()].some((s) => s !== 0)) return { outcome: 'unbalanced' as const };
  const next = new Map(model);
  for (const p of entry.postings)
    if (next.has(p.account)) next.set(p.account, (next.get(p.account) ?? 0) + p.amount);
  if ([...next.values()].some((b) => b < 0)) return { outcome: 'overdrawn' as const };
  return { outcome: 'applied' as const, next };
}

let runNo = 0;
const seen = { applied: 0, repeat: 0, unbalanced: 0, overdrawn: 0 };

it('applies every valid entry once, refuses every invalid one without a trace, and matches the model', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
      runNo += 1;
      const members: number[] = [];
      for (let i = 0; i < MEMBERS; i++) members.push(await createMember(db));
      const model = new Map<string, number>(
        members.flatMap((id) => [
          [`member:${id}`, 0],
          [`coins:${id}`, 0],
        ]),
      );
      const appliedKeys = new Set<string>();
      const sent: EntryInput[] = [];
      const prefix = `prop:${runNo}:${members[0]}:`;
      const traces = async () => {
        const { rows } = await db.query<{ entries: number; postings: number }>(
          `SELECT count(DISTINCT e.id)::int AS entries, count(p.id)::int AS postings
           FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id WHERE e.key LIKE $1`,
          [`${prefix}%`],
        );
        return rows[0];
      };
      let expectedTraces = { entries: 0, postings: 0 };

      for (const [i, c] of commands.entries()) {
        const key = `${prefix}${i}`;
        // a retry before anything was sent has nothing to repeat: it deposits 1 satang instead
        const entry: EntryInput =
          c.op !== 'retry'
            ? entryFor(c, key, members)
            : (sent[c.of % sent.length] ?? entryFor({ op: 'deposit', to: 0, amount: 1 }, key, members));
        sent.push(entry);
        const expected = expectedOutcome(entry, model, appliedKeys);
        const result = await db.transaction((tx) => post(tx, entry)).catch((e: unknown) => e);
        seen[expected.outcome] += 1;

        switch (expected.outcome) {
          case 'applied':
            expect(result).toMatchObject({ created: true });
            appliedKeys.add(entry.key);
            for (const [account, balance] of expected.next) model.set(account, balance);
            expectedTraces = {
              entries: expectedTraces.entries + 1,
              postings: expectedTraces.postings + entry.postings.length,
            };
            break;
          case 'repeat':
            expect(result).toMatchObject({ created: false });
            break;
          case 'unbalanced':
            expect(result).toBeInstanceOf(AppError);
            expect(result).toMatchObject({ messageKey: 'ledger.unbalanced' });
            break;
          case 'overdrawn':
            expect(result).toBeInstanceOf(AppError);
            expect(result).toMatchObject({ messageKey: 'ledger.insufficient_balance' });
            break;
        }
        expect(await traces()).toEqual(expectedTraces);
      }

      const balances = await memberBalances(db, members);
      for (const id of members) {
        expect(balances.get(id)).toEqual({
          cashSatang: model.get(`member:${id}`),
          coins: model.get(`coins:${id}`),
        });
      }
      const check = await checkLedger(db);
      expect(check.ok, JSON.stringify(check)).toBe(true);
    }),
    { numRuns: 40 },
  );
  // the generator must reach every branch, or the property proves less than it says
  for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
});
