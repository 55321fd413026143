// A holder's name as Thai bank slips print it, against the name we hold: titles, dots, case, spaces
// and the banks' truncated surnames aside, the same person; anyone else, not.
import { describe, expect, it } from 'vitest';
import { holderNameMatches, normaliseHolderName } from './holder-name.ts';

describe('normalising a holder’s name', () => {
  it('drops Thai and English titles, with or without dots and spaces, and folds case and spacing', () => {
    for (const shown of [
      'นาย สมชาย ใจดี',
      'นายสมชาย ใจดี',
      'นาง สมชาย ใจดี',
      'นางสาว สมชาย  ใจดี',
      'น.ส. สมชาย ใจดี',
      'น.ส.สมชาย ใจดี',
      'น.ส สมชาย ใจดี',
      'ด.ช. สมชาย ใจดี',
      'ด.ญ.สมชาย ใจดี',
      ' สมชาย\tใจดี ',
    ])
      expect(normaliseHolderName(shown)).toBe('สมชาย ใจดี');
    for (const shown of [
      'Mr. Somchai Jaidee',
      'MR SOMCHAI JAIDEE',
      'mrs.somchai jaidee',
      'Ms Somchai  Jaidee',
      'MISS SOMCHAI JAIDEE',
    ])
      expect(normaliseHolderName(shown)).toBe('somchai jaidee');
  });

  it('drops a company’s form, Thai or English', () => {
    expect(normaliseHolderName('บริษัท สนาม จำกัด')).toBe('สนาม');
    expect(normaliseHolderName('บจก. สนาม')).toBe('สนาม');
    expect(normaliseHolderName('บมจ.สนาม (มหาชน)')).toBe('สนาม');
    expect(normaliseHolderName('SANAM CO., LTD.')).toBe('sanam');
    expect(normaliseHolderName('Sanam Company Limited')).toBe('sanam');
  });

  it('keeps names that only start like a title word in English', () => {
    expect(normaliseHolderName('Missy Jones')).toBe('missy jones');
    expect(normaliseHolderName('Msoke Dee')).toBe('msoke dee');
  });
});

describe('matching a name a slip shows', () => {
  const holder = 'สมชาย ใจดี';

  it('matches the whole name, and the name cut inside the surname as banks print it', () => {
    expect(holderNameMatches('นาย สมชาย ใจดี', holder)).toBe(true);
    expect(holderNameMatches('นาย สมชาย ใ', holder)).toBe(true);
    expect(holderNameMatches('นายสมชาย ใจ', holder)).toBe(true);
    expect(holderNameMatches('SOMCHAI J', 'Mr. Somchai Jaidee')).toBe(true);
    expect(holderNameMatches('MR. SOMCHAI JAIDE', 'somchai jaidee')).toBe(true);
    expect(holderNameMatches('บจก. สนาม', 'บริษัท สนาม จำกัด')).toBe(true);
  });

  it('does not match another person, a first name alone, a cut inside the first name, or nothing', () => {
    expect(holderNameMatches('นาย สมชาย ม', holder)).toBe(false);
    expect(holderNameMatches('นาย สมศักดิ์ ใ', holder)).toBe(false);
    expect(holderNameMatches('นาย สมชาย', holder)).toBe(false);
    expect(holderNameMatches('สมช', holder)).toBe(false);
    expect(holderNameMatches('สมชาย ใจดีมาก', holder)).toBe(false);
    expect(holderNameMatches('SOMCHAI J', holder)).toBe(false);
    expect(holderNameMatches('', holder)).toBe(false);
    expect(holderNameMatches('นาย', holder)).toBe(false);
    // a one-word name must be shown whole
    expect(holderNameMatches('สน', 'บจก. สนาม')).toBe(false);
  });
});
