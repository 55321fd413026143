import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bahtAmount, bahtToSatang, formatBaht, positiveBahtAmount, satangToBaht } from './money.ts';

describe('baht on the wire to satang inside', () => {
  it('turns amounts with up to two decimals into whole satang', () => {
    expect(bahtToSatang(100)).toBe(10000);
    expect(bahtToSatang(0.1)).toBe(10);
    expect(bahtToSatang(500.25)).toBe(50025);
    expect(bahtToSatang(-200)).toBe(-20000);
    expect(bahtToSatang(0.07)).toBe(7);
  });

  it('refuses three decimals, NaN, infinities and exponent notation', () => {
    for (const bad of [1.005, 0.001, Number.NaN, Infinity, -Infinity, 1e21, 5e-7]) {
      expect(bahtToSatang(bad)).toBeNull();
    }
  });

  it('round-trips every whole-satang amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (satang) => {
        expect(bahtToSatang(satangToBaht(satang))).toBe(satang);
      }),
    );
  });

  it('rejects strings and zero where a positive amount is needed', () => {
    expect(bahtAmount.safeParse('100').success).toBe(false);
    expect(positiveBahtAmount.safeParse(0).success).toBe(false);
    expect(positiveBahtAmount.safeParse(-1).success).toBe(false);
    expect(positiveBahtAmount.safeParse(0.01).success).toBe(true);
  });
});

describe('formatBaht', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatBaht(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatBaht(0, 'th')).toBe('0.00');
  });
});
