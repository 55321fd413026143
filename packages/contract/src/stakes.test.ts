import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_QUICK_AMOUNTS, BET_STEP } from './constants.ts';
import { messages } from './messages.ts';
import { amountRefusal, stakeStepBaht, stakeStepSatang } from './stakes.ts';
import { belowMinimum, offStep } from './wager-rules.ts';

describe('the step a stake moves in', () => {
  it('is the spec’s 100 baht under a minimum of whole hundreds, and what divides both otherwise', () => {
    expect(stakeStepBaht(100)).toBe(BET_STEP);
    expect(stakeStepBaht(500)).toBe(100);
    expect(stakeStepBaht(10)).toBe(10);
    expect(stakeStepBaht(30)).toBe(10);
    expect(stakeStepBaht(50)).toBe(50);
    expect(stakeStepBaht(150)).toBe(50);
    expect(stakeStepBaht(7)).toBe(1);
    expect(stakeStepBaht(10.5)).toBe(0.5);
  });

  it('keeps the minimum reachable and every quick amount on the steps, for any minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.nat(20), (minSatang, k) => {
        const step = stakeStepSatang(minSatang);
        expect(minSatang % step).toBe(0);
        expect(amountRefusal(minSatang, minSatang)).toBeNull();
        for (const quick of BET_QUICK_AMOUNTS) {
          expect(amountRefusal(minSatang + k * step + quick * 100, minSatang)).toBeNull();
        }
      }),
    );
  });
});

describe('a stake under a minimum', () => {
  it('refuses less than the minimum first, then an amount off the steps', () => {
    expect(amountRefusal(500, 1000)).toBe('bet.below_minimum');
    expect(amountRefusal(1550, 1000)).toBe('bet.off_step');
    expect(amountRefusal(15_000, 10_000)).toBe('bet.off_step');
    expect(amountRefusal(20_000, 10_000)).toBeNull();
    expect(amountRefusal(15_000, 1000)).toBeNull();
  });

  it('names the minimum and the step in both languages', () => {
    const fields = { ...belowMinimum(10_000).fields, ...offStep(10_000).fields };
    expect(fields).toEqual({ min_bet: '100', step: '100' });
    const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => fields[k] ?? '');
    expect(fill(messages['bet.below_minimum'].th)).toBe('ยอดแทงขั้นต่ำ 100 บาท');
    expect(fill(messages['bet.off_step'].th)).toBe('ยอดแทงต้องเป็นทวีคูณของ 100 บาท');
    expect(fill(messages['bet.off_step'].en)).toBe('The stake must be a whole multiple of 100 baht');
  });
});
