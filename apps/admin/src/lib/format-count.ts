import type { Language } from '@sanam/contract/constants.ts';

/** Coins and head counts: whole numbers with the language's thousands separators. */
export function formatCount(count: number, lang: Language): string {
  return count.toLocaleString(lang === 'en' ? 'en-US' : 'th-TH');
}
