// Property tests (STYLE: fast-check for odds and settlement): the contract's payout math on its own,
// and settlement and regrade of random books against the real database, bet by bet against that math.
import { MIN_BET_SATANG_DEFAULT, stakeStepSatang } from '@sanam/contract/stakes.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { MATCH_RESULTS, type BetSide, type MatchResult, type Rate } from '@sanam/contract/matches.ts';
import { payoutSatang, winPayoutSatang, type BetPrice } from '@sanam/contract/odds.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { post } from '../../ledger/ledger.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import { createMember } from '../../test/factories/ledger.ts';
import { useDesk } from '../../test/harness.ts';
import { recordingBus } from '../../test/recording-bus.ts';
import { betsWithOutcome } from './grading-queries.ts';
import { placeBet } from './service.ts';
import { REGRADE_REASON } from '../../test/factories/matches.ts';

const side = fc.constantFrom<BetSide>('red', 'blue', 'tie', 'notie');
const result = fc.constantFrom<MatchResult>(...MATCH_RESULTS);
const stake = fc.integer({ min: 1, max: 1_000_000_000 });
const rateNumber = fc.integer({ min: 1, max: 1000 });
const permille = fc.integer({ min: 1000, max: 100_000 });

describe('the payout math', () => {
  it('pays whole satang, rounded down, never less than the stake on a win', () => {
    fc.assert(
      fc.property(stake, rateNumber, rateNumber, permille, (s, r1, r2, p) => {
        const atRate = winPayoutSatang(s, { rate1: r1, rate2: r2 });
        expect(Number.isSafeInteger(atRate)).toBe(true);
        // floor: payout × r1 ≤ s × (r1 + r2) < (payout + 1) × r1
        expect(BigInt(atRate) * BigInt(r1) <= BigInt(s) * BigInt(r1 + r2)).toBe(true);
        expect(BigInt(s) * BigInt(r1 + r2) < BigInt(atRate + 1) * BigInt(r1)).toBe(true);
        const atMultiplier = winPayoutSatang(s, { permille: p });
        expect(BigInt(atMultiplier) * 1000n <= BigInt(s) * BigInt(p)).toBe(true);
        expect(BigInt(s) * BigInt(p) < BigInt(atMultiplier + 1) * 1000n).toBe(true);
        expect(Math.min(atRate, atMultiplier)).toBeGreaterThanOrEqual(s);
      }),
    );
  });

  it('refunds red and blue exactly on a draw and everything on other; a side that loses gets 0', () => {
    fc.assert(
      fc.property(stake, side, rateNumber, rateNumber, permille, result, (s, sd, r1, r2, p, res) => {
        const price: BetPrice = sd === 'red' || sd === 'blue' ? { rate1: r1, rate2: r2 } : { permille: p };
        const paid = payoutSatang(s, sd, price, res);
        if (res === 'other' || (res === 'green' && (sd === 'red' || sd === 'blue'))) expect(paid).toBe(s);
        else if ((res === 'green' && sd === 'notie') || (res !== 'green' && sd === 'tie'))
          expect(paid).toBe(0);
        else if (sd === res || sd === 'notie' || (res === 'green' && sd === 'tie'))
          expect(paid).toBe(winPayoutSatang(s, price));
        else expect(paid).toBe(0);
      }),
    );
  });
});

