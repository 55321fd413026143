import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX_BAHT, findUnstorableText } from './input-bounds.ts';
import { bahtAmount } from './money.ts';

describe('findUnstorableText', () => {
  it('names the path of the first string or key holding a NUL, or null', () => {
    expect(findUnstorableText({ name: 'สมชาย', bank: 'SCB' })).toBeNull();
    expect(findUnstorableText({ name: 'a\u0000' })).toBe('name');
    expect(findUnstorableText({ legs: [{ ref: 'ok' }, { ref: '\u0000' }] })).toBe('legs.1.ref');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnstorableText('\u0000')).toBe('_');
    expect(findUnstorableText(null)).toBeNull();
    // a lone surrogate (jsonb refuses it); a whole pair is a character like any other
    expect(findUnstorableText({ bank_acc_name: 'x\udfffy' })).toBe('bank_acc_name');
    expect(findUnstorableText({ name: 'a\ud800' })).toBe('name');
    expect(findUnstorableText({ name: 'ok 😀' })).toBeNull();
  });

  it('walks a body nested deeper than the call stack would allow', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText({ deep })).toMatch(/^deep(\.0)+$/);
  });
});

describe('amounts', () => {
  it('are at most the declared maximum, either way', () => {
    expect(bahtAmount.safeParse(AMOUNT_MAX_BAHT).success).toBe(true);
    expect(bahtAmount.safeParse(-AMOUNT_MAX_BAHT).success).toBe(true);
    const over = bahtAmount.safeParse(AMOUNT_MAX_BAHT + 0.01);
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('validation.amount_too_large');
    expect(bahtAmount.safeParse(2 ** 53).error?.issues[0]?.message).toBe('validation.amount_invalid');
  });
});
