import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATE_NUMBER_MAX } from './matches.ts';
import { winPayoutSatang, type RateNumbers } from './odds.ts';
import {
  bothSidesReturn,
  decimalOdds,
  givesMemberEdge,
  impliedProbability,
  isValidQuote,
  isValidSideRate,
  overround,
  quotePricing,
} from './pricing.ts';

const quote = (red: [number, number], blue: [number, number]): RateNumbers => ({
  red_rate_1: red[0],
  red_rate_2: red[1],
  blue_rate_1: blue[0],
  blue_rate_2: blue[1],
});

/** What stakes on both sides return if red wins and if blue wins, in satang (odds.ts, rounded down). */
function bothSidesPayouts(q: RateNumbers, redSatang: number, blueSatang: number) {
  return {
    staked: redSatang + blueSatang,
    ifRed: winPayoutSatang(redSatang, { rate1: q.red_rate_1, rate2: q.red_rate_2 }),
    ifBlue: winPayoutSatang(blueSatang, { rate1: q.blue_rate_1, rate2: q.blue_rate_2 }),
  };
}

describe('one side', () => {
  it('reads risk 10 to win 9 as decimal odds 1.9 and an implied probability of 10/19', () => {
    expect(decimalOdds({ rate1: 10, rate2: 9 })).toBeCloseTo(1.9, 12);
    expect(impliedProbability({ rate1: 10, rate2: 9 })).toBeCloseTo(0.526_315_789, 8);
    expect(impliedProbability({ rate1: 9, rate2: 10 })).toBeCloseTo(0.473_684_211, 8);
    expect(impliedProbability({ rate1: 10, rate2: 10 })).toBe(0.5);
  });

  it('takes a side as valid only with whole numbers from 1 to the rate maximum, as publishing does', () => {
    expect(isValidSideRate({ rate1: 10, rate2: 9 })).toBe(true);
    expect(isValidSideRate({ rate1: 1, rate2: RATE_NUMBER_MAX })).toBe(true);
    expect(isValidSideRate({ rate1: 0, rate2: 9 })).toBe(false);
    expect(isValidSideRate({ rate1: 10, rate2: RATE_NUMBER_MAX + 1 })).toBe(false);
    expect(isValidSideRate({ rate1: 9.5, rate2: 10 })).toBe(false);
    expect(isValidSideRate({ rate1: Number.NaN, rate2: 10 })).toBe(false);
    expect(isValidQuote(quote([10, 9], [9, 0]))).toBe(false);
    expect(() => impliedProbability({ rate1: 0, rate2: 9 })).toThrow('bad rate 0/9');
    expect(quotePricing(quote([10, 9], [Number.NaN, 10]))).toBeNull();
  });
});

