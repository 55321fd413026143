import { describe, expect, it } from 'vitest';
import { bankOfCode, BANK_CODE_NUMBERS, BANKS } from './constants.ts';
import { withdrawForm, withdrawRefusal, withdrawRequest } from './wallet.ts';

const member = { isVip: false, balanceBaht: 50_000 };

describe('withdraw rules (spec §5)', () => {
  it('accepts exactly 100 and refuses anything under it (DESIGN §7)', () => {
    expect(withdrawRefusal(100, member)).toBeNull();
    expect(withdrawRefusal(99, member)).toBe('withdraw.min');
    expect(withdrawRefusal(0, member)).toBe('withdraw.min');
  });

  it('caps a member at 20,000 but not a VIP', () => {
    expect(withdrawRefusal(20_000, member)).toBeNull();
    expect(withdrawRefusal(20_001, member)).toBe('withdraw.max');
    expect(withdrawRefusal(20_001, { ...member, isVip: true })).toBeNull();
  });

  it('refuses more than the balance, after the other rules', () => {
    expect(withdrawRefusal(600, { isVip: false, balanceBaht: 500 })).toBe('withdraw.insufficient');
    expect(withdrawRefusal(500, { isVip: false, balanceBaht: 500 })).toBeNull();
    // the cap is named before the balance
    expect(withdrawRefusal(30_000, { isVip: false, balanceBaht: 500 })).toBe('withdraw.max');
  });

  it('the server schema takes whole baht of at least 100', () => {
    expect(withdrawRequest.safeParse({ amount: 100 }).success).toBe(true);
    const issue = (v: unknown) => withdrawRequest.safeParse({ amount: v }).error?.issues[0]?.message;
    expect(issue(100.5)).toBe('withdraw.whole_baht');
    expect(issue(50)).toBe('withdraw.min');
    expect(issue('100')).toBe('withdraw.amount_required');
    expect(issue(undefined)).toBe('withdraw.amount_required');
  });

  it('the form takes digits only and names the first rule broken', () => {
    const form = withdrawForm({ isVip: false, balanceBaht: 1000 });
    const issue = (amount: string) => form.safeParse({ amount }).error?.issues[0]?.message;
    expect(issue('')).toBe('withdraw.amount_required');
    expect(issue('1e3')).toBe('withdraw.whole_baht');
    expect(issue('100.50')).toBe('withdraw.whole_baht');
    expect(issue('-100')).toBe('withdraw.whole_baht');
    expect(issue('99')).toBe('withdraw.min');
    expect(issue('1001')).toBe('withdraw.insufficient');
    expect(form.safeParse({ amount: '1000' }).success).toBe(true);
  });
});

describe('bank codes', () => {
  it('every registrable bank has a distinct three-digit code that maps back to it', () => {
    const codes = BANKS.map((b) => BANK_CODE_NUMBERS[b]);
    expect(new Set(codes).size).toBe(BANKS.length);
    for (const b of BANKS) expect(bankOfCode(BANK_CODE_NUMBERS[b])).toBe(b);
    expect(bankOfCode('999')).toBeNull();
  });
});
