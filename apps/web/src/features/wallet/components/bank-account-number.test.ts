import { describe, expect, it } from 'vitest';
import { bankAccountDigits, formatBankAccountNo } from './bank-account-number.ts';

describe('a Thai bank account number as banks print it', () => {
  it('writes ten digits as xxx-x-xxxxx-x', () => {
    expect(formatBankAccountNo('0000000000')).toBe('000-0-00000-0');
    expect(formatBankAccountNo('1234567890')).toBe('123-4-56789-0');
  });

  it('writes twelve digits in fours, other lengths in threes without a lone last digit', () => {
    expect(formatBankAccountNo('020012345678')).toBe('0200-1234-5678');
    expect(formatBankAccountNo('12345678901')).toBe('123-456-789-01');
    expect(formatBankAccountNo('1234567890123')).toBe('123-456-789-0123');
    expect(formatBankAccountNo('123456789012345')).toBe('123-456-789-012-345');
  });

  it('leaves text that is not an account number alone, and reads one already grouped', () => {
    expect(formatBankAccountNo('xxx-x-x5678-x')).toBe('xxx-x-x5678-x');
    expect(formatBankAccountNo('123-4-56789-0')).toBe('123-4-56789-0');
    expect(bankAccountDigits('123-4-56789-0')).toBe('1234567890');
  });
});
