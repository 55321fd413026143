import { describe, expect, it } from 'vitest';
import en from './en.json';
import th from './th.json';

describe('locale files', () => {
  it('have the same keys', () => {
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty values', () => {
    for (const catalogue of [th, en]) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), key).not.toBe('');
      }
    }
  });
});
