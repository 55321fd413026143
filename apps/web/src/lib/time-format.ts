// Times as a Thai member reads them: the stadiums and the cashiers are in Thailand, so the clock and
// "today" are Bangkok's whatever the device's zone.
//
// Plain arithmetic, no Intl: the first Intl formatter a page makes costs its start
// about 15 ms of loading locale data, on the home page's first render. Bangkok keeps UTC+7 all year
// (no daylight saving since 1920), and the two languages' short dates are a month name away from
// each other. time-format.test.ts holds every format to Intl's output for Asia/Bangkok.
import { useTranslation } from 'react-i18next';
import type { Language } from '@sanam/contract/constants.ts';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
/** Thai years are Buddhist Era */
const THAI_ERA_OFFSET = 543;

const SHORT_MONTHS: Record<Language, readonly string[]> = {
  th: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};

interface WallClock {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function bangkok(date: Date): WallClock {
  const shifted = new Date(date.getTime() + BANGKOK_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const twoDigits = (n: number) => String(n % 100).padStart(2, '0');

/** "14:05" */
export function clock(date: Date): string {
  const t = bangkok(date);
  return `${twoDigits(t.hour)}:${twoDigits(t.minute)}`;
}

/** "14:05:09" */
export function clockWithSeconds(date: Date): string {
  return `${clock(date)}:${twoDigits(bangkok(date).second)}`;
}

/** "3 ม.ค." / "3 Jan" */
export function dayMonth(date: Date, lang: Language): string {
  const t = bangkok(date);
  return `${t.day} ${SHORT_MONTHS[lang][t.month]}`;
}

/** "3 ม.ค. 68" / "3 Jan 25" */
export function dayMonthYear(date: Date, lang: Language): string {
  const t = bangkok(date);
  return `${dayMonth(date, lang)} ${twoDigits(lang === 'th' ? t.year + THAI_ERA_OFFSET : t.year)}`;
}

/** "ม.ค. 69" / "Jan 26": a month of a statement */
export function monthYear(date: Date, lang: Language): string {
  const t = bangkok(date);
  return `${SHORT_MONTHS[lang][t.month]} ${twoDigits(lang === 'th' ? t.year + THAI_ERA_OFFSET : t.year)}`;
}

function sameBangkokDay(a: Date, b: Date): boolean {
  const x = bangkok(a);
  const y = bangkok(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

function parse(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'th';
}

/** "14:05" for a time of today; "3 ม.ค. 14:05" / "3 Jan 14:05" for another day. */
export function useRoundTime(): (iso: string | null) => string {
  const lang = useLanguage();
  return (iso) => {
    const date = parse(iso);
    if (!date) return '';
    if (sameBangkokDay(date, new Date())) return clock(date);
    return `${dayMonth(date, lang)} ${clock(date)}`;
  };
}

/**
 * A money movement's date and time, always with the date (a statement is read later):
 * "3 ม.ค. 68 14:05" (Thai years are Buddhist Era) / "3 Jan 25 14:05".
 */
export function useDateTime(): (iso: string | null) => string {
  const lang = useLanguage();
  return (iso) => {
    const date = parse(iso);
    if (!date) return '';
    return `${dayMonthYear(date, lang)} ${clock(date)}`;
  };
}
