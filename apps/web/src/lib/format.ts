import { useTranslation } from 'react-i18next';
import { formatBaht, formatWhole } from '@sanam/contract/money.ts';
import type { User } from '@sanam/contract/account.ts';

/** Spec §2: username, else name, else phone. */
export function displayName(user: Pick<User, 'username' | 'name' | 'phone'>): string {
  return user.username || user.name || user.phone;
}

/** Spec §1: 2 decimals with thousands separators, in the member's language. */
export function useFormatBaht(): (baht: number) => string {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'th';
  return (baht) => formatBaht(baht, lang);
}

/**
 * A balance with its currency sign: "฿1,234.50". A balance can fall below zero (a corrected result
 * took back winnings already spent): "-฿1,234.50", the minus before the sign.
 */
export function useFormatBalance(): (baht: number) => string {
  const formatBaht = useFormatBaht();
  return (baht) => {
    const amount = formatBaht(Math.abs(baht));
    return baht < 0 && amount !== formatBaht(0) ? `-฿${amount}` : `฿${amount}`;
  };
}

/** The member owes the house: nothing can be staked or withdrawn until the balance covers it. */
export const isOwing = (balance: number): boolean => balance < 0;

/** Activity coins are whole: thousands separators, no decimals, alike in both languages. */
export const formatCoins: (coins: number) => string = formatWhole;
