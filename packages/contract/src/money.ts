// DESIGN §3: amounts are integer satang inside; the API speaks baht with at most 2 decimals.
import { z } from 'zod';
import { AMOUNT_MAX_BAHT } from './input-bounds.ts';

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
  .refine((n) => bahtToSatang(n) !== null, { message: 'validation.amount_invalid', abort: true })
  // no request names more than the declared maximum (a balance is held below its own ceiling)
  .refine((n) => Math.abs(n) <= AMOUNT_MAX_BAHT, { message: 'validation.amount_too_large' });

export const positiveBahtAmount = bahtAmount.refine((n) => n > 0, { message: 'validation.amount_positive' });

/** "1234567" → "1,234,567" */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Spec §1: amounts with 2 decimals, balances with thousands separators. Input is baht. */
export function formatBaht(baht: number, _locale = 'th'): string {
  // th-TH and en-US write an amount alike (Latin digits, ',' per thousand, '.' before the satang),
  // so this is plain arithmetic: a member's first Intl.NumberFormat costs the app's start about 15 ms
  // of loading locale data (issue "Speed"). money.test.ts holds it to Intl's output in both languages.
  const satang = Math.round(Math.abs(baht) * SATANG_PER_BAHT);
  const whole = Math.floor(satang / SATANG_PER_BAHT);
  const cents = String(satang % SATANG_PER_BAHT).padStart(2, '0');
  return `${baht < 0 && satang > 0 ? '-' : ''}${groupThousands(String(whole))}.${cents}`;
}

/** Whole numbers (coins) with thousands separators, as formatBaht writes the baht. */
export function formatWhole(n: number): string {
  const whole = Math.round(Math.abs(n));
  return `${n < 0 && whole > 0 ? '-' : ''}${groupThousands(String(whole))}`;
}
