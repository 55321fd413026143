import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bahtAmount,
  bahtToSatang,
  formatBaht,
  formatWhole,
  positiveBahtAmount,
  satangToBaht,
} from './money.ts';

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
    expect(formatBaht(-20.05, 'th')).toBe('-20.05');
    expect(formatWhole(1500)).toBe('1,500');
  });

  it('writes every amount as Intl writes it, in Thai and in English', () => {
    const intl = {
      th: new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    const whole = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom('th', 'en'), (satang, lang) => {
        const baht = satangToBaht(satang);
        expect(formatBaht(baht, lang)).toBe(intl[lang].format(baht));
        expect(formatWhole(satang)).toBe(whole.format(satang));
      }),
      { numRuns: 2000 },
    );
  });
});
