// Property tests (STYLE: fast-check for odds and settlement): the step payout math on its own, and
// random tickets settled and regraded against the real database, checked against that math.
import { MIN_BET_SATANG_DEFAULT, stakeStepSatang } from '@sanam/contract/stakes.ts';
import { MATCH_RESULTS, type MatchResult } from '@sanam/contract/matches.ts';
import { STEP_MAX_PAYOUT_SATANG, stepPayoutSatang, type StepLegStatus } from '@sanam/contract/steps.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepFactory } from '../../test/factories/steps.ts';
import { useDesk } from '../../test/harness.ts';
import { ticketOutcome } from './settlement.ts';

const desk = useDesk();

const stake = fc.integer({ min: 1, max: 1_000_000_000 });
const rateNumber = fc.integer({ min: 1, max: 1000 });
const legStatus = fc.constantFrom<StepLegStatus>('won', 'lost', 'void');
const leg = fc.record({ rate1: rateNumber, rate2: rateNumber, status: legStatus });
const legs = fc.array(leg, { minLength: 2, maxLength: 10 });

describe('the step payout math', () => {
  it('pays whole satang, floor(stake × Π won odds), never more than stake × product', () => {
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        const payout = stepPayoutSatang(s, ls);
        expect(Number.isSafeInteger(payout)).toBe(true);
        if (ls.some((l) => l.status === 'lost')) {
          expect(payout).toBe(0);
          return;
        }
        let num = BigInt(s);
        let den = 1n;
        for (const l of ls) {
          if (l.status !== 'won') continue;
          num *= BigInt(l.rate1 + l.rate2);
          den *= BigInt(l.rate1);
        }
        const exact = num / den;
        if (exact > BigInt(Number.MAX_SAFE_INTEGER)) return;
        // floor: payout × den ≤ stake × Π(r1 + r2) < (payout + 1) × den
        expect(BigInt(payout) * den <= num).toBe(true);
        expect(num < (BigInt(payout) + 1n) * den).toBe(true);
        // a ticket that did not lose returns at least its stake
        expect(payout >= s).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('all void refunds the stake; a void leg counts as odds 1', () => {
    fc.assert(
      fc.property(stake, legs, fc.nat(9), (s, ls, i) => {
        const voided = ls.map((l) => ({ ...l, status: 'void' as const }));
        expect(stepPayoutSatang(s, voided)).toBe(s);
        expect(ticketOutcome(s, voided)).toEqual({ status: 'refunded', payoutSatang: s });
        const k = i % ls.length;
        const without = ls.filter((_, j) => j !== k);
        const withVoid = ls.map((l, j) => (j === k ? { ...l, status: 'void' as const } : l));
        expect(stepPayoutSatang(s, withVoid)).toBe(stepPayoutSatang(s, without.length ? without : withVoid));
      }),
    );
  });
});

const f = stepFactory(desk);

const statusOf = (side: 'red' | 'blue', r: MatchResult): StepLegStatus =>
  r === 'green' || r === 'other' ? 'void' : r === side ? 'won' : 'lost';

describe('random tickets against the database', () => {
  it('settle and regrade to the math, escrow zero, ledger ok', async () => {
    const result = fc.constantFrom<MatchResult>(...MATCH_RESULTS);
    const pick = fc.record({
      rate: fc.record({ r1: fc.integer({ min: 1, max: 20 }), r2: fc.integer({ min: 1, max: 20 }) }),
      side: fc.constantFrom<'red' | 'blue'>('red', 'blue'),
      result,
      regradeTo: result,
    });
    await fc.assert(
      fc.asyncProperty(
        // the stakes a ticket takes: the minimum and up, on its steps
        fc.integer({ min: 1, max: 100 }).map((k) => k * stakeStepSatang(MIN_BET_SATANG_DEFAULT)),
        fc.array(pick, { minLength: 2, maxLength: 4 }),
        async (stakeSatang, picks) => {
          const rounds: Array<{ matchId: number; rateId: number }> = [];
          for (const p of picks)
            rounds.push(
              await f.openMatch({
                prefight: true,
                rate: {
                  red_rate_1: p.rate.r1,
                  red_rate_2: p.rate.r2,
                  blue_rate_1: p.rate.r2,
                  blue_rate_2: p.rate.r1,
                },
              }),
            );
          const member = await f.fundedMember(5_000);
          const steps = picks.map((p, i) => ({ ...rounds[i]!, type: p.side }));
          const prices = picks.map((p) =>
            p.side === 'red'
              ? { rate1: p.rate.r1, rate2: p.rate.r2 }
              : { rate1: p.rate.r2, rate2: p.rate.r1 },
          );
          const potential = stepPayoutSatang(
            stakeSatang,
            prices.map((x) => ({ ...x, status: 'won' as const })),
          );
          if (potential > STEP_MAX_PAYOUT_SATANG) return;
          const { ticket } = await f.placeOk(member, stakeSatang / 100, steps);
          for (const [i, p] of picks.entries()) await f.end(rounds[i]!.matchId, p.result);
          const want = stepPayoutSatang(
            stakeSatang,
            picks.map((p, i) => ({ ...prices[i]!, status: statusOf(p.side, p.result) })),
          );
          expect(Math.round(((await f.ticket(member, ticket.id)).payout ?? NaN) * 100)).toBe(want);
          expect(await f.cash(member.id)).toBe(500_000 - stakeSatang + want);
          // regrade the last round (refused only when the member cannot give winnings back: never here)
          const last = picks.at(-1)!;
          if (last.regradeTo !== last.result) {
            const res = await f.regrade(rounds.at(-1)!.matchId, last.regradeTo);
            expect(res.statusCode).toBe(200);
            const again = stepPayoutSatang(
              stakeSatang,
              picks.map((p, i) => ({
                ...prices[i]!,
                status: statusOf(p.side, i === picks.length - 1 ? p.regradeTo : p.result),
              })),
            );
            expect(Math.round(((await f.ticket(member, ticket.id)).payout ?? NaN) * 100)).toBe(again);
            expect(await f.cash(member.id)).toBe(500_000 - stakeSatang + again);
          }
          expect(await f.stepEscrow(ticket.id)).toBe(0);
        },
      ),
      { numRuns: 25 },
    );
    await f.expectLedgerOk();
  }, 120_000);
});
