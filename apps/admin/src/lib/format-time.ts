import type { Language } from '@sanam/contract/constants.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An ISO time as the console shows it in tables: short date, time to the second, local zone. */
export function formatDateTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', {
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(date);
}