describe('settling random books', () => {
  const desk = useDesk();
  const { t } = desk;
  const f = bettingFactory(desk);

  const FUNDS = 5_000_000;
  const book = fc.record({
    rates: fc.array(fc.tuple(rateNumber, rateNumber, rateNumber, rateNumber), { minLength: 1, maxLength: 3 }),
    tiePermille: fc.integer({ min: 1000, max: 9999 }),
    notiePermille: fc.integer({ min: 1000, max: 9999 }),
    bets: fc.array(
      fc.record({
        member: fc.integer({ min: 0, max: 3 }),
        side,
        // the stakes a round takes: its minimum and up, on its steps
        amountSatang: fc
          .integer({ min: 1, max: 200 })
          .map((k) => k * stakeStepSatang(MIN_BET_SATANG_DEFAULT)),
        rate: fc.nat(),
      }),
      { maxLength: 12 },
    ),
    result,
    regradeTo: result,
  });

  it('pays every bet what the contract says, bills each member once, empties the escrow; and so does a regrade', async () => {
    const deps = { config: t.config, db: t.db, realtime: recordingBus() };
    await fc.assert(
      fc.asyncProperty(book, async (b) => {
        const m = await f.call(matchDeskRoutes.create, {
          body: {
            round_name: 'prop',
            red_cow_name: 'a',
            blue_cow_name: 'b',
          },
        });
        await f.call(matchDeskRoutes.openTie, {
          params: { id: m.id },
          body: {
            tie_multiplier: b.tiePermille / 1000,
            notie_multiplier: b.notiePermille / 1000,
          },
        });
        const members = await Promise.all([0, 1, 2, 3].map(() => createMember(t.db)));
        await t.db.transaction((tx) =>
          post(tx, {
            key: `prop-funds:${m.id}`,
            kind: 'deposit',
            type: TX_TYPE.deposit,
            topic: 'ฝากเงิน',
            postings: [
              { account: accountName.bankIn, currency: 'THB', amount: -FUNDS * members.length },
              ...members.map((id) => ({
                account: accountName.member(id),
                currency: 'THB' as const,
                amount: FUNDS,
              })),
            ],
          }),
        );
        // each bet goes in on the rate current when it is placed
        const placed: Array<{ id: number; member: number; side: BetSide; stake: number; price: BetPrice }> =
          [];
        const byRate = [...b.bets].sort((x, y) => (x.rate % b.rates.length) - (y.rate % b.rates.length));
        let published = -1;
        let rate: Rate | null = null;
        for (const bet of byRate) {
          while (published < bet.rate % b.rates.length || rate === null) {
            published += 1;
            const [r1, r2, b1, b2] = b.rates[published] ?? [10, 10, 10, 10];
            rate = await f.call(matchDeskRoutes.publishRate, {
              params: { id: m.id },
              body: {
                red_rate_1: r1,
                red_rate_2: r2,
                blue_rate_1: b1,
                blue_rate_2: b2,
              },
            });
            if (published === 0) await f.call(matchDeskRoutes.open, { params: { id: m.id } });
          }
          const memberId = members[bet.member] ?? 0;
          const data = await placeBet(deps, { memberId, sessionId: null }, m.id, {
            amount: bet.amountSatang / 100,
            type: bet.side,
            ref: `prop-${m.id}-${placed.length}`,
            rateId: bet.side === 'red' || bet.side === 'blue' ? rate.id : 0,
            ...(bet.side === 'tie'
              ? { multiplier: b.tiePermille / 1000 }
              : bet.side === 'notie'
                ? { multiplier: b.notiePermille / 1000 }
                : {}),
          });
          const price: BetPrice =
            bet.side === 'red'
              ? { rate1: rate.red_rate_1, rate2: rate.red_rate_2 }
              : bet.side === 'blue'
                ? { rate1: rate.blue_rate_1, rate2: rate.blue_rate_2 }
                : { permille: bet.side === 'tie' ? b.tiePermille : b.notiePermille };
          placed.push({ id: data.bet.id, member: memberId, side: bet.side, stake: bet.amountSatang, price });
        }

        const check = async (res: MatchResult) => {
          const { rows } = await t.db.query<{ id: number; payout_satang: number }>(
            `SELECT id, payout_satang FROM ${betsWithOutcome} b WHERE match_id = $1`,
            [m.id],
          );
          const dbPayout = new Map(rows.map((r) => [r.id, r.payout_satang]));
          for (const p of placed)
            expect(dbPayout.get(p.id)).toBe(payoutSatang(p.stake, p.side, p.price, res));
          for (const id of members) {
            const mine = placed.filter((p) => p.member === id);
            const expected =
              FUNDS - mine.reduce((s, p) => s + p.stake - payoutSatang(p.stake, p.side, p.price, res), 0);
            expect(await f.cash(id)).toBe(expected);
          }
          const bills = await t.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM bills WHERE match_id = $1 AND superseded_at IS NULL',
            [m.id],
          );
          expect(bills.rows[0]?.n).toBe(new Set(placed.map((p) => p.member)).size);
          expect(await f.escrowSatang(m.id)).toBe(0);
        };

        await f.call(matchDeskRoutes.end, { params: { id: m.id }, body: { result: b.result } });
        await check(b.result);
        if (b.regradeTo !== b.result) {
          await f.call(matchDeskRoutes.regrade, {
            params: { id: m.id },
            body: { result: b.regradeTo, reason: REGRADE_REASON },
          });
          await check(b.regradeTo);
        }
      }),
      { numRuns: 25 },
    );
    await f.expectLedgerOk();
  });
});