describe('the overround of red + blue', () => {
  it('is exactly 0 at ด 10/9 (red 10/9, blue 9/10): no margin, a book staked in proportion breaks even', () => {
    const q = quote([10, 9], [9, 10]);
    expect(quotePricing(q)).toEqual({
      red: 10 / 19,
      blue: 9 / 19,
      overround: 0,
      givesMemberEdge: false,
      bothSidesReturn: 0,
    });
    // 100 baht on red and 90 on blue (10 : 9, the implied probabilities): 190 back whichever wins.
    // The house keeps nothing built in: it earns only from a book out of proportion (and the satang
    // that payouts round down), and a member never wins for sure either.
    expect(bothSidesPayouts(q, 10_000, 9_000)).toEqual({ staked: 19_000, ifRed: 19_000, ifBlue: 19_000 });
  });

  it('is 0 at ด 10/8 too (red 10/8, blue 8/10 mirror each other), and positive once the sides are quoted apart', () => {
    expect(overround(quote([10, 8], [8, 10]))).toBe(0);
    // red's backers lay 10 to win 8, blue's lay 9 to win 10 (not 8): 10/18 + 9/19 − 1 = 10/342
    const apart = quote([10, 8], [9, 10]);
    expect(overround(apart)).toBeCloseTo(10 / 342, 12);
    expect(overround(apart)).toBeCloseTo(0.029_24, 5);
    expect(givesMemberEdge(apart)).toBe(false);
    expect(bothSidesReturn(apart)).toBeLessThan(0);
    // 100 on red and 90 on blue (190 staked): 180 back if red wins, 190 if blue: never more than staked
    expect(bothSidesPayouts(apart, 10_000, 9_000)).toEqual({ staked: 19_000, ifRed: 18_000, ifBlue: 19_000 });
  });

  it('is +1/19 (5.3%) when red and blue are both quoted 10/9: the house keeps a margin, the member has no edge', () => {
    const q = quote([10, 9], [10, 9]);
    const pricing = quotePricing(q);
    expect(pricing?.red).toBeCloseTo(10 / 19, 12);
    expect(pricing?.blue).toBeCloseTo(10 / 19, 12);
    expect(pricing?.overround).toBeCloseTo(1 / 19, 12);
    expect(pricing?.overround).toBeCloseTo(0.052_6, 4);
    expect(pricing?.givesMemberEdge).toBe(false);
    // backing both alike: 200 staked, 190 back whichever wins
    expect(bothSidesPayouts(q, 10_000, 10_000)).toEqual({ staked: 20_000, ifRed: 19_000, ifBlue: 19_000 });
  });

  it('is exactly 0 at even money, 10/10 on both sides', () => {
    const q = quote([10, 10], [10, 10]);
    expect(quotePricing(q)).toEqual({
      red: 0.5,
      blue: 0.5,
      overround: 0,
      givesMemberEdge: false,
      bothSidesReturn: 0,
    });
  });

  it('is −1/19 when both sides are quoted 9/10: the member backs both and wins whichever wins', () => {
    const q = quote([9, 10], [9, 10]);
    expect(overround(q)).toBeCloseTo(-1 / 19, 12);
    expect(givesMemberEdge(q)).toBe(true);
    // 1/(18/19) − 1 = 1/18: 5.6% of what is staked, for sure
    expect(bothSidesReturn(q)).toBeCloseTo(1 / 18, 12);
    // 100 on each side: 211.11 back whichever wins, 11.11 over the 200 staked
    expect(bothSidesPayouts(q, 10_000, 10_000)).toEqual({ staked: 20_000, ifRed: 21_111, ifBlue: 21_111 });
  });

  it('flags even the smallest edge, which a float sum would miss: red 1000/999, blue 998/1000', () => {
    const q = quote([1000, 999], [998, 1000]);
    expect(givesMemberEdge(q)).toBe(true);
    expect(overround(q)).toBeLessThan(0);
    expect(overround(q)).toBeGreaterThan(-0.001);
  });

  it('for any quote: the margin is p_red + p_blue − 1, below 0 exactly when the member has the edge', () => {
    const n = fc.integer({ min: 1, max: RATE_NUMBER_MAX });
    fc.assert(
      fc.property(n, n, n, n, (a, b, c, d) => {
        const q = quote([a, b], [c, d]);
        const pricing = quotePricing(q);
        expect(pricing).not.toBeNull();
        if (!pricing) return;
        expect(pricing.overround).toBeCloseTo(pricing.red + pricing.blue - 1, 12);
        expect(pricing.givesMemberEdge).toBe(pricing.overround < 0);
        expect(pricing.givesMemberEdge).toBe(pricing.bothSidesReturn > 0);
        expect(pricing.bothSidesReturn).toBeCloseTo(1 / (pricing.red + pricing.blue) - 1, 12);
        expect(pricing.overround === 0).toBe(a * c === b * d);
      }),
    );
  });

  it('for any quote with the edge, stakes in proportion return more than staked whichever side wins', () => {
    const n = fc.integer({ min: 1, max: 100 });
    fc.assert(
      fc.property(n, n, n, n, (a, b, c, d) => {
        const q = quote([a, b], [c, d]);
        // stakes in proportion to the implied probabilities: a(c + d) on red to c(a + b) on blue
        const unit = 10_000;
        const paid = bothSidesPayouts(q, a * (c + d) * unit, c * (a + b) * unit);
        const worst = Math.min(paid.ifRed, paid.ifBlue);
        if (givesMemberEdge(q)) expect(worst).toBeGreaterThan(paid.staked);
        else expect(worst).toBeLessThanOrEqual(paid.staked);
      }),
    );
  });
});
