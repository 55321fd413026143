import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_SIDES, MATCH_RESULTS } from './matches.ts';
import { gradeBet, payoutSatang, rateNameIn, rateText, winPayoutSatang } from './odds.ts';

const stake = fc.integer({ min: 1, max: 1_000_000_000 });
const rateNum = fc.integer({ min: 1, max: 1000 });
const permille = fc.integer({ min: 1000, max: 100_000 });

describe('odds of one side', () => {
  it('pays 100 baht at ด 10/9 as 190 baht to red, 211.11 to blue at 9/10', () => {
    expect(winPayoutSatang(10_000, { rate1: 10, rate2: 9 })).toBe(19_000);
    expect(winPayoutSatang(10_000, { rate1: 9, rate2: 10 })).toBe(21_111);
    expect(winPayoutSatang(10_000, { rate1: 10, rate2: 10 })).toBe(20_000);
  });

  it('pays a tie at ×1.7 and rounds down to the satang', () => {
    expect(winPayoutSatang(10_000, { permille: 1700 })).toBe(17_000);
    expect(winPayoutSatang(1, { permille: 1700 })).toBe(1);
    expect(winPayoutSatang(3, { permille: 1700 })).toBe(5);
  });

  it('always pays whole satang, never less than the stake on a win', () => {
    fc.assert(
      fc.property(stake, rateNum, rateNum, (s, r1, r2) => {
        const p = winPayoutSatang(s, { rate1: r1, rate2: r2 });
        expect(Number.isSafeInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(s);
        // exact: s + floor(s*r2/r1)
        expect(BigInt(p - s) * BigInt(r1) <= BigInt(s) * BigInt(r2)).toBe(true);
        expect(BigInt(p - s + 1) * BigInt(r1) > BigInt(s) * BigInt(r2)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(stake, permille, (s, m) => {
        const p = winPayoutSatang(s, { permille: m });
        expect(Number.isSafeInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(s);
      }),
    );
  });

  it('refunds red and blue exactly on a draw, and every side on a no contest', () => {
    fc.assert(
      fc.property(
        stake,
        rateNum,
        rateNum,
        fc.constantFrom<'red' | 'blue'>('red', 'blue'),
        (s, r1, r2, side) => {
          expect(payoutSatang(s, side, { rate1: r1, rate2: r2 }, 'green')).toBe(s);
          expect(payoutSatang(s, side, { rate1: r1, rate2: r2 }, 'other')).toBe(s);
        },
      ),
    );
    fc.assert(
      fc.property(stake, permille, (s, m) => {
        expect(payoutSatang(s, 'tie', { permille: m }, 'other')).toBe(s);
        expect(payoutSatang(s, 'notie', { permille: m }, 'other')).toBe(s);
      }),
    );
  });

  it('grades every side against every result as DESIGN §4 says', () => {
    const table = Object.fromEntries(
      BET_SIDES.map((side) => [side, MATCH_RESULTS.map((r) => gradeBet(side, r)).join(' ')]),
    );
    // results in order: red blue green other
    expect(table).toEqual({
      red: 'won lost refunded refunded',
      blue: 'lost won refunded refunded',
      tie: 'lost lost won refunded',
      notie: 'won won lost refunded',
    });
  });
});

describe('rate text', () => {
  it('names the favourite with its numbers, or even', () => {
    expect(rateText({ red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 })).toBe('ด 10/9');
    expect(rateText({ red_rate_1: 9, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 9 })).toBe('ง 10/9');
    expect(rateText({ red_rate_1: 10, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 10 })).toBe('ตรง');
    expect(rateText({ red_rate_1: 10, red_rate_2: 8, blue_rate_1: 8, blue_rate_2: 10 }, 'en')).toBe('R 10/8');
  });

  it("writes a stored rate name with the reader's letters, and leaves an operator's own name alone", () => {
    expect(rateNameIn('ง 10/8', 'en')).toBe('B 10/8');
    expect(rateNameIn('ด 10/9', 'en')).toBe('R 10/9');
    expect(rateNameIn('B 10/8', 'th')).toBe('ง 10/8');
    expect(rateNameIn('ง 10/8', 'th')).toBe('ง 10/8');
    expect(rateNameIn('ตรง', 'en')).toBe('EVEN');
    expect(rateNameIn('EVEN', 'th')).toBe('ตรง');
    expect(rateNameIn('x1.7', 'en')).toBe('x1.7');
    expect(rateNameIn('ราคาพิเศษ ง 10/8', 'en')).toBe('ราคาพิเศษ ง 10/8');
  });

  it('reads back every rate text in either language', () => {
    fc.assert(
      fc.property(rateNum, rateNum, rateNum, rateNum, (r1, r2, b1, b2) => {
        const r = { red_rate_1: r1, red_rate_2: r2, blue_rate_1: b1, blue_rate_2: b2 };
        expect(rateNameIn(rateText(r, 'th'), 'en')).toBe(rateText(r, 'en'));
        expect(rateNameIn(rateText(r, 'en'), 'th')).toBe(rateText(r, 'th'));
      }),
    );
  });
});
