import { describe, expect, it } from 'vitest';
import { betRequest, multiplierToPermille, tieOpenRequest } from './matches.ts';

describe('payloads', () => {
  it('accepts a bet with at most 2 decimals and refuses 0, 1.005, a string and a long ref', () => {
    expect(betRequest.safeParse({ amount: 100.5, type: 'red', ref: 'a', rateId: 3 }).success).toBe(true);
    for (const amount of [0, 1.005, -1, '100']) {
      expect(betRequest.safeParse({ amount, type: 'red', ref: 'a', rateId: 3 }).success).toBe(false);
    }
    expect(betRequest.safeParse({ amount: 1, type: 'draw', ref: 'a', rateId: 0 }).success).toBe(false);
    expect(betRequest.safeParse({ amount: 1, type: 'tie', ref: 'x'.repeat(65), rateId: 0 }).success).toBe(
      false,
    );
    expect(betRequest.safeParse({ amount: 1, type: 'tie', ref: '', rateId: 0 }).success).toBe(false);
  });

  it('reads multipliers as exact per-mille', () => {
    expect(multiplierToPermille(1.7)).toBe(1700);
    expect(multiplierToPermille(2)).toBe(2000);
    expect(multiplierToPermille(1.005)).toBe(1005);
    expect(multiplierToPermille(1.0005)).toBeNull();
    expect(tieOpenRequest.safeParse({ tie_multiplier: 0.9 }).success).toBe(false);
    expect(tieOpenRequest.safeParse({ tie_multiplier: 1.85, notie_multiplier: 1.2 }).success).toBe(true);
  });
});
