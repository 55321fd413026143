// DESIGN §3: amounts are integer satang inside; the API speaks baht with at most 2 decimals.
import { z } from 'zod';

export const SATANG_PER_BAHT = 100;

/** Baht as a JSON number with at most two decimals → integer satang, or null when it is not such a number. */
export function bahtToSatang(baht: number): number | null {
  if (typeof baht !== 'number' || !Number.isFinite(baht)) return null;
  // Work on the decimal text so 0.1 + 0.2 style float noise never reaches a balance.
  const text = baht.toString();
  if (/e/i.test(text)) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, frac = ''] = match;
  const satang = Number(whole) * SATANG_PER_BAHT + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(satang)) return null;
  return sign === '-' ? -satang : satang;
}

export function satangToBaht(satang: number | bigint): number {
  return Number(satang) / SATANG_PER_BAHT;
}

/** A baht amount on the wire: a number with at most 2 decimals, transformed to satang. */
export const bahtAmount = z
  .number({ error: 'validation.amount_invalid' })
  .refine((n) => bahtToSatang(n) !== null, { message: 'validation.amount_invalid' });

export const positiveBahtAmount = bahtAmount.refine((n) => n > 0, { message: 'validation.amount_positive' });

const amountFormatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string): Intl.NumberFormat {
  let f = amountFormatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'th-TH', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    amountFormatters.set(locale, f);
  }
  return f;
}

/** Spec §1: amounts with 2 decimals, balances with thousands separators. Input is baht. */
export function formatBaht(baht: number, locale = 'th'): string {
  return formatter(locale).format(baht);
}
