import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@sanam/contract/constants.ts';
import { changeLanguage, i18n } from './i18n.ts';

describe('the member app language', () => {
  it('fetches the English words before it switches, then remembers the choice and mirrors it on <html lang>', async () => {
    await changeLanguage('en');
    expect(i18n.t('common.loading')).toBe('Loading');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage('th');
    expect(i18n.t('common.loading')).toBe('กำลังโหลด');
    expect(document.documentElement.lang).toBe('th');
  });
});
