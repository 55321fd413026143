import type { Language } from '@sanam/contract/constants.ts';

/** Thai by default; English when the caller's most preferred language is English (Accept-Language). */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'th';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('th')) return 'th';
    if (tag.startsWith('en')) return 'en';
  }
  return 'th';
}
