import { describe, expect, it } from 'vitest';
import type { StepMatch } from '@sanam/contract/steps.ts';
import { aMatch } from '@sanam/fixtures/matches.ts';
import { potentialPayoutSatang, slipLegs, slipProblem, togglePick, type Pick } from './step-slip.ts';

const round = (id: number, overrides: Partial<StepMatch> = {}): StepMatch => ({
  ...aMatch({ id, rate: 100 + id, is_prefight: true }),
  red_odds: 1.9,
  blue_odds: 2.1111,
  ...overrides,
});

const problem = (...args: Parameters<typeof slipProblem>) => slipProblem(...args)?.key ?? null;

describe('the step slip', () => {
  it('adds a side, switches a round to the other side, and takes it off when picked again', () => {
    let picks: Pick[] = [];
    picks = togglePick(picks, { matchId: 1, side: 'red' });
    picks = togglePick(picks, { matchId: 2, side: 'blue' });
    expect(picks).toEqual([
      { matchId: 1, side: 'red' },
      { matchId: 2, side: 'blue' },
    ]);
    picks = togglePick(picks, { matchId: 1, side: 'blue' });
    expect(picks[0]).toEqual({ matchId: 1, side: 'blue' });
    picks = togglePick(picks, { matchId: 1, side: 'blue' });
    expect(picks).toEqual([{ matchId: 2, side: 'blue' }]);
  });

  it("prices each leg at its round's current rate and drops the rounds no longer offered", () => {
    const { legs, dropped } = slipLegs(
      [
        { matchId: 1, side: 'red' },
        { matchId: 2, side: 'blue' },
        { matchId: 9, side: 'red' },
      ],
      [round(1), round(2, { rate: 205, now_blue_rate_1: 8, now_blue_rate_2: 10 })],
    );
    expect(dropped).toBe(1);
    expect(legs.map((l) => [l.match.id, l.rateId, l.rate1, l.rate2])).toEqual([
      [1, 101, 10, 9],
      [2, 205, 8, 10],
    ]);
    // 100 baht × 19/10 × 18/8 = 427.50
    expect(potentialPayoutSatang('100', legs)).toBe(42_750);
  });

  it("drops a pick whose side has closed on its own, keeping the round's other side", () => {
    const rounds = [round(1, { red_closed_by: 'cap' }), round(2)];
    const { legs, dropped } = slipLegs(
      [
        { matchId: 1, side: 'red' },
        { matchId: 2, side: 'blue' },
      ],
      rounds,
    );
    expect(dropped).toBe(1);
    expect(legs.map((l) => [l.match.id, l.side])).toEqual([[2, 'blue']]);
    expect(slipLegs([{ matchId: 1, side: 'blue' }], rounds).dropped).toBe(0);
  });

  it('drops a pick whose round no longer takes steps (closed or ended)', () => {
    const rounds = [round(1, { is_open: 0 }), round(2, { is_end: 1 }), round(3)];
    const { legs, dropped } = slipLegs(
      rounds.map((m) => ({ matchId: m.id, side: 'red' as const })),
      rounds,
    );
    expect(dropped).toBe(2);
    expect(legs.map((l) => l.match.id)).toEqual([3]);
  });

  it("checks with the contract's rule: amount, 2 to 10 legs, and the payout cap", () => {
    const many = Array.from({ length: 11 }, (_, i) => round(i + 1));
    const legsOf = (n: number) =>
      slipLegs(
        many.slice(0, n).map((m) => ({ matchId: m.id, side: 'red' as const })),
        many,
      ).legs;
    expect(problem('', legsOf(2))).toBe('step_page.amount_required');
    expect(problem('0', legsOf(2))).toBe('step_page.amount_required');
    expect(problem('100', legsOf(1))).toBe('validation.step_count');
    expect(problem('100', legsOf(11))).toBe('validation.step_count');
    expect(problem('100', legsOf(2))).toBeNull();
    const long = [1, 2].map((id) => round(id, { now_red_rate_1: 1, now_red_rate_2: 1000, red_odds: 1001 }));
    const longLegs = slipLegs(
      long.map((m) => ({ matchId: m.id, side: 'red' as const })),
      long,
    ).legs;
    expect(problem('20', longLegs)).toBe('step.payout_too_high');
  });

  it('checks the stake as the server does: the highest minimum, its steps, then the balance', () => {
    const legs = slipLegs(
      [
        { matchId: 1, side: 'red' },
        { matchId: 2, side: 'red' },
      ],
      [round(1, { min_bet: 100 }), round(2, { min_bet: 50 })],
    ).legs;
    const cash = { cashSatang: 500_000 };
    expect(slipProblem('50', legs, cash)).toEqual({
      rule: 'amount',
      key: 'bet.below_minimum',
      fields: { min_bet: '100' },
    });
    expect(problem('150', legs, cash)).toBe('bet.off_step');
    expect(problem('6000', legs, cash)).toBe('ledger.insufficient_balance');
    expect(problem('5000', legs, cash)).toBeNull();
    // a balance not known yet is the server's to check
    expect(problem('6000', legs)).toBeNull();
  });
});
